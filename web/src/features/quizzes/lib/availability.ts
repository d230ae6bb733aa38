// One source of truth with the server-rendered /quizzes (functions/src/quizzes-page): shared/src/card-text.ts.
export { availabilityLabel, questionsPerAttempt } from '@quizmaster/shared/card-text';
