/** Columns of the quiz grid (and of its loading skeleton, so the cards land where the skeletons were). */
export const gridColumns = { base: 1, sm: 2, lg: 3 };
