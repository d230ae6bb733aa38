import { describe, expect, it } from 'vitest';
import type { TypedResponse } from '@quizmaster/shared/question-types/model';
import {
  answersToSubmit,
  answerToSaveBeforeMove,
  canGoNext,
  currentQuestionId,
  firstOpenQuestion,
  hasUnsavedAnswer,
  initialSession,
  isAnswered,
  quizSessionReducer,
  responsesToSubmit,
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

  it('resumes on the last question when every question is answered or locked: only its Next or Skip reaches the end', () => {
    const state = initialSession({ questionIds, answers: { q1: [1], q2: [2] }, locked: { q3: false }, firstOpenIndex: 0 });
    expect(state).toMatchObject({ phase: 'question', index: 2, timeUp: false });
    expect(run(state, { type: 'next' })).toMatchObject({ phase: 'review', timeUp: false });
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

  it('chooses one option of a single-answer question: a choice replaces the last one and is never taken away', () => {
    const chosen = run(fresh(), { type: 'choose', optionId: 3 }, { type: 'choose', optionId: 1 }, { type: 'choose', optionId: 1 });
    expect(chosen.selections.q1).toEqual([1]);
    expect(canGoNext(chosen)).toBe(true);
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

  it('keeps what Skip saved, the ticks of a skipped question included (SPEC.md section 4)', () => {
    const skipped = run(fresh(), { type: 'toggle', optionId: 2 }, { type: 'skip', saved: { questionId: 'q1', answer: [2] } });
    expect(skipped.index).toBe(1);
    expect(skipped.selections.q1).toEqual([2]);
    expect(hasUnsavedAnswer(skipped, 'q1')).toBe(false);
    expect(answersToSubmit(skipped)).toEqual({ q1: [2] });
  });

  it('clears a saved answer when Skip saves nothing ticked (quiz-wise)', () => {
    const answered = run(fresh(), { type: 'toggle', optionId: 1 }, { type: 'next', saved: { questionId: 'q1', answer: [1] } });
    const cleared = run(answered, { type: 'previous' }, { type: 'toggle', optionId: 1 });
    expect(answerToSaveBeforeMove(cleared, { questionWise: false })).toEqual([]);
    const skipped = run(cleared, { type: 'skip', saved: { questionId: 'q1', answer: [] } });
    expect(skipped.saved.q1).toEqual([]);
    expect(skipped.selections.q1).toEqual([]);
  });

  it('saves before any move only what changed (quiz-wise)', () => {
    const ticked = run(fresh(), { type: 'toggle', optionId: 3 });
    expect(answerToSaveBeforeMove(ticked, { questionWise: false })).toEqual([3]);
    expect(answerToSaveBeforeMove(fresh(), { questionWise: false })).toBeNull();
    const saved = run(ticked, { type: 'next', saved: { questionId: 'q1', answer: [3] } }, { type: 'previous' });
    expect(answerToSaveBeforeMove(saved, { questionWise: false })).toBeNull();
  });

  it('does not move when the question changed while its answer was saving', () => {
    const timedOut = run(fresh(), { type: 'toggle', optionId: 1 }, { type: 'questionTimeOver', nextOpenIndex: 1 });
    const late = run(timedOut, { type: 'next', saved: { questionId: 'q1', answer: [1] } });
    expect(late.index).toBe(1);
    expect(late.saved.q1).toEqual([1]);
  });
  it('stays on the end screen: the attempt is finished there, nothing goes back to a question', () => {
    const end = run(fresh(), { type: 'skip' }, { type: 'skip' }, { type: 'skip' });
    expect(end.phase).toBe('review');
    expect(run(end, { type: 'previous' }, { type: 'toggle', optionId: 1 })).toBe(end);
  });
});

describe('question-wise results', () => {
  const checkFirst = (correct: boolean) =>
    run(fresh(), { type: 'toggle', optionId: 2 }, { type: 'next', saved: { questionId: 'q1', answer: [2], correct } });

  it('moves on with one Next, locking the answer left with its verdict', () => {
    const checked = checkFirst(true);
    expect(checked.index).toBe(1);
    expect(checked.verdicts).toEqual({ q1: true });
    expect(answersToSubmit(checked)).toEqual({});
    const back = run(checked, { type: 'previous' });
    expect(run(back, { type: 'toggle', optionId: 3 }).selections.q1).toEqual([2]);
    expect(canGoNext(back)).toBe(true);
    expect(answerToSaveBeforeMove(back, { questionWise: true })).toBeNull();
  });

  it('tells the verdict of the question just left until the next move', () => {
    expect(checkFirst(true).lastVerdict).toEqual({ questionNumber: 1, correct: true });
    const wrong = checkFirst(false);
    expect(wrong.lastVerdict).toEqual({ questionNumber: 1, correct: false });
    expect(run(wrong, { type: 'toggle', optionId: 1 }).lastVerdict).toEqual({ questionNumber: 1, correct: false });
    expect(run(wrong, { type: 'skip' }).lastVerdict).toBeNull();
    expect(run(wrong, { type: 'previous' }).lastVerdict).toBeNull();
    const end = run(wrong, { type: 'toggle', optionId: 1 }, { type: 'next', saved: { questionId: 'q2', answer: [1], correct: true } });
    expect(run(end, { type: 'skip', saved: { questionId: 'q3', answer: [4], correct: true } })).toMatchObject({
      phase: 'review',
      lastVerdict: { questionNumber: 3, correct: true },
    });
    expect(fresh().lastVerdict).toBeNull();
  });

  it('locks a skipped question that has ticks, and leaves a blank one open to come back to', () => {
    const ticked = run(fresh(), { type: 'toggle', optionId: 4 });
    expect(answerToSaveBeforeMove(ticked, { questionWise: true })).toEqual([4]);
    expect(answerToSaveBeforeMove(fresh(), { questionWise: true })).toBeNull();
    const skipped = run(fresh(), { type: 'skip' });
    expect(skipped.verdicts).toEqual({});
    expect(skipped.index).toBe(1);
  });

  it('scores and locks a ticked answer on Previous too, telling its verdict (SPEC.md section 4)', () => {
    const ticked = run(fresh(), { type: 'next', saved: { questionId: 'q1', answer: [1], correct: false } }, { type: 'toggle', optionId: 2 });
    expect(answerToSaveBeforeMove(ticked, { questionWise: true })).toEqual([2]);
    const back = run(ticked, { type: 'previous', saved: { questionId: 'q2', answer: [2], correct: true } });
    expect(back).toMatchObject({ index: 0, verdicts: { q1: false, q2: true }, lastVerdict: { questionNumber: 2, correct: true } });
    expect(answerToSaveBeforeMove(run(fresh(), { type: 'skip' }), { questionWise: true })).toBeNull();
  });
});

describe('time', () => {
  it('ends the quiz when its time is up, and then ignores moves', () => {
    const over = run(fresh(), { type: 'toggle', optionId: 1 }, { type: 'timeUp' });
    expect(over).toMatchObject({ phase: 'review', timeUp: true });
    expect(run(over, { type: 'previous' }, { type: 'toggle', optionId: 2 })).toBe(over);
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
  it('sends every ticked answer', () => {
    const state = run(
      fresh(),
      { type: 'toggle', optionId: 1 },
      { type: 'next' },
      { type: 'skip' },
      { type: 'toggle', optionId: 2 },
      { type: 'toggle', optionId: 4 },
      { type: 'next' },
    );
    expect(answersToSubmit(state)).toEqual({ q1: [1], q3: [2, 4] });
  });
});

describe('typed questions (ADR 0035)', () => {
  const respond = (response: TypedResponse): QuizSessionAction => ({ type: 'respond', response });

  it('resumes after the questions with a saved response, which shows again unchanged', () => {
    const state = initialSession({ questionIds, answers: { q1: [2] }, responses: { q2: { text: 'Paris' } }, locked: {}, firstOpenIndex: 0 });
    expect(currentQuestionId(state)).toBe('q3');
    expect(state.responses.q2).toEqual({ text: 'Paris' });
    expect(hasUnsavedAnswer(state, 'q2')).toBe(false);
    // A blank response saved earlier is no answer: the attempt resumes there.
    expect(currentQuestionId(initialSession({ questionIds, answers: {}, responses: { q1: { text: ' ' } }, locked: {}, firstOpenIndex: 0 }))).toBe('q1');
  });

  it('enables Next once the response says something, and saves it before the move (quiz-wise)', () => {
    expect(canGoNext(run(fresh(), respond({ text: '  ' })))).toBe(false);
    const typed = run(fresh(), respond({ text: '42' }));
    expect(canGoNext(typed)).toBe(true);
    expect(isAnswered(typed, 'q1')).toBe(true);
    expect(answerToSaveBeforeMove(typed, { questionWise: false })).toEqual({ text: '42' });
    const saved = run(typed, { type: 'next', saved: { questionId: 'q1', answer: { text: '42' } } });
    expect(saved.savedResponses.q1).toEqual({ text: '42' });
    expect(saved.selections.q1).toBeUndefined();
    expect(answerToSaveBeforeMove(run(saved, { type: 'previous' }), { questionWise: false })).toBeNull();
    // Cleared after it was saved: the cleared response is saved too.
    const cleared = run(saved, { type: 'previous' }, respond({ text: '' }));
    expect(answerToSaveBeforeMove(cleared, { questionWise: false, move: 'skip' })).toEqual({ text: '' });
  });

  it('lets Next save an ordering as served, untouched, but never Skip or Previous', () => {
    const implicit = { order: [3, 1, 2] };
    expect(canGoNext(fresh())).toBe(false);
    expect(canGoNext(fresh(), { implicit })).toBe(true);
    expect(answerToSaveBeforeMove(fresh(), { questionWise: false, move: 'next', implicit })).toEqual(implicit);
    expect(answerToSaveBeforeMove(fresh(), { questionWise: true, move: 'next', implicit })).toEqual(implicit);
    expect(answerToSaveBeforeMove(fresh(), { questionWise: false, move: 'skip', implicit })).toBeNull();
    expect(answerToSaveBeforeMove(fresh(), { questionWise: true, move: 'previous', implicit })).toBeNull();
  });

  it('compares matches and blanks whatever the order of their keys', () => {
    const state = initialSession({ questionIds, answers: {}, responses: { q1: { matches: { '1': 2, '2': 1 } } }, locked: {}, firstOpenIndex: 0 });
    const same = run({ ...state, index: 0 }, respond({ matches: { '2': 1, '1': 2 } }));
    expect(hasUnsavedAnswer(same, 'q1')).toBe(false);
    expect(hasUnsavedAnswer(run(same, respond({ matches: { '1': 1 } })), 'q1')).toBe(true);
  });

  it('never saves a blank response question-wise (it would lock the question), and keeps a locked one', () => {
    const blank = run(fresh(), respond({ blanks: { '1': '' } }));
    expect(answerToSaveBeforeMove(blank, { questionWise: true, move: 'skip' })).toBeNull();
    const locked = run(fresh(), respond({ text: 'x' }), { type: 'next', saved: { questionId: 'q1', answer: { text: 'x' }, correct: false } });
    expect(locked.verdicts).toEqual({ q1: false });
    const back = run(locked, { type: 'previous' }, respond({ text: 'y' }));
    expect(back.responses.q1).toEqual({ text: 'x' });
    expect(responsesToSubmit(back)).toEqual({});
  });

  it('sends on finishing the responses the server does not have yet, and the ticks as before', () => {
    const state = run(
      fresh(),
      respond({ order: [2, 1, 3] }),
      { type: 'next', saved: { questionId: 'q1', answer: { order: [2, 1, 3] } } },
      { type: 'toggle', optionId: 1 },
      { type: 'next' },
      respond({ blanks: { '1': 'Paris', '2': 3 } }),
      { type: 'timeUp' },
    );
    expect(responsesToSubmit(state)).toEqual({ q3: { blanks: { '1': 'Paris', '2': 3 } } });
    expect(answersToSubmit(state)).toEqual({ q2: [1] });
  });
});
