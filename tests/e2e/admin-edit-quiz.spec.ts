import { expect, test } from './support/test';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz } from './support/quizzes';

/** Edit Quiz (ADR 0015): the quiz's fields, its questions, their order, and duplicating. */
test.describe('Edit Quiz', () => {
  test('edits the fields, a question with its explanation and tags, reorders, deletes and duplicates', async ({ page }) => {
    test.slow();
    const { admin } = await newAccount('editor-tools');
    const refs = dataRefs(admin.firestore);
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-edit', quizName: `Editable ${String(Date.now())}` });
    const copies: string[] = [];
    try {
      await signInDirectly(page, demoAccounts.admin, `/dashboard/manageQuizzes?q=${encodeURIComponent(quiz.quizName)}`);
      await page.getByRole('link', { name: `Edit ${quiz.quizName}` }).click();
      await expect(page).toHaveURL(`/dashboard/editQuiz/${quiz.id}`);
      await expect(page).toHaveTitle('Edit Quiz - Quiz Master');
      const questions = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
      await expect(questions).toHaveCount(4);
      await expect(page.getByText('Version 1 ·')).toBeVisible();
      await expectAccessible(page);

      // The quiz's fields: the type turns paid, and the scoring mode partial.
      const form = page.getByRole('form', { name: 'Edit Quiz' });
      await expect(form.getByLabel('Quiz Name')).toHaveValue(quiz.quizName);
      await form.getByLabel('Quiz Name').fill(`${quiz.quizName} (edited)`);
      await form.getByLabel('Quiz Type').selectOption('paid');
      await form.getByLabel('Scoring of multi-answer questions').selectOption('partial');
      await form.getByRole('button', { name: 'Save quiz' }).click();
      await expect(page.getByText('Quiz saved.')).toBeVisible();
      await expect(page.getByRole('heading', { name: `Edit “${quiz.quizName} (edited)”` })).toBeVisible();
      await expect(page.getByText('Version 2 ·')).toBeVisible();
      expect((await refs.quiz(quiz.id).get()).data()).toMatchObject({ quizType: 'paid', scoringMode: 'partial', version: 2 });
      expect((await refs.question(quiz.id, 'q1').get()).data()?.quizType).toBe('paid');

      // A question: new text, a third answer ticked off, an explanation and tags.
      await page.getByRole('button', { name: 'Edit question 2' }).click();
      const editor = page.getByRole('form', { name: 'Edit question 2' });
      await editor.getByLabel('Question', { exact: true }).fill('Which of these numbers are prime?');
      await editor.getByLabel('Explanation (optional)').fill('A prime has exactly two divisors.');
      await editor.getByLabel('Tags (optional)').fill('Maths, primes');
      await editor.getByRole('button', { name: 'Save question' }).click();
      await expect(page.getByText('Question saved.')).toBeVisible();
      await expect(questions.nth(1)).toContainText('2. Which of these numbers are prime?');
      await expect(questions.nth(1)).toContainText('maths');
      const edited = (await refs.question(quiz.id, 'q2').get()).data();
      expect(edited).toMatchObject({ explanation: 'A prime has exactly two divisors.', tags: ['maths', 'primes'] });

      // Reorder with the keyboard's buttons, then by dragging.
      await page.getByRole('button', { name: 'Move question 1 down' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Question 1 is now question 2 of 4.' })).toBeAttached();
      await expect(questions.nth(0)).toContainText('1. Which of these numbers are prime?');
      await questions.nth(3).dragTo(questions.nth(0));
      await expect(questions.nth(0)).toContainText('1. Which language runs natively in web browsers?');
      const order = (await refs.questions(quiz.id).orderBy('order').get()).docs.map((doc) => doc.id);
      expect(order).toEqual(['q4', 'q2', 'q1', 'q3']);

      // Delete a question (after confirming).
      await page.getByRole('button', { name: 'Delete question 4' }).click();
      await page.getByRole('button', { name: 'Yes, delete the question' }).click();
      await expect(page.getByText('Question deleted.')).toBeVisible();
      await expect(questions).toHaveCount(3);
      expect((await refs.quiz(quiz.id).get()).data()?.questionCount).toBe(3);

      // Duplicate: the copy opens in the editor with the same questions.
      await page.getByRole('button', { name: 'Duplicate' }).click();
      await expect(page.getByRole('heading', { name: `Edit “Copy of ${quiz.quizName} (edited)”` })).toBeVisible();
      copies.push(page.url().split('/').pop() ?? '');
      await expect(questions).toHaveCount(3);
      await expect(questions.nth(0)).toContainText('Which language runs natively in web browsers?');
    } finally {
      await quiz.remove();
      for (const id of copies.filter(Boolean)) await admin.firestore.recursiveDelete(refs.quiz(id));
      await admin.close();
    }
  });

  test('refuses a change made from an older version and shows the quiz as another admin left it', async ({ page }) => {
    const { admin } = await newAccount('editor-race');
    const refs = dataRefs(admin.firestore);
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-race', quizName: `Raced ${String(Date.now())}` });
    try {
      await signInDirectly(page, demoAccounts.admin, `/dashboard/editQuiz/${quiz.id}`);
      await expect(page.getByText('Version 1 ·')).toBeVisible();
      // Another admin renames the quiz meanwhile.
      await refs.quiz(quiz.id).update({ quizName: 'Renamed elsewhere', version: 2 });
      await page.getByRole('button', { name: 'Move question 1 down' }).click();
      await expect(page.getByText(/changed by someone else since you opened it/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Edit “Renamed elsewhere”' })).toBeVisible();
      await expect(page.getByText('Version 2 ·')).toBeVisible();
      const order = (await refs.questions(quiz.id).orderBy('order').get()).docs.map((doc) => doc.id);
      expect(order).toEqual(['q1', 'q2', 'q3', 'q4']);
    } finally {
      await quiz.remove();
      await admin.close();
    }
  });

  test('two admins edit one question: the refused save shows the other admin\'s version beside the draft, and a plain Save cannot overwrite it', async ({ page, browser }) => {
    test.slow();
    const { admin } = await newAccount('editor-first');
    const second = await newAccount('editor-second', { claims: { admin: true } });
    const refs = dataRefs(admin.firestore);
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-two', quizName: `Two admins ${String(Date.now())}` });
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      // A opens question 1 and starts a draft.
      await signInDirectly(page, demoAccounts.admin, `/dashboard/editQuiz/${quiz.id}`);
      await page.getByRole('button', { name: 'Edit question 1' }).click();
      const editor = page.getByRole('form', { name: 'Edit question 1' });
      await editor.getByLabel('Question', { exact: true }).fill('Which planet is the red one? (A)');
      await editor.getByLabel('Explanation (optional)').fill('Iron oxide, says A.');

      // Meanwhile B changes the same question: its text, its answer (Venus, not Mars) and its explanation.
      await signInDirectly(other, second, `/dashboard/editQuiz/${quiz.id}`);
      await other.getByRole('button', { name: 'Edit question 1' }).click();
      const otherEditor = other.getByRole('form', { name: 'Edit question 1' });
      await otherEditor.getByLabel('Question', { exact: true }).fill('Which planet is the hottest? (B)');
      await otherEditor.getByText('Venus', { exact: true }).click();
      await otherEditor.getByText('Mars', { exact: true }).click();
      await otherEditor.getByLabel('Explanation (optional)').fill('Its thick air traps heat, says B.');
      await otherEditor.getByRole('button', { name: 'Save question' }).click();
      await expect(other.getByText('Question saved.')).toBeVisible();
      await expect(other.getByText('Version 2 ·')).toBeVisible();

      // A's save is refused, and A's editor now shows B's question beside A's draft.
      await editor.getByRole('button', { name: 'Save question' }).click();
      await expect(page.getByText(/changed by someone else since you opened it/)).toBeVisible();
      await expect(page.getByText('Version 2 ·')).toBeVisible();
      const conflict = editor.getByRole('region', { name: 'Someone else changed this question' });
      await expect(conflict).toBeVisible();
      const theirs = conflict.getByRole('table').getByRole('cell');
      await expect(conflict).toContainText('Which planet is the hottest? (B)');
      await expect(conflict).toContainText('Its thick air traps heat, says B.');
      await expect(theirs.filter({ hasText: 'Venus ✓' })).toHaveCount(1);
      await expect(conflict).toContainText('Which planet is the red one? (A)');
      await expect(theirs.filter({ hasText: 'Mars ✓' })).toHaveCount(1);
      // A plain Save cannot send the draft: it was made from version 1.
      await expect(editor.getByRole('button', { name: 'Save question' })).toBeDisabled();
      expect((await refs.question(quiz.id, 'q1').get()).data()?.question).toBe('Which planet is the hottest? (B)');
      await expectAccessible(page);

      // With the keyboard: the choice has the focus, and A keeps the draft knowingly.
      await expect(conflict).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(conflict.getByRole('button', { name: 'Keep my draft' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(conflict).toBeHidden();
      await editor.getByRole('button', { name: 'Save question' }).click();
      await expect(page.getByText('Question saved.')).toBeVisible();
      await expect(page.getByText('Version 3 ·')).toBeVisible();
      expect((await refs.question(quiz.id, 'q1').get()).data()).toMatchObject({ question: 'Which planet is the red one? (A)', explanation: 'Iron oxide, says A.' });
      // The audit log shows what A's save replaced: B's question, which A had seen.
      const entries = (await refs.auditLog().where('target.id', '==', 'q1').get()).docs.map((doc) => doc.data());
      const replaced = entries.filter((entry) => entry.after?.quizId === quiz.id && entry.after.question === 'Which planet is the red one? (A)');
      expect(replaced.map((entry) => entry.before?.question)).toEqual(['Which planet is the hottest? (B)']);
    } finally {
      await otherContext.close();
      await quiz.remove();
      await second.admin.close();
      await admin.close();
    }
  });

  test('two admins: when the question being edited is deleted by the other, the editor says its draft was not saved', async ({ page, browser }) => {
    test.slow();
    const { admin } = await newAccount('editor-deleted');
    const second = await newAccount('editor-deleter', { claims: { admin: true } });
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-gone', quizName: `Deleted under an editor ${String(Date.now())}` });
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    try {
      await signInDirectly(page, demoAccounts.admin, `/dashboard/editQuiz/${quiz.id}`);
      await page.getByRole('button', { name: 'Edit question 1' }).click();
      const editor = page.getByRole('form', { name: 'Edit question 1' });
      await editor.getByLabel('Question', { exact: true }).fill('A draft with nowhere to go');

      await signInDirectly(other, second, `/dashboard/editQuiz/${quiz.id}`);
      await other.getByRole('button', { name: 'Delete question 1' }).click();
      await other.getByRole('button', { name: 'Yes, delete the question' }).click();
      await expect(other.getByText('Question deleted.')).toBeVisible();

      // A's save is refused; the page reloads without the question and says what became of the draft.
      await editor.getByRole('button', { name: 'Save question' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Another admin deleted the question you were editing, so your changes to it were not saved.' });
      await expect(notice).toBeVisible();
      await expect(editor).toBeHidden();
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toBeHidden();
    } finally {
      await otherContext.close();
      await quiz.remove();
      await second.admin.close();
      await admin.close();
    }
  });

  test('two admins edit the quiz fields: the refused save shows their values beside the draft, and the draft gives way on request', async ({ page, browser }) => {
    test.slow();
    const { admin } = await newAccount('editor-fields');
    const second = await newAccount('editor-fields-second', { claims: { admin: true } });
    const refs = dataRefs(admin.firestore);
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-two-fields', quizName: `Fields ${String(Date.now())}` });
    // A works in dark mode: the choice must read there too.
    const darkContext = await browser.newContext({ colorScheme: 'dark' });
    const dark = await darkContext.newPage();
    try {
      await signInDirectly(dark, demoAccounts.admin, `/dashboard/editQuiz/${quiz.id}`);
      const form = dark.getByRole('form', { name: 'Edit Quiz' });
      await expect(form.getByLabel('Quiz Name')).toHaveValue(quiz.quizName);
      await form.getByLabel('Description').fill('Described by A.');

      await signInDirectly(page, second, `/dashboard/editQuiz/${quiz.id}`);
      const otherForm = page.getByRole('form', { name: 'Edit Quiz' });
      await otherForm.getByLabel('Quiz Name').fill(`${quiz.quizName} (B)`);
      await otherForm.getByRole('button', { name: 'Save quiz' }).click();
      await expect(page.getByText('Quiz saved.')).toBeVisible();
      await expect(page.getByText('Version 2 ·')).toBeVisible();
      // B's own form shows what B saved.
      await expect(otherForm.getByLabel('Quiz Name')).toHaveValue(`${quiz.quizName} (B)`);

      await form.getByRole('button', { name: 'Save quiz' }).click();
      await expect(dark.getByText(/changed by someone else since you opened it/)).toBeVisible();
      const conflict = form.getByRole('region', { name: 'Someone else changed the quiz' });
      await expect(conflict.getByRole('row', { name: /Quiz Name/ })).toContainText(`${quiz.quizName} (B)`);
      await expect(conflict.getByRole('row', { name: /Description/ })).toContainText('Described by A.');
      await expect(form.getByRole('button', { name: 'Save quiz' })).toBeDisabled();
      await expectAccessible(dark);

      await conflict.getByRole('button', { name: 'Use their version' }).click();
      await expect(conflict).toBeHidden();
      await expect(form.getByLabel('Quiz Name')).toHaveValue(`${quiz.quizName} (B)`);
      await expect(form.getByLabel('Description')).toHaveValue('A quiz made by the end-to-end tests.');
      expect((await refs.quiz(quiz.id).get()).data()).toMatchObject({ quizName: `${quiz.quizName} (B)`, version: 2 });
    } finally {
      await darkContext.close();
      await quiz.remove();
      await second.admin.close();
      await admin.close();
    }
  });

  test('imports questions only after a clean check, shows each problem with its line, and exports the questions as GIFT', async ({ page }) => {
    const { admin } = await newAccount('editor-import');
    const refs = dataRefs(admin.firestore);
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-import', quizName: `Imported ${String(Date.now())}`, questionCount: 1 });
    try {
      await signInDirectly(page, demoAccounts.admin, `/dashboard/editQuiz/${quiz.id}`);
      const questions = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
      await expect(questions).toHaveCount(1);
      const form = page.getByRole('form', { name: 'Import questions' });
      const header = 'question,option 1,option 2,option 3,answers,explanation,tags';
      await form.getByLabel('Questions to import').fill(
        [header, 'Which planet is known as the Red Planet?,Venus,Mars,,2,,', 'Capital of Italy?,Rome,Milan,,,,', 'Largest planet?,Jupiter,Mars,,4,,'].join('\n'),
      );
      await form.getByRole('button', { name: 'Check' }).click();
      const problems = form.getByRole('table', { name: 'Import problems' });
      await expect(problems.getByRole('row')).toHaveCount(4);
      await expect(problems.getByRole('row').nth(1)).toContainText(/^2\s*Duplicate question: the quiz already has it as question 1\./);
      await expect(problems.getByRole('row').nth(2)).toContainText('3');
      await expect(problems.getByRole('row').nth(3)).toContainText('4');
      await expect(form.getByRole('button', { name: /^Import/ })).toBeDisabled();
      await expectAccessible(page);

      await form.getByLabel('Questions to import').fill([header, 'Capital of Italy?,Rome,Milan,,1,It has been since 1871.,capitals', 'Largest planet?,Jupiter,Mars,Venus,1,,'].join('\n'));
      await form.getByRole('button', { name: 'Check' }).click();
      await expect(form.getByText('2 questions are ready to import.')).toBeVisible();
      await form.getByRole('button', { name: 'Import 2 questions' }).click();
      await expect(page.getByText('Imported 2 questions.')).toBeVisible();
      await expect(questions).toHaveCount(3);
      await expect(questions.nth(1)).toContainText('2. Capital of Italy?');
      expect((await refs.quiz(quiz.id).get()).data()?.questionCount).toBe(3);

      // Export as GIFT: the file holds the three questions, the explanation and the tag.
      const download = page.waitForEvent('download');
      await page.getByRole('group', { name: 'Export questions' }).getByRole('button', { name: 'GIFT (Moodle)' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.gift\.txt$/);
      const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks as Buffer[]).toString('utf8'));
      expect(text).toContain('Capital of Italy?');
      expect(text).toContain('// [tag:capitals]');
      expect(text).toContain('####It has been since 1871.');
    } finally {
      await quiz.remove();
      await admin.close();
    }
  });
});
