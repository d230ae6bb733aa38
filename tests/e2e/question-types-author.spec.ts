import { expect, test, type Locator, type Page } from './support/test';
import { questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';
import { collections, paths } from '@quizmaster/shared/paths';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { signInDirectly } from './support/accounts';
import { expectAccessible } from './support/axe';

/**
 * Authoring each question type (ADR 0035) in Add Quiz: each type's editor, filled mostly by
 * keyboard; the schema's message for a bad input; and Edit Quiz showing every editor filled the
 * same after a reload.
 */

/** Add Quiz and Edit Quiz have no Stripe form (see expectAccessible). */
const NO_CROSS_ORIGIN_FRAMES = { crossOriginFrames: false };

const form = (page: Page) => page.getByRole('form', { name: 'Add Question' });
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Picks a type and writes the question text. */
async function startQuestion(page: Page, type: string, question: string) {
  await form(page).getByLabel('Question type').selectOption({ label: type });
  await field(form(page), 'Question').fill(question);
}

/** Saves with the keyboard (Enter on the focused button) and waits for the panel to list it. */
async function saveQuestion(page: Page, count: number) {
  const save = form(page).getByRole('button', { name: 'Save Answer' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(questionAddedMessage).first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: /^Questions added/ }).getByRole('heading', { name: `Questions added (${String(count)})` })).toBeVisible();
}

test.describe('question types in Add Quiz and Edit Quiz', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin adds one question of each type, a bad input shows the schema message, and Edit Quiz shows each editor filled the same', async ({ page }) => {
    // The demo admin authors (no account of its own to make); the SDK reads what was stored.
    const sdk = emulatorAdmin(`e2e-typededitor-${String(Date.now())}-${String(process.pid)}`);
    const quizName = `Every type ${String(Date.now())}`;
    try {
      await signInDirectly(page, demoAccounts.admin, '/dashboard/addQuiz');
      await page.getByLabel('Quiz Name').fill(quizName);
      await page.getByText('Geography', { exact: true }).click();
      await page.getByLabel('Description').fill('One question of each type.');
      await page.getByLabel('Quiz Type').selectOption('free');
      await page.getByLabel('Retake Count').fill('1');
      await page.getByLabel('Quiz Duration (minutes)').fill('10');
      await page.getByRole('button', { name: 'Add Quiz' }).click();
      await expect(page.getByText(quizAddedMessage)).toBeVisible();

      // Short answer: two accepted answers, the second with half the credit.
      await startQuestion(page, 'Short answer', 'The capital of France?');
      await field(form(page), 'Accepted answer 1').fill('Paris');
      await form(page).getByRole('button', { name: 'Add accepted answer' }).press('Enter');
      await field(form(page), 'Accepted answer 2').fill('Lutetia');
      await field(form(page), 'Credit of answer 2 (%)').fill('50');
      await saveQuestion(page, 1);

      // Numeric, first with a bad tolerance: the schema's message, and nothing saved.
      await startQuestion(page, 'Numeric', 'Gravity on Earth, in m/s2?');
      await field(form(page), 'Value').fill('9.81');
      await field(form(page), 'Tolerance kind').selectOption('relative');
      await field(form(page), 'Tolerance').fill('2');
      await form(page).getByRole('button', { name: 'Save Answer' }).click();
      await expect(form(page).getByText('A relative tolerance is at most 1 (100 %)')).toBeVisible();
      await expect(form(page).getByRole('alert')).toHaveText('Not saved: fix the problems shown above.');
      await expect(field(form(page), 'Tolerance')).toBeFocused();
      await expect(field(form(page), 'Tolerance')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      // Fixed: the message goes as soon as the input is right.
      await field(form(page), 'Tolerance kind').selectOption('absolute');
      await field(form(page), 'Tolerance').fill('0.05');
      await expect(form(page).getByText('A relative tolerance is at most 1 (100 %)')).toHaveCount(0);
      await form(page).getByRole('button', { name: 'Add unit' }).press('Enter');
      await field(form(page), 'Unit 1').fill('m/s2');
      await field(form(page), 'Multiplier of unit 1').fill('1');
      await field(form(page), 'Unit hint (optional)').fill('m/s2');
      await saveQuestion(page, 2);

      // Ordering: written out of order, then put right with Move up by keyboard.
      await startQuestion(page, 'Ordering', 'Smallest to largest');
      await form(page).getByRole('button', { name: 'Add item' }).press('Enter');
      for (const [index, item] of ['Ant', 'Horse', 'Cat', 'Whale'].entries()) await field(form(page), `Item ${String(index + 1)}`).fill(item);
      await form(page).getByRole('button', { name: 'Move item 3 up' }).press('Enter');
      await expect(field(form(page), 'Item 2')).toHaveValue('Cat');
      await saveQuestion(page, 3);

      // Matching: three pairs and a distractor.
      await startQuestion(page, 'Matching', 'Match the capitals');
      await form(page).getByRole('button', { name: 'Add pair' }).press('Enter');
      for (const [index, [prompt, answer]] of [['France', 'Paris'], ['Italy', 'Rome'], ['Spain', 'Madrid']].entries()) {
        await field(form(page), `Prompt ${String(index + 1)}`).fill(prompt ?? '');
        await field(form(page), `Answer ${String(index + 1)}`).fill(answer ?? '');
      }
      await form(page).getByRole('button', { name: 'Add distractor' }).press('Enter');
      await field(form(page), 'Distractor 1').fill('Lisbon');
      await saveQuestion(page, 4);

      // Fill in the blanks: markers inserted where the caret is, one typed blank and one chosen.
      await startQuestion(page, 'Fill in the blanks', 'Fill in the blanks');
      const text = field(form(page), 'Text with blanks');
      const insert = form(page).getByRole('button', { name: 'Insert blank' });
      await text.fill('Water boils at ');
      await insert.press('Enter');
      await text.press('End');
      await text.pressSequentially(' degrees and is ');
      await insert.press('Enter');
      await text.press('End');
      await text.pressSequentially('.');
      await expect(text).toHaveValue('Water boils at {{1}} degrees and is {{2}}.');
      const blank1 = form(page).getByRole('group', { name: 'Blank 1' });
      const blank2 = form(page).getByRole('group', { name: 'Blank 2' });
      await field(blank1, 'Accepted answer 1').fill('100');
      await blank2.getByLabel('Players').selectOption('choice');
      await field(blank2, 'Choice 1').fill('wet');
      await field(blank2, 'Choice 2').fill('dry');
      await expect(blank2.getByLabel('Choice 1 is right')).toBeChecked();
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await saveQuestion(page, 5);

      // True or false.
      await startQuestion(page, 'True or false', 'The sun is cold.');
      await form(page).getByLabel('False', { exact: true }).check();
      await saveQuestion(page, 6);

      await page.getByRole('button', { name: 'Submit Total Quiz' }).click();
      await expect(page.getByRole('heading', { name: 'Add Quiz' })).toBeVisible();

      const quizzes = await sdk.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
      const quiz = quizzes.docs[0];
      if (!quiz) throw new Error(`No quiz named ${quizName}`);
      const stored = await sdk.firestore.collection(paths.questions(quiz.id)).orderBy('order').get();
      expect(stored.docs.map((question) => question.get('type') as string)).toEqual(['short-answer', 'numeric', 'ordering', 'matching', 'fill-blanks', 'true-false']);

      // Edit Quiz, a fresh page load: each editor shows what was written (read back from the server).
      await page.goto(`/dashboard/editQuiz/${quiz.id}`);
      const edit = async (number: number) => {
        await page.getByRole('button', { name: `Edit question ${String(number)}` }).click();
        const editor = page.getByRole('form', { name: `Edit question ${String(number)}` });
        await expect(editor).toBeVisible();
        return editor;
      };
      const close = async (editor: Locator) => {
        await editor.getByRole('button', { name: 'Cancel' }).click();
        await expect(editor).toHaveCount(0);
      };

      let editor = await edit(1);
      await expect(editor.getByLabel('Question type')).toHaveValue('short-answer');
      await expect(field(editor, 'Question')).toHaveValue('The capital of France?');
      await expect(field(editor, 'Accepted answer 1')).toHaveValue('Paris');
      await expect(field(editor, 'Accepted answer 2')).toHaveValue('Lutetia');
      await expect(field(editor, 'Credit of answer 1 (%)')).toHaveValue('100');
      await expect(field(editor, 'Credit of answer 2 (%)')).toHaveValue('50');
      await close(editor);

      editor = await edit(2);
      await expect(editor.getByLabel('Question type')).toHaveValue('numeric');
      await expect(field(editor, 'Value')).toHaveValue('9.81');
      await expect(field(editor, 'Tolerance')).toHaveValue('0.05');
      await expect(field(editor, 'Tolerance kind')).toHaveValue('absolute');
      await expect(field(editor, 'Unit 1')).toHaveValue('m/s2');
      await expect(field(editor, 'Multiplier of unit 1')).toHaveValue('1');
      await expect(field(editor, 'Unit hint (optional)')).toHaveValue('m/s2');
      await close(editor);

      editor = await edit(3);
      await expect(editor.getByLabel('Question type')).toHaveValue('ordering');
      for (const [index, item] of ['Ant', 'Cat', 'Horse', 'Whale'].entries()) await expect(field(editor, `Item ${String(index + 1)}`)).toHaveValue(item);
      await close(editor);

      editor = await edit(4);
      await expect(editor.getByLabel('Question type')).toHaveValue('matching');
      // The pairs come back as a set (ids are random): read them all.
      const pairs: string[] = [];
      for (const index of [1, 2, 3]) pairs.push(`${await field(editor, `Prompt ${String(index)}`).inputValue()}→${await field(editor, `Answer ${String(index)}`).inputValue()}`);
      expect(pairs.sort()).toEqual(['France→Paris', 'Italy→Rome', 'Spain→Madrid']);
      await expect(field(editor, 'Distractor 1')).toHaveValue('Lisbon');
      await close(editor);

      editor = await edit(5);
      await expect(editor.getByLabel('Question type')).toHaveValue('fill-blanks');
      await expect(field(editor, 'Text with blanks')).toHaveValue('Water boils at {{1}} degrees and is {{2}}.');
      await expect(field(editor.getByRole('group', { name: 'Blank 1' }), 'Accepted answer 1')).toHaveValue('100');
      const editedBlank2 = editor.getByRole('group', { name: 'Blank 2' });
      await expect(editedBlank2.getByLabel('Players')).toHaveValue('choice');
      // Choices are stored in the order of their random ids (ADR 0035): the same two, and wet the right one.
      const choices = [await field(editedBlank2, 'Choice 1').inputValue(), await field(editedBlank2, 'Choice 2').inputValue()];
      expect([...choices].sort()).toEqual(['dry', 'wet']);
      await expect(editedBlank2.getByLabel(`Choice ${String(choices.indexOf('wet') + 1)} is right`)).toBeChecked();
      await close(editor);

      editor = await edit(6);
      await expect(editor.getByLabel('Question type')).toHaveValue('true-false');
      await expect(editor.getByLabel('False', { exact: true })).toBeChecked();
      await expectAccessible(page, NO_CROSS_ORIGIN_FRAMES);
      await close(editor);

      await quiz.ref.firestore.recursiveDelete(quiz.ref);
    } finally {
      await sdk.close();
    }
  });
});
