import { QUIZ_LIMITS, type CreateQuestionInput } from '@quizmaster/shared/quiz-authoring';

/** The question being written: its text, its options in order (ids 1, 2, …) and the ticked ids. */
export interface QuestionDraft {
  question: string;
  options: readonly string[];
  correct: readonly number[];
}

export const emptyDraft: QuestionDraft = { question: '', options: [], correct: [] };

/** SPEC.md section 5: options can be added once the question has text (and while there is room). */
export const canAddOption = (draft: QuestionDraft) => draft.question.trim() !== '' && draft.options.length < QUIZ_LIMITS.options.max;

export function addOption(draft: QuestionDraft, text: string): QuestionDraft {
  const option = text.trim();
  if (!option || !canAddOption(draft)) return draft;
  return { ...draft, options: [...draft.options, option] };
}

/** Removes an option; the ones after it move up, and so do their ticks. */
export function removeOption(draft: QuestionDraft, id: number): QuestionDraft {
  return {
    ...draft,
    options: draft.options.filter((_, index) => index + 1 !== id),
    correct: draft.correct.filter((tick) => tick !== id).map((tick) => (tick > id ? tick - 1 : tick)),
  };
}

export function toggleCorrect(draft: QuestionDraft, id: number): QuestionDraft {
  const correct = draft.correct.includes(id) ? draft.correct.filter((tick) => tick !== id) : [...draft.correct, id].sort((a, b) => a - b);
  return { ...draft, correct };
}

/** What still stops Save Answer, in the admin's words, or null when it can be saved. */
export function saveBlocker(draft: QuestionDraft): string | null {
  if (!draft.question.trim()) return 'Write the question first.';
  if (draft.options.length < QUIZ_LIMITS.options.min) return `Add at least ${String(QUIZ_LIMITS.options.min)} options (untick the answers to add more).`;
  if (draft.correct.length === 0) return 'Tick the correct option(s).';
  return null;
}

export function toQuestionInput(quizId: string, draft: QuestionDraft): CreateQuestionInput {
  return {
    quizId,
    question: draft.question.trim(),
    options: draft.options.map((option, index) => ({ id: index + 1, option })),
    answer: [...draft.correct],
  };
}
