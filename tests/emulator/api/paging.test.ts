/**
 * The API's paged lists (docs/API.md "Paging"): every item exactly once across the pages while
 * items are added, in the documented order; `limit` and `cursor` validated; access unchanged.
 */
import { describe, expect, it } from 'vitest';
import { encodeCursor, PAGE_SIZES } from '@quizmaster/shared/paging';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { appUrl } from '../../support/urls';
import { arrangeQuiz, useDemoData } from './fixture';

const { refs, tokens, accounts } = useDemoData('paging');

/** Every seeded item's date: three items share each second, so the id has to break ties. */
const BASE = Date.parse('2026-01-01T00:00:00Z');
const seededDate = (index: number) => new Date(BASE - Math.floor(index / 3) * 1000);
/** Items added while paging: newer than every cursor (they must not show) and older than all (they must). */
const NEWER = () => new Date();
const OLDER = new Date(BASE - 1_000_000_000);

interface Fetched {
  status: number;
  body: unknown;
  headers: Headers;
}

async function get(path: string, token?: string): Promise<Fetched> {
  const response = await fetch(`${appUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** One endpoint as the table below describes it. */
interface ListCase {
  name: string;
  path: string;
  token: () => string | undefined;
  /** The items (with `_id`) and the next cursor of an answer. */
  read: (answer: Fetched) => { ids: string[]; next: string | null };
  /** Writes an item (of the caller's list) with this id and sort date. */
  add: (id: string, at: Date) => Promise<unknown>;
  /** What the list holds now, as [id, sort date] (read through the Admin SDK). */
  existing: () => Promise<[string, Date][]>;
}

const ids = (items: unknown) => (items as { _id: string }[]).map((item) => item._id);
const inBody = (key: string) => (answer: Fetched) => {
  const body = answer.body as Record<string, unknown>;
  return { ids: ids(body[key]), next: body.nextCursor as string | null };
};
const inHeaders = (answer: Fetched) => ({ ids: ids(answer.body), next: answer.headers.get('x-next-cursor') });

const PAGED_QUIZ = 'paging-quiz';

const QUIZZES: ListCase = {
  name: 'GET /get-all-quiz',
  path: '/api/v1/get-all-quiz',
  token: () => undefined,
  read: inBody('allQuiz'),
  add: (id, at) =>
    refs.quiz(id).set(aQuiz({ quizName: `Quiz ${id}`, description: 'Paged', createdAt: at })),
  // The public catalogue lists the published quizzes only (publishing.test.ts checks the drafts).
  existing: async () => (await refs.quizzes().where('published', '==', true).get()).docs.map((doc) => [doc.id, doc.data().createdAt]),
};

const USERS: ListCase = {
  name: 'GET /user',
  path: '/api/v1/user',
  token: () => tokens.admin,
  read: inHeaders,
  add: (id, at) =>
    refs.user(id).set({ name: `User ${id}`, email: `${id}@example.com`, phone: '', photoURL: '', role: '', isPaid: false, premiumUntil: null, createdAt: at }),
  existing: async () => (await refs.users().get()).docs.map((doc) => [doc.id, doc.data().createdAt]),
};

const CASES: ListCase[] = [
  QUIZZES,
  USERS,
  {
    name: 'GET /getAllPayment',
    path: '/api/v1/getAllPayment',
    token: () => tokens.admin,
    read: inBody('allPay'),
    add: (id, at) => refs.payment(`pi_${id}`).set(paymentOf(`pi_${id}`, `${id}@example.com`, at)),
    existing: async () => (await refs.payments().get()).docs.map((doc) => [doc.id, doc.data().createdAt]),
  },
  {
    name: 'GET /singlePaymentByEmail/{email} (own)',
    path: `/api/v1/singlePaymentByEmail/${encodeURIComponent(accounts.premium.email)}`,
    token: () => tokens.premium,
    read: inHeaders,
    // Every other item is someone else's: the list must hold only the caller's (by account id).
    add: (id, at) =>
      refs
        .payment(`pi_${id}`)
        .set(id.endsWith('1') ? paymentOf(`pi_${id}`, 'other@example.com', at) : paymentOf(`pi_${id}`, accounts.premium.email, at, accounts.premium.uid)),
    existing: async () =>
      (await refs.payments().get()).docs.filter((doc) => doc.data().uid === accounts.premium.uid).map((doc) => [doc.id, doc.data().createdAt]),
  },
  {
    name: 'GET /get-single-quiz/{quizId} users (admin: everyone)',
    path: `/api/v1/get-single-quiz/${PAGED_QUIZ}`,
    token: () => tokens.admin,
    read: (answer) => {
      const { users, usersNextCursor } = (answer.body as { singleQuiz: { users: unknown; usersNextCursor: string | null } }).singleQuiz;
      return { ids: ids(users), next: usersNextCursor };
    },
    add: (id, at) => refs.submissions(PAGED_QUIZ).doc(id).set(submissionOf(id.endsWith('1') ? accounts.player.uid : `uid-${id}`, at)),
    existing: async () => (await refs.submissions(PAGED_QUIZ).get()).docs.map((doc) => [doc.id, doc.data().submittedAt]),
  },
  {
    name: 'GET /get-single-quiz/{quizId} users (player: their own)',
    path: `/api/v1/get-single-quiz/${PAGED_QUIZ}`,
    token: () => tokens.player,
    read: (answer) => {
      const { users, usersNextCursor } = (answer.body as { singleQuiz: { users: unknown; usersNextCursor: string | null } }).singleQuiz;
      return { ids: ids(users), next: usersNextCursor };
    },
    add: (id, at) => refs.submissions(PAGED_QUIZ).doc(id).set(submissionOf(id.endsWith('1') ? `uid-${id}` : accounts.player.uid, at)),
    existing: async () =>
      (await refs.submissions(PAGED_QUIZ).get()).docs.filter((doc) => doc.data().userId === accounts.player.uid).map((doc) => [doc.id, doc.data().submittedAt]),
  },
];

function paymentOf(id: string, email: string, at: Date, uid = 'someone') {
  return { uid, name: 'Payer', email, createdAt: at, transactionId: id, refund: 'false' as const, amount: 10700, currency: 'usd', role: '' };
}

function submissionOf(userId: string, at: Date) {
  return { userId, userName: 'Taker', userEmail: `${userId}@example.com`, marks: 60, points: 3, grade: 'B', paid: false, attempt: 1, startedAt: at, submittedAt: at };
}

/** Newest first, ties by id, newest id first: the order of every list here. */
const newestFirst = (items: [string, Date][]) =>
  [...items].sort(([idA, atA], [idB, atB]) => atB.getTime() - atA.getTime() || (idA < idB ? 1 : idA > idB ? -1 : 0)).map(([id]) => id);

const withLimit = (path: string, limit: number, cursor: string | null) =>
  `${path}?limit=${String(limit)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

describe.each(CASES)('$name', (list) => {
  it('answers every item exactly once across its pages, in order, while items are added', async () => {
    await arrangeQuiz(refs, PAGED_QUIZ);
    await Promise.all(Array.from({ length: 22 }, (_unused, index) => list.add(`seed-${String(index).padStart(2, '0')}`, seededDate(index))));
    const before = newestFirst(await list.existing());
    expect(before.length).toBeGreaterThanOrEqual(10);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await get(withLimit(list.path, 4, cursor), list.token());
      expect(answer).toHaveStatus(200);
      const page = list.read(answer);
      expect(page.ids.length).toBeLessThanOrEqual(4);
      seen.push(...page.ids);
      cursor = page.next;
      pages += 1;
      // While someone pages: new items (before every cursor) and very old ones (after all of them).
      if (pages <= 2) {
        await list.add(`new-${String(pages)}0`, NEWER());
        await list.add(`new-${String(pages)}1`, NEWER());
        await list.add(`old-${String(pages)}0`, OLDER);
        await list.add(`old-${String(pages)}1`, OLDER);
      }
    } while (cursor !== null && pages < 50);

    const added = (await list.existing()).filter(([id]) => id.includes('old-'));
    expect(seen).toEqual([...before, ...newestFirst(added)]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(seen.length / 4));
  });

  it('answers one default page without limit, and the last page has no next cursor', async () => {
    await arrangeQuiz(refs, PAGED_QUIZ);
    await Promise.all(Array.from({ length: PAGE_SIZES.apiDefault + 6 }, (_unused, index) => list.add(`seed-${String(index).padStart(2, '0')}`, seededDate(index))));
    const all = newestFirst(await list.existing());

    const first = await get(list.path, list.token());
    expect(first).toHaveStatus(200);
    const page = list.read(first);
    expect(page.ids).toEqual(all.slice(0, PAGE_SIZES.apiDefault));
    expect(page.next).toEqual(expect.any(String));

    const rest = list.read(await get(withLimit(list.path, PAGE_SIZES.apiMax, page.next), list.token()));
    expect(rest.ids).toEqual(all.slice(PAGE_SIZES.apiDefault));
    expect(rest.next).toBeNull();
  });

  it('refuses a bad limit or cursor with a 400 naming it', async () => {
    await arrangeQuiz(refs, PAGED_QUIZ);
    const bad = [
      ...['0', String(PAGE_SIZES.apiMax + 1), 'abc', '2.5'].map((limit) => ({ query: `limit=${limit}`, field: 'limit' })),
      ...[
        'not base64!',
        encodeCursor([1, 2, 'x']), // the wrong number of values
        encodeCursor(['yesterday', 'x']), // a text where the date goes
        encodeCursor([BASE, 'a/b']), // an id that is a path
        encodeCursor([1e20, 'x']), // a date out of range
        encodeCursor([BASE, '__x__']), // an id Firestore reserves
      ].map((cursor) => ({ query: `cursor=${encodeURIComponent(cursor)}`, field: 'cursor' })),
    ];
    for (const { query, field } of bad) {
      const answer = await get(`${list.path}?${query}`, list.token());
      expect(answer, query).toHaveStatus(400);
      expect(answer.body, query).toMatchObject({ error: 'invalid-argument', fields: [{ field }] });
    }
  });
});

describe('bare lists give their next page in headers', () => {
  it('GET /user: X-Next-Cursor and a Link that leads through every user', async () => {
    await Promise.all(Array.from({ length: 7 }, (_unused, index) => USERS.add(`seed-${String(index)}`, seededDate(index))));
    const all = newestFirst(await USERS.existing());
    const seen: string[] = [];
    let path: string | null = '/api/v1/user?limit=3';
    while (path !== null) {
      const answer = await get(path, tokens.admin);
      seen.push(...ids(answer.body));
      const next = answer.headers.get('x-next-cursor');
      const link = answer.headers.get('link');
      if (next === null) {
        expect(link).toBeNull();
        path = null;
      } else {
        expect(link).toBe(`</api/v1/user?limit=3&cursor=${next}>; rel="next"`);
        path = /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1] ?? null;
      }
    }
    expect(seen).toEqual(all);
  });
});

describe('access is unchanged by paging', () => {
  it('refuses the admin lists to a player (403) and a visitor (401), whatever the paging', async () => {
    for (const path of ['/api/v1/user', '/api/v1/getAllPayment']) {
      expect(await get(`${path}?limit=5`, tokens.player)).toHaveStatus(403);
      expect(await get(`${path}?limit=0`, tokens.premium)).toHaveStatus(403);
      expect(await get(`${path}?limit=5`)).toHaveStatus(401);
    }
  });

  it("refuses someone else's payments to a player even with a cursor, and gives them to an admin", async () => {
    const email = encodeURIComponent(accounts.premium.email);
    const own = await get(`/api/v1/singlePaymentByEmail/${email}?limit=1`, tokens.premium);
    expect(ids(own.body)).toEqual(['pi_demo_premium_0001']);
    const cursor = encodeCursor([Date.now(), 'x']);
    expect(await get(`/api/v1/singlePaymentByEmail/${email}?limit=1&cursor=${cursor}`, tokens.player)).toHaveStatus(403);
    expect(ids((await get(`/api/v1/singlePaymentByEmail/${email}?limit=1`, tokens.admin)).body)).toEqual(['pi_demo_premium_0001']);
  });
});
