import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { searchKey } from '@quizmaster/shared/paging';
import { collections } from '@quizmaster/shared/paths';

/** Firestore's most writes in one batch, and so the page size of the walk. */
const BATCH_SIZE = 500;
const ATTEMPTS_PER_PAGE = 3;

/** The fields a document is missing (to be written), or null when it needs nothing. */
type Fix = (document: QueryDocumentSnapshot) => Record<string, unknown> | null;

/** A user record's `nameLower` when it is missing or stale (the Users search compares it). */
const userSearchKey: Fix = (user) => {
  const name: unknown = user.get('name');
  if (typeof name !== 'string' || user.get('nameLower') === searchKey(name)) return null;
  return { nameLower: searchKey(name) };
};

/**
 * `published: true` on a quiz without the field: every quiz was visible before drafts existed,
 * and the rules and the catalogue show only `published == true`. A draft (false) is left alone.
 */
const quizVisibility: Fix = (quiz) => (quiz.get('published') === undefined ? { published: true } : null);

/**
 * Reads one page of `collection` (by id, after `after`) and writes its fixes in one batch. Each
 * write holds only if the document is unchanged since it was read; if it changed meanwhile (a
 * user renamed themself, an admin published a quiz), the batch fails as a whole and the page is
 * read and fixed again.
 */
async function fixPage(firestore: Firestore, collection: string, fix: Fix, after: QueryDocumentSnapshot | undefined, batchSize: number) {
  for (let attempt = 1; ; attempt += 1) {
    let page = firestore.collection(collection).orderBy(FieldPath.documentId()).limit(batchSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    const batch = firestore.batch();
    let writes = 0;
    for (const document of docs) {
      const fields = fix(document);
      if (!fields) continue;
      batch.update(document.ref, fields, { lastUpdateTime: document.updateTime });
      writes += 1;
    }
    try {
      if (writes > 0) await batch.commit();
      return { docs, writes };
    } catch (error) {
      if (attempt >= ATTEMPTS_PER_PAGE) throw error;
    }
  }
}

/** Walks `collection` by id with a cursor, `batchSize` at a time (one batch of writes per page). */
async function fixAll(firestore: Firestore, collection: string, fix: Fix, batchSize: number) {
  let after: QueryDocumentSnapshot | undefined;
  let scanned = 0;
  let updated = 0;
  for (;;) {
    const { docs, writes } = await fixPage(firestore, collection, fix, after, batchSize);
    scanned += docs.length;
    updated += writes;
    after = docs.at(-1);
    if (docs.length < batchSize) return { scanned, updated };
  }
}

/**
 * Fills in the fields that documents written before a feature lack:
 * - users: `nameLower` (searchKey of the name) where missing or stale, for the Users search;
 * - quizzes: `published: true` where the field is missing, so quizzes from before drafts stay
 *   visible to players (ADR 0016).
 * Each collection is walked by id, `batchSize` at a time, so it reads each document once and
 * never holds more than a page. Safe to run again: it only writes what is missing.
 */
export async function backfillSearchFields(firestore: Firestore, { batchSize = BATCH_SIZE } = {}) {
  const users = await fixAll(firestore, collections.users, userSearchKey, batchSize);
  const quizzes = await fixAll(firestore, collections.quizzes, quizVisibility, batchSize);
  return { users, quizzes };
}
