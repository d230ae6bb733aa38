/** The auth screens' own toasts; the spec's (login and sign-up) are in `@quizmaster/shared/messages`. */
export const authMessages = {
  verificationSent: (email: string) => `Welcome to Quiz Master! We sent a verification link to ${email}.`,
} as const;
