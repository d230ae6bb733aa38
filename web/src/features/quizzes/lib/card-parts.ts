/**
 * Marks the parts of a QuizCard that vary by quiz, so that the shell's early first row
 * (early-first-row.ts) fills a copy of the prerendered card in place: the same markup and styles
 * as the app's card, whatever Chakra renders.
 */
export const CARD_PART_ATTRIBUTE = 'data-card-part';

export type CardPart = 'cover' | 'title' | 'paid' | 'description' | 'takers' | 'questions' | 'availability' | 'take-test';

/** Each skeleton card of the grid's loading state (quiz-grid-skeleton.tsx), whose place an early card takes. */
export const CARD_SKELETON_ATTRIBUTE = 'data-quiz-card-skeleton';
