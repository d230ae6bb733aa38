import { expect, type Page } from '@playwright/test';
import { questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';

export interface QuestionThroughUi {
  question: string;
  options: string[];
  /** The correct options: by number (1 = the first option) or by their text. */
  correct: (number | string)[];
}

export interface QuizThroughUi {
  quizName: string;
  description?: string;
  quizType: 'free' | 'paid';
  /** A built-in cover's label, as the picker shows it ('Geography', 'Space', …). */
  cover?: string;
  retakeCount?: number;
  minutes?: number;
  questions: QuestionThroughUi[];
  /**
   * How the admin finishes (SPEC.md "Add Quiz"): 'submit' presses Submit Total Quiz, which
   * publishes the quiz (the default); 'draft' presses Save as draft, which keeps it hidden.
   */
  finish?: 'submit' | 'draft';
}

/** A question's correct answers as option numbers (1-based), the way the side panel shows them. */
export function answerNumbers({ options, correct }: QuestionThroughUi): number[] {
  return correct
    .map((answer) => {
      if (typeof answer === 'number') return answer;
      const index = options.indexOf(answer);
      if (index < 0) throw new Error(`"${answer}" is not among the options ${JSON.stringify(options)}`);
      return index + 1;
    })
    .sort((a, b) => a - b);
}

/**
 * Creates a quiz and its questions through Add Quiz, as an admin would, checking each toast and
 * the side panel on the way, then presses Submit Total Quiz (publishes it) or, with
 * `finish: 'draft'`, Save as draft. Either returns to an empty quiz step. The admin must be signed in.
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
  await expect(page.getByText(quizAddedMessage)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add Question' })).toBeVisible();

  const panel = page.getByRole('complementary', { name: /^Questions added/ });
  for (const [index, item] of quiz.questions.entries()) {
    const answers = answerNumbers(item);
    await page.getByLabel('Question', { exact: true }).fill(item.question);
    for (const option of item.options) {
      await page.getByLabel('New option').fill(option);
      await page.getByRole('button', { name: 'Add Option' }).click();
    }
    const checkboxes = page.getByRole('form', { name: 'Add Question' }).getByRole('checkbox');
    await expect(checkboxes).toHaveCount(item.options.length);
    // The real input is visually hidden under Chakra's control, hence force.
    for (const answer of answers) await checkboxes.nth(answer - 1).check({ force: true });
    await page.getByRole('button', { name: 'Save Answer' }).click();
    await expect(page.getByText(questionAddedMessage).first()).toBeVisible();
    await expect(panel.getByRole('heading', { name: `Questions added (${String(index + 1)})` })).toBeVisible();
    const listed = panel.getByRole('listitem').filter({ hasText: `${String(index + 1)}. ${item.question}` });
    await expect(listed).toContainText(`Answer: ${answers.join(', ')}`);
    await expect(page.getByLabel('Question', { exact: true })).toHaveValue('');
  }
  const finish = quiz.finish === 'draft' ? 'Save as draft' : 'Submit Total Quiz';
  await page.getByRole('button', { name: finish }).click();
  await expect(page.getByRole('heading', { name: 'Add Quiz' })).toBeVisible();
}
