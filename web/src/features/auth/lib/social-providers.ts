import { FacebookAuthProvider, GoogleAuthProvider, type AuthProvider } from 'firebase/auth';

export type SocialProviderId = 'google' | 'facebook';

/**
 * The Firebase provider behind each social button. signInWithPopup opens its window at
 * Firebase's fixed size, 500 x 600 pixels, which is exactly the spec's popup (SPEC.md section 7).
 */
export function socialProvider(id: SocialProviderId): AuthProvider {
  if (id === 'google') {
    const google = new GoogleAuthProvider();
    // Let people with several Google accounts pick one instead of reusing the last silently.
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  return new FacebookAuthProvider();
}

/** Popup outcomes that are the user's choice (closed the window, clicked again), not failures. */
const DISMISSED_POPUP_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

export const isDismissedPopup = (code: string) => DISMISSED_POPUP_CODES.has(code);
