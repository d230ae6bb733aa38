/** The auth screens' toasts. The first three are the spec's (SPEC.md sections 4 and 8), verbatim. */
export const authMessages = {
  loginFailed: 'Failed To Login',
  signUpFailed: 'Failed To Sign Up',
  welcomeBack: 'Login Successfully!',
  verificationSent: (email: string) => `Welcome to Quiz Master! We sent a verification link to ${email}.`,
} as const;
