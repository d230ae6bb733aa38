import type { Firestore } from 'firebase-admin/firestore';
import { expect, test, type Locator, type Page } from './support/test';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { ReviewPart } from '@quizmaster/shared/review-policy';
import type { StartedAttempt } from '@quizmaster/shared/api/attempts';
import type { TypedResponse } from '@quizmaster/shared/question-types/model';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { api, signIn } from '../support/api';
import { EVERY_TYPE_BODIES as QUESTIONS, RIGHT_ORDER, TYPED_QUESTION_BODIES, type QuestionBody } from '../support/typed-question-bodies';
import { newAccount, signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';
import { createTestQuiz, tickOption } from './support/quizzes';

/**
 * Taking and reviewing each question type (ADR 0035) in the browser: the quiz is made through
 * the API as an admin would (POST /quizzes/{id}/questions with typed bodies), then played by a
 * new player; the server scores it, and no key reaches the browser before the policy allows.
 */

/** The quiz and review pages have no Stripe form (see expectAccessible). */
const NO_CROSS_ORIGIN_FRAMES = { crossOriginFrames: false };
const EVERYTHING: ReviewPart[] = ['answers', 'right-answers', 'explanations'];

/** What only a key holds: served questions, saved answers and hidden reviews never have it. */
const SOLUTION_FIELDS = /"(keys|accepted|pairs|solution|choiceId|answerKey)"\s*:/;
/** While playing, an `order` list can only be a key's (a review holds the player's own). */
const KEY_FIELDS = new RegExp(`${SOLUTION_FIELDS.source}|"order"\\s*:\\s*\\[`);

/** save-answer echoes the player's own answer (an ordering's is an `order` list): left out of the check. */
function withoutEcho(path: string, text: string): string {
  if (!path.includes('/save-answer/')) return text;
  const { answer: _echo, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(rest);
}

let counter = 0;
let adminToken: Promise<string> | undefined;

/**
 * A published quiz whose questions the demo admin adds through the API (signed in once per worker,
 * no account of its own to make); `remove` deletes it with `firestore`.
 */
async function typedQuiz(firestore: Firestore, fields: Partial<QuizSummary>, questions: readonly QuestionBody[] = QUESTIONS) {
  counter += 1;
  adminToken ??= signIn(demoAccounts.admin.email, demoAccounts.admin.password);
  const token = await adminToken;
  const id = `e2e-types-${String(Date.now())}-${String(process.pid)}-${String(counter)}`;
  const quizName = `Types ${String(counter)} ${String(Date.now())}`;
  await dataRefs(firestore)
    .quiz(id)
    .set(aQuiz({ quizName, description: 'Every question type.', retakeCount: 1, allQTime: 10, createdBy: 'e2e', questionCount: 0, createdAt: new Date(0), ...fields }));
  for (const body of questions) {
    const added = await api('POST', `/quizzes/${id}/questions`, { token, body });
    expect(added).toHaveStatus(201);
  }
  return { id, quizName, remove: () => firestore.recursiveDelete(firestore.doc(`quizzes/${id}`)) };
}

/** The bodies of the API's answers, by path, as the page received them. */
function recordApi(page: Page): { path: string; text: string }[] {
  const seen: { path: string; text: string }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/')) return;
    void response.text().then(
      (text) => seen.push({ path, text }),
      () => undefined,
    );
  });
  return seen;
}

/** A typed answer view's chunk (web/src/features/quiz-taking/components/typed/loaders.ts). */
const TYPED_CHUNK = /\/assets\/(short-answer|numeric|ordering|matching|fill-blanks)-input-[\w-]+\.js$/;

/** The paths of the scripts the page fetched. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const main = (page: Page) => page.getByRole('main');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's heading reads "Question n of m: text"; the score screen's is its own. */
const named = (name: string) => new RegExp(`(^|: )${escaped(name)}$`);
const heading = (page: Page, name: string) => page.getByRole('heading', { name: named(name) });

/** Presses Next and waits for the next screen's heading. */
async function next(page: Page, thenShows: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, thenShows)).toBeVisible();
}

const row = (page: Page, text: string) => main(page).getByRole('listitem', { name: new RegExp(`^${text}, position \\d+ of \\d+$`) });
const positionOf = async (item: Locator) => Number(/position (\d+) of/.exec((await item.getAttribute('aria-label')) ?? '')?.[1]);

/** Puts the ordering's rows in `order` with Alt+Arrow Up on each focused row. */
async function orderByKeyboard(page: Page, order: readonly string[]) {
  for (const [index, text] of order.entries()) {
    const item = row(page, text);
    await item.focus();
    for (let at = await positionOf(item); at > index + 1; at -= 1) {
      await page.keyboard.press('Alt+ArrowUp');
      await expect(row(page, text)).toHaveAttribute('aria-label', `${text}, position ${String(at - 1)} of ${String(order.length)}`);
      await expect(row(page, text)).toBeFocused();
    }
  }
}

test.describe('question types: taking and reviewing', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a player answers each type by keyboard, sees the server's points, and no key reaches the browser; the review shows each answer, the right one and the points", async ({ page }) => {
    const player = await newAccount('typedtaker');
    const quiz = await typedQuiz(player.admin.firestore, { reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    try {
      const seen = recordApi(page);
      const scripts = recordScripts(page);
      await signInDirectly(page, player, `/startQuiz/${quiz.id}`);

      // Short answer: typed, matched tolerantly (case and spaces).
      await expect(heading(page, 'The capital of France?')).toBeVisible();
      await expect(page.getByTestId('progress-counter')).toHaveText('1/6');
      const short = main(page).getByRole('textbox', { name: named('The capital of France?') });
      await short.fill('  paris ');
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await next(page, 'Gravity on Earth, in m/s2?');

      // Numeric, with its unit shown beside the field.
      await expect(main(page).getByText('Unit: m/s2', { exact: true })).toBeVisible();
      await main(page).getByRole('textbox', { name: named('Gravity on Earth, in m/s2?') }).fill('9.8 m/s2');
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await next(page, 'Smallest to largest');

      // Ordering by keyboard: Alt+Arrow Up on a focused row; then one Move down and back up by button.
      await orderByKeyboard(page, RIGHT_ORDER);
      await main(page).getByRole('button', { name: 'Move down: Ant' }).click();
      await expect(row(page, 'Ant')).toHaveAttribute('aria-label', 'Ant, position 2 of 4');
      await main(page).getByRole('button', { name: 'Move up: Ant' }).click();
      await expect(main(page).getByRole('listitem')).toHaveText(RIGHT_ORDER.map((text, index) => new RegExp(`^${String(index + 1)}\\.${text}`)));
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await next(page, 'Match the capitals');

      // Matching by native selects; Spain gets the distractor, so the question earns nothing (exact scoring).
      await main(page).getByLabel('France', { exact: true }).selectOption({ label: 'Paris' });
      await main(page).getByLabel('Italy', { exact: true }).selectOption({ label: 'Rome' });
      await main(page).getByLabel('Spain', { exact: true }).selectOption({ label: 'Lisbon' });
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await next(page, 'Fill in the blanks');

      // Fill in the blanks: one typed, one chosen.
      await main(page).getByLabel('Blank 1 of 2').fill('100');
      await main(page).getByLabel('Blank 2 of 2').selectOption({ label: 'wet' });
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await next(page, 'The sun is cold.');

      await tickOption(page, 'False');
      await next(page, 'You reached the end');

      // Each type's view came in its own chunk (the check the choice-only quiz below relies on).
      for (const type of ['short-answer', 'numeric', 'ordering', 'matching', 'fill-blanks']) expect(scripts.some((path) => TYPED_CHUNK.test(path) && path.includes(`/${type}-input-`))).toBe(true);

      // Five right, the matching wrong: 25 of 30 points, the server's.
      await expect(page.getByRole('group', { name: 'Your score' })).toContainText('Points25/30');
      await expect(page.getByText('5 of 6 questions right.', { exact: true })).toBeVisible();

      // Nothing a key holds was served while playing.
      console.log(`API calls while playing: ${[...new Set(seen.map(({ path }) => path.split('/')[3]))].join(', ')}`);
      const playing = seen.filter(({ path }) => /\/(start-quiz|next-question|save-answer|finish-quiz)\//.test(path));
      for (const call of ['start-quiz', 'save-answer', 'finish-quiz']) expect(playing.some(({ path }) => path.includes(`/${call}/`))).toBe(true);
      expect(playing.filter(({ path, text }) => KEY_FIELDS.test(withoutEcho(path, text))).map(({ path, text }) => `${path}: ${text.slice(0, 300)}`)).toEqual([]);
      // The key's own values: an accepted answer the player never typed, the numeric value.
      for (const secret of ['"Lutetia"', '9.81']) expect(playing.map(({ text }) => text).join('\n')).not.toContain(secret);

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL('/');
      // Straight to the review, by the submission's id the page was sent.
      const submitted = () => seen.find(({ path }) => path.includes('/submit-quiz/'))?.text;
      await expect.poll(submitted).toContain('submissionId');
      const { result } = JSON.parse(submitted() ?? '') as { result: { submissionId: string } };
      await page.goto(`/review/${quiz.id}/${result.submissionId}`);
      await expect(page.getByRole('heading', { name: `Review: ${quiz.quizName}` })).toBeVisible();

      const reviewed = (start: string) => main(page).getByRole('listitem').filter({ has: page.getByText(new RegExp(`^\\d+\\. ${start}`)) }).first();
      const shortReview = reviewed('The capital of France');
      await expect(shortReview).toContainText('5 of 5 points');
      await expect(shortReview).toContainText('Your answer:   paris');
      // Only fully accepted answers are shown as right (solutionOf); the half-credit Lutetia is partly right.
      await expect(shortReview).toContainText('Right answer: Paris');
      await expect(shortReview).not.toContainText('Right answer: Paris or Lutetia');
      await expect(shortReview).toContainText('Partly right: Lutetia (50 %)');
      const numericReview = reviewed('Gravity on Earth');
      await expect(numericReview).toContainText('Your answer: 9.8 m/s2');
      await expect(numericReview).toContainText('Right answer: 9.81');
      await expect(numericReview).toContainText('5 of 5 points');
      const orderingReview = reviewed('Smallest to largest');
      await expect(orderingReview).toContainText('Right order');
      await expect(orderingReview).toContainText('5 of 5 points');
      const matchingReview = reviewed('Match the capitals');
      await expect(matchingReview).toContainText('0 of 5 points');
      await expect(matchingReview).toContainText('Your answer: Lisbon');
      await expect(matchingReview).toContainText('Right answer: Madrid');
      const blanksReview = reviewed('Fill in the blanks');
      await expect(blanksReview).toContainText('5 of 5 points');
      await expect(blanksReview).toContainText('Your answer: wet');
      await expect(blanksReview).toContainText('Right answer: 100');
      // The policy shows right answers: here (and only here) the solutions reach the browser.
      await expect.poll(() => seen.filter(({ path, text }) => path.includes('/attempt-review/') && SOLUTION_FIELDS.test(text)).length).toBe(1);
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });

  test('with right answers hidden, the review shows the answers and no solution reaches the browser', async ({ page }) => {
    const player = await newAccount('typedhidden');
    const quiz = await typedQuiz(player.admin.firestore, { reviewWhen: 'after-submit', reviewShows: ['answers'] }, QUESTIONS.slice(0, 3));
    try {
      const token = await signIn(player.email, player.password);
      const started = await api<StartedAttempt>('POST', `/start-quiz/${quiz.id}`, { token });
      expect(started).toHaveStatus(200);
      const responses: Record<string, TypedResponse> = {};
      for (const question of started.body.questions) {
        if (question.content?.type === 'short-answer') responses[question._id] = { text: 'Lutetia' };
        if (question.content?.type === 'numeric') responses[question._id] = { text: '12' };
        if (question.content?.type === 'ordering') responses[question._id] = { order: question.content.items.map((item) => item.id) };
      }
      const submitted = await api<{ result: { submissionId: string } }>('POST', `/submit-quiz/${quiz.id}`, { token, body: { attemptId: started.body.attemptId, responses } });
      expect(submitted).toHaveStatus(200);

      const seen = recordApi(page);
      await signInDirectly(page, player, `/review/${quiz.id}/${submitted.body.result.submissionId}`);
      await expect(page.getByRole('heading', { name: `Review: ${quiz.quizName}` })).toBeVisible();
      await expect(main(page)).toContainText('Your answer: Lutetia');
      await expect(main(page)).toContainText('Your answer: 12');
      await expect(main(page)).toContainText('Your order');
      await expect(main(page).getByText(/^Right (answer|answers|order)\b/)).toHaveCount(0);
      await expect.poll(() => seen.filter(({ path }) => path.includes('/attempt-review/')).length).toBeGreaterThan(0);
      const review = seen.filter(({ path }) => path.includes('/attempt-review/'));
      expect(review.map(({ text }) => text).join('\n')).not.toMatch(SOLUTION_FIELDS);
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });

  test('a quiz of choice questions never fetches the typed answer views', async ({ page }) => {
    const player = await newAccount('choiceonly');
    const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-types', quizName: `Choice only ${String(Date.now())}`, questionCount: 2, createdAt: new Date(0) });
    try {
      const scripts = recordScripts(page);
      await signInDirectly(page, player, `/startQuiz/${quiz.id}`);
      await tickOption(page, 'Mars');
      await next(page, 'Which of these are prime numbers?');
      await tickOption(page, '2');
      await next(page, 'You reached the end');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => TYPED_CHUNK.test(path))).toEqual([]);
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });
});

test.describe('ordering on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a player drags the rows into order by touch, and the server scores it', async ({ page }) => {
    test.setTimeout(60_000);
    const player = await newAccount('typeddrag');
    const quiz = await typedQuiz(player.admin.firestore, {}, [TYPED_QUESTION_BODIES.ordering]);
    try {
      await signInDirectly(page, player, `/startQuiz/${quiz.id}`);
      await expect(heading(page, 'Smallest to largest')).toBeVisible();
      const cdp = await page.context().newCDPSession(page);
      const centre = async (locator: Locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error('Not on screen');
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      /** Drags a row by its handle with one finger to just above the row now at `index` (0-based). */
      const drag = async (text: string, index: number) => {
        const from = await centre(row(page, text).locator('[data-drag-handle]'));
        const target = await centre(main(page).getByRole('listitem').nth(index));
        const to = target.y - 12;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
        for (let step = 1; step <= 8; step += 1) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: from.y + ((to - from.y) * step) / 8 }] });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await expect(row(page, text)).toHaveAttribute('aria-label', `${text}, position ${String(index + 1)} of 4`);
      };
      // Served in the right order by chance (1 in 24): the last is dragged to the top first, so a drag always happens.
      if ((await positionOf(row(page, 'Whale'))) === 4 && (await positionOf(row(page, 'Ant'))) === 1) await drag('Whale', 0);
      // Each item in turn, from the first place on, dragged up to its place.
      for (const [index, text] of RIGHT_ORDER.entries()) {
        if ((await positionOf(row(page, text))) !== index + 1) await drag(text, index);
      }
      await expect(main(page).getByRole('listitem')).toHaveText(RIGHT_ORDER.map((text, index) => new RegExp(`^${String(index + 1)}\\.${text}`)));
      // The page fits the phone: nothing wider than the screen.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await next(page, 'You reached the end');
      await expect(page.getByRole('group', { name: 'Your score' })).toContainText('Points5/5');
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });
});
