import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuestionType } from '@quizmaster/shared/question-types/limits';
import { renderWithProviders } from '@/test/render';
import type { AuthoringQuestion } from '../api/authoring-calls';
import { toQuestionContent, type QuestionContent, type QuestionDraft } from '../lib/question-draft';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';

/** The form as Add Quiz and Edit Quiz use it: the body each sends is toQuestionContent of the saved draft. */
function renderForm() {
  const bodies: QuestionContent[] = [];
  const onSave = vi.fn((draft: QuestionDraft) => {
    bodies.push(toQuestionContent(draft));
    return Promise.resolve(true);
  });
  renderWithProviders(<QuestionForm onSave={onSave} />);
  return { bodies, onSave, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function start(user: User, type: QuestionType, question: string) {
  await user.selectOptions(screen.getByLabelText('Question type'), type);
  await user.type(screen.getByRole('textbox', { name: /^Question/ }), question);
}

const save = () => screen.getByRole('button', { name: 'Save Answer' });
const field = (label: string) => screen.findByLabelText(label);

// Typing through user-event, and the first transform of zod and each editor, take seconds here.
describe('QuestionForm, one editor per question type (ADR 0035)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../lib/typed-check'),
      import('./type-editors/short-answer-editor'),
      import('./type-editors/numeric-editor'),
      import('./type-editors/ordering-editor'),
      import('./type-editors/matching-editor'),
      import('./type-editors/fill-blanks-editor'),
    ]);
  });

  it('single answer: one right option, picked with radios', async () => {
    const { bodies, user } = renderForm();
    await start(user, 'single', 'Largest planet?');
    for (const option of ['Mars', 'Jupiter', 'Venus']) {
      await user.type(screen.getByLabelText('New option'), `${option}{Enter}`);
    }
    await user.click(screen.getByRole('radio', { name: 'Mars' }));
    await user.click(screen.getByRole('radio', { name: 'Jupiter' }));
    expect(screen.getByRole('radio', { name: 'Mars' })).not.toBeChecked();
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      question: 'Largest planet?',
      type: 'single',
      options: [
        { id: 1, option: 'Mars' },
        { id: 2, option: 'Jupiter' },
        { id: 3, option: 'Venus' },
      ],
      answer: [2],
    });
  });

  it('true or false: picks False, sends no options', async () => {
    const { bodies, user } = renderForm();
    await start(user, 'true-false', 'The Sun is a planet.');
    expect(screen.queryByLabelText('New option')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'False' }));
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ question: 'The Sun is a planet.', type: 'true-false', answer: [2] });
  });

  it('short answer: accepted answers with their credit and the case rule; a bad credit shows the schema message', async () => {
    const { bodies, onSave, user } = renderForm();
    await start(user, 'short-answer', 'Capital of France?');
    await user.type(await field('Accepted answer 1'), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Add accepted answer' }));
    await user.type(screen.getByLabelText('Accepted answer 2'), 'Lutetia');
    await user.clear(screen.getByLabelText('Credit of answer 2 (%)'));
    await user.type(screen.getByLabelText('Credit of answer 2 (%)'), '150');
    await user.click(screen.getByRole('checkbox', { name: 'Case counts' }));
    await user.click(save());
    expect(await screen.findByText('Credit is at most 100 %')).toBeVisible();
    expect(screen.getByLabelText('Credit of answer 2 (%)')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Credit of answer 2 (%)')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Credit of answer 2 (%)'));
    await user.type(screen.getByLabelText('Credit of answer 2 (%)'), '50');
    await waitFor(() => expect(screen.queryByText('Credit is at most 100 %')).toBeNull());
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      question: 'Capital of France?',
      type: 'short-answer',
      accepted: [
        { text: 'Paris', credit: 100 },
        { text: 'Lutetia', credit: 50 },
      ],
      caseSensitive: true,
    });
  });

  it('numeric: value, relative tolerance, units and the hint; a relative tolerance over 1 is refused beside its field', async () => {
    const { bodies, onSave, user } = renderForm();
    await start(user, 'numeric', 'How far is it?');
    await user.type(await field('Value'), '1500');
    await user.clear(screen.getByLabelText('Tolerance'));
    await user.type(screen.getByLabelText('Tolerance'), '2');
    await user.selectOptions(screen.getByLabelText('Tolerance kind'), 'relative');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await user.type(screen.getByLabelText('Unit 1'), 'm');
    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await user.type(screen.getByLabelText('Unit 2'), 'km');
    await user.clear(screen.getByLabelText('Multiplier of unit 2'));
    await user.type(screen.getByLabelText('Multiplier of unit 2'), '1000');
    await user.click(screen.getByRole('checkbox', { name: 'Unit required' }));
    await user.type(screen.getByLabelText('Unit hint (optional)'), 'm');
    await user.click(save());
    expect(await screen.findByText('A relative tolerance is at most 1 (100 %)')).toBeVisible();
    expect(screen.getByLabelText('Tolerance')).toHaveAccessibleDescription('A relative tolerance is at most 1 (100 %)');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Tolerance'));
    await user.type(screen.getByLabelText('Tolerance'), '0.1');
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      question: 'How far is it?',
      type: 'numeric',
      value: 1500,
      tolerance: 0.1,
      toleranceKind: 'relative',
      units: [
        { unit: 'm', multiplier: 1 },
        { unit: 'km', multiplier: 1000 },
      ],
      unitRequired: true,
      unitHint: 'm',
    });
  });

  it('numeric: a blank value is "Expected a number", not 0', async () => {
    const { onSave, user } = renderForm();
    await start(user, 'numeric', 'How many?');
    await field('Value');
    await user.click(save());
    expect(await screen.findByText('Expected a number')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('ordering: items in order, moved and removed with the keyboard; the same item twice is refused', async () => {
    const { bodies, onSave, user } = renderForm();
    await start(user, 'ordering', 'Oldest first');
    await user.type(await field('Item 1'), 'Rome');
    await user.type(screen.getByLabelText('Item 2'), 'Byzantium');
    await user.type(screen.getByLabelText('Item 3'), 'Rome');
    await user.click(save());
    expect(await screen.findByText('The items must differ')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Item 3'));
    await user.type(screen.getByLabelText('Item 3'), 'Babylon');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 4'), 'Venice');
    // Babylon to the top, with the keyboard.
    screen.getByRole('button', { name: 'Move item 3 up' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Move item 2 up' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove item 4' }));
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ question: 'Oldest first', type: 'ordering', items: ['Babylon', 'Rome', 'Byzantium'] });
  });

  it('matching: pairs and distractors; a distractor equal to an answer is refused', async () => {
    const { bodies, onSave, user } = renderForm();
    await start(user, 'matching', 'Match the capitals');
    await user.type(await field('Prompt 1'), 'France');
    await user.type(screen.getByLabelText('Answer 1'), 'Paris');
    await user.type(screen.getByLabelText('Prompt 2'), 'Italy');
    await user.type(screen.getByLabelText('Answer 2'), 'Rome');
    await user.click(screen.getByRole('button', { name: 'Add distractor' }));
    await user.type(screen.getByLabelText('Distractor 1'), 'paris');
    await user.click(save());
    expect(await screen.findByText('The answers and distractors must differ')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Distractor 1'));
    await user.type(screen.getByLabelText('Distractor 1'), 'Lyon');
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      question: 'Match the capitals',
      type: 'matching',
      pairs: [
        { prompt: 'France', answer: 'Paris' },
        { prompt: 'Italy', answer: 'Rome' },
      ],
      distractors: ['Lyon'],
    });
  });

  it('fill in the blanks: Insert blank puts markers in the text; a typed blank and a choice blank; a missing marker is refused', async () => {
    const { bodies, onSave, user } = renderForm();
    await start(user, 'fill-blanks', 'Fill in the capitals');
    const text = await field('Text with blanks');
    await user.type(text, 'France: ');
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    await user.type(text, ', Italy: ');
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(text).toHaveValue('France: {{1}}, Italy: {{2}}');

    const first = screen.getByRole('group', { name: 'Blank 1' });
    await user.type(within(first).getByLabelText('Accepted answer 1'), 'Paris');
    const second = screen.getByRole('group', { name: 'Blank 2' });
    await user.selectOptions(within(second).getByLabelText('Players'), 'choice');
    await user.type(within(second).getByLabelText('Choice 1'), 'Milan');
    await user.type(within(second).getByLabelText('Choice 2'), 'Rome');
    await user.click(within(second).getByRole('radio', { name: 'Choice 2 is right' }));

    await user.type(text, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await user.click(save());
    expect(await screen.findByText('Mark each blank once in the text, in order: {{1}}, {{2}}, …')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(text, '{{{{2}}');
    await user.click(save());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      question: 'Fill in the capitals',
      type: 'fill-blanks',
      text: 'France: {{1}}, Italy: {{2}}',
      blanks: [{ accepted: [{ text: 'Paris', credit: 100 }] }, { choices: ['Milan', 'Rome'], answer: 1 }],
    });
  });
});

const typedQuestion: AuthoringQuestion = {
  _id: 'q1',
  question: 'Oldest first',
  options: [],
  answer: [],
  order: 1,
  explanation: 'By founding date.',
  tags: ['history'],
  type: 'ordering',
  typed: { type: 'ordering', items: ['Babylon', 'Rome', 'Byzantium'] },
};

describe('Editing a stored typed question', { timeout: 30_000 }, () => {
  it('fills its editor from `typed` and saves the changed body', async () => {
    const onEdit = vi.fn((_id: string, _draft: QuestionDraft, _base: number) => Promise.resolve(true));
    renderWithProviders(<QuestionList questions={[typedQuestion]} version={4} busy={false} onReorder={() => Promise.resolve(true)} onEdit={onEdit} onDelete={() => Promise.resolve()} />);
    expect(screen.getByText('Ordering: Babylon → Rome → Byzantium')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    expect(screen.getByLabelText('Question type')).toHaveValue('ordering');
    expect(await screen.findByLabelText('Item 1')).toHaveValue('Babylon');
    expect(screen.getByLabelText('Item 3')).toHaveValue('Byzantium');

    await user.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledOnce());
    const [id, draft, base] = onEdit.mock.calls[0] ?? [];
    expect([id, base]).toEqual(['q1', 4]);
    expect(toQuestionContent(draft as QuestionDraft)).toEqual({
      question: 'Oldest first',
      explanation: 'By founding date.',
      tags: ['history'],
      type: 'ordering',
      items: ['Babylon', 'Byzantium', 'Rome'],
    });
  });
});
