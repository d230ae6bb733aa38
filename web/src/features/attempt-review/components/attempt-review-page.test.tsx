import { screen, within } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { readAttemptReview, type AttemptReview } from '../api/attempt-review';
import { AttemptReviewPage } from './attempt-review-page';

vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({ name: 'auth' }) as unknown as Auth }));
vi.mock('../api/attempt-review', () => ({ readAttemptReview: vi.fn() }));

const review: AttemptReview = {
  quiz: { _id: 'mixed', quizName: 'Mixed' },
  attempt: 1,
  shows: ['answers', 'right-answers'],
  result: { marks: 80, grade: 'A', points: 8, submittedAt: '2026-11-27T12:00:00Z' },
  editedSince: false,
  missingQuestions: 0,
  questions: [
    { _id: 'q1', question: 'Lima is by the sea.', type: 'true-false', options: [{ id: 1, option: 'True' }, { id: 2, option: 'False' }], chosen: [1], right: [1], correct: true, points: 5 },
    {
      _id: 'q2',
      question: 'Match each country with its capital',
      type: 'matching',
      options: [],
      content: {
        type: 'matching',
        prompts: [
          { id: 1, text: 'France' },
          { id: 2, text: 'Italy' },
        ],
        answers: [
          { id: 1, text: 'Rome' },
          { id: 2, text: 'Paris' },
        ],
      },
      response: { matches: { '1': 2 } },
      solution: { type: 'matching', pairs: { '1': 2, '2': 1 } },
      correct: false,
      points: 3,
    },
  ],
};

describe('AttemptReviewPage', () => {
  it('shows each question’s points and verdict in words, a typed question with its own review', async () => {
    vi.mocked(readAttemptReview).mockResolvedValue(review);
    renderWithProviders(<AttemptReviewPage quizId="mixed" attemptId="u1-1" />);
    const first = (await screen.findByRole('heading', { name: '1. Lima is by the sea.' })).closest('li');
    const second = screen.getByRole('heading', { name: '2. Match each country with its capital' }).closest('li');
    if (!first || !second) throw new Error('two questions expected');
    expect(within(first).getByText('5 of 5 points')).toBeInTheDocument();
    expect(within(first).getByText('Correct')).toBeInTheDocument();
    expect(within(second).getByText('3 of 5 points')).toBeInTheDocument();
    expect(within(second).getByText('Partly right')).toBeInTheDocument();
    expect((await within(second).findByText('France')).closest('li')).toHaveTextContent('France✓RightYour answer: Paris');
    expect(within(second).getByText('Italy').closest('li')).toHaveTextContent('Italy✗WrongYour answer: No answerRight answer: Rome');
  });
  it("shows the question's, options' and explanation's math and code as the server rendered them", async () => {
    const math = '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>x</mi></mrow><annotation encoding="application/x-tex">x</annotation></semantics></math></span>';
    vi.mocked(readAttemptReview).mockResolvedValue({
      ...review,
      shows: ['answers', 'explanations'],
      questions: [
        {
          _id: 'q1',
          question: 'What is $x$?',
          questionHtml: `What is ${math}?`,
          options: [
            { id: 1, option: '$x$', html: math },
            { id: 2, option: 'y' },
          ],
          chosen: [1],
          explanation: 'See `x`.',
          explanationHtml: 'See <code class="rich-code">x</code>.',
        },
      ],
    });
    renderWithProviders(<AttemptReviewPage quizId="mixed" attemptId="u1-1" />);
    // Found by the plain option: jsdom's accessible names do not reach into MathML.
    const item = (await screen.findByText('y')).closest('li[class]')?.parentElement?.closest('li');
    const heading = item?.querySelector('h2');
    if (!item || !heading) throw new Error('a question expected');
    expect(heading.querySelector('math')).not.toBeNull();
    expect(heading).not.toHaveTextContent('$x$');
    // The question's formula and the first option's; the option's source is not shown.
    expect(item.querySelectorAll('math')).toHaveLength(2);
    expect(item).not.toHaveTextContent('$x$');
    expect(item.querySelector('code.rich-code')?.textContent).toBe('x');
    expect(item).not.toHaveTextContent('`x`');
  });
  it("shows the question's image under its heading and an option's beside its text, with their alt texts", async () => {
    const ref = (alt: string) => ({ id: 'AbCdEfGhIjKlMnOpQrStUv', alt, width: 640, height: 480, widths: [320, 640] });
    vi.mocked(readAttemptReview).mockResolvedValue({
      ...review,
      questions: [{ _id: 'q1', question: 'Which shape has three sides?', image: ref('Three shapes'), options: [{ id: 1, option: 'A', image: ref('A triangle') }, { id: 2, option: 'B' }], chosen: [1], right: [1], correct: true }],
    });
    renderWithProviders(<AttemptReviewPage quizId="mixed" attemptId="u1-1" />);
    const item = (await screen.findByRole('heading', { name: '1. Which shape has three sides?' })).closest('li');
    if (!item) throw new Error('a question expected');
    expect(within(item).getByRole('img', { name: 'Three shapes' })).toHaveAttribute('width', '640');
    expect(within(item).getByRole('img', { name: 'A triangle' })).toHaveAttribute('sizes', '10rem');
  });
});
