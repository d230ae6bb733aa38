import type { Answers } from '@quizmaster/shared/models/attempt';

/**
 * The player's way through an attempt, as pure state: which question is shown, what is ticked,
 * what the server has saved, and (question-wise) which answers are locked with their verdict.
 * The server keeps the real answers and scores them; this is only what the screen needs.
 */
export interface QuizSessionState {
  questionIds: readonly string[];
  /** The question shown (or to return to from the end screen). */
  index: number;
  /** `review` is the end screen: a summary and Submit. */
  phase: 'question' | 'review';
  /** What is ticked on each question right now. */
  selections: Readonly<Record<string, readonly number[]>>;
  /** What the server has saved for each question. */
  saved: Readonly<Record<string, readonly number[]>>;
  /** Question-wise quizzes: the locked questions and whether each was right. */
  verdicts: Readonly<Record<string, boolean>>;
  /** The quiz's time is over: only Submit is left. */
  timeUp: boolean;
}

export type QuizSessionAction =
  | { type: 'toggle'; optionId: number }
  | { type: 'answerSaved'; questionId: string; answer: readonly number[]; correct?: boolean }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skip' }
  | { type: 'goTo'; index: number }
  /** Per-question timing: the shown question's time is over; go on to the next one still open. */
  | { type: 'questionTimeOver'; nextOpenIndex: number | null }
  | { type: 'timeUp' };

const sameSet = (a: readonly number[], b: readonly number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

export const currentQuestionId = (state: QuizSessionState): string | undefined => state.questionIds[state.index];

export const isLocked = (state: QuizSessionState, questionId: string) => questionId in state.verdicts;

export const selectionOf = (state: QuizSessionState, questionId: string): readonly number[] => state.selections[questionId] ?? [];

/** The ticks differ from what the server has, so moving on should save them first. */
export const hasUnsavedAnswer = (state: QuizSessionState, questionId: string) =>
  !sameSet(selectionOf(state, questionId), state.saved[questionId] ?? []);

/** Next needs at least one ticked option (SPEC.md section 5); a locked question just moves on. */
export function canGoNext(state: QuizSessionState): boolean {
  const questionId = currentQuestionId(state);
  if (questionId === undefined || state.phase !== 'question' || state.timeUp) return false;
  return isLocked(state, questionId) || selectionOf(state, questionId).length > 0;
}

/** The end screen's summary: the browser knows what was answered, only the server knows the score. */
export function summarize(state: QuizSessionState) {
  const answered = state.questionIds.filter((id) => selectionOf(state, id).length > 0).length;
  const verdicts = Object.values(state.verdicts);
  return {
    total: state.questionIds.length,
    answered,
    unanswered: state.questionIds.length - answered,
    checked: verdicts.length,
    correct: verdicts.filter(Boolean).length,
  };
}

/** What Submit sends: every ticked answer (the server ignores locked and timed-out questions). */
export function answersToSubmit(state: QuizSessionState): Answers {
  const answers: Answers = {};
  for (const id of state.questionIds) {
    const selection = selectionOf(state, id);
    if (selection.length > 0 && !isLocked(state, id)) answers[id] = [...selection];
  }
  return answers;
}

/**
 * Per-question timing: the first question from `from` on whose own deadline is still ahead, or
 * null when none is. Without per-question deadlines every question is open.
 */
export function firstOpenQuestion(
  questionDeadlinesMs: readonly number[] | null,
  from: number,
  count: number,
  serverNowMs: number,
): number | null {
  for (let index = Math.max(0, from); index < count; index += 1) {
    const deadline = questionDeadlinesMs?.[index];
    if (deadline === undefined || deadline > serverNowMs) return index;
  }
  return null;
}

/**
 * Where a started or resumed attempt begins: the first open question without an answer. When
 * every open question is answered, the end screen; when none is open, the end screen with the
 * time over.
 */
export function initialSession({
  questionIds,
  answers,
  locked,
  firstOpenIndex,
}: {
  questionIds: readonly string[];
  answers: Readonly<Answers>;
  locked: Readonly<Record<string, boolean>>;
  /** The first question still open (per-question timing), or null when none is. */
  firstOpenIndex: number | null;
}): QuizSessionState {
  const base = { questionIds, selections: { ...answers }, saved: { ...answers }, verdicts: { ...locked } };
  if (firstOpenIndex === null) return { ...base, index: 0, phase: 'review', timeUp: true };
  const unanswered = questionIds.findIndex(
    (id, index) => index >= firstOpenIndex && !(id in locked) && (answers[id]?.length ?? 0) === 0,
  );
  if (unanswered < 0) return { ...base, index: firstOpenIndex, phase: 'review', timeUp: false };
  return { ...base, index: unanswered, phase: 'question', timeUp: false };
}

function moveForward(state: QuizSessionState): QuizSessionState {
  const last = state.questionIds.length - 1;
  return state.index >= last ? { ...state, phase: 'review' } : { ...state, index: state.index + 1 };
}

export function quizSessionReducer(state: QuizSessionState, action: QuizSessionAction): QuizSessionState {
  if (state.timeUp) return action.type === 'answerSaved' ? applySaved(state, action) : state;
  const questionId = currentQuestionId(state);

  switch (action.type) {
    case 'toggle': {
      if (state.phase !== 'question' || questionId === undefined || isLocked(state, questionId)) return state;
      const selection = selectionOf(state, questionId);
      const next = selection.includes(action.optionId)
        ? selection.filter((id) => id !== action.optionId)
        : [...selection, action.optionId].sort((a, b) => a - b);
      return { ...state, selections: { ...state.selections, [questionId]: next } };
    }
    case 'answerSaved':
      return applySaved(state, action);
    case 'next':
      return state.phase === 'question' ? moveForward(state) : state;
    case 'skip': {
      if (state.phase !== 'question' || questionId === undefined) return state;
      // Skipping leaves the question as the server has it: unsaved ticks are dropped.
      const reverted = { ...state.selections, [questionId]: state.saved[questionId] ?? [] };
      return moveForward({ ...state, selections: reverted });
    }
    case 'previous':
      return state.phase === 'question' && state.index > 0 ? { ...state, index: state.index - 1 } : state;
    case 'goTo':
      return action.index >= 0 && action.index < state.questionIds.length ? { ...state, index: action.index, phase: 'question' } : state;
    case 'questionTimeOver':
      return action.nextOpenIndex === null
        ? { ...state, phase: 'review', timeUp: true }
        : { ...state, index: action.nextOpenIndex, phase: state.phase };
    case 'timeUp':
      return { ...state, phase: 'review', timeUp: true };
  }
}

function applySaved(state: QuizSessionState, action: Extract<QuizSessionAction, { type: 'answerSaved' }>): QuizSessionState {
  return {
    ...state,
    saved: { ...state.saved, [action.questionId]: action.answer },
    selections: { ...state.selections, [action.questionId]: action.answer },
    verdicts: action.correct === undefined ? state.verdicts : { ...state.verdicts, [action.questionId]: action.correct },
  };
}
