import { isDeepStrictEqual } from 'node:util';
import type { Auth } from 'firebase-admin/auth';
import { DocumentReference, Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';

/**
 * Everything the emulators store, in a form `toEqual` can compare: every Firestore document (by
 * path, all collections and subcollections, read with the Admin SDK) and every Auth account's
 * state that an API call could change.
 */
export interface StoredState {
  documents: Record<string, unknown>;
  accounts: Record<string, unknown>;
}

/** Firestore values as comparable plain data (timestamps to the nanosecond, references as paths). */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return `Timestamp(${String(value.seconds)}.${String(value.nanoseconds).padStart(9, '0')})`;
  if (value instanceof DocumentReference) return `Reference(${value.path})`;
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, plain(field)]));
  return value;
}

async function collectDocuments(firestore: Firestore, collections: CollectionReference[], into: Record<string, unknown>): Promise<void> {
  await Promise.all(
    collections.map(async (collection) => {
      // listDocuments also returns documents that only hold subcollections.
      const references = await collection.listDocuments();
      const snapshots = references.length > 0 ? await firestore.getAll(...references) : [];
      for (const snapshot of snapshots) if (snapshot.exists) into[snapshot.ref.path] = plain(snapshot.data());
      await Promise.all(references.map(async (reference) => collectDocuments(firestore, await reference.listCollections(), into)));
    }),
  );
}

async function collectAccounts(auth: Auth): Promise<Record<string, unknown>> {
  const accounts: Record<string, unknown> = {};
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      accounts[user.uid] = {
        email: user.email,
        emailVerified: user.emailVerified,
        displayName: user.displayName,
        disabled: user.disabled,
        customClaims: user.customClaims ?? {},
        tokensValidAfterTime: user.tokensValidAfterTime,
      };
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

export async function snapshotStore(firestore: Firestore, auth: Auth): Promise<StoredState> {
  const documents: Record<string, unknown> = {};
  const [accounts] = await Promise.all([collectAccounts(auth), firestore.listCollections().then((roots) => collectDocuments(firestore, roots, documents))]);
  return { documents, accounts };
}

/**
 * A snapshot taken once the store has stopped changing: Stripe webhooks from earlier test files
 * may still land for a moment after the emulators were reset.
 */
export async function settledSnapshot(firestore: Firestore, auth: Auth, quietMs = 1500, timeoutMs = 15_000): Promise<StoredState> {
  const started = Date.now();
  let previous = await snapshotStore(firestore, auth);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const current = await snapshotStore(firestore, auth);
    if (isDeepStrictEqual(current, previous)) return current;
    if (Date.now() - started > timeoutMs) throw new Error('The emulators kept changing while nothing was supposed to run.');
    previous = current;
  }
}
