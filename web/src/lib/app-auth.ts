import type { Auth } from 'firebase/auth';
import { useEffect } from 'react';

/**
 * Auth of the app's default Firebase app, for the sign-in and sign-up forms, which need it only
 * when the user submits: their pages render without Firebase's providers, so they can be
 * prerendered (vite.config.ts). Loaded on first use (the Firebase settings are read then).
 */
export const loadAppAuth = (): Promise<Auth> => import('./firebase').then(({ appAuth }) => appAuth());

/** Starts loading Auth once the form is on screen, so that a submit never waits for it. */
export function useAppAuthWarmUp(): void {
  useEffect(() => {
    loadAppAuth().catch((error: unknown) => console.error(error));
  }, []);
}
