/** What Add Quiz's two ways to finish say (SPEC.md "Add Quiz": Submit Total Quiz; Save as draft is ours). */

/** Beside a disabled Submit Total Quiz: why, and the way out. */
export const addQuestionToPublishText = 'Add at least one question to publish the quiz, or save it as a draft.';

/** Beside an enabled Submit Total Quiz: what it does. */
export const submitPublishesText = 'Submit Total Quiz publishes the quiz: players see it at once.';

export const quizPublishedMessage = (quizName: string) => `“${quizName}” is published: players can see it now.`;

export const quizSavedAsDraftMessage = (quizName: string) => `“${quizName}” is saved as a draft: players cannot see it yet.`;
