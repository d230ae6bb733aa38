import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { cannotRevertText, confirmTitle, deleteFromQuizzesLabel, quizDeletedMessage } from '@quizmaster/shared/messages';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { signIn } from '../support/api';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz, submitThroughApi } from './support/quizzes';
import { expectColumns } from './support/tables';

/** Cleanups a test registers as it makes things; they run even when the test fails. */
const it = test.extend<{ cleanup: (step: () => Promise<unknown>) => void }>({
  cleanup: async ({ browserName: _browserName }, use) => {
    const steps: (() => Promise<unknown>)[] = [];
    await use((step) => steps.push(step));
    for (const step of steps.reverse()) await step();
  },
});

test.describe('Manage Quizzes and Quiz details', () => {
  it('lists a quiz with its submissions; Details shows it with the Result Sheet and its CSV', async ({ page, cleanup }) => {
    test.slow();
    const best = await newAccount('sheetbest');
    cleanup(() => best.admin.close());
    const other = await newAccount('sheetother');
    cleanup(() => other.admin.close());
    const quiz = await createTestQuiz(best.admin.firestore, { idPrefix: 'e2e-sheet', quizName: `Sheet ${String(Date.now())}` });
    cleanup(quiz.remove);
    // 4 of 4 right, then 1 of 4 right: 100 (A+) and 25 (F).
    await submitThroughApi(await signIn(best.email, best.password), quiz.id, { q1: [2], q2: [1, 3], q3: [3], q4: [2] });
    await submitThroughApi(await signIn(other.email, other.password), quiz.id, { q1: [2], q2: [1], q3: [1], q4: [1] });

    await signInDirectly(page, demoAccounts.admin, '/dashboard/manageQuizzes');
    await expect(page).toHaveTitle('Manage Quizzes - Quiz Master');
    const table = page.getByRole('table');
    await expectColumns(table, ['#', 'Image', 'Name', 'Status', 'Submissions', 'Details', 'Edit', 'Delete']);
    // The header's total is a count() of every quiz (the table shows one page); other specs add quizzes meanwhile.
    // The heading counts once, as the page loads: when another spec added or removed a quiz since,
    // load the page again and compare with a fresh count.
    let firstTry = true;
    await expect(async () => {
      if (!firstTry) await page.reload();
      firstTry = false;
      const total = (await best.admin.firestore.collection('quizzes').count().get()).data().count;
      await expect(page.getByRole('heading', { name: `All Quizzes (${String(total)})` })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const row = page.getByTestId(`quiz-${quiz.id}`);
    await expect(row).toContainText(quiz.quizName);
    await expect(row).toContainText('free');
    await expect(row.getByRole('img', { name: `Cover of ${quiz.quizName}` })).toBeAttached();
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
    await expectAccessible(page);

    await row.getByRole('link', { name: `Details of ${quiz.quizName}` }).click();
    await expect(page).toHaveURL(`/dashboard/quizDetails/${quiz.id}`);
    await expect(page).toHaveTitle('Quiz Details - Quiz Master');
    await expect(page.getByRole('heading', { name: quiz.quizName })).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${quiz.quizName}` })).toBeVisible();
    for (const [label, value] of [
      ['Type', 'free'],
      ['Total questions', '4'],
      ['Total submissions', '2'],
      ['Description', 'A quiz made by the end-to-end tests.'],
    ] as const) {
      await expect(page.getByText(label, { exact: true }).locator('..')).toContainText(value);
    }
    const sheet = page.getByRole('region', { name: 'Result Sheet' });
    const sheetRows = sheet.getByRole('row');
    await expect(sheetRows).toHaveCount(3);
    await expect(sheetRows.nth(1)).toContainText(`1${best.name}${best.email}100A+`);
    await expect(sheetRows.nth(2)).toContainText(`2${other.name}${other.email}25F`);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sheet-\d+-results\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('#,Name,Email,Marks,Grade,Submitted');
    expect(lines[1]).toMatch(new RegExp(`^1,${best.name},${best.email},100,A\\+,\\d{4}-`));
    expect(lines[2]).toMatch(new RegExp(`^2,${other.name},${other.email},25,F,\\d{4}-`));
    expect(lines).toHaveLength(3);
  });

  it('deletes a quiz only once confirmed, with the spec texts', async ({ page, cleanup }) => {
    const { admin } = await newAccount('quizdeleter', { record: false });
    cleanup(() => admin.close());
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-delete', quizName: `Doomed ${String(Date.now())}` });
    // Deleting a missing document is a no-op, so this only matters when the test fails before the delete.
    cleanup(quiz.remove);
    await signInDirectly(page, demoAccounts.admin, '/dashboard/manageQuizzes');
    const row = page.getByTestId(`quiz-${quiz.id}`);
    const deleteButton = row.getByRole('button', { name: `Delete ${quiz.quizName}` });

    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: confirmTitle });
    await expect(dialog).toContainText(cannotRevertText);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await admin.firestore.doc(`quizzes/${quiz.id}`).get()).exists).toBe(true);

    await deleteButton.click();
    await page.getByRole('alertdialog').getByRole('button', { name: deleteFromQuizzesLabel }).click();
    await expect(page.getByText(quizDeletedMessage(quiz.quizName))).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await admin.firestore.doc(`quizzes/${quiz.id}`).get()).exists).toBe(false);
    expect((await admin.firestore.collection(`quizzes/${quiz.id}/questions`).get()).empty).toBe(true);
  });

  it('says so when the quiz does not exist', async ({ page }) => {
    await signInDirectly(page, demoAccounts.admin, '/dashboard/quizDetails/no-such-quiz');
    await expect(page.getByRole('heading', { name: 'Quiz not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Manage Quizzes' }).click();
    await expect(page).toHaveURL('/dashboard/manageQuizzes');
  });
});
