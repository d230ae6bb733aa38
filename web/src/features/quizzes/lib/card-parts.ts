/**
 * Marks the parts of a QuizCard that vary by quiz, so that the shell's first row (filled by the
 * server or by the entry: shared/src/catalogue-first-row.ts) is a copy of the prerendered card,
 * filled in place: the same markup and styles as the app's card, whatever Chakra renders.
 */
export { CARD_PART_ATTRIBUTE, CARD_SKELETON_ATTRIBUTE, type CardPart } from '@quizmaster/shared/catalogue-first-row-marks';
