import { describe, expect, it } from 'vitest';
import {
  answersToSubmit,
  canGoNext,
  currentQuestionId,
  firstOpenQuestion,
  hasUnsavedAnswer,
  initialSession,
  quizSessionReducer,
  summarize,
  type QuizSessionAction,
  type QuizSessionState,
} from './quiz-session';

const questionIds = ['q1', 'q2', 'q3'];
const fresh = () => initialSession({ questionIds, answers: {}, locked: {}, firstOpenIndex: 0 });
const run = (state: QuizSessionState, ...actions: QuizSessionAction[]) => actions.reduce(quizSessionReducer, state);

describe('starting and resuming', () => {
  it('starts a new attempt on the first question', () => {
    const state = fresh();
    expect(state).toMatchObject({ index: 0, phase: 'question', timeUp: false });
    expect(canGoNext(state)).toBe(false);
  });

  it('resumes on the first unanswered question with the saved answers ticked', () => {
    const state = initialSession({ questionIds, answers: { q1: [2] }, locked: {}, firstOpenIndex: 0 });
    expect(currentQuestionId(state)).toBe('q2');
    expect(state.selections.q1).toEqual([2]);
    expect(hasUnsavedAnswer(state, 'q1')).toBe(false);
  });

  it('resumes on the end screen when every question is answered or locked', () => {
    const state = initialSession({ questionIds, answers: { q1: [1], q2: [2] }, locked: { q3: false }, firstOpenIndex: 0 });
    expect(state).toMatchObject({ phase: 'review', timeUp: false });
  });

  it('skips questions whose own time is over, and ends when none is open', () => {
    expect(initialSession({ questionIds, answers: {}, locked: {}, firstOpenIndex: 2 }).index).toBe(2);
    expect(initialSession({ questionIds, answers: {}, locked: {}, firstOpenIndex: null })).toMatchObject({
      phase: 'review',
      timeUp: true,
    });
  });
});

describe('moving through the questions', () => {
  it('enables Next once an option is ticked, and disables it again when unticked', () => {
    const ticked = run(fresh(), { type: 'toggle', optionId: 3 }, { type: 'toggle', optionId: 1 });
    expect(ticked.selections.q1).toEqual([1, 3]);
    expect(canGoNext(ticked)).toBe(true);
    expect(canGoNext(run(ticked, { type: 'toggle', optionId: 1 }, { type: 'toggle', optionId: 3 }))).toBe(false);
  });

  it('goes forward on Next and Skip, back on Previous, and to the end screen after the last question', () => {
    const state = run(fresh(), { type: 'toggle', optionId: 1 }, { type: 'next' });
    expect(state.index).toBe(1);
    expect(run(state, { type: 'previous' }).index).toBe(0);
    expect(run(fresh(), { type: 'previous' }).index).toBe(0);
    const end = run(state, { type: 'skip' }, { type: 'skip' });
    expect(end.phase).toBe('review');
    expect(end.index).toBe(2);
  });

  it('drops unsaved ticks on Skip but keeps what the server saved', () => {
    const saved = run(fresh(), { type: 'toggle', optionId: 1 }, { type: 'answerSaved', questionId: 'q1', answer: [1] });
    const changed = run(saved, { type: 'toggle', optionId: 2 });
    expect(hasUnsavedAnswer(changed, 'q1')).toBe(true);
    const skipped = run(changed, { type: 'skip' });
    expect(skipped.selections.q1).toEqual([1]);
    expect(run(fresh(), { type: 'toggle', optionId: 4 }, { type: 'skip' }).selections.q1).toEqual([]);
  });

  it('returns from the end screen to a chosen question', () => {
    const end = run(fresh(), { type: 'skip' }, { type: 'skip' }, { type: 'skip' });
    expect(run(end, { type: 'goTo', index: 1 })).toMatchObject({ phase: 'question', index: 1 });
    expect(run(end, { type: 'goTo', index: 7 })).toBe(end);
  });
});

describe('question-wise results', () => {
  it('locks a checked question with its verdict: no more changes, Next moves on', () => {
    const checked = run(fresh(), { type: 'toggle', optionId: 2 }, { type: 'answerSaved', questionId: 'q1', answer: [2], correct: true });
    expect(checked.verdicts).toEqual({ q1: true });
    expect(run(checked, { type: 'toggle', optionId: 3 }).selections.q1).toEqual([2]);
    expect(canGoNext(checked)).toBe(true);
    expect(answersToSubmit(checked)).toEqual({});
  });
});

describe('time', () => {
  it('ends the quiz when its time is up, and then ignores moves', () => {
    const over = run(fresh(), { type: 'toggle', optionId: 1 }, { type: 'timeUp' });
    expect(over).toMatchObject({ phase: 'review', timeUp: true });
    expect(run(over, { type: 'goTo', index: 0 }, { type: 'toggle', optionId: 2 })).toBe(over);
    expect(canGoNext(over)).toBe(false);
  });

  it('moves on to the next open question when one question runs out of time', () => {
    expect(run(fresh(), { type: 'questionTimeOver', nextOpenIndex: 1 }).index).toBe(1);
    expect(run(fresh(), { type: 'questionTimeOver', nextOpenIndex: null })).toMatchObject({ phase: 'review', timeUp: true });
  });

  it('finds the first question whose own deadline is still ahead', () => {
    expect(firstOpenQuestion([100, 200, 300], 0, 3, 150)).toBe(1);
    expect(firstOpenQuestion([100, 200, 300], 2, 3, 150)).toBe(2);
    expect(firstOpenQuestion([100, 200, 300], 0, 3, 300)).toBeNull();
    expect(firstOpenQuestion(null, 1, 3, 999)).toBe(1);
    expect(firstOpenQuestion(null, 3, 3, 0)).toBeNull();
  });
});

describe('the end screen', () => {
  it('counts answered and unanswered questions and sends every ticked answer', () => {
    const state = run(
      fresh(),
      { type: 'toggle', optionId: 1 },
      { type: 'next' },
      { type: 'skip' },
      { type: 'toggle', optionId: 2 },
      { type: 'toggle', optionId: 4 },
      { type: 'next' },
    );
    expect(summarize(state)).toEqual({ total: 3, answered: 2, unanswered: 1, checked: 0, correct: 0 });
    expect(answersToSubmit(state)).toEqual({ q1: [1], q3: [2, 4] });
  });
});
