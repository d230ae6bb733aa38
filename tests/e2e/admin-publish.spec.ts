import { expect, test, type Page } from './support/test';
import { collections } from '@quizmaster/shared/paths';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { newAccount, signInDirectly } from './support/accounts';
import { createQuizThroughUi } from './support/admin-quiz';
import { expectAccessible } from './support/axe';
import { createTestQuiz } from './support/quizzes';

/**
 * Draft and published quizzes (ADR 0016): a quiz saved as a draft in Add
 * Quiz is one players do not see on /quizzes until an admin publishes it on its Edit page;
 * unpublishing hides it again. The player looks in a browser context of their own.
 */

/** /quizzes as a player sees it on a fresh load: true when the quiz's card is there. */
async function playerSees(player: Page, quizName: string): Promise<boolean> {
  await player.goto('/quizzes');
  // Wait for the cards (the demo quizzes are always published), then look for this one.
  await expect(player.getByRole('link', { name: /^Take A Test: / }).first()).toBeVisible();
  return (await player.getByRole('link', { name: `Take A Test: ${quizName}` }).count()) > 0;
}

test.describe('Publishing a quiz', () => {
  test('Save as draft in Add Quiz keeps a quiz hidden; publishing it on Edit Quiz shows it to players, unpublishing hides it', async ({ page, browser }) => {
    test.slow();
    const { admin } = await newAccount('publisher', { record: false });
    const player = await newAccount('catalogue-reader');
    const quizName = `Drafted ${String(Date.now())}`;
    const playerContext = await browser.newContext();
    const playerPage = await playerContext.newPage();
    try {
      await signInDirectly(playerPage, player, '/quizzes');
      await signInDirectly(page, demoAccounts.admin);
      await createQuizThroughUi(page, {
        quizName,
        quizType: 'free',
        finish: 'draft',
        questions: [{ question: 'Which is the longest river?', options: ['Nile', 'Thames'], correct: ['Nile'] }],
      });
      const stored = await admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
      expect(stored.docs.map((quiz) => quiz.get('published') as unknown)).toEqual([false]);
      expect(await playerSees(playerPage, quizName)).toBe(false);

      // Manage Quizzes lists the draft as such; its Edit page says what a draft means.
      await page.goto(`/dashboard/manageQuizzes?q=${encodeURIComponent(quizName)}`);
      const row = page.getByRole('row').filter({ hasText: quizName });
      await expect(row.getByRole('cell').nth(3)).toHaveText('freeDraft');
      await row.getByRole('link', { name: `Edit ${quizName}` }).click();
      await expect(page.getByText('Draft: players cannot see this quiz.')).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('Quiz published: players can see it now.')).toBeVisible();
      await expect(page.getByText('Published: players see this quiz in the catalogue.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
      expect(await playerSees(playerPage, quizName)).toBe(true);

      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(page.getByText(/Quiz unpublished: players no longer see it/)).toBeVisible();
      await expect(page.getByText('Draft: players cannot see this quiz.')).toBeVisible();
      expect(await playerSees(playerPage, quizName)).toBe(false);

      await page.goto(`/dashboard/manageQuizzes?q=${encodeURIComponent(quizName)}`);
      await expect(page.getByRole('row').filter({ hasText: quizName }).getByRole('cell').nth(3)).toHaveText('freeDraft');
    } finally {
      await playerContext.close();
      await player.admin.close();
      const made = await admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
      for (const quiz of made.docs) await admin.firestore.recursiveDelete(quiz.ref);
      await admin.close();
    }
  });

  test('keeps Publish disabled, saying why, while the draft has no questions', async ({ page }) => {
    const { admin } = await newAccount('empty-publisher', { record: false });
    const quiz = await createTestQuiz(admin.firestore, { idPrefix: 'e2e-empty-draft', quizName: `Empty ${String(Date.now())}`, questionCount: 0, published: false });
    try {
      await signInDirectly(page, demoAccounts.admin, `/dashboard/editQuiz/${quiz.id}`);
      await expect(page.getByText('Draft: players cannot see this quiz.')).toBeVisible();
      const publish = page.getByRole('button', { name: 'Publish', exact: true });
      await expect(publish).toBeDisabled();
      await expect(publish).toHaveAccessibleDescription('Add at least one question before publishing.');
      expect((await dataRefs(admin.firestore).quiz(quiz.id).get()).data()?.published).toBe(false);
    } finally {
      await quiz.remove();
      await admin.close();
    }
  });
});
