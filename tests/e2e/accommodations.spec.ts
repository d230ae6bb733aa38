import { expect, test } from './support/test';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz } from './support/quizzes';

/** Accommodations (ADR 0018): an admin gives a player 1.5x the time, and the player's timer shows it. */
test.describe('accommodations', () => {
  test("an admin sets a time multiplier on the user's page, and that player's quiz runs longer", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const player = await newAccount('accommodated');
    const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-accommodated', quizName: `Longer ${String(Date.now())}`, allQTime: 10, createdAt: new Date(0) });
    const playerContext = await browser.newContext();
    try {
      await signInDirectly(page, demoAccounts.admin, `/user/${player.uid}`);
      const form = page.getByRole('form', { name: 'Accommodations' });
      await expect(form.getByLabel('Time multiplier')).toHaveValue('1');
      await form.getByLabel('Time multiplier').fill('0.5');
      await expect(form.getByText('At least 1 (no extra time)')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Save accommodations' })).toBeDisabled();
      await form.getByLabel('Time multiplier').fill('1.5');
      await form.getByLabel('Extra attempts').fill('1');
      await form.getByRole('button', { name: 'Save accommodations' }).click();
      await expect(page.getByText('Accommodations saved.')).toBeVisible();
      await expectAccessible(page);
      expect((await dataRefs(player.admin.firestore).accommodation(player.uid).get()).data()).toMatchObject({ timeMultiplier: 1.5, extraAttempts: 1 });

      const playerPage = await playerContext.newPage();
      await signInDirectly(playerPage, player, `/startQuiz/${quiz.id}`);
      await expect(playerPage.getByRole('timer')).toContainText(/^(15:00|14:[0-5]\d)$/);
      const panel = playerPage.getByRole('complementary', { name: 'Quiz details' });
      await expect(panel).toContainText('Total time15 minutes');
      await expect(panel).toContainText('Attempt1 of 3');
    } finally {
      await playerContext.close();
      await quiz.remove();
      await player.admin.close();
    }
  });
});
