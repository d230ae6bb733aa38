/**
 * The web app's REST reader (web/src/lib/firestore/rest.ts) against the Firestore SDK, on the same
 * documents and queries under the real rules: the same documents in the same order (cursors both
 * ways included), the same counts, the same values (timestamps as dates, integers, doubles, maps,
 * arrays, null), the same refusals (permission denied, lists over the rules' bound), and the same
 * outcome for its one write (a profile field) as the SDK's updateDoc.
 */
import { collection, doc, getCountFromServer, getDoc, getDocs, query, Timestamp, updateDoc, where, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, QUERY_LIMITS } from '@quizmaster/shared/paging';
import { collections, paths } from '@quizmaster/shared/paths';
import { positionFromParams, readPage, type PagePosition } from '@quizmaster/web/lib/firestore/page-position';
import { pageQuery as sdkPageQuery } from '@quizmaster/web/lib/firestore/page-query';
import { countQuery, getDocument, RestReadError, runQuery, type RestQuery } from '@quizmaster/web/lib/firestore/rest';
import { updateDocument } from '@quizmaster/web/lib/firestore/rest-write';
import {
  broadcastsAfterQuery,
  broadcastsQuery,
  catalogueQuery,
  ownBestSubmissionQuery,
  ownLatestSubmissionQuery,
  ownNotificationsQuery,
  ownSubmissionsForCount,
} from '@quizmaster/web/lib/firestore/rest-refs';
import { ownActivePaymentQuery, ownPaymentsList, restCountQuery, restPageQuery } from '@quizmaster/web/lib/firestore/one-shot-reads';
import { sdkQueryOf as sdkQuery } from '@quizmaster/web/test/rest-as-sdk-query';
import { fixtureData, useRulesEnvironment } from './fixtures';
import { actors, clientFirestore, firestoreAs, readerAs } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: false });
const OWNER = actors.user;
const BASE = Date.UTC(2026, 2, 1, 9, 30, 15, 123);
/** The owner's payments (My Payments' pages of 4 below). */
const PAYMENTS = 11;

/** The SDK's values as the REST reader gives them: Timestamps as dates, all the way down. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  return value;
}

async function sdkRows(db: Firestore, rest: RestQuery) {
  return (await getDocs(sdkQuery(db, rest))).docs.map((row) => ({ id: row.id, path: row.ref.path, data: plain(row.data()) }));
}

/** The SDK's and the reader's error codes for the same read, or 'ok'. */
const outcome = (read: Promise<unknown>) =>
  read.then(
    () => 'ok',
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );

/** 30 quizzes: both types, pairs created at the same instant (the id breaks the tie), every fourth a draft. */
const quizzes = Array.from({ length: 30 }, (_, index) => ({
  id: `quiz-${String(index).padStart(2, '0')}`,
  data: {
    ...fixtureData.quiz(index % 3 === 0 ? 'paid' : 'free', index % 4 !== 3),
    quizType: index % 3 === 0 ? 'paid' : 'free',
    published: index % 4 !== 3,
    quizName: `Quiz ${String(index)}`,
    createdAt: new Date(BASE + Math.floor(index / 2) * 60_000),
  },
}));

/** Every kind of value the reader decodes. */
const valueZoo = {
  text: 'héllo / wörld',
  empty: '',
  yes: true,
  no: false,
  nothing: null,
  integer: 42,
  negative: -7,
  big: 9_007_199_254_740_991,
  double: 2.5,
  tiny: -0.000_125,
  at: new Date(BASE),
  epoch: new Date(0),
  beforeEpoch: new Date(-86_400_000 * 365),
  list: [1, 'two', null, true, new Date(BASE + 1), { inner: [3.5] }],
  emptyList: [],
  map: { nested: { deeper: 'x', when: new Date(BASE + 2) }, count: 3 },
  emptyMap: {},
};

beforeAll(async () => {
  await rulesEnv().clearFirestore();
  await rulesEnv().withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    const batch = writeBatch(db);
    for (const quiz of quizzes) batch.set(doc(db, paths.quiz(quiz.id)), quiz.data);
    batch.set(doc(db, paths.quiz('zoo')), { ...fixtureData.quiz('free'), createdAt: new Date(BASE - 1), zoo: valueZoo });
    for (let index = 0; index < 15; index += 1) {
      const createdAt = new Date(BASE + Math.floor(index / 3) * 1000);
      batch.set(doc(db, paths.notification(OWNER.uid, `n-${String(index).padStart(2, '0')}`)), {
        kind: 'refund-done', title: `n ${String(index)}`, body: '', link: '/dashboard', createdAt, read: index % 2 === 0,
      });
      batch.set(doc(db, paths.broadcast(`b-${String(index).padStart(2, '0')}`)), {
        kind: 'quiz-published', quizId: 'quiz-00', title: `b ${String(index)}`, body: '', link: '', createdAt,
      });
    }
    batch.set(doc(db, paths.notificationInbox(OWNER.uid)), { unread: 7, broadcastsSeenAt: new Date(BASE + 2000), readBroadcasts: ['b-10'] });
    // Results in several quizzes (a collection group), the owner's and another player's.
    for (const [index, [quizId, uid, marks]] of ([
      ['quiz-00', OWNER.uid, 40],
      ['quiz-01', OWNER.uid, 90],
      ['quiz-02', OWNER.uid, 60],
      ['quiz-01', actors.premium.uid, 100],
    ] as const).entries()) {
      batch.set(doc(db, `${paths.submissions(quizId)}/r-${String(index)}`), {
        ...fixtureData.submission(uid),
        marks,
        submittedAt: new Date(BASE + index * 1000),
      });
    }
    // Payments of the owner (pairs made at the same instant: the id breaks the tie; refunded ones
    // among them) and of another player, who must never show up.
    for (let index = 0; index < PAYMENTS; index += 1) {
      batch.set(doc(db, paths.payment(`pi-${String(index).padStart(2, '0')}`)), {
        ...fixtureData.payment(OWNER.uid),
        refund: index < 6 ? 'true' : index === 6 ? 'processing' : 'false',
        createdAt: new Date(BASE + Math.floor(index / 2) * 1000),
      });
    }
    for (const id of ['pi-other-1', 'pi-other-2']) batch.set(doc(db, paths.payment(id)), { ...fixtureData.payment(actors.premium.uid), createdAt: new Date(BASE) });
    for (const uid of [OWNER.uid, actors.premium.uid]) batch.set(doc(db, paths.user(uid)), fixtureData.user(uid));
    await batch.commit();
  });
});

describe('getDocument', () => {
  it('decodes every kind of value as the SDK reads it, timestamps as dates', async () => {
    const rest = await getDocument(null, paths.quiz('zoo'));
    const sdk = await getDoc(doc(firestoreAs(rulesEnv(), undefined), paths.quiz('zoo')));
    expect(rest).toEqual({ id: 'zoo', path: paths.quiz('zoo'), data: plain(sdk.data()) });
    expect(rest?.data.zoo).toEqual(valueZoo);
  });

  it("reads a user's own document with their token, and finds nothing where there is nothing", async () => {
    const inbox = await getDocument(readerAs(OWNER.uid), paths.notificationInbox(OWNER.uid));
    expect(inbox?.data).toEqual({ unread: 7, broadcastsSeenAt: new Date(BASE + 2000), readBroadcasts: ['b-10'] });
    expect(await getDocument(readerAs('newcomer'), paths.notificationInbox('newcomer'))).toBeNull();
  });

  it("finds a missing document without an HTTP error (a 404 is an error in the browser's console: a new player's inbox)", async () => {
    const statuses: number[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      statuses.push(response.status);
      return response;
    };
    try {
      expect(await getDocument(readerAs('newcomer'), paths.notificationInbox('newcomer'))).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(statuses).toEqual([200]);
  });

  it('is refused as the SDK is: permission-denied for a visitor, another user and a draft', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, paths.notificationInbox(OWNER.uid)],
      [actors.premium.uid, paths.notificationInbox(OWNER.uid)],
      [undefined, paths.quiz('quiz-03')],
    ];
    for (const [uid, path] of cases) {
      const restOutcome = await outcome(getDocument(uid ? readerAs(uid) : null, path));
      expect(restOutcome).toBe('permission-denied');
      expect(restOutcome).toBe(await outcome(getDoc(doc(firestoreAs(rulesEnv(), uid), path))));
    }
    await expect(getDocument(null, paths.quiz('quiz-03'))).rejects.toBeInstanceOf(RestReadError);
  });
});

describe('runQuery', () => {
  it.each([null, 'free', 'paid'] as const)('pages the catalogue (%s) as the SDK does, after the last card, ties and all', async (quizType) => {
    const visitor = firestoreAs(rulesEnv(), undefined);
    const size = PAGE_SIZES.catalogue / 3;
    const seen: string[] = [];
    let after: readonly [Date, string] | undefined;
    for (let page = 0; page < 10; page += 1) {
      const restQuery = catalogueQuery({ quizType, count: size, after });
      const rows = await runQuery(null, restQuery);
      expect(rows).toEqual(await sdkRows(visitor, restQuery));
      const shown = rows.slice(0, size);
      seen.push(...shown.map((row) => row.id));
      const last = shown.at(-1);
      if (!last || rows.length <= size) break;
      after = [last.data.createdAt as Date, last.id];
    }
    const expected = quizzes
      .filter((quiz) => quiz.data.published && (quizType === null || quiz.data.quizType === quizType))
      .sort((a, b) => b.data.createdAt.getTime() - a.data.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((quiz) => quiz.id);
    expect(seen).toEqual([...expected, ...(quizType === 'paid' ? [] : ['zoo'])]);
  });

  it("pages a user's notifications and the broadcasts with their token as the SDK does", async () => {
    const owner = firestoreAs(rulesEnv(), OWNER.uid, OWNER.claims);
    for (const make of [(after?: readonly [Date, string]) => ownNotificationsQuery(OWNER.uid, { count: 4, after }), (after?: readonly [Date, string]) => broadcastsQuery({ count: 4, after })]) {
      let after: readonly [Date, string] | undefined;
      const ids: string[] = [];
      for (let page = 0; page < 5; page += 1) {
        const rows = await runQuery(readerAs(OWNER.uid), make(after));
        expect(rows).toEqual(await sdkRows(owner, make(after)));
        const shown = rows.slice(0, 4);
        ids.push(...shown.map((row) => row.id));
        const last = shown.at(-1);
        if (!last || rows.length <= 4) break;
        after = [last.data.createdAt as Date, last.id];
      }
      expect(new Set(ids).size).toBe(15);
    }
  });

  it('is refused as the SDK is: drafts for a visitor, lists over the bound, another user, a visitor', async () => {
    const over = (rest: RestQuery, bound: number): RestQuery => ({ ...rest, limit: bound + 1 });
    const cases: [string | undefined, RestQuery][] = [
      [undefined, { collection: collections.quizzes, orderBy: [['createdAt', 'desc']], limit: 5 }],
      [undefined, over(catalogueQuery({ quizType: null, count: 0 }), QUERY_LIMITS.catalogue)],
      [OWNER.uid, over(ownNotificationsQuery(OWNER.uid, { count: 0 }), QUERY_LIMITS.notifications)],
      [OWNER.uid, over(broadcastsQuery({ count: 0 }), QUERY_LIMITS.broadcasts)],
      [actors.premium.uid, ownNotificationsQuery(OWNER.uid, { count: 4 })],
      [undefined, broadcastsQuery({ count: 4 })],
    ];
    for (const [uid, restQuery] of cases) {
      const restOutcome = await outcome(runQuery(uid ? readerAs(uid) : null, restQuery));
      expect(restOutcome, JSON.stringify(restQuery)).toBe('permission-denied');
      expect(restOutcome).toBe(await outcome(getDocs(sdkQuery(firestoreAs(rulesEnv(), uid), restQuery))));
    }
  });
});

describe("a player's results across every quiz (a collection group query)", () => {
  it('finds the count, the best and the latest as the SDK does, with the path that names the quiz', async () => {
    const owner = firestoreAs(rulesEnv(), OWNER.uid, OWNER.claims);
    const reader = readerAs(OWNER.uid);
    for (const query of [ownBestSubmissionQuery(OWNER.uid), ownLatestSubmissionQuery(OWNER.uid), ownSubmissionsForCount(OWNER.uid)]) {
      expect(await runQuery(reader, query)).toEqual(await sdkRows(owner, query));
    }
    const [best] = await runQuery(reader, ownBestSubmissionQuery(OWNER.uid));
    const [latest] = await runQuery(reader, ownLatestSubmissionQuery(OWNER.uid));
    expect([best?.path, best?.data.marks]).toEqual([`${paths.submissions('quiz-01')}/r-1`, 90]);
    expect(latest?.path).toBe(`${paths.submissions('quiz-02')}/r-2`);
    const counted = await countQuery(reader, ownSubmissionsForCount(OWNER.uid));
    expect(counted).toBe(3);
    expect(counted).toBe((await getCountFromServer(sdkQuery(owner, ownSubmissionsForCount(OWNER.uid)))).data().count);
  });

  it("is refused as the SDK is: another player's results, and a visitor's", async () => {
    for (const [uid, query] of [
      [OWNER.uid, ownBestSubmissionQuery(actors.premium.uid)],
      [undefined, ownLatestSubmissionQuery(OWNER.uid)],
    ] as const) {
      const restOutcome = await outcome(runQuery(uid ? readerAs(uid) : null, query));
      expect(restOutcome).toBe('permission-denied');
      expect(restOutcome).toBe(await outcome(getDocs(sdkQuery(firestoreAs(rulesEnv(), uid), query))));
    }
  });
});

describe('countQuery', () => {
  it('counts as the SDK does, up to the limit', async () => {
    const owner = firestoreAs(rulesEnv(), OWNER.uid, OWNER.claims);
    for (const [after, max] of [
      [new Date(BASE + 2000), 500],
      [new Date(BASE + 2000), 4],
      [new Date(BASE - 1), 500],
      [new Date(BASE + 60_000), 10],
    ] as const) {
      const restQuery = broadcastsAfterQuery(after, max);
      const rest = await countQuery(readerAs(OWNER.uid), restQuery);
      expect(rest).toBe((await getCountFromServer(sdkQuery(owner, restQuery))).data().count);
    }
    expect(await countQuery(readerAs(OWNER.uid), broadcastsAfterQuery(new Date(BASE + 2000), 500))).toBe(6);
    expect(await countQuery(readerAs(OWNER.uid), broadcastsAfterQuery(new Date(BASE + 60_000), 10))).toBe(0);
  });

  it('is refused as the SDK is: a visitor, and a count over the bound', async () => {
    for (const [uid, restQuery] of [
      [undefined, broadcastsAfterQuery(new Date(BASE), 5)],
      [OWNER.uid, broadcastsAfterQuery(new Date(BASE), QUERY_LIMITS.broadcasts + 1)],
    ] as const) {
      const restOutcome = await outcome(countQuery(uid ? readerAs(uid) : null, restQuery));
      expect(restOutcome).toBe('permission-denied');
      expect(restOutcome).toBe(await outcome(getCountFromServer(sdkQuery(firestoreAs(rulesEnv(), uid), restQuery))));
    }
  });
});

describe("My Payments: the user's payments, paged both ways and counted", () => {
  /**
   * A page read as My Payments reads it (web/src/lib/firestore/use-one-shot-page.ts: the REST rows,
   * turned round when read backwards, cut by the paging helpers into rows and cursors), checked
   * against the same page of the SDK's pager (page-query.ts: endBefore + limitToLast going back).
   */
  async function pageAt(position: PagePosition, size: number) {
    const { list, order } = ownPaymentsList(OWNER.uid);
    const { query: restQuery, reversed } = restPageQuery(list, order, size, position);
    const read = await runQuery(readerAs(OWNER.uid), restQuery);
    const rows = reversed ? read.reverse() : read;
    const owner = firestoreAs(rulesEnv(), OWNER.uid, OWNER.claims);
    const sdkPage = await getDocs(sdkPageQuery(query(collection(owner, collections.payments), where('uid', '==', OWNER.uid)), order, size, position));
    expect(rows.map((row) => ({ id: row.id, data: row.data })), JSON.stringify(restQuery)).toEqual(
      sdkPage.docs.map((row) => ({ id: row.id, data: plain(row.data()) })),
    );
    const snapshots = rows.map((row) => ({ id: row.id, ref: { path: row.path }, get: (field: string) => row.data[field], data: () => row.id }));
    return readPage(snapshots, order, size, position);
  }
  const after = (cursor: string | null) => positionFromParams(new URLSearchParams({ after: cursor ?? '' }));
  const before = (cursor: string | null) => positionFromParams(new URLSearchParams({ before: cursor ?? '' }));

  it("pages forward and back as the SDK's pager does (limitToLast going back), ties and all", async () => {
    const size = 4;
    const forward: string[][] = [];
    const cursors: (string | null)[] = [];
    let position: PagePosition = null;
    for (let page = 0; page < 5; page += 1) {
      const read = await pageAt(position, size);
      forward.push(read.rows);
      cursors.push(read.previousCursor);
      if (!read.nextCursor) break;
      position = after(read.nextCursor);
    }
    const newestFirst = Array.from({ length: PAYMENTS }, (_, index) => `pi-${String(index).padStart(2, '0')}`).sort((a, b) => {
      const time = (id: string) => Math.floor(Number(id.slice(3)) / 2);
      return time(b) - time(a) || (a < b ? 1 : -1);
    });
    expect(forward.flat()).toEqual(newestFirst);
    expect(forward.map((rows) => rows.length)).toEqual([4, 4, 3]);
    // Back from the last page: before its first row, the page before it, and so on to the first.
    for (let page = forward.length - 1; page > 0; page -= 1) {
      const back = await pageAt(before(cursors[page] ?? null), size);
      expect(back.rows).toEqual(forward[page - 1]);
      expect(back.hasPrevious).toBe(page - 1 > 0);
    }
  });

  it('counts them as the SDK does, finds the one that still counts, and is refused as the SDK is', async () => {
    const owner = firestoreAs(rulesEnv(), OWNER.uid, OWNER.claims);
    const { list } = ownPaymentsList(OWNER.uid);
    const counted = await countQuery(readerAs(OWNER.uid), restCountQuery(list, QUERY_LIMITS.own));
    expect(counted).toBe(PAYMENTS);
    expect(counted).toBe((await getCountFromServer(sdkQuery(owner, restCountQuery(list, QUERY_LIMITS.own)))).data().count);
    const active = await runQuery(readerAs(OWNER.uid), ownActivePaymentQuery(OWNER.uid));
    expect(active).toEqual(await sdkRows(owner, ownActivePaymentQuery(OWNER.uid)));
    expect(active.map((row) => row.data.refund)).toEqual([expect.stringMatching(/^(false|processing)$/)]);

    const theirs = ownPaymentsList(actors.premium.uid).list;
    for (const [uid, restQuery] of [
      [OWNER.uid, restPageQuery(theirs, ownPaymentsList(OWNER.uid).order, 4, null).query],
      [OWNER.uid, ownActivePaymentQuery(actors.premium.uid)],
      [undefined, restPageQuery(list, ownPaymentsList(OWNER.uid).order, 4, null).query],
      [OWNER.uid, restCountQuery(list, QUERY_LIMITS.own + 1)],
    ] as const) {
      const restOutcome = await outcome(runQuery(uid ? readerAs(uid) : null, restQuery));
      expect(restOutcome, JSON.stringify(restQuery)).toBe('permission-denied');
      expect(restOutcome).toBe(await outcome(getDocs(sdkQuery(firestoreAs(rulesEnv(), uid), restQuery))));
    }
    const overCount = restCountQuery(list, QUERY_LIMITS.own + 1);
    expect(await outcome(countQuery(readerAs(OWNER.uid), overCount))).toBe(await outcome(getCountFromServer(sdkQuery(owner, overCount))));
  });
});

describe('updateDocument (the profile pages\' address and education)', () => {
  it('changes only the fields it is given, as updateDoc does', async () => {
    const path = paths.user(OWNER.uid);
    const before = await getDocument(readerAs(OWNER.uid), path);
    await updateDocument(readerAs(OWNER.uid), path, { address: '12 Quiz Street' });
    const after = await getDocument(readerAs(OWNER.uid), path);
    expect(after?.data).toEqual({ ...before?.data, address: '12 Quiz Street' });
    await updateDoc(doc(firestoreAs(rulesEnv(), OWNER.uid), path), { education: 'BSc' });
    expect((await getDocument(readerAs(OWNER.uid), path))?.data).toEqual({ ...after?.data, education: 'BSc' });
  });

  it('is refused as updateDoc is: another user, a field the owner may not change, over the limit, no record', async () => {
    const cases: [string, string, Record<string, unknown>][] = [
      [OWNER.uid, paths.user(actors.premium.uid), { address: 'Elsewhere' }],
      [OWNER.uid, paths.user(OWNER.uid), { role: 'admin' }],
      [OWNER.uid, paths.user(OWNER.uid), { address: 'x'.repeat(301) }],
      [OWNER.uid, paths.user(OWNER.uid), { education: 42 }],
      ['newcomer', paths.user('newcomer'), { address: 'Nowhere' }],
    ];
    for (const [uid, path, fields] of cases) {
      const restOutcome = await outcome(updateDocument(readerAs(uid), path, fields));
      expect(restOutcome, JSON.stringify(fields)).not.toBe('ok');
      expect(restOutcome, JSON.stringify(fields)).toBe(await outcome(updateDoc(doc(firestoreAs(rulesEnv(), uid), path), fields)));
    }
    expect((await getDocument(readerAs(OWNER.uid), paths.user(OWNER.uid)))?.data.role).toBe('');
    expect(await getDocument(readerAs('newcomer'), paths.user('newcomer'))).toBeNull();
  });
});
