/**
 * Marks a page whose public catalogue read the entry (src/main.tsx) starts before the app:
 * /quizzes' shell (features/quizzes/components/quizzes-shell.tsx). A DOM mark rather than a route
 * check, so the entry needs no route table.
 */
export const EARLY_CATALOGUE_READ_ATTRIBUTE = 'data-early-catalogue-read';
