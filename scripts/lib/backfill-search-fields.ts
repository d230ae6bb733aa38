import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { searchKey } from '@quizmaster/shared/paging';
import { collections } from '@quizmaster/shared/paths';

/** Firestore's most writes in one batch, and so the page size of the walk. */
const BATCH_SIZE = 500;
const ATTEMPTS_PER_PAGE = 3;

/**
 * Reads one page of users (by id, after `after`) and writes the missing or stale keys in one
 * batch. Each write holds only if the record is unchanged since it was read; if a user renamed
 * themself meanwhile, the batch fails as a whole and the page is read and fixed again.
 */
async function fixPage(firestore: Firestore, after: QueryDocumentSnapshot | undefined, batchSize: number) {
  for (let attempt = 1; ; attempt += 1) {
    let page = firestore.collection(collections.users).orderBy(FieldPath.documentId()).limit(batchSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    const batch = firestore.batch();
    let writes = 0;
    for (const user of docs) {
      const name: unknown = user.get('name');
      if (typeof name !== 'string' || user.get('nameLower') === searchKey(name)) continue;
      batch.update(user.ref, { nameLower: searchKey(name) }, { lastUpdateTime: user.updateTime });
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

/**
 * Writes `nameLower` (searchKey of the name) on every user record that lacks it or holds a
 * stale one: records written before the Users search existed. Walks the users by id with a
 * cursor, `batchSize` at a time (one batch of writes per page), so it reads each record once
 * and never holds more than a page. Safe to run again: it only writes what is missing.
 */
export async function backfillSearchFields(firestore: Firestore, { batchSize = BATCH_SIZE } = {}) {
  let after: QueryDocumentSnapshot | undefined;
  let scanned = 0;
  let updated = 0;
  for (;;) {
    const { docs, writes } = await fixPage(firestore, after, batchSize);
    scanned += docs.length;
    updated += writes;
    after = docs.at(-1);
    if (docs.length < batchSize) return { scanned, updated };
  }
}
