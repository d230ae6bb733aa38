/**
 * Paging a quiz's Result Sheet as the web app does, against the emulator: best marks first or
 * newest first, each grade alone, count() totals. Every result shows exactly once across the
 * pages even while players submit, and each filter returns exactly its results in order.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getCountFromServer, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADES, gradeFor, type Grade } from '@quizmaster/shared/grading';
import { PAGE_SIZES, QUERY_LIMITS } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { aQuiz, aSubmission } from '@quizmaster/shared/testing/factories';
import { countQuery } from '@quizmaster/web/lib/firestore/page-query';
import { quizSubmissionsQuery, RESULT_SHEET_ORDERS, type ResultSheetSort } from '@quizmaster/web/lib/firestore/refs';
import { clientFirestore, firestoreAs, grantAuthority, startRulesEnvironment } from '../rules/rules-env';
import { inOrder, readAllPages, repeated } from './quiz-pages';

const QUIZ = 'paged-quiz';
const BASE_TIME = Date.UTC(2026, 0, 1);

interface SeededResult {
  id: string;
  marks: number;
  grade: Grade;
  submittedAt: Date;
}

function result(id: string, marks: number, submittedAt: Date): SeededResult {
  return { id, marks, grade: gradeFor(marks), submittedAt };
}

/** 60 results: marks across every grade with many ties, submission times shared by three each. */
const seeded: SeededResult[] = Array.from({ length: 60 }, (_, index) =>
  result(`r-${String(index).padStart(2, '0')}`, (index * 37) % 101 === 100 ? 100 : Math.round(((index * 37) % 101) / 5) * 5, new Date(BASE_TIME + Math.floor(index / 3) * 1000)),
);

const sortKeys: Record<ResultSheetSort, (row: SeededResult) => number> = {
  marks: (row) => row.marks,
  date: (row) => row.submittedAt.getTime(),
};

let env: RulesTestEnvironment;
let admin: Firestore;

/** Results the earlier sort's test added (the tests run in order and share the sheet). */
const addedBySort: Record<ResultSheetSort, SeededResult[]> = { marks: [], date: [] };
function pagesBefore(sort: ResultSheetSort): SeededResult[] {
  return sort === 'date' ? addedBySort.marks : [];
}

function resultDocument({ id, marks, grade, submittedAt }: SeededResult) {
  return aSubmission({ userId: id, userName: `User ${id}`, userEmail: `${id}@example.com`, marks, grade, submittedAt });
}

async function submit(row: SeededResult) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(clientFirestore(context), `${paths.submissions(QUIZ)}/${row.id}`), resultDocument(row));
  });
}

beforeAll(async () => {
  env = await startRulesEnvironment();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    const batch = writeBatch(db);
    batch.set(doc(db, paths.quiz(QUIZ)), aQuiz({ questionCount: 1, submissionCount: seeded.length }));
    for (const row of seeded) batch.set(doc(db, `${paths.submissions(QUIZ)}/${row.id}`), resultDocument(row));
    await batch.commit();
  });
  await grantAuthority(env, 'ada', { admin: true });
  admin = firestoreAs(env, 'ada', { admin: true });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('the Result Sheet (live pages)', () => {
  it('has results of every grade, with ties in marks and in time', () => {
    expect(new Set(seeded.map((row) => row.grade))).toEqual(new Set(GRADES));
    expect(new Set(seeded.map((row) => row.marks)).size).toBeLessThan(seeded.length);
  });

  it.each([
    ['marks', { ahead: 100, behind: 0 }],
    ['date', { ahead: BASE_TIME + 3_600_000, behind: BASE_TIME - 3_600_000 }],
  ] as const)('pages every result exactly once sorted by %s while players submit', async (sort, { ahead, behind }) => {
    const added: SeededResult[] = [];
    const pages = await readAllPages(quizSubmissionsQuery(admin, QUIZ), RESULT_SHEET_ORDERS[sort], PAGE_SIZES.table, async (pageNumber) => {
      // One result sorting above the pages read (not shown on the pages to come), one below (shown once).
      const stamp = `${sort}-${String(pageNumber)}`;
      const rows =
        sort === 'marks'
          ? [result(`top-${stamp}`, ahead, new Date(BASE_TIME)), result(`low-${stamp}`, behind, new Date(BASE_TIME))]
          : [result(`top-${stamp}`, 50, new Date(ahead)), result(`low-${stamp}`, 50, new Date(behind))];
      for (const row of rows) await submit(row);
      added.push(...rows);
    });
    const shown = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(repeated(shown)).toEqual([]);
    const earlier = pagesBefore(sort);
    const below = added.filter((row) => row.id.startsWith('low-'));
    expect(shown).toEqual(inOrder([...seeded, ...earlier, ...below], sortKeys[sort], 'desc'));
    expect(shown.filter((id) => id.startsWith(`top-${sort}`))).toEqual([]);
    addedBySort[sort] = added;
  });

  it.each(GRADES.flatMap((grade) => (['marks', 'date'] as const).map((sort) => [grade, sort] as const)))(
    'the grade %s sorted by %s: exactly its results, in order, and their count',
    async (grade, sort) => {
      const everything = [...seeded, ...addedBySort.marks, ...addedBySort.date];
      const expected = inOrder(
        everything.filter((row) => row.grade === grade),
        sortKeys[sort],
        'desc',
      );
      const pages = await readAllPages(quizSubmissionsQuery(admin, QUIZ, grade), RESULT_SHEET_ORDERS[sort], 4);
      expect(pages.flat()).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
      expect((await getCountFromServer(countQuery(quizSubmissionsQuery(admin, QUIZ, grade), QUERY_LIMITS.admin))).data().count).toBe(expected.length);
    },
  );
});
