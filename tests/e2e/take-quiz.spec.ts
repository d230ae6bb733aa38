import { expect, test, type Page } from './support/test';
import type { Firestore } from 'firebase-admin/firestore';
import { quizSubmittedMessage } from '@quizmaster/shared/messages';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { answerOption, createTestQuiz, SAMPLE_QUESTIONS, tickOption, type TestQuizOptions } from './support/quizzes';
import { authHost, projectId } from '../support/urls';
import { holdTheApp } from './support/app-chunk';

/**
 * Taking a quiz (/startQuiz/{quizId}) against the real API: every test plays its own quiz, with
 * a known answer key, as its own new player, and deletes the quiz afterwards.
 */

const QUESTIONS = SAMPLE_QUESTIONS;

type QuizOptions = Omit<TestQuizOptions, 'idPrefix' | 'quizName' | 'createdAt'>;

let quizCounter = 0;

/** A quiz of its own for one test: the oldest of all, so it never pushes the demo quizzes around on the landing page. */
function createQuiz(firestore: Firestore, options: QuizOptions = {}) {
  quizCounter += 1;
  return createTestQuiz(firestore, { ...options, idPrefix: 'e2e-take', quizName: `Take test ${String(quizCounter)}`, createdAt: new Date(0) });
}

/** A new player, signed in, and a quiz of their own; both cleaned up after the test. */
type CreatedQuiz = Awaited<ReturnType<typeof createQuiz>>;

const it = test.extend<{
  player: Awaited<ReturnType<typeof newAccount>>;
  quizzes: { create: (options?: QuizOptions) => Promise<CreatedQuiz> };
}>({
  player: async ({ page }, use) => {
    const player = await newAccount('taker');
    await signInDirectly(page, player);
    await use(player);
    await player.admin.close();
  },
  quizzes: async ({ player }, use) => {
    const created: CreatedQuiz[] = [];
    await use({
      create: async (options) => {
        const quiz = await createQuiz(player.admin.firestore, options);
        created.push(quiz);
        return quiz;
      },
    });
    await Promise.all(created.map((quiz) => quiz.remove()));
  },
});

const tick = tickOption;
const option = answerOption;
const questionHeading = (page: Page, index: number) => page.getByRole('heading', { name: QUESTIONS[index]?.question ?? '' });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });
const skipButton = (page: Page) => page.getByRole('button', { name: 'Skip' });
/** The question-wise verdict of the question just left, announced above the next screen. */
const verdictStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const savedAnswer = (page: Page) => page.waitForResponse((response) => response.url().includes('/save-answer/') && response.ok(), { timeout: 15_000 });

/** The score screen's figures (the server's score) and its questions-right line. */
async function expectScore(page: Page, { points, marks, grade, right }: { points: string; marks: string; grade: string; right: string }) {
  const figures = page.getByRole('group', { name: 'Your score' });
  await expect(figures).toContainText(`Points${points}`);
  await expect(figures).toContainText(`Marks${marks}`);
  await expect(figures).toContainText(`Grade${grade}`);
  await expect(page.getByText(right, { exact: true })).toBeVisible();
}

/** Ticks the options and presses Next, then waits until the next screen is there. */
async function answer(page: Page, options: string[], thenShows: RegExp | string) {
  for (const option of options) await tick(page, option);
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: thenShows })).toBeVisible();
}

it.describe('taking a quiz', () => {
  // Each test signs in and plays through the functions emulator, which is slow when the machine is busy.
  it.describe.configure({ timeout: 60_000 });

  it("plays a free quiz to the end, sees the server's score before Submit (again after a reload), and Submit returns home; the score is kept on the dashboard", async ({ page, player, quizzes }) => {
    const { id: quizId, quizName } = await quizzes.create();
    await page.goto(`/startQuiz/${quizId}`);

    await expect(questionHeading(page, 0)).toBeVisible();
    await expect(page).toHaveTitle(`${quizName} - Quiz Master`);
    await expect(page.getByTestId('progress-counter')).toHaveText('1/4');
    await expect(page.getByRole('timer')).toContainText(/^(10:00|09:[0-5]\d)$/);
    const panel = page.getByRole('complementary', { name: 'Quiz details' });
    await expect(panel).toContainText('Total time10 minutes');
    await expect(panel).toContainText('Total questions4');
    await expect(nextButton(page)).toBeDisabled();
    await expectAccessible(page);

    // Three right, one wrong: 15 of 20 points, 75 %, grade A- (shared/src/grading.ts).
    await answer(page, ['Mars'], QUESTIONS[1]?.question ?? '');
    await expect(page.getByTestId('progress-counter')).toHaveText('2/4');
    await answer(page, ['2', '7'], QUESTIONS[2]?.question ?? '');
    await answer(page, ['Atlantic'], QUESTIONS[3]?.question ?? '');
    await answer(page, ['JavaScript'], 'You reached the end');

    // SPEC.md sections 2 and 4: the end shows the score screen, the server's score, before Submit.
    await expect(page.getByRole('heading', { name: 'You reached the end' })).toBeFocused();
    await expectScore(page, { points: '15/20', marks: '75%', grade: 'A-', right: '3 of 4 questions right.' });
    // Quiz-wise: per question only answered or skipped, and nothing can be changed any more.
    await expect(page.getByRole('list', { name: 'Your answers' }).getByRole('listitem').filter({ hasText: 'Answered' })).toHaveCount(4);
    await expect(page.getByRole('button', { name: /^Change/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expectAccessible(page);
    // Scored and recorded on the server already, awaiting the player's Submit.
    const attempt = dataRefs(player.admin.firestore).attempts(quizId).doc(`${player.uid}-1`);
    expect((await attempt.get()).data()).toMatchObject({ status: 'submitted', awaitingSubmit: true });

    // A reload shows the same score screen.
    await page.reload();
    await expectScore(page, { points: '15/20', marks: '75%', grade: 'A-', right: '3 of 4 questions right.' });
    await expect(page.getByRole('heading', { name: 'You reached the end' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    // Submit posts the result and returns to the home page, with the spec's toast (the score was on the screen).
    await expect(page.getByText(quizSubmittedMessage(player.name))).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(/questions right/)).toHaveCount(0);
    expect((await attempt.get()).data()?.awaitingSubmit).toBe(false);

    const submissions = await dataRefs(player.admin.firestore).submissions(quizId).where('userId', '==', player.uid).get();
    expect(submissions.docs.map((doc) => doc.data()).map(({ marks, grade }) => ({ marks, grade }))).toEqual([{ marks: 75, grade: 'A-' }]);

    // The score stays on the player's dashboard.
    await page.goto('/dashboard');
    const latest = page.getByRole('group', { name: 'Latest result' });
    await expect(latest).toContainText('A-');
    await expect(latest).toContainText(`75% marks in ${quizName}`);
  });

  it('shows a one-answer question as radio buttons: a second choice replaces the first, and one option is saved', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create({ questionCount: 2 });
    const attempt = dataRefs(player.admin.firestore).attempts(quizId).doc(`${player.uid}-1`);
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    const radios = page.getByRole('radiogroup', { name: QUESTIONS[0]?.question ?? '' }).getByRole('radio');
    await expect(radios).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription('Select the one right answer.');
    await tick(page, 'Venus');
    await tick(page, 'Mars');
    await expect(option(page, 'Mars')).toBeChecked();
    await expect(option(page, 'Venus')).not.toBeChecked();
    // A click draws no focus ring (the keyboard test checks the one the keyboard draws).
    await expect(page.getByRole('radiogroup').locator('label').filter({ hasText: 'Mars' })).toHaveCSS('outline-style', 'none');
    await expectAccessible(page);

    // The same in dark mode (the header's toggle: a reload would drop the unsaved choice).
    await page.getByRole('banner').getByText('Dark', { exact: true }).filter({ visible: true }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(option(page, 'Mars')).toBeChecked();
    await expectAccessible(page);

    const saved = savedAnswer(page);
    await nextButton(page).click();
    await expect(questionHeading(page, 1)).toBeVisible();
    expect((await saved).request().postDataJSON()).toMatchObject({ questionId: 'q1', answer: [2] });
    expect((await attempt.get()).data()?.answers).toEqual({ q1: [2] });

    // The next question takes several answers: checkboxes.
    await expect(page.getByRole('group', { name: QUESTIONS[1]?.question ?? '' }).getByRole('checkbox')).toHaveCount(4);
    await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0);
    await expect(page.getByText('Select every answer that is right.')).toBeVisible();
  });

  it('can be played with the keyboard alone, the focus following the questions', async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create({ questionCount: 2 });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    // The first question takes one answer: radio buttons, one Tab stop for the group, arrow keys move and choose.
    await questionHeading(page, 0).focus();
    await page.keyboard.press('Tab');
    await expect(option(page, 'Venus')).toBeFocused();
    await expect(option(page, 'Venus')).not.toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(option(page, 'Mars')).toBeFocused();
    await expect(option(page, 'Mars')).toBeChecked();
    await expect(option(page, 'Venus')).not.toBeChecked();
    // The focused option's card shows a focus ring.
    await expect(page.getByRole('radiogroup').locator('label').filter({ hasText: 'Mars' })).toHaveCSS('outline-style', 'solid');
    // Past Jupiter and Saturn in one Tab: Skip, then Next (Previous is disabled on the first question).
    await page.keyboard.press('Tab');
    await expect(skipButton(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nextButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    // The second takes several: checkboxes, each its own Tab stop, ticked with Space.
    await expect(questionHeading(page, 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(option(page, '2')).toBeFocused();
    // The focused option's card shows a focus ring, as the radio buttons' do.
    await expect(page.getByRole('main').locator('label').filter({ hasText: /^2$/ })).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Space');
    await expect(option(page, '2')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(option(page, '7')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(option(page, '7')).toBeChecked();
    await expect(option(page, '4')).not.toBeChecked();
    // Option 9, then Previous: back to the first question, its saved answer still chosen.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questionHeading(page, 0)).toBeFocused();
    await expect(option(page, 'Mars')).toBeChecked();
    // Tab enters the group at the chosen option; ArrowUp chooses the one before it.
    await page.keyboard.press('Tab');
    await expect(option(page, 'Mars')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(option(page, 'Venus')).toBeChecked();
    await expect(option(page, 'Mars')).not.toBeChecked();
  });

  it('resumes after a refresh with the saved answer and the time that is left', async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create();
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    await tick(page, 'Mars');
    const saved = page.waitForResponse((response) => response.url().includes('/save-answer/') && response.ok());
    await nextButton(page).click();
    await saved;
    await expect(questionHeading(page, 1)).toBeVisible();
    // Let the clock visibly move on before the refresh.
    await expect(page.getByRole('timer')).toHaveText(/^09:5[0-7]$/, { timeout: 6_000 });

    await page.reload();
    await expect(questionHeading(page, 1)).toBeVisible();
    await expect(page.getByTestId('progress-counter')).toHaveText('2/4');
    await expect(page.getByRole('timer')).toHaveText(/^09:[0-5]\d$/);
    await expect(page.getByRole('timer')).not.toHaveText(/^09:5[89]$/);

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(questionHeading(page, 0)).toBeVisible();
    await expect(option(page, 'Mars')).toBeChecked();
    await expect(option(page, 'Venus')).not.toBeChecked();
  });

  it('shows the score screen by itself when the time runs out', async ({ page, player, quizzes }) => {
    // 15 seconds for the whole quiz. (The 5 min / 1 min / 10 s announcements are covered by
    // web/src/features/quiz-taking/components/countdown-timer.test.tsx with a fake clock; here a slow start could skip past them.)
    const { id: quizId } = await quizzes.create({ allQTime: 0.25 });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Quiz details' })).toContainText('Total time15 seconds');
    await tick(page, 'Mars');

    await expect(page.getByRole('heading', { name: "Time's up!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: "Time's up!" })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
    // The ticked but unsaved answer still counts: the finish is within the server's grace.
    await expectScore(page, { points: '5/20', marks: '25%', grade: 'F', right: '1 of 4 questions right.' });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(quizSubmittedMessage(player.name))).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  it("moves on by itself when a question's own time is over (per-question timing)", async ({ page, quizzes }) => {
    // 24 seconds shared by two questions: 12 seconds each.
    const { id: quizId } = await quizzes.create({ timeType: 'per-question', allQTime: 0.4, questionCount: 2 });
    const started = page.waitForResponse((response) => response.url().includes('/api/v1/start-quiz/'));
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveAccessibleName(/^Time left for this question/);
    // The browser has the first question only: the second comes when its own clock starts.
    const startBody = (await (await started).json()) as { questions: unknown[]; questionCount: number };
    expect(startBody).toMatchObject({ questionCount: 2, questions: [expect.anything()] });
    const served = page.waitForResponse((response) => response.url().includes('/api/v1/next-question/'), { timeout: 15_000 });

    await expect(questionHeading(page, 1)).toBeVisible({ timeout: 15_000 });
    expect((await served).status()).toBe(200);
    await expect(page.getByTestId('progress-counter')).toHaveText('2/2');
    // The first question's time is over: there is no going back to it.
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: "Time's up!" })).toBeVisible({ timeout: 15_000 });
  });

  it('moves on in one press on a question-wise quiz, telling right or wrong of the answer it locked', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create({ resultType: 'question-wise', questionCount: 2 });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    // One Next checks the answer and moves on; the verdict of the question left is announced above the next one.
    await tick(page, 'Mars');
    await nextButton(page).click();
    await expect(questionHeading(page, 1)).toBeFocused();
    await expect(verdictStatus(page, 'Question 1: Correct! Well done.')).toBeVisible();
    await expect(option(page, '4')).toBeEnabled();
    await expectAccessible(page);

    // Back on the first question: its answer is locked with its verdict, and Next moves on at once.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(questionHeading(page, 0)).toBeFocused();
    await expect(page.getByText('Your answer is checked and locked.')).toBeVisible();
    await expect(option(page, 'Mars')).toBeDisabled();
    await expect(option(page, 'Venus')).toBeDisabled();
    await nextButton(page).click();
    await expect(questionHeading(page, 1)).toBeVisible();

    await tick(page, '4');
    await nextButton(page).click();
    await expect(page.getByRole('heading', { name: 'You reached the end' })).toBeFocused();
    await expect(verdictStatus(page, 'Question 2: Wrong answer. Keep going!')).toBeVisible();
    await expectScore(page, { points: '5/10', marks: '50%', grade: 'B', right: '1 of 2 questions right.' });
    // Question-wise: the verdicts per question, as the quiz told them.
    const answers = page.getByRole('list', { name: 'Your answers' });
    await expect(answers.getByRole('listitem').nth(0)).toContainText('Correct');
    await expect(answers.getByRole('listitem').nth(1)).toContainText('Wrong');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(quizSubmittedMessage(player.name))).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  it('Skip saves what is ticked, and a Skip with nothing ticked clears the saved answer (SPEC.md section 4)', async ({ page, player, quizzes }) => {
    // The answer to clear is the second question's: checkboxes can be unticked, radio buttons cannot.
    const { id: quizId } = await quizzes.create({ questionCount: 3 });
    const attempt = dataRefs(player.admin.firestore).attempts(quizId).doc(`${player.uid}-1`);
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    await tick(page, 'Mars');
    let saved = savedAnswer(page);
    await skipButton(page).click();
    await expect(questionHeading(page, 1)).toBeVisible();
    expect((await saved).request().postDataJSON()).toMatchObject({ questionId: 'q1', answer: [2] });

    await tick(page, '2');
    await tick(page, '7');
    saved = savedAnswer(page);
    await skipButton(page).click();
    await expect(questionHeading(page, 2)).toBeVisible();
    expect((await saved).request().postDataJSON()).toMatchObject({ questionId: 'q2', answer: [1, 3] });
    expect((await attempt.get()).data()?.answers).toEqual({ q1: [2], q2: [1, 3] });

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(questionHeading(page, 1)).toBeVisible();
    await expect(option(page, '2')).toBeChecked();
    await expect(option(page, '7')).toBeChecked();
    // Unticked with the keyboard: a forced click on the hidden input can land under the fixed header once the page has scrolled.
    for (const ticked of ['2', '7']) {
      await option(page, ticked).press('Space');
      await expect(option(page, ticked)).not.toBeChecked();
    }
    saved = savedAnswer(page);
    await skipButton(page).click();
    await expect(questionHeading(page, 2)).toBeVisible();
    expect((await saved).request().postDataJSON()).toMatchObject({ questionId: 'q2', answer: [] });
    expect((await attempt.get()).data()?.answers).toEqual({ q1: [2], q2: [] });

    await skipButton(page).click();
    await expect(page.getByRole('heading', { name: 'You reached the end' })).toBeVisible();
    await expectScore(page, { points: '5/15', marks: '33.33%', grade: 'F', right: '1 of 3 questions right.' });
    const answers = page.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
    await expect(answers.nth(0)).toContainText('Answered');
    await expect(answers.nth(1)).toContainText('Skipped');
    await expect(answers.nth(2)).toContainText('Skipped');
  });

  it('Skip locks a ticked question-wise answer with its verdict, and leaves a blank question open until the end', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create({ resultType: 'question-wise', questionCount: 2 });
    const attempt = dataRefs(player.admin.firestore).attempts(quizId).doc(`${player.uid}-1`);
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    await tick(page, 'Venus');
    await skipButton(page).click();
    await expect(questionHeading(page, 1)).toBeVisible();
    await expect(verdictStatus(page, 'Question 1: Wrong answer. Keep going!')).toBeVisible();
    expect((await attempt.get()).data()).toMatchObject({ answers: { q1: [1] }, locked: { q1: false } });

    // Nothing ticked, Previous: not locked as wrong, so the player can still come back to it.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(questionHeading(page, 0)).toBeFocused();
    expect((await attempt.get()).data()?.locked).toEqual({ q1: false });
    await nextButton(page).click();
    await expect(questionHeading(page, 1)).toBeFocused();
    await expect(option(page, '4')).toBeEnabled();

    // Skipped at the end: the score screen, with the locked verdict and the blank as skipped; no way back.
    await skipButton(page).click();
    await expect(page.getByRole('heading', { name: 'You reached the end' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Question \d:/ })).toHaveCount(0);
    expect((await attempt.get()).data()).toMatchObject({ locked: { q1: false }, status: 'submitted', awaitingSubmit: true });
    const answers = page.getByRole('list', { name: 'Your answers' });
    await expect(answers.getByRole('listitem').nth(0)).toContainText('Wrong');
    await expect(answers.getByRole('listitem').nth(1)).toContainText('Skipped');
    await expect(page.getByRole('button', { name: /^Change/ })).toHaveCount(0);
  });

  it('counts the questions right from the verdicts under partial scoring, not points ÷ 5', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create({ questionCount: 2 });
    await dataRefs(player.admin.firestore).quiz(quizId).update({ scoringMode: 'partial' });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();
    // Mars is right (5 points); one of the two primes is half right (2.5 points): 7.5 points, one question right.
    await answer(page, ['Mars'], QUESTIONS[1]?.question ?? '');
    await answer(page, ['2'], 'You reached the end');
    await expectScore(page, { points: '7.5/10', marks: '75%', grade: 'A-', right: '1 of 2 questions right.' });
  });

  it('shows the score screen when the server says the time is over, with the result it scored', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create();
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();
    const saved = page.waitForResponse((response) => response.url().includes('/save-answer/') && response.ok());
    await answer(page, ['Mars'], QUESTIONS[1]?.question ?? '');
    await saved;

    // The server's deadline moves into the past (beyond its grace); the page's clock does not know.
    await dataRefs(player.admin.firestore)
      .attempts(quizId)
      .doc(`${player.uid}-1`)
      .update({ deadlineAt: new Date(Date.now() - 60_000) });
    // Saving the next answer is refused as too late, and the page goes to the score by itself:
    // scored with the answers saved in time (only the first question's).
    await answer(page, ['2', '7'], "Time's up!");
    await expect(page.getByText('The time was up, so your quiz was scored with the answers saved in time.', { exact: false })).toBeVisible();
    await expectScore(page, { points: '5/20', marks: '25%', grade: 'F', right: '1 of 4 questions right.' });
    await page.getByRole('button', { name: 'Submit' }).click();

    // The spec's toast all the same.
    await expect(page.getByText(quizSubmittedMessage(player.name))).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  it('asks a player whose e-mail is not verified to open the link first, sends it again, then starts', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create();
    await player.admin.auth.updateUser(player.uid, { emailVerified: false });

    await page.goto(`/startQuiz/${quizId}`);
    await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
    await expect(page.getByText(`open the link we sent to ${player.email}`)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(`We sent a new link to ${player.email}.`)).toBeVisible();

    // The player opens the link from the mail (the Auth emulator keeps the mails it would send).
    const outbox = (await (await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as {
      oobCodes: { email: string; oobLink: string; requestType: string }[];
    };
    const link = outbox.oobCodes.filter((code) => code.email === player.email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
    expect(link).toBeTruthy();
    const mailTab = await page.context().newPage();
    await mailTab.goto(link ?? '');
    await mailTab.close();

    await page.getByRole('button', { name: 'I have opened the link' }).click();
    await expect(questionHeading(page, 0)).toBeVisible();
  });

  it('says so when no attempts are left, with a way back', async ({ page, player, quizzes }) => {
    const { id: quizId } = await quizzes.create({ retakeCount: 0 });
    const startedAt = new Date(Date.now() - 60 * 60 * 1000);
    await dataRefs(player.admin.firestore)
      .attempts(quizId)
      .doc(`${player.uid}-1`)
      .set({
        userId: player.uid,
        userName: player.name,
        userEmail: player.email,
        attempt: 1,
        status: 'submitted',
        paid: false,
        resultType: 'quiz-wise',
        timeType: 'per-quiz',
        questionIds: ['q1', 'q2', 'q3', 'q4'],
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + 10 * 60 * 1000),
        questionDeadlines: null,
        answers: {},
        locked: {},
        submittedAt: new Date(startedAt.getTime() + 5 * 60 * 1000),
      });

    await page.goto(`/startQuiz/${quizId}`);
    await expect(page.getByRole('heading', { name: 'No attempts left' })).toBeVisible();
    await expect(page.getByText('You have used your only attempt at this quiz.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to quizzes' }).click();
    await expect(page).toHaveURL('/quizzes');
  });

  it("says 'something went wrong' for a quiz without questions", async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create({ questionCount: 0 });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(page.getByRole('heading', { name: 'something went wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to quizzes' })).toBeVisible();
  });
});

/** Sums the page's layout shifts (as CLS counts them: not those right after an input) from its start. */
const RECORD_LAYOUT_SHIFTS = `window.__layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });`;

interface Box {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the player's parts are: the title, the counter, the question, its options and the move buttons. */
const DESCRIBE_PLAYER = `[...document.querySelectorAll('main h1, main [data-testid="progress-counter"], main h2, main label, main button')].map((element) => {
  const box = element.getBoundingClientRect();
  return { text: element.textContent, x: box.x, y: box.y, width: box.width, height: box.height };
})`;

/** Flags the question's heading going missing (a loading state drawn in between), and keeps the early one. */
const WATCH_QUESTION = `window.__questionLost = false;
window.__earlyHeading = document.querySelector('main h2[tabindex="-1"]');
new MutationObserver(() => {
  if (!document.querySelector('main h2[tabindex="-1"]')) window.__questionLost = true;
}).observe(document.body, { childList: true, subtree: true });`;

/** The page's requests that start (or resume) an attempt. */
const quizStartsOf = (page: Page) => {
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/start-quiz/')) starts.push(request.url());
  });
  return starts;
};

it.describe("a quiz's start", () => {
  it.describe.configure({ timeout: 60_000 });

  it('is sent from the entry once Auth has restored the session, before the app has started', async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create();
    const starts = quizStartsOf(page);
    // Without the app's chunk, only the entry's early start can send it.
    await page.route(/\/assets\/start-app-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`/startQuiz/${quizId}`);
    await expect.poll(() => starts.length).toBe(1);
    // The shell shows the page's frame meanwhile, then the first question from the early start.
    await expect(page.getByRole('heading', { name: 'Quiz details' })).toBeVisible();
    await expect(questionHeading(page, 0)).toBeVisible();
  });

  it.describe('on a phone', () => {
    it.use({ viewport: { width: 390, height: 844 } });

    it('paints its first question before the app has started; the app takes it over in place, with what was ticked and focused', async ({ page, quizzes }) => {
      const { id: quizId, quizName } = await quizzes.create();
      await page.addInitScript(RECORD_LAYOUT_SHIFTS);
      const release = await holdTheApp(page);
      await page.goto(`/startQuiz/${quizId}`);

      // Painted by the entry from the early start, while the app's chunk is held.
      await expect(questionHeading(page, 0)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: quizName })).toBeVisible();
      await expect(page.getByTestId('progress-counter')).toHaveText('1/4');
      await expect(page.getByRole('timer')).toContainText(/^(10:00|09:[0-5]\d)$/);
      await expect(page.getByRole('radiogroup').getByRole('radio')).toHaveCount(4);
      await expect(nextButton(page)).toBeDisabled();
      await expect(skipButton(page)).toBeEnabled();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      expect(await page.evaluate<boolean>(`!!document.querySelector('template[data-early-quiz-template]')`)).toBe(true);
      await expectAccessible(page);

      // Its options tick at once; Next follows.
      await tick(page, 'Mars');
      await expect(option(page, 'Mars')).toBeChecked();
      await expect(option(page, 'Mars')).toBeFocused();
      await expect(nextButton(page)).toBeEnabled();
      const early = await page.evaluate<Box[]>(DESCRIBE_PLAYER);
      await page.evaluate(WATCH_QUESTION);

      release();
      await expect.poll(() => page.evaluate<boolean>('window.__earlyHeading.isConnected'), { timeout: 15_000 }).toBe(false);
      // The app's page is the early one: the same parts at the same places, the tick and the focus kept, the question never gone.
      await expect(option(page, 'Mars')).toBeChecked();
      await expect(option(page, 'Mars')).toBeFocused();
      await expect(option(page, 'Venus')).not.toBeChecked();
      expect(await page.evaluate<Box[]>(DESCRIBE_PLAYER)).toEqual(early);
      expect(await page.evaluate<boolean>('window.__questionLost')).toBe(false);
      expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThanOrEqual(0.05);
      await answer(page, [], QUESTIONS[1]?.question ?? '');
    });

    it("keeps a keyboard player's focus and choice when the app takes the early question over, and the arrow keys go on as the app's", async ({ page, quizzes }) => {
      const { id: quizId } = await quizzes.create({ questionCount: 2 });
      const release = await holdTheApp(page);
      await page.goto(`/startQuiz/${quizId}`);
      await expect(questionHeading(page, 0)).toBeVisible();

      // On the early question: the radio group's native keyboard (one Tab stop, arrow keys move and choose).
      await questionHeading(page, 0).focus();
      await page.keyboard.press('Tab');
      await expect(option(page, 'Venus')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(option(page, 'Mars')).toBeFocused();
      await expect(option(page, 'Mars')).toBeChecked();
      await page.evaluate(WATCH_QUESTION);

      release();
      await expect.poll(() => page.evaluate<boolean>('window.__earlyHeading.isConnected'), { timeout: 15_000 }).toBe(false);
      // The app's options: the focus and the choice where they were.
      await expect(option(page, 'Mars')).toBeFocused();
      await expect(option(page, 'Mars')).toBeChecked();
      await expect(nextButton(page)).toBeEnabled();
      await page.keyboard.press('ArrowDown');
      await expect(option(page, 'Jupiter')).toBeFocused();
      await expect(option(page, 'Jupiter')).toBeChecked();
      await expect(option(page, 'Mars')).not.toBeChecked();
      await page.keyboard.press('Tab');
      await expect(skipButton(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(nextButton(page)).toBeFocused();
      const saved = savedAnswer(page);
      await page.keyboard.press('Enter');
      await expect(questionHeading(page, 1)).toBeFocused();
      expect((await saved).request().postDataJSON()).toMatchObject({ questionId: 'q1', answer: [3] });
    });

    it("gives the app's question heading the focus when the early one had it", async ({ page, quizzes }) => {
      const { id: quizId } = await quizzes.create({ questionCount: 2 });
      const release = await holdTheApp(page);
      await page.goto(`/startQuiz/${quizId}`);
      await expect(questionHeading(page, 0)).toBeVisible();
      await questionHeading(page, 0).focus();
      await page.evaluate(WATCH_QUESTION);

      release();
      await expect.poll(() => page.evaluate<boolean>('window.__earlyHeading.isConnected'), { timeout: 15_000 }).toBe(false);
      await expect(questionHeading(page, 0)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(option(page, 'Venus')).toBeFocused();
    });

    it('replays a move pressed before the app has started on the app\'s button', async ({ page, quizzes }) => {
      const { id: quizId } = await quizzes.create();
      const release = await holdTheApp(page);
      await page.goto(`/startQuiz/${quizId}`);
      await expect(questionHeading(page, 0)).toBeVisible();
      await tick(page, 'Mars');
      // Held: nothing handles it until the app has started.
      await nextButton(page).click();
      await expect(questionHeading(page, 0)).toBeVisible();
      const saved = savedAnswer(page);
      release();
      await expect(questionHeading(page, 1)).toBeVisible();
      expect((await saved).request().postDataJSON()).toMatchObject({ answer: [2] });
    });
  });

  it('is the only one the page sends: it takes the early start and shows its first question', async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create();
    const starts = quizStartsOf(page);
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/^(10:00|09:[0-5]\d)$/);
    await expect(skipButton(page)).toBeEnabled();
    expect(starts).toHaveLength(1);
  });
});
