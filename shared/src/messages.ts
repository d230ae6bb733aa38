/**
 * The spec's user-facing messages (SPEC.md sections 8 and 9), each written once here and used by
 * both the functions (in API answers) and the web app (in toasts and dialogs). Tests import them
 * from here too, so a typo cannot hide on one side.
 */

/** The toast after a quiz is submitted (SPEC.md section 4), also when the time had run out. */
export const quizSubmittedMessage = (name: string) => `Dear ${name} Your Quiz Successfully submitted.`;
