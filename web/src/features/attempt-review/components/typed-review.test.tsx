import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import type { TypedSolution } from '@quizmaster/shared/question-types/solution';
import { renderWithProviders } from '@/test/render';
import { numericSolutionText } from '../lib/typed-review';
import { TypedReview } from './typed-review';

const review = (content: TypedContent, response: TypedResponse | undefined, solution?: TypedSolution, showsAnswers = true) =>
  renderWithProviders(<TypedReview content={content} response={response} solution={solution} showsAnswers={showsAnswers} />);

describe('TypedReview', () => {
  it('short answer: the player’s text and the accepted answers', () => {
    review({ type: 'short-answer' }, { text: 'Pariss' }, { type: 'short-answer', accepted: ['Paris', 'Paname'] });
    expect(screen.getByText('Your answer:', { exact: false }).parentElement).toHaveTextContent('Your answer: Pariss');
    expect(screen.getByText(/Right answers/).parentElement).toHaveTextContent('Right answers: Paris or Paname');
  });

  it('short answer: the partly accepted answers with their credit, after the right ones', () => {
    review({ type: 'short-answer' }, { text: 'paris city' }, { type: 'short-answer', accepted: ['Paris'], partial: [{ text: 'paris city', credit: 50 }, { text: 'Lutetia', credit: 25 }] });
    expect(screen.getByText(/Right answer/).parentElement).toHaveTextContent('Right answer: Paris');
    expect(screen.getByText(/Partly right/).parentElement).toHaveTextContent('Partly right: paris city (50 %), Lutetia (25 %)');
  });

  it('tells a question left unanswered, and nothing of the solution when the policy does not show it', () => {
    review({ type: 'short-answer' }, undefined);
    expect(screen.getByText(/Your answer/).parentElement).toHaveTextContent('Your answer: No answer');
    expect(screen.queryByText(/Right answer/)).toBeNull();
  });

  it('shows only the solution when the policy shows right answers but not the player’s', () => {
    review({ type: 'numeric', unitHint: 'm' }, undefined, { type: 'numeric', value: 324, tolerance: 0.5, toleranceKind: 'absolute', units: ['m', 'cm'] }, false);
    expect(screen.queryByText(/Your answer/)).toBeNull();
    expect(screen.getByText(/Right answer/).parentElement).toHaveTextContent('Right answer: 324 m ± 0.5');
    expect(screen.getByText(/Units accepted/).parentElement).toHaveTextContent('Units accepted: m, cm');
  });

  it('numeric: a relative tolerance reads as a percentage, none as the bare value', () => {
    expect(numericSolutionText({ type: 'numeric', value: 9.81, tolerance: 0.02, toleranceKind: 'relative', units: [] }, undefined)).toBe('9.81 ± 2 %');
    expect(numericSolutionText({ type: 'numeric', value: 3, tolerance: 0, toleranceKind: 'absolute', units: [] }, 'kg')).toBe('3 kg');
  });

  const ordering: TypedContent = {
    type: 'ordering',
    items: [
      { id: 1, text: 'Moon' },
      { id: 2, text: 'Sun' },
      { id: 3, text: 'Earth' },
    ],
  };

  it('ordering: the player’s order with each place marked right or wrong in words, then the right order', () => {
    review(ordering, { order: [1, 2, 3] }, { type: 'ordering', order: [1, 3, 2] });
    const [yours, right] = screen.getAllByRole('list');
    if (!yours || !right) throw new Error('two lists expected');
    expect(within(yours).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Moon✓Right', 'Sun✗Wrong', 'Earth✗Wrong']);
    expect(within(right).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Moon', 'Earth', 'Sun']);
  });

  it('ordering without the solution: the order only, no verdicts', () => {
    review(ordering, { order: [3, 1, 2] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Earth', 'Moon', 'Sun']);
    expect(screen.queryByText('Right')).toBeNull();
  });

  it('matching: each prompt with the player’s answer, its verdict in words, and the right one where it was wrong', () => {
    review(
      {
        type: 'matching',
        prompts: [
          { id: 1, text: 'France' },
          { id: 2, text: 'Italy' },
          { id: 3, text: 'Spain' },
        ],
        answers: [
          { id: 1, text: 'Rome' },
          { id: 2, text: 'Madrid' },
          { id: 3, text: 'Paris' },
          { id: 4, text: 'Lisbon' },
        ],
      },
      { matches: { '1': 3, '2': 4 } },
      { type: 'matching', pairs: { '1': 3, '2': 1, '3': 2 } },
    );
    const rows = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual([
      'France✓RightYour answer: Paris',
      'Italy✗WrongYour answer: LisbonRight answer: Rome',
      'Spain✗WrongYour answer: No answerRight answer: Madrid',
    ]);
  });

  it('fill in the blanks: the text with the player’s answers in place, and each blank with its right answer', () => {
    review(
      {
        type: 'fill-blanks',
        text: '{{1}} is the capital of {{2}}.',
        blanks: [
          { id: 5, kind: 'text' },
          {
            id: 2,
            kind: 'choice',
            choices: [
              { id: 1, text: 'France' },
              { id: 2, text: 'Spain' },
            ],
          },
        ],
      },
      { blanks: { '5': 'paris', '2': 2 } },
      { type: 'fill-blanks', blanks: { '5': 'Paris', '2': 1 } },
    );
    expect(screen.getByText(/is the capital of/).parentElement).toHaveTextContent('[1] paris is the capital of [2] Spain.');
    const blanks = screen.getAllByRole('listitem').map((item) => item.textContent);
    // A text blank is matched tolerantly on the server: the review shows both texts without a verdict of its own.
    expect(blanks).toEqual(['Blank 1 of 2Your answer: parisRight answer: Paris', 'Blank 2 of 2✗WrongYour answer: SpainRight answer: France']);
  });

  it("fill in the blanks: the server's HTML of the text's math and code around the answers", () => {
    const { container } = review(
      {
        type: 'fill-blanks',
        text: '$x$ is {{1}} and `y` <i>{{2}}</i>',
        blanks: [
          { id: 5, kind: 'text' },
          { id: 2, kind: 'text' },
        ],
        textHtml: ['<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math></span> is ', ' and <code class="rich-code">y</code> &lt;i&gt;', '&lt;/i&gt;'],
      },
      { blanks: { '5': 'one', '2': 'two' } },
    );
    expect(container.querySelector('math mi')?.textContent).toBe('x');
    expect(container.querySelector('i')).toBeNull();
    expect(screen.getByText(/and/).closest('p')).toHaveTextContent('x is [1] one and y <i>[2] two</i>');
  });
});
