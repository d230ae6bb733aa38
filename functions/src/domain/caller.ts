/** Who is calling, as the server knows it: from the Auth account, never from the request body. */
export interface Caller {
  uid: string;
  email: string;
  /** Whether the e-mail address was verified (Google sign-ins are). */
  emailVerified: boolean;
  name: string;
  photoURL: string;
  isAdmin: boolean;
  /** Premium that has not ended. */
  isPremium: boolean;
  /** End of premium in epoch seconds, or null. */
  premiumUntil: number | null;
  /**
   * Whether the ID token's role or premium claims differ from the account's (changed since the
   * token was issued): the API says so in a header, and the web app refreshes its token.
   */
  claimsStale: boolean;
}
