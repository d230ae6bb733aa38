import { expect, test } from './support/test';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { newAccount, signInDirectly } from './support/accounts';
import { answerOption, createTestQuiz, SAMPLE_QUESTIONS, tickOption } from './support/quizzes';

/** Randomised attempts (ADR 0018): the draw and the orders are fixed when the attempt starts. */
test.describe('a randomised attempt', () => {
  test('draws 3 of 4 questions with shuffled options, and a reload resumes the same questions in the same order', async ({ page }) => {
    test.setTimeout(60_000);
    const player = await newAccount('shuffled');
    const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-random', quizName: `Random ${String(Date.now())}`, createdAt: new Date(0) });
    const refs = dataRefs(player.admin.firestore);
    await refs.quiz(quiz.id).update({ drawCount: 3, shuffleQuestions: true, shuffleOptions: true });
    try {
      await signInDirectly(page, player, `/startQuiz/${quiz.id}`);
      await expect(page.getByTestId('progress-counter')).toHaveText('1/3');
      await expect(page.getByRole('complementary', { name: 'Quiz details' })).toContainText('Total questions3');

      // What the server fixed for this attempt: the questions drawn and each one's option order.
      const [attempt] = (await refs.attempts(quiz.id).where('userId', '==', player.uid).get()).docs.map((doc) => doc.data());
      const questionIds = attempt?.questionIds ?? [];
      expect(questionIds).toHaveLength(3);
      const shown = (index: number) => {
        const id = questionIds[index] ?? '';
        const sample = SAMPLE_QUESTIONS[Number(id.slice(1)) - 1];
        const order = attempt?.optionOrder?.[id] ?? [];
        return {
          question: sample?.question ?? '',
          options: order.map((optionId) => sample?.options[optionId - 1] ?? ''),
          // One right answer: radio buttons; several: checkboxes.
          kind: (sample?.answer.length ?? 0) > 1 ? ('checkbox' as const) : ('radio' as const),
        };
      };
      const expectShown = async (index: number) => {
        const { question, options, kind } = shown(index);
        await expect(page.getByRole('heading', { name: question })).toBeVisible();
        const boxes = page.getByRole('main').getByRole(kind);
        await expect(boxes).toHaveCount(options.length);
        for (const [place, option] of options.entries()) await expect(boxes.nth(place)).toHaveAccessibleName(option);
      };
      await expectShown(0);

      // Answer the first question and move on, then reload: back at the same second question, with
      // the same first question (and its answer) behind it.
      const firstOption = shown(0).options[0] ?? '';
      await tickOption(page, firstOption);
      await page.getByRole('button', { name: 'Next' }).click();
      await expectShown(1);
      await page.reload();
      await expectShown(1);
      await page.getByRole('button', { name: 'Previous' }).click();
      await expectShown(0);
      await expect(answerOption(page, firstOption)).toBeChecked();
      expect((await refs.attempts(quiz.id).where('userId', '==', player.uid).get()).size).toBe(1);
    } finally {
      await quiz.remove();
      await player.admin.close();
    }
  });
});
