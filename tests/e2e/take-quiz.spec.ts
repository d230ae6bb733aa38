import { expect, test, type Page } from './support/test';
import type { Firestore } from 'firebase-admin/firestore';
import { dataRefs } from '../../functions/src/data/refs';
import { newAccount, signInThroughUi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz, SAMPLE_QUESTIONS, type TestQuizOptions } from './support/quizzes';
import { authHost, projectId } from '../support/urls';

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
    await signInThroughUi(page, player.email, player.password);
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

const tick = (page: Page, option: string) => page.getByRole('checkbox', { name: option, exact: true }).check({ force: true });
const questionHeading = (page: Page, index: number) => page.getByRole('heading', { name: QUESTIONS[index]?.question ?? '' });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' });

/** Ticks the options and presses Next, then waits until the next screen is there. */
async function answer(page: Page, options: string[], thenShows: RegExp | string) {
  for (const option of options) await tick(page, option);
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: thenShows })).toBeVisible();
}

it.describe('taking a quiz', () => {
  // Each test signs in and plays through the functions emulator, which is slow when the machine is busy.
  it.describe.configure({ timeout: 60_000 });

  it('plays a free quiz to the end and shows the server\'s score and grade', async ({ page, player, quizzes }) => {
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

    await expect(page.getByText('Answered4/4')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText(`Dear ${player.name} Your Quiz Successfully submitted.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(page.getByTestId('result-marks')).toHaveText('75%');
    await expect(page.getByTestId('result-grade')).toHaveText('A-');
    await expect(page.getByText('3 of 4 questions right · 15 points')).toBeVisible();
    await expectAccessible(page);

    const submissions = await dataRefs(player.admin.firestore).submissions(quizId).where('userId', '==', player.uid).get();
    expect(submissions.docs.map((doc) => doc.data()).map(({ marks, grade }) => ({ marks, grade }))).toEqual([{ marks: 75, grade: 'A-' }]);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  it('can be played with the keyboard alone, the focus following the questions', async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create({ questionCount: 2 });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    await page.getByRole('checkbox', { name: 'Venus' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Mars' })).toBeFocused();
    // The focused option shows a focus ring (Chakra draws it from data-focus-visible).
    await expect(page.locator('label[data-focus-visible]')).toContainText('Mars');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Mars' })).toBeChecked();
    // Jupiter, Saturn, then Skip and Next (Previous is disabled on the first question).
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(nextButton(page)).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(questionHeading(page, 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: '2', exact: true })).toBeChecked();
    // Options 4, 7 and 9, then Previous: back to the first question, its saved answer still ticked.
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questionHeading(page, 0)).toBeFocused();
    await expect(page.getByRole('checkbox', { name: 'Mars' })).toBeChecked();
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
    await expect(page.getByRole('checkbox', { name: 'Mars' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Venus' })).not.toBeChecked();
  });

  it('moves to the end by itself when the time runs out', async ({ page, quizzes }) => {
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
    await expectAccessible(page);

    // The ticked but unsaved answer still counts: Submit is within the server's grace.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('result-marks')).toHaveText('25%');
    await expect(page.getByTestId('result-grade')).toHaveText('F');
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

  it('shows right or wrong after each answer of a question-wise quiz and locks it', async ({ page, quizzes }) => {
    const { id: quizId } = await quizzes.create({ resultType: 'question-wise', questionCount: 2 });
    await page.goto(`/startQuiz/${quizId}`);
    await expect(questionHeading(page, 0)).toBeVisible();

    await tick(page, 'Mars');
    await nextButton(page).click();
    await expect(page.getByText('Correct! Well done.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Mars' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Venus' })).toBeDisabled();
    await nextButton(page).click();

    await expect(questionHeading(page, 1)).toBeVisible();
    await tick(page, '4');
    await nextButton(page).click();
    await expect(page.getByText('Wrong answer. Keep going!')).toBeVisible();
    await nextButton(page).click();

    await expect(page.getByRole('heading', { name: 'You reached the end' })).toBeVisible();
    await expect(page.getByText('Correct1/2')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('result-marks')).toHaveText('50%');
    await expect(page.getByTestId('result-grade')).toHaveText('B');
  });

  it('goes to the end when the server says the time is over, and shows the result it scored', async ({ page, player, quizzes }) => {
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
    // Saving the next answer is refused as too late, and the page goes to the end by itself.
    await answer(page, ['2', '7'], "Time's up!");
    await page.getByRole('button', { name: 'Submit' }).click();

    // Scored with the answers saved in time: only the first question's.
    await expect(page.getByText('The time was up, so your quiz was scored with the answers saved in time.')).toBeVisible();
    await expect(page.getByTestId('result-marks')).toHaveText('25%');
    await expect(page.getByTestId('result-grade')).toHaveText('F');
    await expect(page.getByText('1 of 4 questions right · 5 points')).toBeVisible();
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
