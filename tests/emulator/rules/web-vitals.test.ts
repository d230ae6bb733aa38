/**
 * Real-user metrics (`webVitals/{day}_{page}_{shard}`): admins read them, with the dashboard's
 * own query (web/src/features/admin-web-vitals/api/); nobody else reads or lists them; and no
 * client writes them, admins included: browsers report through POST /api/v1/web-vitals, which
 * validates, rate-limits and only adds to bucket counters.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { WEB_VITALS_COLLECTION, webVitalBucket, webVitalBucketValue, webVitalsDay, webVitalsDocumentId, webVitalsExpiry } from '@quizmaster/shared/web-vitals';
import { readWebVitalsFigures, webVitalsWindowQuery } from '@quizmaster/web/features/admin-web-vitals/api/web-vitals-figures';
import { useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });
const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);

const now = new Date();
const today = webVitalsDay(now);
/** Outside the dashboard's 7 days: its documents are not read. */
const longAgo = webVitalsDay(new Date(now.getTime() - 10 * 86_400_000));
const TODAY_ID = webVitalsDocumentId(today, '/quizzes', 1);
const LCP_BUCKET = String(webVitalBucket('LCP', 1500));

/** A histogram document as the functions write it: `lcpCount` LCPs of about 1.5 s. */
const histogramDocument = (day: string, shard: number, lcpCount: number) => ({
  day,
  page: '/quizzes',
  shard,
  expiresAt: webVitalsExpiry(day),
  LCP: { [LCP_BUCKET]: lcpCount },
});

beforeEach(async () => {
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    await setDoc(doc(db, WEB_VITALS_COLLECTION, TODAY_ID), histogramDocument(today, 1, 3));
    await setDoc(doc(db, WEB_VITALS_COLLECTION, webVitalsDocumentId(today, '/quizzes', 2)), histogramDocument(today, 2, 2));
    await setDoc(doc(db, WEB_VITALS_COLLECTION, webVitalsDocumentId(longAgo, '/quizzes', 0)), histogramDocument(longAgo, 0, 50));
  });
});

const notAdmins = [
  ['a signed-in user', actors.user],
  ['a premium user', actors.premium],
  ['a premium user whose premium has ended', actors.expired],
  ['a visitor', actors.visitor],
] as const;
const everyone = [['an admin', actors.admin], ...notAdmins] as const;

describe('reading the real-user metrics', () => {
  it("as an admin I can read a document and run the dashboard's query: the last 7 days only", async () => {
    const db = as(actors.admin);
    expect((await assertSucceeds(getDoc(doc(db, WEB_VITALS_COLLECTION, TODAY_ID)))).get('page')).toBe('/quizzes');
    const window = await assertSucceeds(getDocs(webVitalsWindowQuery(db, now)));
    expect(window.docs.map((document) => document.data().shard).sort()).toEqual([1, 2]);
    const figures = await assertSucceeds(readWebVitalsFigures(db, now));
    expect(figures).toEqual([{ page: '/quizzes', samples: 5, metrics: { LCP: { p75: webVitalBucketValue('LCP', Number(LCP_BUCKET)), samples: 5, rating: 'good' } } }]);
  });

  it.each(notAdmins)("as %s I can NOT read a document, list them or run the dashboard's query", async (_label, actor) => {
    const db = as(actor);
    await assertFails(getDoc(doc(db, WEB_VITALS_COLLECTION, TODAY_ID)));
    await assertFails(getDocs(collection(db, WEB_VITALS_COLLECTION)));
    await assertFails(getDocs(webVitalsWindowQuery(db, now)));
    await assertFails(readWebVitalsFigures(db, now));
  });

  it('as a user whose token says admin but who is no admin now (no roles document) I can NOT read them', async () => {
    const db = firestoreAs(rulesEnv(), 'demoted', { admin: true });
    await assertFails(getDoc(doc(db, WEB_VITALS_COLLECTION, TODAY_ID)));
    await assertFails(readWebVitalsFigures(db, now));
  });
});

describe('writing the real-user metrics', () => {
  it.each(everyone)('as %s I can NOT create a document, with a chosen id or a new one', async (_label, actor) => {
    const db = as(actor);
    await assertFails(setDoc(doc(db, WEB_VITALS_COLLECTION, webVitalsDocumentId(today, '/', 0)), histogramDocument(today, 0, 1)));
    await assertFails(setDoc(doc(collection(db, WEB_VITALS_COLLECTION)), histogramDocument(today, 0, 1)));
  });

  it.each(everyone)('as %s I can NOT add to a bucket, change or delete a document', async (_label, actor) => {
    const db = as(actor);
    const ref = doc(db, WEB_VITALS_COLLECTION, TODAY_ID);
    await assertFails(updateDoc(ref, { [`LCP.${LCP_BUCKET}`]: increment(1000) }));
    await assertFails(setDoc(ref, { LCP: { '0': 1000 } }, { merge: true }));
    await assertFails(deleteDoc(ref));
  });
});
