/**
 * What deleting an account does to the data it leaves behind (docs/decisions/0027-data-retention.md "Data
 * retention"): its leaderboard entries go, its certificates are revoked and lose its name, and its
 * results and attempts are anonymised (name DELETED_USER_NAME, no e-mail) so that every quiz's
 * counts, Result Sheet and item statistics stay as they were. Its accommodation and notifications go.
 *
 * A player may have results in any number of quizzes: everything is found by `userId` (collection
 * groups for the quizzes' subcollections) and handled a page at a time, one batch per page, never
 * by reading a whole collection. Each step skips what is already done, so running it again after
 * a failure part-way finishes the job and changes nothing that was finished.
 */
import { FieldPath, type DocumentReference, type Query, type QueryDocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { DELETED_USER_NAME } from '@quizmaster/shared/models/user';
import { PLAYER_LIST_ORDERS, type PlayerListOrder } from '../data/list-orders';
import { readPlayerPage } from '../data/paging';
import { db, refs } from '../firebase';

/** Documents read and written per batch (a batch holds at most 500 writes). */
const PAGE = 200;

/** Who deletes the account: their uid goes on the certificates it revokes. */
interface Eraser {
  uid: string;
}

/**
 * Runs `erase` on every page of the player's documents in a PLAYER_LIST_ORDERS list, committing
 * each page's batch; answers how many documents it changed. Paging by cursor (date and path), so
 * rows it deletes or rewrites never make it skip or repeat one.
 */
async function erasePages<T>(group: Query<T>, order: PlayerListOrder<T>, uid: string, erase: (row: QueryDocumentSnapshot<T>, batch: WriteBatch) => boolean): Promise<number> {
  let changed = 0;
  let cursor: string | undefined;
  do {
    const page = await readPlayerPage(group, order, uid, { limit: PAGE, ...(cursor ? { cursor } : {}) });
    const batch = db.batch();
    const writes = page.items.filter((row) => erase(row, batch)).length;
    if (writes > 0) await batch.commit();
    changed += writes;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return changed;
}

/** The name and e-mail a result or attempt keeps: none (set only where they are still the user's). */
function anonymise(row: QueryDocumentSnapshot<{ userName: string; userEmail: string }>, batch: WriteBatch): boolean {
  const { userName, userEmail } = row.data();
  if (userName === DELETED_USER_NAME && userEmail === '') return false;
  batch.update(row.ref, { userName: DELETED_USER_NAME, userEmail: '' });
  return true;
}

/**
 * Revokes the user's certificates (keeping the date and admin of an earlier revocation), marks them
 * as their account's, and takes the name off them: by id, a page at a time.
 */
async function eraseCertificates(eraser: Eraser, uid: string, now: Date): Promise<number> {
  let changed = 0;
  let after: string | null = null;
  for (;;) {
    let query = refs.certificates().where('userId', '==', uid).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    const batch = db.batch();
    let writes = 0;
    for (const row of page.docs) {
      const certificate = row.data();
      if (certificate.accountDeletedAt && certificate.revokedAt && certificate.userName === DELETED_USER_NAME) continue;
      batch.update(row.ref, {
        userName: DELETED_USER_NAME,
        accountDeletedAt: certificate.accountDeletedAt ?? now,
        ...(certificate.revokedAt ? {} : { revokedAt: now, revokedBy: eraser.uid }),
      });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    changed += writes;
    const last = page.docs.at(-1);
    if (page.size < PAGE || !last) return changed;
    after = last.id;
  }
}

/** Deletes the user's notifications, a page at a time (each page read is deleted, so the next read starts over). */
async function eraseNotifications(uid: string): Promise<number> {
  let changed = 0;
  for (;;) {
    const page = await refs.notifications(uid).limit(PAGE).get();
    if (page.empty) return changed;
    const batch = db.batch();
    for (const row of page.docs) batch.delete(row.ref);
    await batch.commit();
    changed += page.size;
  }
}

/** Deletes a document if it exists; answers whether it did. */
async function deleteIfAny<T>(ref: DocumentReference<T>): Promise<boolean> {
  if (!(await ref.get()).exists) return false;
  await ref.delete();
  return true;
}

/**
 * Erases a deleted account's data as docs/decisions/0027-data-retention.md "Data retention" says; answers how many
 * documents it changed (0 when nothing of the account is left to erase). The leaderboard entries
 * go first, as the part players see; the quizzes' counts are untouched (results stay, anonymised).
 */
export async function eraseAccountData(eraser: Eraser, uid: string): Promise<number> {
  const now = new Date();
  const counts = [
    await erasePages(refs.allBests(), PLAYER_LIST_ORDERS.bests, uid, (row, batch) => {
      batch.delete(row.ref);
      return true;
    }),
    await eraseCertificates(eraser, uid, now),
    await erasePages(refs.allSubmissions(), PLAYER_LIST_ORDERS.submissions, uid, anonymise),
    await erasePages(refs.allAttempts(), PLAYER_LIST_ORDERS.attempts, uid, anonymise),
    await eraseNotifications(uid),
    Number(await deleteIfAny(refs.notificationInbox(uid))),
    Number(await deleteIfAny(refs.accommodation(uid))),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}
