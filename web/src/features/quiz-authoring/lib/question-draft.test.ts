import { describe, expect, it } from 'vitest';
import {
  addOption,
  canAddOption,
  draftFromQuestion,
  emptyDraft,
  removeOption,
  saveBlocker,
  toggleCorrect,
  toQuestionContent,
  toQuestionInput,
  withOptionImage,
  withQuestionImage,
  withType,
} from './question-draft';
import { IMAGE_ALT_MESSAGE } from '@quizmaster/shared/question-images';

const withQuestion = { ...emptyDraft, question: 'Which are prime?' };

describe('question drafts', () => {
  it('adds options only once the question has text, trimmed, never empty', () => {
    expect(canAddOption(emptyDraft)).toBe(false);
    expect(addOption(emptyDraft, 'A')).toBe(emptyDraft);
    expect(addOption(withQuestion, '  2 ').options).toEqual(['2']);
    expect(addOption(withQuestion, '   ')).toBe(withQuestion);
  });

  it('stops at ten options', () => {
    let draft = withQuestion;
    for (let index = 1; index <= 11; index += 1) draft = addOption(draft, `Option ${String(index)}`);
    expect(draft.options).toHaveLength(10);
    expect(canAddOption(draft)).toBe(false);
  });

  it('ticks and unticks answers, kept in order', () => {
    let draft = ['2', '4', '7'].reduce(addOption, withQuestion);
    draft = toggleCorrect(toggleCorrect(draft, 3), 1);
    expect(draft.correct).toEqual([1, 3]);
    expect(toggleCorrect(draft, 1).correct).toEqual([3]);
  });

  it('renumbers the ticks of the options after a removed one', () => {
    let draft = ['2', '4', '7', '9'].reduce(addOption, withQuestion);
    draft = toggleCorrect(toggleCorrect(draft, 2), 3);
    const removed = removeOption(draft, 2);
    expect(removed.options).toEqual(['2', '7', '9']);
    expect(removed.correct).toEqual([2]);
  });

  it('says what stops saving, until nothing does', () => {
    expect(saveBlocker(emptyDraft)).toBe('Write the question first.');
    const one = addOption(withQuestion, '2');
    expect(saveBlocker(one)).toMatch(/^Add at least 2 options/);
    const two = addOption(one, '4');
    expect(saveBlocker(two)).toBe('Tick the correct option(s).');
    expect(saveBlocker(toggleCorrect(two, 1))).toBeNull();
  });

  it('becomes the API body with option ids from 1', () => {
    const draft = toggleCorrect(['2', '4'].reduce(addOption, { ...withQuestion, question: ' Which? ' }), 1);
    expect(toQuestionInput('quiz1', draft)).toEqual({
      quizId: 'quiz1',
      question: 'Which?',
      type: 'multiple',
      options: [
        { id: 1, option: '2' },
        { id: 2, option: '4' },
      ],
      answer: [1],
    });
  });

  it('carries the explanation and the comma-separated tags, and leaves them out when blank', () => {
    const draft = { ...toggleCorrect(['2', '4'].reduce(addOption, withQuestion), 2), explanation: ' Even. ', tags: 'maths, , Numbers ,' };
    expect(toQuestionContent(draft)).toMatchObject({ answer: [2], explanation: 'Even.', tags: ['maths', 'Numbers'] });
    expect(toQuestionContent({ ...draft, explanation: '  ', tags: ' , ' })).not.toHaveProperty('explanation');
    expect(toQuestionContent({ ...draft, explanation: '  ', tags: ' , ' })).not.toHaveProperty('tags');
  });

  it('is made from a stored question, its options renumbered in order and the ticks following them', () => {
    const draft = draftFromQuestion({
      question: 'Pick',
      options: [
        { id: 4, option: 'd' },
        { id: 2, option: 'b' },
        { id: 7, option: 'g' },
      ],
      answer: [7, 4],
      explanation: 'Why',
      tags: ['x', 'y z'],
    });
    expect(draft).toEqual({ type: 'multiple', question: 'Pick', options: ['d', 'b', 'g'], correct: [1, 3], typed: null, explanation: 'Why', tags: 'x, y z', untyped: true });
    expect(toQuestionContent(draft)).toHaveProperty('options', [
      { id: 1, option: 'd' },
      { id: 2, option: 'b' },
      { id: 3, option: 'g' },
    ]);
  });

  it('keeps a stored question without a type untyped (ticks, saved without a type), and reads a typed one from `typed` (ADR 0035)', () => {
    const stored = { question: 'Q', options: [{ id: 1, option: 'a' }, { id: 2, option: 'b' }], explanation: '', tags: [] };
    const untyped = draftFromQuestion({ ...stored, answer: [2] });
    expect(untyped).toMatchObject({ type: 'multiple', untyped: true, correct: [2] });
    expect(toQuestionContent(untyped)).not.toHaveProperty('type');
    expect(toQuestionContent(withType(untyped, 'single'))).toMatchObject({ type: 'single', answer: [2] });
    expect(withType(untyped, 'multiple')).not.toHaveProperty('untyped');
    expect(draftFromQuestion({ ...stored, answer: [2], type: 'single' })).toMatchObject({ type: 'single' });
    expect(draftFromQuestion({ ...stored, answer: [2], type: 'single' })).not.toHaveProperty('untyped');
    const trueFalse = draftFromQuestion({ ...stored, options: [{ id: 1, option: 'True' }, { id: 2, option: 'False' }], answer: [2], type: 'true-false' });
    expect(toQuestionContent(trueFalse)).toEqual({ question: 'Q', type: 'true-false', answer: [2] });
    const typed = draftFromQuestion({ ...stored, options: [], answer: [], type: 'ordering', typed: { type: 'ordering', items: ['x', 'y', 'z'] } });
    expect(typed).toMatchObject({ type: 'ordering', options: [], typed: { type: 'ordering', items: ['x', 'y', 'z'] } });
    expect(toQuestionContent(typed)).toEqual({ question: 'Q', type: 'ordering', items: ['x', 'y', 'z'] });
  });

  it('changes type keeping the question; single keeps one tick, true/false starts unticked, a typed type its empty editor', () => {
    const draft = toggleCorrect(toggleCorrect(['2', '4', '5'].reduce(addOption, withQuestion), 1), 3);
    expect(withType(draft, 'single')).toMatchObject({ type: 'single', options: ['2', '4', '5'], correct: [1], typed: null });
    expect(withType(draft, 'true-false')).toMatchObject({ type: 'true-false', correct: [] });
    expect(withType(draft, 'short-answer')).toMatchObject({ type: 'short-answer', question: 'Which are prime?', typed: { type: 'short-answer' } });
    expect(saveBlocker(withType(draft, 'true-false'))).toBe('Pick True or False.');
    // A single answer's tick replaces the last one.
    expect(toggleCorrect(withType(draft, 'single'), 2).correct).toEqual([2]);
  });

  it('sends images as {id, alt} (ADR 0037), follows removed options, and reads stored images back for Edit Quiz', () => {
    const ref = (alt: string) => ({ id: 'AbCdEfGhIjKlMnOpQrStUv', alt, width: 640, height: 480, widths: [320, 640] });
    let draft = toggleCorrect(['Venus', 'Mars', 'Earth'].reduce(addOption, withQuestion), 2);
    draft = withOptionImage(withOptionImage(withQuestionImage(draft, ref('  Planets ')), 2, ref('Mars')), 3, ref(''));
    expect(saveBlocker(draft)).toBe(IMAGE_ALT_MESSAGE);
    draft = withOptionImage(draft, 3, { ...ref('Earth') });
    expect(saveBlocker(draft)).toBeNull();
    expect(toQuestionContent(draft)).toEqual({
      question: 'Which are prime?',
      image: { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'Planets' },
      type: 'multiple',
      options: [
        { id: 1, option: 'Venus' },
        { id: 2, option: 'Mars', image: { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'Mars' } },
        { id: 3, option: 'Earth', image: { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'Earth' } },
      ],
      answer: [2],
    });
    // Removing option 1 moves the others' images up with them; a new option has none.
    const removed = addOption(removeOption(draft, 1), 'Pluto');
    expect(removed.optionImages).toEqual([ref('Mars'), ref('Earth'), null]);
    expect(withOptionImage(withOptionImage(removed, 1, null), 2, null)).not.toHaveProperty('optionImages');
    expect(withQuestionImage(draft, null)).not.toHaveProperty('image');
    // True/false has no options of its own to picture; a typed type keeps the question's image.
    expect(toQuestionContent(withType(draft, 'true-false'))).toEqual({ question: 'Which are prime?', image: { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'Planets' }, type: 'true-false', answer: [] });
    expect(toQuestionContent({ ...withType(draft, 'short-answer') })).toMatchObject({ image: { alt: 'Planets' } });

    const stored = draftFromQuestion({
      question: 'Q',
      image: ref('Planets'),
      options: [{ id: 1, option: 'a' }, { id: 2, option: 'b', image: ref('B') }],
      answer: [2],
      explanation: '',
      tags: [],
      type: 'single',
    });
    // The size and widths stay for the thumbnail; the body carries only id and alt.
    expect(stored).toMatchObject({ image: ref('Planets'), optionImages: [null, ref('B')] });
    expect(toQuestionContent(stored)).toMatchObject({ image: { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'Planets' }, options: [{ id: 1, option: 'a' }, { id: 2, option: 'b', image: { alt: 'B' } }] });
  });
});
