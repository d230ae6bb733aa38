import { expect, test } from './support/test';
import { questionAddedMessage } from '@quizmaster/shared/messages';
import { collections, paths } from '@quizmaster/shared/paths';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { newAccount, signInDirectly } from './support/accounts';
import { createQuizThroughUi } from './support/admin-quiz';
import { expectAccessible } from './support/axe';

test.describe('Add Quiz (/dashboard/addQuiz)', () => {
  test('creates a paid quiz with a built-in cover and three questions, one with two answers', async ({ page }) => {
    test.slow();
    const { admin } = await newAccount('quizauthor', { record: false });
    const quizName = `Authored ${String(Date.now())}`;
    await signInDirectly(page, demoAccounts.admin);
    await createQuizThroughUi(page, {
      quizName,
      quizType: 'paid',
      cover: 'Space',
      retakeCount: 2,
      minutes: 5,
      questions: [
        { question: 'Which planet is the largest?', options: ['Mars', 'Jupiter', 'Venus'], correct: ['Jupiter'] },
        // By option number, as the side panel shows them.
        { question: 'Which of these are gas giants?', options: ['Saturn', 'Earth', 'Neptune', 'Mercury'], correct: [1, 3] },
        { question: 'What is closest to the Sun?', options: ['Mercury', 'Pluto'], correct: ['Mercury'] },
      ],
    });

    // Back on an empty quiz step.
    await expect(page.getByLabel('Quiz Name')).toHaveValue('');
    await expect(page.getByLabel('Retake Count')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Add Quiz' })).toBeDisabled();

    const quizzes = await admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
    expect(quizzes.size).toBe(1);
    const quiz = quizzes.docs[0];
    if (!quiz) throw new Error(`No quiz named ${quizName}`);
    expect(quiz.data()).toMatchObject({
      quizType: 'paid',
      image: '/covers/space.svg',
      retakeCount: 2,
      allQTime: 5,
      questionCount: 3,
      createdBy: demoAccounts.admin.uid,
      // Submit Total Quiz publishes it (createQuizThroughUi).
      published: true,
    });
    const questions = await admin.firestore.collection(paths.questions(quiz.id)).orderBy('order').get();
    expect(questions.docs.map((question) => question.get('question') as string)).toEqual([
      'Which planet is the largest?',
      'Which of these are gas giants?',
      'What is closest to the Sun?',
    ]);
    expect(questions.docs.every((question) => question.get('quizType') === 'paid')).toBe(true);
    const key = (await admin.firestore.doc(paths.answerKey(quiz.id)).get()).get('answers') as Record<string, number[]>;
    expect(questions.docs.map((question) => key[question.id])).toEqual([[2], [1, 3], [1]]);
    await quiz.ref.firestore.recursiveDelete(quiz.ref);
    await admin.close();
  });

  test('Submit Total Quiz publishes the quiz: a player finds it on /quizzes and starts it', async ({ page, browser }) => {
    test.slow();
    const { admin } = await newAccount('quizsubmitter', { record: false });
    const player = await newAccount('newquizplayer');
    const quizName = `Submitted ${String(Date.now())}`;
    const playerContext = await browser.newContext();
    try {
      await signInDirectly(page, demoAccounts.admin);
      await createQuizThroughUi(page, {
        quizName,
        quizType: 'free',
        questions: [{ question: 'Which is the tallest mountain?', options: ['Everest', 'Kilimanjaro'], correct: ['Everest'] }],
      });

      const playerPage = await playerContext.newPage();
      await signInDirectly(playerPage, player, '/quizzes');
      const takeTest = playerPage.getByRole('link', { name: `Take A Test: ${quizName}` });
      await expect(takeTest).toBeVisible();
      await takeTest.click();
      await expect(playerPage.getByRole('heading', { name: 'Which is the tallest mountain?' })).toBeVisible();

      const stored = await admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
      expect(stored.docs.map((quiz) => quiz.get('published') as unknown)).toEqual([true]);
      // Manage Quizzes says so.
      await page.goto(`/dashboard/manageQuizzes?q=${encodeURIComponent(quizName)}`);
      await expect(page.getByRole('row').filter({ hasText: quizName }).getByRole('cell').nth(3)).toHaveText('freePublished');
    } finally {
      await playerContext.close();
      await player.admin.close();
      const made = await admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
      for (const quiz of made.docs) await admin.firestore.recursiveDelete(quiz.ref);
      await admin.close();
    }
  });

  test('keeps Add Quiz disabled until every required field is filled, and refuses other cover files', async ({ page }) => {
    await signInDirectly(page, demoAccounts.admin, '/dashboard/addQuiz');
    await expect(page).toHaveTitle('Add Quiz - Quiz Master');
    const addQuiz = page.getByRole('button', { name: 'Add Quiz' });
    await expect(page.getByLabel('Retake Count')).toHaveValue('');
    await expect(addQuiz).toBeDisabled();

    const coverError = page.getByText('Please Enter A Valid Cover Image');
    await page.getByLabel('Cover Image').setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(coverError).toBeVisible();
    await page.getByLabel('Cover Image').setInputFiles([]);
    await expect(coverError).toHaveCount(0);
    await page.getByLabel('Cover Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(coverError).toBeVisible();
    await expect(addQuiz).toBeDisabled();

    await page.getByLabel('Quiz Name').fill('Almost');
    await page.getByText('History', { exact: true }).click();
    await page.getByLabel('Description').fill('Nearly there');
    await page.getByLabel('Quiz Type').selectOption('free');
    await page.getByLabel('Retake Count').fill('0');
    await expect(addQuiz).toBeDisabled();
    await page.getByLabel('Quiz Duration (minutes)').fill('3');
    await expect(addQuiz).toBeEnabled();
    await expectAccessible(page);
  });

  test('adds options only once the question has text, and swaps the option input for Save Answer once ticked', async ({ page }) => {
    const { admin } = await newAccount('quizsteps', { record: false });
    const quizName = `Steps ${String(Date.now())}`;
    await signInDirectly(page, demoAccounts.admin, '/dashboard/addQuiz');
    await page.getByLabel('Quiz Name').fill(quizName);
    await page.getByText('Science', { exact: true }).click();
    await page.getByLabel('Description').fill('Steps');
    await page.getByLabel('Quiz Type').selectOption('free');
    await page.getByLabel('Retake Count').fill('0');
    await page.getByLabel('Quiz Duration (minutes)').fill('2');
    await page.getByRole('button', { name: 'Add Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Add Question' })).toBeVisible();

    await page.getByLabel('New option').fill('Paris');
    await expect(page.getByRole('button', { name: 'Add Option' })).toBeDisabled();
    await page.getByLabel('Question', { exact: true }).fill('Capital of France?');
    await page.getByRole('button', { name: 'Add Option' }).click();
    await page.getByLabel('New option').fill('Lyon');
    await page.getByLabel('New option').press('Enter');
    await expect(page.getByRole('button', { name: 'Save Answer' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Paris', exact: true }).check({ force: true });
    await expect(page.getByLabel('New option')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Answer' }).click();
    await expect(page.getByText(questionAddedMessage)).toBeVisible();
    const panel = page.getByRole('complementary', { name: /^Questions added/ });
    await expect(panel).toContainText('1. Capital of France?');
    await expect(panel).toContainText('Answer: 1');
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue('');

    const quizzes = await admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
    for (const quiz of quizzes.docs) await admin.firestore.recursiveDelete(quiz.ref);
    await admin.close();
  });
});
