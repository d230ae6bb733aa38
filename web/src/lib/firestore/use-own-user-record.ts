import type { Auth } from 'firebase/auth';
import { useCallback } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { useTransitionStore } from '@/lib/use-transition-store';
import type { UserRecord } from '@quizmaster/shared/models/user';
import { paths } from '@quizmaster/shared/paths';
import type { WithId } from './converter';
import { readers } from './readers';
import { getDocument } from './rest';

/** A read of the record: loading, then its data (undefined: no record yet) or its error, as lib/firebase-context's live hooks. */
export type OwnUserRecord =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: WithId<UserRecord> | undefined; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

interface Entry {
  outcome: OwnUserRecord;
  listeners: Set<() => void>;
  reading: Promise<void> | null;
  /** A read started before any page showed the record (startOwnUserRecordRead), until the first page that shows it takes it. */
  early: boolean;
}

const LOADING: OwnUserRecord = { status: 'loading', data: undefined, error: undefined };
const entries = new Map<string, Entry>();

function entryOf(uid: string): Entry {
  let entry = entries.get(uid);
  if (!entry) {
    entry = { outcome: LOADING, listeners: new Set(), reading: null, early: false };
    entries.set(uid, entry);
  }
  return entry;
}

function read(auth: Auth, uid: string, entry: Entry): Promise<void> {
  entry.reading ??= getDocument(auth.currentUser, paths.user(uid))
    .then(
      (document): OwnUserRecord => ({ status: 'success', data: document ? { ...readers.user(document.data), id: document.id } : undefined, error: undefined }),
      (error: unknown): OwnUserRecord => {
        console.error(error);
        // A failed re-read keeps what was shown; only a first read shows the failure.
        return entry.outcome.status === 'success' ? entry.outcome : { status: 'error', data: undefined, error };
      },
    )
    .then((outcome) => {
      entry.outcome = outcome;
      entry.reading = null;
      for (const listener of entry.listeners) listener();
    });
  return entry.reading;
}

/**
 * The signed-in user's own `users/{uid}` record, read once through the REST reader (no Firestore SDK: the
 * admin pages, whose sidebar shows it, need no Firestore Lite beside their full SDK) and shared by
 * every component that shows it (the dashboard's sidebar and cards, My Payments, the profile).
 * It is read again each time a page that shows it opens (the last value shows meanwhile) and
 * after the user changes it here (`reloadOwnUserRecord`): nothing on those pages needs it live.
 */
export function useOwnUserRecord(uid: string): OwnUserRecord {
  const auth = useAuth();
  const entry = entryOf(uid);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      if (entry.listeners.size === 1 && !takeEarlyRead(entry)) void read(auth, uid, entry);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    [auth, uid, entry],
  );
  const getSnapshot = useCallback(() => entry.outcome, [entry]);
  return useTransitionStore(subscribe, getSnapshot);
}

/** Whether the page opening now shows the early read (under way or done) instead of reading again; once. A failed one is not shown: the page reads again. */
function takeEarlyRead(entry: Entry): boolean {
  if (!entry.early) return false;
  entry.early = false;
  if (entry.outcome.status !== 'error') return true;
  entry.outcome = LOADING;
  return false;
}

/**
 * Starts reading the record before any page shows it: the entry's early read on /profile, once
 * Auth has restored the session (features/profile/api/early-profile-read.ts). The page that opens
 * next shows this read instead of making its own.
 */
export function startOwnUserRecordRead(auth: Auth, uid: string): void {
  const entry = entryOf(uid);
  entry.early = true;
  void read(auth, uid, entry);
}

/** Reads the record again (after a save), for every component that shows it. */
export function reloadOwnUserRecord(auth: Auth, uid: string): Promise<void> {
  const entry = entryOf(uid);
  // A read under way may have started before the save: wait for it, then read again.
  return (entry.reading ?? Promise.resolve()).then(() => read(auth, uid, entry));
}
