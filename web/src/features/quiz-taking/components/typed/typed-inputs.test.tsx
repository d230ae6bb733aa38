import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { renderWithProviders } from '@/test/render';
import type { AttemptQuestion } from '../../api/attempts';
import { QuestionView } from '../question-view';

/** The question view as the player drives it: the response it reports comes back as its prop. */
function Played({ question, saved, onRespond, locked }: { question: AttemptQuestion; saved?: TypedResponse; onRespond: (response: TypedResponse) => void; locked?: boolean }) {
  const [response, setResponse] = useState(saved);
  return (
    <QuestionView
      question={question}
      number={2}
      total={5}
      selection={[]}
      response={response}
      verdict={locked ? true : undefined}
      disabled={false}
      focusOnShow={false}
      onToggle={vi.fn()}
      onChoose={vi.fn()}
      onRespond={(next) => {
        setResponse(next);
        onRespond(next);
      }}
    />
  );
}

const typed = (question: string, content: TypedContent): AttemptQuestion => ({ _id: 'q2', question, options: [], type: content.type, content });
const play = (question: AttemptQuestion, saved?: TypedResponse, locked?: boolean) => {
  const onRespond = vi.fn<(response: TypedResponse) => void>();
  renderWithProviders(<Played question={question} saved={saved} onRespond={onRespond} locked={locked} />);
  return onRespond;
};

describe('short answer', () => {
  const question = typed('What is the capital of France?', { type: 'short-answer' });

  it('is a text box named by the question, loaded on demand, reporting what is typed', async () => {
    const onRespond = play(question);
    const box = await screen.findByRole('textbox', { name: 'Question 2 of 5: What is the capital of France?' });
    expect(box).toHaveAccessibleDescription('Type your answer.');
    box.focus();
    await userEvent.keyboard('Paris');
    expect(onRespond).toHaveBeenLastCalledWith({ text: 'Paris' });
  });

  it('shows a saved response again, and none once the question is locked with its verdict', async () => {
    play(question, { text: 'Lyon' }, true);
    const box = await screen.findByRole('textbox');
    expect(box).toHaveValue('Lyon');
    expect(box).toBeDisabled();
    expect(screen.getByText('Correct! Well done.')).toBeInTheDocument();
  });
});

describe('numeric', () => {
  it('asks for a decimal keyboard and tells the unit', async () => {
    const onRespond = play(typed('How tall is the tower?', { type: 'numeric', unitHint: 'm' }));
    const box = await screen.findByRole('textbox', { name: 'Question 2 of 5: How tall is the tower?' });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAccessibleDescription('Type a number. Unit: m');
    box.focus();
    await userEvent.keyboard('324,5');
    expect(onRespond).toHaveBeenLastCalledWith({ text: '324,5' });
  });
});

describe('ordering', () => {
  const question = typed('Order these from smallest to largest', {
    type: 'ordering',
    items: [
      { id: 2, text: 'Sun' },
      { id: 3, text: 'Earth' },
      { id: 1, text: 'Moon' },
    ],
  });
  const rows = () => within(screen.getByRole('list', { name: /Order these/ })).getAllByRole('listitem');
  const names = () => rows().map((row) => row.getAttribute('aria-label'));

  it('moves the focused item with Alt+Arrow keys, announcing its new position and keeping the focus', async () => {
    const onRespond = play(question);
    await screen.findByRole('list', { name: 'Question 2 of 5: Order these from smallest to largest' });
    expect(names()).toEqual(['Sun, position 1 of 3', 'Earth, position 2 of 3', 'Moon, position 3 of 3']);
    rows()[2]?.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onRespond).toHaveBeenLastCalledWith({ order: [2, 1, 3] });
    expect(screen.getByText('Moon moved to position 2 of 3.')).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Moon, position 2 of 3');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onRespond).toHaveBeenLastCalledWith({ order: [1, 2, 3] });
    expect(screen.getByText('Moon moved to position 1 of 3.')).toBeInTheDocument();
    // At the top already: nothing moves.
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(onRespond).toHaveBeenCalledTimes(2);
    // Arrow keys without Alt are left to the page (scrolling).
    await userEvent.keyboard('{ArrowDown}');
    expect(onRespond).toHaveBeenCalledTimes(2);
  });

  it('moves with the Move up and Move down buttons, the button keeping the focus while it can go on', async () => {
    const onRespond = play(question);
    const down = await screen.findByRole('button', { name: 'Move down: Sun' });
    expect(screen.getByRole('button', { name: 'Move up: Sun' })).toBeDisabled();
    await userEvent.click(down);
    expect(onRespond).toHaveBeenLastCalledWith({ order: [3, 2, 1] });
    expect(screen.getByRole('button', { name: 'Move down: Sun' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRespond).toHaveBeenLastCalledWith({ order: [3, 1, 2] });
    expect(screen.getByText('Sun moved to position 3 of 3.')).toBeInTheDocument();
    // Its Move down is disabled at the bottom: the focus goes to its row.
    expect(document.activeElement).toHaveAttribute('aria-label', 'Sun, position 3 of 3');
  });

  it('reorders by dragging a row’s handle, and only reports the drop', async () => {
    // jsdom has no PointerEvent: a MouseEvent with the pointer's fields stands in (its clientY counts here).
    if (!('PointerEvent' in window)) {
      class PointerEventStandIn extends MouseEvent {
        pointerId: number;
        pointerType: string;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
          this.pointerType = init.pointerType ?? 'mouse';
        }
      }
      Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true });
    }
    const onRespond = play(question);
    await screen.findByRole('list');
    // Rows 40 px high from the top of the page (jsdom lays nothing out).
    rows().forEach((row, index) => vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({ top: index * 40, height: 40, bottom: index * 40 + 40 } as DOMRect));
    const handle = rows()[0]?.querySelector('[data-drag-handle]');
    if (!handle) throw new Error('no drag handle');
    act(() => {
      fireEvent.pointerDown(handle, { pointerId: 1, button: 0, pointerType: 'touch', clientY: 20 });
      fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'touch', clientY: 110 });
    });
    expect(names()[2]).toBe('Sun, position 3 of 3');
    expect(onRespond).not.toHaveBeenCalled();
    act(() => {
      fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'touch', clientY: 110 });
    });
    expect(onRespond).toHaveBeenLastCalledWith({ order: [3, 1, 2] });
    expect(screen.getByText('Sun moved to position 3 of 3.')).toBeInTheDocument();
  });

  it('shows a saved order again, and falls back to the served order when it does not fit the items', async () => {
    play(question, { order: [1, 3, 2] });
    await screen.findByRole('list');
    expect(names()).toEqual(['Moon, position 1 of 3', 'Earth, position 2 of 3', 'Sun, position 3 of 3']);
  });

  it('ignores a saved order that does not name every item once', async () => {
    play(question, { order: [1, 1, 2] });
    await screen.findByRole('list');
    expect(names()[0]).toBe('Sun, position 1 of 3');
  });
});

describe('matching', () => {
  const question = typed('Match each country with its capital', {
    type: 'matching',
    prompts: [
      { id: 1, text: 'France' },
      { id: 2, text: 'Italy' },
    ],
    answers: [
      { id: 1, text: 'Rome' },
      { id: 2, text: 'Madrid' },
      { id: 3, text: 'Paris' },
    ],
  });

  it('offers a select of the answers for each prompt, labelled by it', async () => {
    const onRespond = play(question);
    expect(await screen.findByRole('group', { name: 'Question 2 of 5: Match each country with its capital' })).toBeInTheDocument();
    const france = screen.getByRole('combobox', { name: 'France' });
    expect(within(france).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an answer…', 'Rome', 'Madrid', 'Paris']);
    await userEvent.selectOptions(france, 'Paris');
    expect(onRespond).toHaveBeenLastCalledWith({ matches: { '1': 3 } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Italy' }), 'Rome');
    expect(onRespond).toHaveBeenLastCalledWith({ matches: { '1': 3, '2': 1 } });
    await userEvent.selectOptions(france, 'Choose an answer…');
    expect(onRespond).toHaveBeenLastCalledWith({ matches: { '2': 1 } });
  });

  it('shows saved pairs again', async () => {
    play(question, { matches: { '2': 1 } });
    expect(await screen.findByRole('combobox', { name: 'Italy' })).toHaveDisplayValue('Rome');
    expect(screen.getByRole('combobox', { name: 'France' })).toHaveDisplayValue('Choose an answer…');
  });
});

describe('fill in the blanks', () => {
  const question = typed('Complete the sentence', {
    type: 'fill-blanks',
    text: 'The capital of {{1}} is {{2}}.',
    blanks: [
      { id: 7, kind: 'text' },
      {
        id: 4,
        kind: 'choice',
        choices: [
          { id: 1, text: 'Paris' },
          { id: 2, text: 'Lyon' },
        ],
      },
    ],
  });

  it('puts an input or a select at each blank, each labelled by its place, in a group named by the question', async () => {
    const onRespond = play(question);
    const group = await screen.findByRole('group', { name: 'Question 2 of 5: Complete the sentence' });
    expect(group).toHaveTextContent(/^The capital of\s+is\s/);
    const first = screen.getByRole('textbox', { name: 'Blank 1 of 2' });
    first.focus();
    await userEvent.keyboard('France');
    expect(onRespond).toHaveBeenLastCalledWith({ blanks: { '7': 'France' } });
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Blank 2 of 2' })).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Blank 2 of 2' }), 'Paris');
    expect(onRespond).toHaveBeenLastCalledWith({ blanks: { '7': 'France', '4': 1 } });
    await userEvent.clear(first);
    expect(onRespond).toHaveBeenLastCalledWith({ blanks: { '4': 1 } });
  });

  it("shows the server's HTML of the text's math and code around the blanks, inputs in place and in keyboard order", async () => {
    const math = '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>r</mi><mn>2</mn></msup></mrow><annotation encoding="application/x-tex">r^2</annotation></semantics></math></span>';
    const rich = typed('Complete the formula', {
      type: 'fill-blanks',
      text: 'Area $r^2$ times {{1}}, in `cm` {{2}}<b>!</b>',
      blanks: question.content?.type === 'fill-blanks' ? question.content.blanks : [],
      textHtml: [`Area ${math} times `, ', in <code class="rich-code">cm</code> ', '&lt;b&gt;!&lt;/b&gt;'],
    });
    play(rich);
    const group = await screen.findByRole('group', { name: 'Question 2 of 5: Complete the formula' });
    expect(group.querySelector('math msup')).not.toBeNull();
    expect(group.querySelector('code.rich-code')?.textContent).toBe('cm');
    expect(group.querySelector('b')).toBeNull();
    expect(group).not.toHaveTextContent('$r^2$');
    // Each input sits between its pieces: the math before blank 1, the code between the two, the last piece after.
    const first = screen.getByRole('textbox', { name: 'Blank 1 of 2' });
    const second = screen.getByRole('combobox', { name: 'Blank 2 of 2' });
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const math2 = group.querySelector('math');
    const code = group.querySelector('code.rich-code');
    if (!math2 || !code) throw new Error('The rich pieces are missing.');
    expect(follows(math2, first) && follows(first, code) && follows(code, second)).toBe(true);
    expect(group.lastChild?.textContent).toBe('<b>!</b>');
    first.focus();
    await userEvent.tab();
    expect(second).toHaveFocus();
  });

  it('shows saved blanks again', async () => {
    play(question, { blanks: { '7': 'France', '4': 2 } });
    expect(await screen.findByRole('textbox', { name: 'Blank 1 of 2' })).toHaveValue('France');
    expect(screen.getByRole('combobox', { name: 'Blank 2 of 2' })).toHaveDisplayValue('Lyon');
  });
});

describe('choice types', () => {
  it('offers a true/false question as two radio buttons', async () => {
    const onChoose = vi.fn();
    renderWithProviders(
      <QuestionView
        question={{ _id: 'q1', question: 'The Earth is round.', type: 'true-false', options: [{ id: 1, option: 'True' }, { id: 2, option: 'False' }] }}
        number={1}
        total={1}
        selection={[]}
        verdict={undefined}
        disabled={false}
        focusOnShow={false}
        onToggle={vi.fn()}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Question 1 of 1: The Earth is round.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'False' }));
    expect(onChoose).toHaveBeenLastCalledWith(2);
  });
});
