import type { ImageRef } from '@quizmaster/shared/question-images';
import type { TypedQuestionFields } from '@quizmaster/shared/question-types/input';
import { isTypedType, type QuestionType } from '@quizmaster/shared/question-types/limits';
import type { QuestionBodyInput } from '@quizmaster/shared/quiz-authoring';
import { QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring-rules';
import { IMAGE_ALT_MESSAGE } from '@quizmaster/shared/question-images';
import { emptyTypedDraft, typedDraftOf, typedInputOfDraft, type TypedDraft } from './typed-draft';

/**
 * The question being written: its type (ADR 0035), its text, its options in order (ids 1, 2, …)
 * and the ticked ids (choice types; true/false ticks 1 for True or 2 for False), a typed type's
 * editor state, the explanation shown in reviews, and its tags as typed (comma-separated).
 */
export interface QuestionDraft {
  type: QuestionType;
  question: string;
  options: readonly string[];
  correct: readonly number[];
  /** The typed types' fields; null for the choice types. */
  typed: TypedDraft | null;
  explanation: string;
  tags: string;
  /** The question's image (ADR 0037): an upload's id and size, with the alt text as typed. */
  image?: ImageRef | undefined;
  /** Choice options' images, by the option's position in `options` (null: none). */
  optionImages?: readonly (ImageRef | null)[] | undefined;
  /**
   * A stored question from before types: it keeps the editor it had (ticks) and is saved without
   * a type, so it stays "choice as its key says" (ADR 0035) until the admin picks a type.
   */
  untyped?: true;
}

/** A new question is multiple answers: the Add Question step as SPEC.md section 4 describes it (tick the right ones). */
export const emptyDraft: QuestionDraft = { type: 'multiple', question: '', options: [], correct: [], typed: null, explanation: '', tags: '' };

/** The draft as another type: the question, explanation and tags stay; a typed type starts its editor afresh. */
export function withType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type === draft.type && !draft.untyped) return draft;
  // A picked type is saved from now on (untyped drops out).
  const { untyped: _untyped, ...rest } = draft;
  const correct = type === 'true-false' || draft.type === 'true-false' ? [] : type === 'single' ? draft.correct.slice(0, 1) : draft.correct;
  return { ...rest, type, correct, typed: isTypedType(type) ? emptyTypedDraft(type) : null };
}

/** A stored question as the editor's draft. Options are renumbered 1, 2, … in their order (the ids an edit saves). */
export function draftFromQuestion(question: {
  question: string;
  image?: ImageRef | undefined;
  options: readonly { id: number; option: string; image?: ImageRef | undefined }[];
  answer: readonly number[];
  explanation: string;
  tags: readonly string[];
  type?: QuestionType;
  typed?: TypedQuestionFields;
}): QuestionDraft {
  const common = {
    question: question.question,
    explanation: question.explanation,
    tags: question.tags.join(', '),
    ...(question.image ? { image: question.image } : {}),
    ...(question.options.some((option) => option.image) ? { optionImages: question.options.map((option) => option.image ?? null) } : {}),
  };
  if (question.typed) {
    const { optionImages: _none, ...rest } = common;
    return { ...rest, type: question.typed.type, options: [], correct: [], typed: typedDraftOf(question.typed) };
  }
  const correct = question.options.flatMap((option, index) => (question.answer.includes(option.id) ? [index + 1] : []));
  const type = question.type && !isTypedType(question.type) ? question.type : null;
  if (type === null) return { ...common, type: 'multiple', options: question.options.map((option) => option.option), correct, typed: null, untyped: true };
  // True/false keeps its answer as the option id: 1 True, 2 False.
  if (type === 'true-false') return { ...withoutOptionImages(common), type, options: [], correct: question.answer.filter((id) => id === 1 || id === 2).slice(0, 1), typed: null };
  return { ...common, type, options: question.options.map((option) => option.option), correct, typed: null };
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
  return { ...draft, options: [...draft.options, option], ...(draft.optionImages ? { optionImages: [...draft.optionImages, null] } : {}) };
}

const withoutOptionImages = <T extends { optionImages?: unknown }>(draft: T): Omit<T, 'optionImages'> => {
  const { optionImages: _dropped, ...rest } = draft;
  return rest;
};

/** Sets or clears (null) the question's image. */
export function withQuestionImage(draft: QuestionDraft, image: ImageRef | null): QuestionDraft {
  if (image) return { ...draft, image };
  const { image: _dropped, ...rest } = draft;
  return rest;
}

/** Sets or clears (null) the image of the option at 1-based `id`. */
export function withOptionImage(draft: QuestionDraft, id: number, image: ImageRef | null): QuestionDraft {
  const images = draft.options.map((_, index) => (index + 1 === id ? image : (draft.optionImages?.[index] ?? null)));
  return images.some((one) => one !== null) ? { ...draft, optionImages: images } : withoutOptionImages(draft);
}

/** What still stops Save because of an image: one without alt text (the API's schema refuses it with the same words). */
export function imageBlocker(draft: QuestionDraft): string | null {
  const choice = draft.type === 'single' || draft.type === 'multiple';
  const images = [draft.image, ...(choice ? (draft.optionImages ?? []) : [])];
  return images.some((image) => image && image.alt.trim() === '') ? IMAGE_ALT_MESSAGE : null;
}

/** Removes an option; the ones after it move up, and so do their ticks. */
export function removeOption(draft: QuestionDraft, id: number): QuestionDraft {
  return {
    ...draft,
    options: draft.options.filter((_, index) => index + 1 !== id),
    ...(draft.optionImages ? { optionImages: draft.optionImages.filter((_, index) => index + 1 !== id) } : {}),
    correct: draft.correct.filter((tick) => tick !== id).map((tick) => (tick > id ? tick - 1 : tick)),
  };
}

/** Ticks an option; a single-answer question has one right option, so a tick replaces the last. */
export function toggleCorrect(draft: QuestionDraft, id: number): QuestionDraft {
  if (draft.type === 'single' || draft.type === 'true-false') return { ...draft, correct: draft.correct.includes(id) ? [] : [id] };
  const correct = draft.correct.includes(id) ? draft.correct.filter((tick) => tick !== id) : [...draft.correct, id].sort((a, b) => a - b);
  return { ...draft, correct };
}

/** What still stops Save Answer, in the admin's words, or null when it can be saved. */
export function saveBlocker(draft: QuestionDraft): string | null {
  if (!draft.question.trim()) return 'Write the question first.';
  const image = imageBlocker(draft);
  if (image) return image;
  if (draft.typed) return null; // the schema checks the rest when Save is pressed
  if (draft.type === 'true-false') return draft.correct.length === 0 ? 'Pick True or False.' : null;
  if (draft.options.length < QUIZ_LIMITS.options.min) return `Add at least ${String(QUIZ_LIMITS.options.min)} options (untick the answers to add more).`;
  if (draft.correct.length === 0) return 'Tick the correct option(s).';
  return null;
}

/** A question's body for POST …/questions and PUT …/questions/{id} (ADR 0035): the contract's. */
export type QuestionContent = QuestionBodyInput;
/** A choice or true/false question's body (true/false sends no options: the server stores True and False). */
export type ChoiceQuestionContent = Extract<QuestionContent, { answer: unknown }>;
/** A typed question's body: the question, explanation and tags, and the author's fields (typedQuestionInputSchema). */
export type TypedQuestionContent = Exclude<QuestionContent, { answer: unknown }>;

/** The question's content as the API takes it, for a new question and for an edit. */
export function toQuestionContent(draft: QuestionDraft): QuestionContent {
  const explanation = draft.explanation.trim();
  const tags = tagsOf(draft.tags);
  const common = {
    question: draft.question.trim(),
    ...(draft.image ? { image: imageInputOf(draft.image) } : {}),
    ...(explanation ? { explanation } : {}),
    ...(tags.length > 0 ? { tags } : {}),
  };
  if (draft.typed) return { ...common, ...typedInputOfDraft(draft.typed) };
  if (draft.type === 'true-false') return { ...common, type: 'true-false', answer: [...draft.correct] };
  return {
    ...common,
    ...(draft.untyped ? {} : { type: draft.type === 'single' ? 'single' : 'multiple' }),
    options: draft.options.map((option, index) => {
      const image = draft.optionImages?.[index];
      return { id: index + 1, option, ...(image ? { image: imageInputOf(image) } : {}) };
    }),
    answer: [...draft.correct],
  };
}

/** The body's image (imageInputSchema): the id and the alt text; the server adds the size. */
const imageInputOf = (image: ImageRef) => ({ id: image.id, alt: image.alt.trim() });

/** POST /createQuestionDemo's body (Add Quiz). */
export type QuestionInput = { quizId: string } & QuestionContent;

export function toQuestionInput(quizId: string, draft: QuestionDraft): QuestionInput {
  return { quizId, ...toQuestionContent(draft) };
}
