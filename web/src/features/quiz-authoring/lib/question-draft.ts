import type { CreateQuestionInput, EditQuestionInput } from '@quizmaster/shared/quiz-authoring';
import { QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring-rules';

/**
 * The question being written: its text, its options in order (ids 1, 2, …), the ticked ids, the
 * explanation shown in reviews, and its tags as typed (comma-separated).
 */
export interface QuestionDraft {
  question: string;
  options: readonly string[];
  correct: readonly number[];
  explanation: string;
  tags: string;
}

export const emptyDraft: QuestionDraft = { question: '', options: [], correct: [], explanation: '', tags: '' };

/** A stored question as the editor's draft. Options are renumbered 1, 2, … in their order (the ids an edit saves). */
export function draftFromQuestion(question: {
  question: string;
  options: readonly { id: number; option: string }[];
  answer: readonly number[];
  explanation: string;
  tags: readonly string[];
}): QuestionDraft {
  return {
    question: question.question,
    options: question.options.map((option) => option.option),
    correct: question.options.flatMap((option, index) => (question.answer.includes(option.id) ? [index + 1] : [])),
    explanation: question.explanation,
    tags: question.tags.join(', '),
  };
}

/** The tags typed in the tags field: comma-separated, blanks dropped (the API normalizes and checks them). */
export const tagsOf = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

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

/** The question's content as the API takes it, for a new question and for an edit. */
export function toQuestionContent(draft: QuestionDraft): Omit<EditQuestionInput, 'expectedVersion' | 'baseVersion'> {
  const explanation = draft.explanation.trim();
  const tags = tagsOf(draft.tags);
  return {
    question: draft.question.trim(),
    options: draft.options.map((option, index) => ({ id: index + 1, option })),
    answer: [...draft.correct],
    ...(explanation ? { explanation } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  };
}

export function toQuestionInput(quizId: string, draft: QuestionDraft): CreateQuestionInput {
  return { quizId, ...toQuestionContent(draft) };
}
