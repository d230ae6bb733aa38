/**
 * The quiz title's size: a heading's size is the text style of the same name, so the skeleton's
 * line in that style (quiz-skeleton.tsx) is as high as the player's heading (quiz-player.tsx).
 */
export const QUIZ_TITLE_SIZE = { base: 'xl', md: '2xl' } as const;

/** The row of Previous, Skip and Next (the player's MoveButtons and the skeleton's). */
export const MOVE_ROW = { gap: { base: '2', sm: '3' }, pt: '4', borderTopWidth: '1px' } as const;

/** Each move button: the row's three thirds on phones, their own width from `sm`. */
export const MOVE_BUTTON_FLEX = { base: '1', sm: 'none' } as const;

/** The quiz page's container (app/routes/start-quiz.tsx), as its shell and the early question have it too. */
export const QUIZ_PAGE_CONTAINER = { maxW: '6xl', py: { base: '6', md: '10' } } as const;
