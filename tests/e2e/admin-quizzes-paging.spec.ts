import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { gradeFor } from '@quizmaster/shared/grading';
import { PAGE_SIZES, searchKey } from '@quizmaster/shared/paging';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { signInDirectly } from './support/accounts';

/**
 * Manage Quizzes and the Result Sheet, paged (ADR 0014): Next / Previous pages, the name search,
 * the type filter, the sort and the grade filter all live in the URL and survive a reload. The
 * spec adds 27 quizzes (older than every other, so other specs' quizzes stay on the first page)
 * and one quiz with 30 results, and deletes them at the end.
 */

const PAGE = PAGE_SIZES.table;
const stamp = `Mq${String(Date.now() % 1_000_000)}`;
const admin = emulatorAdmin(`e2e-admin-paging-${String(process.pid)}`);
const refs = dataRefs(admin.firestore);
const QUIZZES = 27;
const paidIndexes = Array.from({ length: QUIZZES }, (_, index) => index).filter((index) => index % 4 === 0);
const quizIds = Array.from({ length: QUIZZES }, (_, index) => `e2e-manage-${stamp}-${String(index).padStart(2, '0')}`);
const sheetQuizId = `e2e-sheet-paging-${stamp}`;

/** 30 results: marks spread over every grade, one a minute (the last is the newest). */
const results = Array.from({ length: 30 }, (_, index) => {
  const marks = (index * 37) % 101;
  return {
    id: `r-${String(index).padStart(2, '0')}`,
    userName: `Player ${String(index).padStart(2, '0')}`,
    marks,
    grade: gradeFor(marks),
    submittedAt: new Date(Date.UTC(2002, 0, 1) + index * 60_000),
  };
});

function quizDocument(quizName: string, quizType: 'free' | 'paid', createdAt: Date, submissionCount = 0) {
  return {
    quizName,
    quizNameLower: searchKey(quizName),
    published: true,
    image: '/covers/science.svg',
    description: 'A quiz for the admin paging test.',
    quizType,
    resultType: 'quiz-wise' as const,
    timeType: 'per-quiz' as const,
    retakeCount: 0,
    allQTime: 5,
    questionCount: 4,
    submissionCount,
    createdBy: 'e2e',
    createdAt,
  };
}

// One worker runs this file's tests in order: they share the quizzes seeded below.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  const batch = admin.firestore.batch();
  quizIds.forEach((id, index) => {
    const quizType = paidIndexes.includes(index) ? 'paid' : 'free';
    batch.set(refs.quiz(id), quizDocument(`${stamp} quiz ${String(index).padStart(2, '0')}`, quizType, new Date(Date.UTC(2002, 0, 1) + index * 60_000)));
  });
  batch.set(refs.quiz(sheetQuizId), quizDocument(`Sheet ${stamp}`, 'free', new Date(Date.UTC(2002, 0, 2)), results.length));
  for (const { id, userName, marks, grade, submittedAt } of results) {
    batch.set(refs.submissions(sheetQuizId).doc(id), {
      userId: `user-${id}`,
      userName,
      userEmail: `${id}@example.com`,
      marks,
      points: 0,
      grade,
      paid: false,
      attempt: 1,
      startedAt: new Date(submittedAt.getTime() - 60_000),
      submittedAt,
    });
  }
  await batch.commit();
});

test.afterAll(async () => {
  for (const id of [...quizIds, sheetQuizId]) await admin.firestore.recursiveDelete(admin.firestore.doc(`quizzes/${id}`));
  await admin.close();
});

/** The table's body rows (the header row has column headers, not cells). */
const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });
const firstCell = (row: Locator) => row.getByRole('cell').first();

async function expectPageStartsAt(table: Locator, rowNumber: number, rows: number) {
  await expect(bodyRows(table)).toHaveCount(rows);
  await expect(firstCell(bodyRows(table).first())).toHaveText(String(rowNumber));
}

async function signInAsAdmin(page: Page) {
  await signInDirectly(page, demoAccounts.admin);
}

test.describe('paged admin tables', () => {
  // Each test walks several pages and reloads; give a busy CI machine room.
  test.describe.configure({ timeout: 60_000 });

  test('Manage Quizzes: pages, name search and type filter in the URL, kept through reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/manageQuizzes');
    const table = page.getByRole('table');
    await expectPageStartsAt(table, 1, PAGE);
    // The header's total is a count() of every quiz; other specs add quizzes meanwhile.
    await expect(async () => {
      const total = (await admin.firestore.collection('quizzes').count().get()).data().count;
      await expect(page.getByRole('heading', { name: `All Quizzes (${String(total)})` })).toBeVisible({ timeout: 1000 });
    }).toPass();

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]after=[\\w-]+&start=${String(PAGE)}$`));
    // Other specs add and delete quizzes meanwhile, so page two's length varies: it starts at row PAGE + 1.
    await expect(firstCell(bodyRows(table).first())).toHaveText(String(PAGE + 1));
    const firstOfPageTwo = await bodyRows(table).first().getAttribute('data-testid');
    await page.reload();
    await expect(firstCell(bodyRows(table).first())).toHaveText(String(PAGE + 1));
    await expect(bodyRows(table).first()).toHaveAttribute('data-testid', firstOfPageTwo ?? '');
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL('/dashboard/manageQuizzes');
    await expectPageStartsAt(table, 1, PAGE);

    // A name prefix in another case: exactly our 27, by name, over two pages.
    await page.getByLabel('Search by quiz name').fill(stamp.toUpperCase());
    await expect(page).toHaveURL(`/dashboard/manageQuizzes?q=${stamp.toUpperCase()}`);
    await expect(page.getByRole('heading', { name: `All Quizzes (${String(QUIZZES)})` })).toBeVisible();
    await expectPageStartsAt(table, 1, PAGE);
    await expect(bodyRows(table).first()).toHaveAttribute('data-testid', `quiz-${quizIds[0] ?? ''}`);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expectPageStartsAt(table, PAGE + 1, QUIZZES - PAGE);
    await expect(page.getByText(`Rows ${String(PAGE + 1)}–${String(QUIZZES)} of ${String(QUIZZES)}`)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Search by quiz name')).toHaveValue(stamp.toUpperCase());
    await expectPageStartsAt(table, PAGE + 1, QUIZZES - PAGE);

    // Paid only: the search stays, the page goes back to the first.
    await page.getByLabel('Type', { exact: true }).selectOption('paid');
    await expect(page).toHaveURL(`/dashboard/manageQuizzes?q=${stamp.toUpperCase()}&type=paid`);
    await expect(page.getByRole('heading', { name: `All Quizzes (${String(paidIndexes.length)})` })).toBeVisible();
    await expectPageStartsAt(table, 1, paidIndexes.length);
    // The Status cell: the type, then Published or Draft.
    for (const row of await bodyRows(table).all()) await expect(row.getByRole('cell').nth(3)).toHaveText(/^paid(Published|Draft)$/);
    await page.reload();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('paid');
    await expectPageStartsAt(table, 1, paidIndexes.length);

    await page.getByLabel('Search by quiz name').fill('no quiz is called this');
    await expect(page.getByText('No quiz matches this search.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All Quizzes (0)' })).toBeVisible();
  });

  test('Result Sheet: pages, sort by marks or date and the grade filter in the URL, kept through reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/dashboard/quizDetails/${sheetQuizId}`);
    await expect(page.getByText('Total submissions', { exact: true }).locator('..')).toContainText(String(results.length));
    const sheet = page.getByRole('region', { name: 'Result Sheet' });
    const table = sheet.getByRole('table');
    const best = [...results].sort((a, b) => b.marks - a.marks || (a.id < b.id ? 1 : -1));
    await expectPageStartsAt(table, 1, PAGE);
    await expect(bodyRows(table).first()).toHaveAttribute('data-testid', `result-${best[0]?.id ?? ''}`);
    await expect(sheet.getByText(`Rows 1–${String(PAGE)} of ${String(results.length)}`)).toBeVisible();

    await sheet.getByRole('link', { name: 'Next page' }).click();
    await expectPageStartsAt(table, PAGE + 1, results.length - PAGE);
    await expect(bodyRows(table).first()).toHaveAttribute('data-testid', `result-${best[PAGE]?.id ?? ''}`);
    await page.reload();
    await expectPageStartsAt(table, PAGE + 1, results.length - PAGE);

    // Newest first, from the first page.
    await sheet.getByLabel('Sort by', { exact: true }).selectOption('date');
    await expect(page).toHaveURL(`/dashboard/quizDetails/${sheetQuizId}?sort=date`);
    await expectPageStartsAt(table, 1, PAGE);
    await expect(bodyRows(table).first()).toHaveAttribute('data-testid', 'result-r-29');

    // One grade, newest first: exactly its results.
    const failed = results.filter((result) => result.grade === 'F').sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime());
    await sheet.getByLabel('Grade', { exact: true }).selectOption('F');
    await expect(page).toHaveURL(`/dashboard/quizDetails/${sheetQuizId}?sort=date&grade=F`);
    await expectPageStartsAt(table, 1, failed.length);
    await expect(bodyRows(table)).toHaveText(failed.map((result) => new RegExp(`${result.userName}.*${String(result.marks)}F$`)));
    await page.reload();
    await expect(sheet.getByLabel('Sort by', { exact: true })).toHaveValue('date');
    await expect(sheet.getByLabel('Grade', { exact: true })).toHaveValue('F');
    await expectPageStartsAt(table, 1, failed.length);

    // The download is the whole sheet, whatever the page and filter on screen (the function streams it).
    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`sheet-${stamp.toLowerCase()}-results.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(results.length + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1]))).toEqual(new Set(results.map((result) => result.userName)));
  });
});
