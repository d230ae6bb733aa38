import { FIRST_ROW_CARDS } from '@quizmaster/shared/catalogue-first-row-marks';

/** Columns of the quiz grid (and of its loading skeleton, so the cards land where the skeletons were). */
export const gridColumns = { base: 1, sm: 2, lg: FIRST_ROW_CARDS };

/** The grid's first row on the widest screens: the cards whose covers load at once, and that the shell fills early. */
export { FIRST_ROW_CARDS };

/** /quizzes' card titles: the page's heading is the h1, so each quiz's title is an h2. */
export const QUIZZES_CARD_TITLE_LEVEL = 'h2';
