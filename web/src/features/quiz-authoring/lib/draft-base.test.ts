import { describe, expect, it } from 'vitest';
import { emptyQuizForm } from './quiz-form-values';
import { questionConflictRows, quizConflictRows } from './conflict-rows';
import { keepDraft, reconcile, sameValues, startDraftBase, takeTheirs } from './draft-base';
import type { QuestionDraft } from './question-draft';

const text = (value: string) => ({ text: value });
const same = (a: { text: string }, b: { text: string }) => a.text === b.text;

describe('a draft and the versions the page reads (ADR 0015)', () => {
  const started = startDraftBase(text('v1'), 1);

  it('changes nothing while the version stays', () => {
    expect(reconcile(started, text('other'), 1, text('draft'), same)).toBe(started);
  });

  it("follows a newer version silently when the value it edits did not change (another part of the quiz did)", () => {
    const next = reconcile(started, text('v1'), 2, text('draft'), same);
    expect(next).toMatchObject({ origin: text('v1'), base: 2, theirs: null, round: 0, seen: 2 });
  });

  it('takes the new value when the admin had not changed the draft', () => {
    const next = reconcile(started, text('theirs'), 2, text('v1'), same);
    expect(next).toMatchObject({ origin: text('theirs'), base: 2, theirs: null, round: 1 });
  });

  it('needs no choice when the other admin saved what the draft already holds', () => {
    const next = reconcile(started, text('same'), 2, text('same'), same);
    expect(next).toMatchObject({ origin: text('same'), base: 2, theirs: null, round: 0 });
  });

  it('keeps the base and shows their value when both changed it: Save must wait', () => {
    const next = reconcile(started, text('theirs'), 2, text('mine'), same);
    expect(next).toMatchObject({ origin: text('v1'), base: 1, theirs: { value: text('theirs'), version: 2 } });
    // A further change of theirs replaces the one shown; the base stays the draft's.
    expect(reconcile(next, text('theirs again'), 3, text('mine'), same)).toMatchObject({ base: 1, theirs: { value: text('theirs again'), version: 3 } });
  });

  it('rebases the draft onto their version only when the admin keeps it knowingly, or takes theirs', () => {
    const conflict = reconcile(started, text('theirs'), 2, text('mine'), same);
    expect(keepDraft(conflict)).toMatchObject({ origin: text('theirs'), base: 2, theirs: null, round: 0 });
    expect(takeTheirs(conflict)).toMatchObject({ origin: text('theirs'), base: 2, theirs: null, round: 1 });
    expect(keepDraft(started)).toBe(started);
  });

  it("starts over from what was stored after the editor's own save", () => {
    const saved = { ...started, own: 2 };
    expect(reconcile(saved, text('mine, trimmed'), 2, text(' mine, trimmed '), same)).toMatchObject({ origin: text('mine, trimmed'), base: 2, round: 1, own: null });
    // Someone else saved right after: their value is shown, not taken.
    expect(reconcile(saved, text('theirs'), 3, text('mine'), same)).toMatchObject({ base: 1, own: null, theirs: { version: 3 } });
  });

  it('compares flat values whatever the order of their keys', () => {
    expect(sameValues({ a: 1, b: ['x'] }, { b: ['x'], a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: ['x'] }, { a: 1, b: ['y'] })).toBe(false);
  });
});

describe('conflict rows', () => {
  it('show every part of a question, the right options ticked', () => {
    const theirs: QuestionDraft = { type: 'multiple', question: 'Hottest?', options: ['Venus', 'Mars'], correct: [1], typed: null, explanation: 'Thick air.', tags: '' };
    const yours = { ...theirs, question: 'Red?', correct: [2], explanation: '' };
    expect(questionConflictRows(theirs, yours)).toEqual([
      { label: 'Question', theirs: 'Hottest?', yours: 'Red?' },
      { label: 'Options (✓ right)', theirs: '1. Venus ✓\n2. Mars', yours: '1. Venus\n2. Mars ✓' },
      { label: 'Explanation', theirs: 'Thick air.', yours: '(blank)' },
      { label: 'Tags', theirs: '(blank)', yours: '(blank)' },
    ]);
  });

  it('show only the quiz fields that differ, in words', () => {
    const theirs = { ...emptyQuizForm, quizName: 'Theirs', leaderboard: true };
    const yours = { ...emptyQuizForm, quizName: 'Mine', reviewShows: ['answers'] };
    expect(quizConflictRows(theirs, yours)).toEqual([
      { label: 'Quiz Name', theirs: 'Theirs', yours: 'Mine' },
      { label: 'The review shows', theirs: '(blank)', yours: 'Their answers' },
      { label: 'Show a leaderboard', theirs: 'Yes', yours: 'No' },
    ]);
  });
});
