import { startOwnUserRecordRead } from '@/lib/firestore/use-own-user-record';
import { restoredSession } from '@/lib/restored-session';

/**
 * Starts /profile's read of the user's own record from the entry (src/main.tsx), as soon as Auth
 * has restored the session, while the app's chunks download and start: the page (my-profile.tsx)
 * then shows this read rather than starting one once the app, the guard and the page are up.
 */
export async function startEarlyProfileRead(): Promise<void> {
  const session = await restoredSession();
  if (session) startOwnUserRecordRead(session.auth, session.user.uid);
}
