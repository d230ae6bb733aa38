/**
 * Paging the quizzes as the web app does, against the emulator: the catalogue (Firestore Lite,
 * "Load more" after the last card, `?more=N` restored in one read) and Manage Quizzes (the live
 * table's cursor pages, name search and type filter, count()). Every quiz shows exactly once
 * across the pages even while quizzes are added, and each filter returns exactly its quizzes in
 * order. Drafts are in Manage Quizzes only, never in the catalogue.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getCountFromServer, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, QUERY_LIMITS, searchKey } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { runQuery } from '@quizmaster/web/lib/firestore/rest';
import { catalogueQuery, type NewestFirstCursor } from '@quizmaster/web/lib/firestore/rest-refs';
import { countQuery } from '@quizmaster/web/lib/firestore/page-query';
import { quizListOrder, quizListQuery, type QuizListFilter } from '@quizmaster/web/lib/firestore/refs';
import { clientFirestore, firestoreAs, grantAuthority, startRulesEnvironment } from '../rules/rules-env';
import { inOrder, readAllPages, readPage, repeated } from './quiz-pages';

interface SeededQuiz {
  id: string;
  quizName: string;
  quizType: QuizType;
  createdAt: Date;
  /** Published unless false (a draft). */
  published?: boolean;
}

const BASE_TIME = Date.UTC(2026, 0, 1);
const NAMES = ['Alpha', 'alpine Lakes', 'ALPS', 'Beta', 'Gamma Rays', 'Delta', 'Älpler', 'Alpha Centauri'];

/**
 * 40 quizzes: names sharing prefixes in mixed case, both types, and creation times that repeat
 * (every time is shared by two quizzes), so the order needs its id tie-breaker; every fifth is a
 * draft.
 */
const seeded: SeededQuiz[] = Array.from({ length: 40 }, (_, index) => ({
  id: `quiz-${String(index).padStart(2, '0')}`,
  quizName: `${NAMES[index % NAMES.length] ?? 'Quiz'} ${String(index)}`,
  quizType: index % 3 === 0 ? 'paid' : 'free',
  createdAt: new Date(BASE_TIME + Math.floor(index / 2) * 60_000),
  published: index % 5 !== 4,
}));
const publishedSeeded = seeded.filter((quiz) => quiz.published !== false);

let env: RulesTestEnvironment;
let admin: Firestore;

/** Quizzes as the API writes them, with rules off (only the server writes quizzes). */
async function addQuizzes(quizzes: readonly SeededQuiz[]) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    const batch = writeBatch(db);
    for (const quiz of quizzes) batch.set(doc(db, paths.quiz(quiz.id)), quizDocument(quiz));
    await batch.commit();
  });
}

function quizDocument({ id: _id, ...quiz }: SeededQuiz) {
  return aQuiz({ ...quiz, questionCount: 1 });
}

beforeAll(async () => {
  env = await startRulesEnvironment();
  await env.clearFirestore();
  await addQuizzes(seeded);
  await grantAuthority(env, 'ada', { admin: true });
  admin = firestoreAs(env, 'ada', { admin: true });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const newestFirst = (quizzes: readonly SeededQuiz[]) => inOrder(quizzes, (quiz) => quiz.createdAt.getTime(), 'desc');

/** The catalogue as a visitor pages it with "Load more": each page after the last card shown. */
async function loadCatalogue(
  quizType: QuizType | null,
  between: (pageNumber: number, lastShown: { id: string; createdAt: Date }) => Promise<void> = () => Promise.resolve(),
) {
  const size = PAGE_SIZES.catalogue;
  const pages: string[][] = [];
  let after: NewestFirstCursor | undefined;
  for (;;) {
    const rows = await runQuery(null, catalogueQuery({ quizType, count: size, after }));
    const shown = rows.slice(0, size);
    pages.push(shown.map((quiz) => quiz.id));
    const last = shown.at(-1);
    if (!last || rows.length <= size) return pages;
    after = [last.data.createdAt as Date, last.id];
    await between(pages.length, { id: last.id, createdAt: after[0] });
  }
}

describe('the catalogue (Load more)', () => {
  it('shows every quiz exactly once, newest first, while quizzes are added during paging', async () => {
    const added: SeededQuiz[] = [];
    const pages = await loadCatalogue(null, async (pageNumber, lastShown) => {
      // Newer than anything shown (it belongs above: not in the pages still to come), older than
      // everything (it comes at the end), and two created at the same time as the last card
      // shown: the id tie-breaker puts one before it (already passed) and one after it (to come).
      const batch: SeededQuiz[] = [
        { id: `new-${String(pageNumber)}`, quizName: 'Newest', quizType: 'free', createdAt: new Date(BASE_TIME + 3_600_000 + pageNumber) },
        { id: `old-${String(pageNumber)}`, quizName: 'Oldest', quizType: 'free', createdAt: new Date(BASE_TIME - 60_000 * pageNumber) },
        { id: `zz-same-${String(pageNumber)}`, quizName: 'Same time, before', quizType: 'free', createdAt: lastShown.createdAt },
        { id: `aa-same-${String(pageNumber)}`, quizName: 'Same time, after', quizType: 'free', createdAt: lastShown.createdAt },
        // A draft where it would come next: never shown.
        { id: `draft-${String(pageNumber)}`, quizName: 'Draft', quizType: 'free', createdAt: new Date(BASE_TIME - 60_000 * pageNumber - 1), published: false },
      ];
      await addQuizzes(batch);
      added.push(...batch);
    });

    const shown = pages.flat();
    expect(pages.slice(0, -1).every((page) => page.length === PAGE_SIZES.catalogue)).toBe(true);
    expect(repeated(shown)).toEqual([]);
    const toCome = added.filter((quiz) => quiz.id.startsWith('old-') || quiz.id.startsWith('aa-same-'));
    expect(toCome.length).toBeGreaterThan(2);
    expect(shown).toEqual(newestFirst([...publishedSeeded, ...toCome]));
    expect(shown.filter((id) => id.startsWith('new-') || id.startsWith('zz-same-') || id.startsWith('draft-'))).toEqual([]);
  });

  it('restores ?more=2 in one read: the same cards as two Load more pages', async () => {
    const twoPages = (await loadCatalogue(null)).slice(0, 2).flat();
    const restored = await runQuery(null, catalogueQuery({ quizType: null, count: 2 * PAGE_SIZES.catalogue }));
    expect(restored.slice(0, 2 * PAGE_SIZES.catalogue).map((quiz) => quiz.id)).toEqual(twoPages);
    expect(restored).toHaveLength(2 * PAGE_SIZES.catalogue + 1);
  });

  it.each(['free', 'paid'] as const)('filters by type: exactly the %s quizzes, newest first', async (quizType) => {
    // As much as one read may ask for (the rules' bound): more than the test's quizzes.
    const all = (await runQuery(null, catalogueQuery({ quizType: null, count: QUERY_LIMITS.catalogue - 1 }))).map((quiz) => ({
      id: quiz.id,
      quizType: quiz.data.quizType,
      createdAt: quiz.data.createdAt as Date,
    }));
    const expected = inOrder(
      all.filter((quiz) => quiz.quizType === quizType),
      (quiz) => quiz.createdAt.getTime(),
      'desc',
    );
    expect((await loadCatalogue(quizType)).flat()).toEqual(expected);
  });
});

describe('Manage Quizzes (live pages)', () => {
  const size = PAGE_SIZES.table;

  async function currentQuizzes(filter: QuizListFilter) {
    const snapshot = await readPage(quizListQuery(admin, filter), quizListOrder(filter), 1000, null);
    return snapshot.rows.map((row) => row.data());
  }

  it('pages every quiz exactly once, newest first, while quizzes are added; Previous goes back to the same rows', async () => {
    const filter: QuizListFilter = { quizType: null, namePrefix: '' };
    const before = await currentQuizzes(filter);
    const added: SeededQuiz[] = [];
    const pages = await readAllPages(quizListQuery(admin, filter), quizListOrder(filter), size, async (pageNumber) => {
      const batch: SeededQuiz[] = [
        { id: `mq-new-${String(pageNumber)}`, quizName: 'Manage newest', quizType: 'paid', createdAt: new Date(BASE_TIME + 7_200_000) },
        // A draft: admins list it like any other quiz.
        { id: `mq-old-${String(pageNumber)}`, quizName: 'Manage oldest', quizType: 'paid', createdAt: new Date(BASE_TIME - 7_200_000), published: false },
      ];
      await addQuizzes(batch);
      added.push(...batch);
    });
    const shown = pages.flat();
    expect(pages.length).toBeGreaterThan(1);
    expect(repeated(shown)).toEqual([]);
    const older = added.filter((quiz) => quiz.id.startsWith('mq-old-'));
    expect(shown).toEqual(inOrder([...before, ...older], (quiz) => quiz.createdAt.getTime(), 'desc'));
    expect(seeded.filter((quiz) => quiz.published === false).every((quiz) => shown.includes(quiz.id))).toBe(true);

    // Next from the first page, then Previous: the first page again, rows and links alike.
    const order = quizListOrder(filter);
    const first = await readPage(quizListQuery(admin, filter), order, size, null);
    const second = await readPage(quizListQuery(admin, filter), order, size, first.next);
    const back = await readPage(quizListQuery(admin, filter), order, size, second.previous);
    expect(second.ids[0]).not.toBe(first.ids[0]);
    expect(back.ids).toEqual(first.ids);
    expect(back.hasPrevious).toBe(false);
  });

  it.each([
    ['a name prefix in any case', { quizType: null, namePrefix: '  aLp ' }],
    ['a longer prefix', { quizType: null, namePrefix: 'alpha c' }],
    ['a type', { quizType: 'paid', namePrefix: '' }],
    ['a prefix and a type', { quizType: 'free', namePrefix: 'ALP' }],
    ['a prefix starting beyond ASCII', { quizType: null, namePrefix: 'ÄL' }],
    ['a prefix nothing has', { quizType: null, namePrefix: 'zzz' }],
  ] satisfies [string, QuizListFilter][])('finds exactly the quizzes matching %s, in order, and counts them', async (_label, filter) => {
    const everything = await currentQuizzes({ quizType: null, namePrefix: '' });
    const key = searchKey(filter.namePrefix);
    const matching = everything.filter(
      (quiz) => (!filter.quizType || quiz.quizType === filter.quizType) && (quiz.quizNameLower ?? '').startsWith(key),
    );
    const expected = key
      ? inOrder(matching, (quiz) => quiz.quizNameLower ?? '', 'asc')
      : inOrder(matching, (quiz) => quiz.createdAt.getTime(), 'desc');

    const pages = await readAllPages(quizListQuery(admin, filter), quizListOrder(filter), 10);
    expect(pages.flat()).toEqual(expected);
    expect((await getCountFromServer(countQuery(quizListQuery(admin, filter), QUERY_LIMITS.admin))).data().count).toBe(expected.length);
    if (filter.namePrefix === 'zzz') expect(expected).toEqual([]);
    else expect(expected.length).toBeGreaterThan(0);
  });
});
