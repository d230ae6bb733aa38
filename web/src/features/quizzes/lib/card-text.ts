// One source of truth with the server-rendered /quizzes (functions/src/quizzes-page): shared/src/card-text.ts.
export { quizCardText, type QuizCardText } from '@quizmaster/shared/card-text';
