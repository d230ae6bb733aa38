import { expect, type Page } from '@playwright/test';

export interface QuizThroughUi {
  quizName: string;
  description?: string;
  quizType: 'free' | 'paid';
  /** A built-in cover's label, as the picker shows it. */
  cover?: string;
  retakeCount?: number;
  minutes?: number;
  questions: { question: string; options: string[]; correct: string[] }[];
}

/**
 * Creates a quiz and its questions through Add Quiz, as an admin would, checking each toast on
 * the way, then presses Submit Total Quiz. The admin must be signed in.
 */
export async function createQuizThroughUi(page: Page, quiz: QuizThroughUi) {
  await page.goto('/dashboard/addQuiz');
  await page.getByLabel('Quiz Name').fill(quiz.quizName);
  await page.getByText(quiz.cover ?? 'Geography', { exact: true }).click();
  await page.getByLabel('Description').fill(quiz.description ?? `${quiz.quizName}, made in the browser.`);
  await page.getByLabel('Quiz Type').selectOption(quiz.quizType);
  await page.getByLabel('Retake Count').fill(String(quiz.retakeCount ?? 1));
  await page.getByLabel('Quiz Duration (minutes)').fill(String(quiz.minutes ?? 10));
  await page.getByRole('button', { name: 'Add Quiz' }).click();
  await expect(page.getByText('added quiz successfully Please write some question')).toBeVisible();

  const panel = page.getByRole('complementary', { name: /^Questions added/ });
  for (const [index, item] of quiz.questions.entries()) {
    await page.getByLabel('Question', { exact: true }).fill(item.question);
    for (const option of item.options) {
      await page.getByLabel('New option').fill(option);
      await page.getByRole('button', { name: 'Add Option' }).click();
    }
    for (const option of item.correct) await page.getByRole('checkbox', { name: option, exact: true }).check({ force: true });
    await page.getByRole('button', { name: 'Save Answer' }).click();
    await expect(page.getByText('added question successfully').first()).toBeVisible();
    await expect(panel.getByRole('heading', { name: `Questions added (${String(index + 1)})` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Submit Total Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Add Quiz' })).toBeVisible();
}
