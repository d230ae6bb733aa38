import type { Answers } from '@quizmaster/shared/models/attempt';
import type { AnswerValue } from '@quizmaster/shared/api/attempts';
import type { TypedResponse } from '@quizmaster/shared/question-types/model';
import { isResponseAnswered, sameResponse } from '@quizmaster/shared/question-types/responses';

/**
 * The player's way through an attempt, as pure state: which question is shown, what is ticked,
 * what the server has saved, and (question-wise) which answers are locked with their verdict.
 * The server keeps the real answers and scores them; this is only what the screen needs.
 */
export interface QuizSessionState {
  questionIds: readonly string[];
  /** The question shown (or to return to from the end screen). */
  index: number;
  /** `review` is the end: the attempt is finished on the server, and the score screen shows its score and Submit. */
  phase: 'question' | 'review';
  /** What is ticked on each question right now. */
  selections: Readonly<Record<string, readonly number[]>>;
  /** What the server has saved for each question. */
  saved: Readonly<Record<string, readonly number[]>>;
  /** Typed questions (ADR 0035): the response on each question right now, and what the server has saved. */
  responses: Readonly<Record<string, TypedResponse>>;
  savedResponses: Readonly<Record<string, TypedResponse>>;
  /** Question-wise quizzes: the locked questions and whether each was right. */
  verdicts: Readonly<Record<string, boolean>>;
  /** The quiz's time is over: only Submit is left. */
  timeUp: boolean;
  /**
   * Question-wise quizzes: the verdict of the question just left, told above the next screen
   * until the next move, so one Next both checks an answer and moves on.
   */
  lastVerdict: { questionNumber: number; correct: boolean } | null;
}

/** What the server saved before a move (PUT /save-answer): question-wise answers come with their verdict. */
export interface SavedBeforeMove {
  questionId: string;
  answer: AnswerValue;
  correct?: boolean;
}

export type MoveType = 'next' | 'skip' | 'previous';

export type QuizSessionAction =
  | { type: 'toggle'; optionId: number }
  /** A single-answer question (radio buttons): the choice replaces the selection. */
  | { type: 'choose'; optionId: number }
  /** A typed question's response changed (ADR 0035). */
  | { type: 'respond'; response: TypedResponse }
  /** A move, after the server saved the shown question's answer (when the move had one to save). */
  | { type: MoveType; saved?: SavedBeforeMove }
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

/** A typed question's response on screen, if the player gave one. */
export const responseOf = (state: QuizSessionState, questionId: string): TypedResponse | undefined => state.responses[questionId];

/** The question has an answer: a tick, or a typed response that says something. */
export const isAnswered = (state: QuizSessionState, questionId: string) =>
  selectionOf(state, questionId).length > 0 || isResponseAnswered(responseOf(state, questionId));

const isTyped = (state: QuizSessionState, questionId: string) => questionId in state.responses || questionId in state.savedResponses;

/** The ticks (or the typed response) differ from what the server has, so moving on should save them first. */
export const hasUnsavedAnswer = (state: QuizSessionState, questionId: string) =>
  isTyped(state, questionId)
    ? !sameResponse(state.responses[questionId], state.savedResponses[questionId])
    : !sameSet(selectionOf(state, questionId), state.saved[questionId] ?? []);

/**
 * Next needs an answer (SPEC.md section 5: a ticked option; a typed response that says
 * something); a locked question just moves on. `implicit`: the question shows an answer the
 * player need not touch (an ordering's served order), which Next may save as it is.
 */
export function canGoNext(state: QuizSessionState, { implicit }: { implicit?: TypedResponse } = {}): boolean {
  const questionId = currentQuestionId(state);
  if (questionId === undefined || state.phase !== 'question' || state.timeUp) return false;
  return isLocked(state, questionId) || isAnswered(state, questionId) || implicit !== undefined;
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

/** What finishing sends for the typed questions: every response not saved yet (ADR 0035). */
export function responsesToSubmit(state: QuizSessionState): Record<string, TypedResponse> {
  const responses: Record<string, TypedResponse> = {};
  for (const id of state.questionIds) {
    const response = responseOf(state, id);
    if (response && !isLocked(state, id) && hasUnsavedAnswer(state, id)) responses[id] = response;
  }
  return responses;
}

/**
 * What a move must save before it leaves the shown question, or null when nothing: SPEC.md
 * section 4 has each next, previous or Skip click score the current question first.
 */
export function answerToSaveBeforeMove(
  state: QuizSessionState,
  { questionWise, move = 'next', implicit }: { questionWise: boolean; move?: MoveType; implicit?: TypedResponse },
): AnswerValue | null {
  const questionId = currentQuestionId(state);
  if (questionId === undefined || state.phase !== 'question' || state.timeUp || isLocked(state, questionId)) return null;
  const response = responseOf(state, questionId) ?? (move === 'next' ? implicit : undefined);
  if (response || isTyped(state, questionId)) {
    if (!questionWise) return response && !sameResponse(response, state.savedResponses[questionId]) ? response : null;
    // Question-wise, as for the ticks below: a blank is never saved (it would lock the question).
    return response && isResponseAnswered(response) ? response : null;
  }
  const selection = [...selectionOf(state, questionId)];
  if (!questionWise) {
    // Quiz-wise, an answer can change until Submit: save what changed, a cleared answer too.
    return hasUnsavedAnswer(state, questionId) ? selection : null;
  }
  // Question-wise, saving locks the answer with its verdict, on every kind of move (the spec's
  // rule). A blank is never saved: it would lock the question as wrong, while Skip or Previous with
  // nothing ticked means "not now". The question stays open to come back to, and if it is never
  // answered it scores 0 at Submit, as a locked blank would.
  return selection.length === 0 ? null : selection;
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
 * every open question is answered, the last question (the end is reached with its Next or Skip,
 * which finishes the attempt: a reload does not finish it); when none is open, the end with the
 * time over.
 */
export function initialSession({
  questionIds,
  answers,
  responses = {},
  locked,
  firstOpenIndex,
}: {
  questionIds: readonly string[];
  answers: Readonly<Answers>;
  /** Typed questions' saved responses (StartedAttempt.responses). */
  responses?: Readonly<Record<string, TypedResponse>>;
  locked: Readonly<Record<string, boolean>>;
  /** The first question still open (per-question timing), or null when none is. */
  firstOpenIndex: number | null;
}): QuizSessionState {
  const base = {
    questionIds,
    selections: { ...answers },
    saved: { ...answers },
    responses: { ...responses },
    savedResponses: { ...responses },
    verdicts: { ...locked },
    lastVerdict: null,
  };
  if (firstOpenIndex === null) return { ...base, index: 0, phase: 'review', timeUp: true };
  const unanswered = questionIds.findIndex(
    (id, index) => index >= firstOpenIndex && !(id in locked) && (answers[id]?.length ?? 0) === 0 && !isResponseAnswered(responses[id]),
  );
  if (unanswered < 0) return { ...base, index: questionIds.length - 1, phase: 'question', timeUp: false };
  return { ...base, index: unanswered, phase: 'question', timeUp: false };
}

function moveForward(state: QuizSessionState): QuizSessionState {
  const last = state.questionIds.length - 1;
  return state.index >= last ? { ...state, phase: 'review' } : { ...state, index: state.index + 1 };
}

function applySaved(state: QuizSessionState, { questionId, answer, correct }: SavedBeforeMove): QuizSessionState {
  const kept = Array.isArray(answer)
    ? { saved: { ...state.saved, [questionId]: answer }, selections: { ...state.selections, [questionId]: answer } }
    : { savedResponses: { ...state.savedResponses, [questionId]: answer }, responses: { ...state.responses, [questionId]: answer } };
  return {
    ...state,
    ...kept,
    verdicts: correct === undefined ? state.verdicts : { ...state.verdicts, [questionId]: correct },
  };
}

/** Next, Skip or Previous: keeps what the server saved, then moves, telling a fresh verdict. */
function move(state: QuizSessionState, type: MoveType, saved: SavedBeforeMove | undefined): QuizSessionState {
  const left = state.index;
  const withSaved = saved ? applySaved(state, saved) : state;
  // The shown question changed while its answer was saving (its time ran out): keep the answer, stay.
  if (state.phase !== 'question' || (saved && saved.questionId !== currentQuestionId(state))) return withSaved;
  const lastVerdict = saved?.correct === undefined ? null : { questionNumber: left + 1, correct: saved.correct };
  if (type === 'previous') return left > 0 ? { ...withSaved, index: left - 1, lastVerdict } : withSaved;
  return { ...moveForward(withSaved), lastVerdict };
}

export function quizSessionReducer(state: QuizSessionState, action: QuizSessionAction): QuizSessionState {
  // Once the time is up, a save still in flight is kept, but nothing moves.
  if (state.timeUp) return 'saved' in action && action.saved ? applySaved(state, action.saved) : state;
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
    case 'choose': {
      if (state.phase !== 'question' || questionId === undefined || isLocked(state, questionId)) return state;
      return { ...state, selections: { ...state.selections, [questionId]: [action.optionId] } };
    }
    case 'respond': {
      if (state.phase !== 'question' || questionId === undefined || isLocked(state, questionId)) return state;
      return { ...state, responses: { ...state.responses, [questionId]: action.response } };
    }
    case 'next':
    case 'skip':
    case 'previous':
      return move(state, action.type, action.saved);
    case 'questionTimeOver':
      return action.nextOpenIndex === null
        ? { ...state, phase: 'review', timeUp: true, lastVerdict: null }
        : { ...state, index: action.nextOpenIndex, phase: state.phase, lastVerdict: null };
    case 'timeUp':
      return { ...state, phase: 'review', timeUp: true, lastVerdict: null };
  }
}
