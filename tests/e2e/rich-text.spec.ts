import { expect, test } from './support/test';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { richFieldsOf } from '@quizmaster/functions/services/rich-fields';
import { aQuestion } from '@quizmaster/shared/testing/factories';
import { newAccount, signInDirectly } from './support/accounts';
import { createTestQuiz } from './support/quizzes';

/** Words only KaTeX's and highlight.js's own code hold (the app's CSS names `.katex-error`, so not "katex"). */
const RENDERER_CODE = /KaTeX parse error|highlightAuto|Language definition for/;

/**
 * Math and code in a question (ADR 0036): the player's page shows the HTML the server stored when
 * the question was saved, MathML drawn by the browser and highlighted code, and loads neither
 * KaTeX nor highlight.js.
 */
test('a player sees a formula as MathML and highlighted code, and the page fetches no math or highlighting script', async ({ page }) => {
  const player = await newAccount('rich');
  const quiz = await createTestQuiz(player.admin.firestore, { idPrefix: 'e2e-rich', quizName: `Rich ${String(Date.now())}`, questionCount: 1 });
  const question = 'What does $x^2$ give for x = 3?\n```js\nconst x = 3;\n```';
  const options = [
    { id: 1, option: '$\\frac{18}{2}$' },
    { id: 2, option: 'Six' },
  ];
  // Stored as the save path stores it: the text, and the HTML rendered by the same code.
  const rich = await richFieldsOf({ question, options });
  await dataRefs(player.admin.firestore)
    .question(quiz.id, 'q1')
    .set(
      aQuestion({
        question,
        questionHtml: rich.questionHtml ?? '',
        options: options.map((option, index) => ({ ...option, html: rich.options[index]?.optionHtml ?? '' })),
        order: 0,
      }),
    );

  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.url());
    bodies.push(response.text().catch(() => ''));
  });
  try {
    await signInDirectly(page, player, `/startQuiz/${quiz.id}`);
    const heading = page.getByRole('heading', { level: 2 });
    await expect(heading.locator('math')).toBeVisible();
    await expect(heading.locator('math annotation')).toHaveText('x^2');
    await expect(heading.locator('pre.rich-code-block .hljs-keyword')).toHaveText('const');
    await expect(page.getByRole('main').locator('label').first().locator('math mfrac')).toBeAttached();
    // The radio's name is the formula's text, as a screen reader reads MathML.
    await expect(page.getByRole('radio')).toHaveCount(2);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /katex|highlight/i.test(url))).toEqual([]);
    const sources = await Promise.all(bodies);
    expect(sources.filter((source) => RENDERER_CODE.test(source))).toHaveLength(0);
  } finally {
    await quiz.remove();
    await player.admin.close();
  }
});
