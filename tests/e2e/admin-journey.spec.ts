import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { quizSubmittedMessage } from '@quizmaster/shared/messages';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { newAccount, signInDirectly } from './support/accounts';
import { createQuizThroughUi } from './support/admin-quiz';
import { tickOption } from './support/quizzes';

const QUESTIONS = [
  { question: 'Which ocean is the largest?', options: ['Atlantic', 'Pacific', 'Indian'], correct: ['Pacific'] },
  { question: 'Which of these are primary colours?', options: ['Red', 'Green', 'Blue', 'Purple'], correct: ['Red', 'Blue'] },
  { question: 'How many legs has a spider?', options: ['Six', 'Eight'], correct: ['Eight'] },
];

/** Ticks the options (radio buttons on the one-answer questions) and presses Next, then waits until the next screen is there. */
async function answer(page: Page, options: string[], thenShows: string) {
  for (const option of options) await tickOption(page, option);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: thenShows })).toBeVisible();
}

test('an admin builds a paid quiz, a premium player takes it, the admin reads the result and downloads it', async ({ page, browser }) => {
  test.slow();
  const quizName = `Journey ${String(Date.now())}`;
  // A premium player: the claims and the record agree, as after a real payment.
  const inAYear = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  const player = await newAccount('journeyer', { claims: { premium: true, premiumUntil: Math.floor(inAYear.getTime() / 1000) } });
  await player.admin.firestore.doc(`users/${player.uid}`).update({ isPaid: true, premiumUntil: inAYear });

  // The admin builds the quiz in the browser, with a built-in cover.
  await signInDirectly(page, demoAccounts.admin);
  await createQuizThroughUi(page, { quizName, quizType: 'paid', cover: 'Science', questions: QUESTIONS });

  // The premium player finds it on /quizzes and takes it: two of three right.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await signInDirectly(playerPage, player, '/quizzes');
  await playerPage.getByRole('link', { name: `Take A Test: ${quizName}` }).click();
  await expect(playerPage.getByRole('heading', { name: 'Which ocean is the largest?' })).toBeVisible();
  await answer(playerPage, ['Pacific'], 'Which of these are primary colours?');
  await answer(playerPage, ['Red', 'Blue'], 'How many legs has a spider?');
  await answer(playerPage, ['Six'], 'You reached the end');
  // The score screen: 10 of 15 points, 66.67 %, grade A (shared/src/grading.ts); Submit returns to the home page.
  const marks = '66.67';
  const score = playerPage.getByRole('group', { name: 'Your score' });
  await expect(score).toContainText('Points10/15');
  await expect(score).toContainText(`Marks${marks}%`);
  await expect(score).toContainText('GradeA');
  await expect(playerPage.getByText('2 of 3 questions right.')).toBeVisible();
  await playerPage.getByRole('button', { name: 'Submit' }).click();
  await expect(playerPage.getByText(quizSubmittedMessage(player.name))).toBeVisible();
  await expect(playerPage).toHaveURL('/');
  await playerContext.close();

  // The admin finds it in Manage Quizzes, opens its details and reads the Result Sheet.
  await page.getByRole('link', { name: 'Manage Quizzes' }).click();
  await page.getByRole('link', { name: `Details of ${quizName}` }).click();
  await expect(page.getByRole('heading', { name: quizName })).toBeVisible();
  const sheet = page.getByRole('region', { name: 'Result Sheet' });
  await expect(sheet.getByRole('row').nth(1)).toContainText(`1${player.name}${player.email}${marks}A`);

  const [download] = await Promise.all([page.waitForEvent('download'), sheet.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^1,${player.name},${player.email},${marks.replace('.', '\\.')},A,`));

  const quizzes = await player.admin.firestore.collection('quizzes').where('quizName', '==', quizName).get();
  for (const quiz of quizzes.docs) await player.admin.firestore.recursiveDelete(quiz.ref);
  await player.admin.close();
});
