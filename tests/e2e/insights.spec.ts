import { expect, test } from './support/test';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { signIn } from '../support/api';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz, submitThroughApi } from './support/quizzes';

/** ADR 0024's insight in the browser: My Results (chart, review and certificate, best and leaderboard), and the item analysis. */

test.describe('insight', () => {
  test('My Results lists every attempt with its certificate, charts the marks and shows the leaderboard of a best', async ({ page }) => {
    test.setTimeout(90_000);
    const player = await newAccount('historian');
    const rival = await newAccount('rival');
    const stamp = String(Date.now());
    const certified = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-results', quizName: `Certified ${stamp}`, retakeCount: 1 });
    const plain = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-results', quizName: `Plain ${stamp}` });
    await dataRefs(player.admin.firestore).quiz(certified.id).update({ passMark: 75, leaderboard: true });
    try {
      const token = await signIn(player.email, player.password);
      await submitThroughApi(token, certified.id, { q1: [2] });
      await submitThroughApi(token, plain.id, { q1: [2], q2: [1, 3] });
      await submitThroughApi(token, certified.id, { q1: [2], q2: [1, 3], q3: [3], q4: [2] });
      await submitThroughApi(await signIn(rival.email, rival.password), certified.id, { q1: [2], q2: [1, 3], q3: [3], q4: [2] });

      await signInDirectly(page, player, '/dashboard/myResults');
      await expect(page.getByRole('heading', { name: 'My Results', level: 1 })).toBeVisible();
      const table = page.getByRole('region', { name: 'My results table' });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(1)).toContainText(`Certified ${stamp}`);
      await expect(rows.nth(1)).toContainText('100%');
      await expect(rows.nth(3)).toContainText('25%');
      await expect(page.getByRole('img', { name: /Your marks over your last 3 attempts, from 25% to 100%/ })).toBeVisible();

      const download = page.waitForEvent('download');
      await rows.nth(1).getByRole('button', { name: 'Certificate' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      await expect(rows.nth(3).getByRole('button', { name: 'Certificate' })).toHaveCount(0);

      const best = page.getByRole('listitem').filter({ hasText: `Certified ${stamp}` });
      await expect(best).toContainText('2 attempts');
      await best.getByRole('button', { name: 'Leaderboard' }).click();
      const board = best.getByRole('table', { name: 'Leaderboard' });
      // Both players scored 100%: ranked by time, or tied when the times match to the second.
      await expect(board.getByRole('row')).toHaveCount(3);
      await expect(board).toContainText(`${player.name} (you)`);
      await expect(board).toContainText(rival.name);
      await expectAccessible(page);
    } finally {
      await Promise.all([certified.remove(), plain.remove()]);
      await Promise.all([player.admin.close(), rival.admin.close()]);
    }
  });

  test('the item analysis shows each question with its difficulty, discrimination, option counts and flags', async ({ page }) => {
    test.setTimeout(90_000);
    const admin = await newAccount('analyst', { claims: { admin: true } });
    const quiz = await createTestQuiz(admin.admin.firestore, { idPrefix: 'e2e-analysis', quizName: `Analysed ${String(Date.now())}` });
    const players = await Promise.all(Array.from({ length: 5 }, (_unused, index) => newAccount(`taker${String(index)}`)));
    try {
      // Everyone gets question 1 right (too easy); nobody question 3.
      await Promise.all(
        players.map(async (player, index) =>
          submitThroughApi(await signIn(player.email, player.password), quiz.id, { q1: [2], q2: index < 3 ? [1, 3] : [2], q3: [1], q4: index < 2 ? [2] : [1] }),
        ),
      );
      await signInDirectly(page, admin, `/dashboard/quizDetails/${quiz.id}`);
      await page.getByRole('link', { name: 'Item analysis and leaderboard' }).click();
      await expect(page.getByRole('heading', { name: `Item analysis: ${quiz.quizName}` })).toBeVisible();
      await expect(page.getByText('5 submissions')).toBeVisible();

      const first = page.getByLabel('Question 1', { exact: true });
      await expect(first).toContainText('100%');
      await expect(first).toContainText(/Too easy/);
      const third = page.getByLabel('Question 3', { exact: true });
      await expect(third).toContainText(/Too hard/);
      await expect(third.getByRole('list', { name: 'How often each option was chosen' })).toContainText('5 (100%)');
      const second = page.getByLabel('Question 2', { exact: true });
      await expect(second).toContainText('60%');
      await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await quiz.remove();
      await Promise.all([admin.admin.close(), ...players.map((player) => player.admin.close())]);
    }
  });
});
