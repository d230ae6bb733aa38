import { expect, test, type Page } from './support/test';
import { ATTEMPT_GRACE_SECONDS } from '@quizmaster/shared/constants';
import { quizSubmittedMessage } from '@quizmaster/shared/messages';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { signIn } from '../support/api';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz, submitThroughApi, tickOption } from './support/quizzes';

/** Review policies (ADR 0019): what the browser may learn about an attempt, and when. */

const EXPLANATION = 'Mars looks red because of iron oxide on its surface.';
const EVERYTHING = ['answers', 'right-answers', 'explanations'];

/** Every API answer the page received, as text. */
function recordApiAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

test.describe('review policies', () => {
  test('never: nothing about correctness reaches the browser while taking, submitting or asking for the review', async ({ page }) => {
    test.setTimeout(60_000);
    const player = await newAccount('reviewnever');
    const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-review', quizName: `Never reviewed ${String(Date.now())}`, questionCount: 1, createdAt: new Date(0) });
    const refs = dataRefs(player.admin.firestore);
    await refs.question(quiz.id, 'q1').update({ explanation: EXPLANATION });
    try {
      await signInDirectly(page, player, `/startQuiz/${quiz.id}`);
      const answers = recordApiAnswers(page);
      // A wrong answer: Venus (option 1); Mars (2) is right.
      await tickOption(page, 'Venus');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(quizSubmittedMessage(player.name))).toBeVisible();

      await page.goto('/dashboard');
      await page.getByRole('group', { name: 'Latest result' }).getByRole('link', { name: 'Review' }).click();
      await expect(page.getByRole('heading', { name: 'Review not available yet' })).toBeVisible();
      await expect(page.getByText('This quiz does not show reviews of attempts.')).toBeVisible();
      await expectAccessible(page);

      const seen = answers.join('\n');
      expect(seen).toContain('review-not-available');
      expect(seen).not.toContain(EXPLANATION);
      expect(seen).not.toMatch(/"right"|"correct"|"explanation"|correctByQuestion|"answerKey"/);
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });

  test('after submitting: the review shows the answers, the right answers and the explanation', async ({ page }) => {
    const player = await newAccount('reviewnow');
    const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-review', quizName: `Reviewed ${String(Date.now())}`, questionCount: 2, createdAt: new Date(0) });
    const refs = dataRefs(player.admin.firestore);
    await refs.question(quiz.id, 'q1').update({ explanation: EXPLANATION });
    await refs.quiz(quiz.id).update({ reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    try {
      const { submissionId: attemptId } = await submitThroughApi(await signIn(player.email, player.password), quiz.id, { q1: [1], q2: [1, 3] });
      await signInDirectly(page, player, `/review/${quiz.id}/${attemptId}`);
      await expect(page.getByRole('heading', { name: `Review: ${quiz.quizName}` })).toBeVisible();
      await expect(page.getByText('Attempt 1 · 50% (grade B)')).toBeVisible();
      const [first, second] = [page.getByRole('listitem').filter({ hasText: '1. Which planet' }), page.getByRole('listitem').filter({ hasText: '2. Which of these' })];
      await expect(first.getByText('Wrong', { exact: true })).toBeVisible();
      await expect(first.getByText(`Why: ${EXPLANATION}`)).toBeVisible();
      await expect(first.getByRole('listitem').filter({ hasText: 'Venus' })).toContainText('Your answer');
      await expect(first.getByRole('listitem').filter({ hasText: 'Mars' })).toContainText('Right answer');
      await expect(second.getByText('Correct', { exact: true })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });

  for (const [when, extra, reason] of [
    ['after-last-attempt', { retakeCount: 1 }, 'The review opens once you have used your last attempt at this quiz.'],
    ['after-close', { closesAt: new Date(Date.now() + 86_400_000) }, /^The review opens once the quiz has closed and every attempt has ended, on \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/],
  ] as const) {
    test(`${when}: the review says when it opens, until then`, async ({ page }) => {
      const player = await newAccount('reviewlater');
      const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-review', quizName: `Later ${String(Date.now())}`, questionCount: 1, createdAt: new Date(0) });
      const refs = dataRefs(player.admin.firestore);
      await refs.quiz(quiz.id).update({ reviewWhen: when, reviewShows: EVERYTHING, ...extra });
      try {
        const token = await signIn(player.email, player.password);
        const { submissionId: attemptId } = await submitThroughApi(token, quiz.id, { q1: [2] });
        await signInDirectly(page, player, `/review/${quiz.id}/${attemptId}`);
        await expect(page.getByRole('heading', { name: 'Review not available yet' })).toBeVisible();
        await expect(page.getByText(reason)).toBeVisible();
        // Then the condition is met: the last attempt is used, or the quiz has closed and the
        // attempts' grace after it has passed (no attempt can answer any more).
        if (when === 'after-last-attempt') await submitThroughApi(token, quiz.id, { q1: [2] });
        else await refs.quiz(quiz.id).update({ closesAt: new Date(Date.now() - ATTEMPT_GRACE_SECONDS * 1000 - 1000) });
        await page.reload();
        await expect(page.getByRole('heading', { name: `Review: ${quiz.quizName}` })).toBeVisible();
        await expect(page.getByText('Correct', { exact: true })).toBeVisible();
      } finally {
        await quiz.remove();
        await player.admin.close();
      }
    });
  }
});
