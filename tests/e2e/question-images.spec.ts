import { expect, test, type Locator, type Page } from './support/test';
import { questionAddedMessage, quizAddedMessage } from '@quizmaster/shared/messages';
import { collections, paths } from '@quizmaster/shared/paths';
import { IMAGE_ALT_MESSAGE } from '@quizmaster/shared/question-images';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { api, callRoute, signIn } from '../support/api';
import { aPng } from '@quizmaster/functions/testing/png';
import { newAccount, signInDirectly } from './support/accounts';
import { holdTheApp } from './support/app-chunk';
import { expectAccessible } from './support/axe';

/**
 * Question images (ADR 0037) in the browser: an admin adds a question and an option with images
 * by keyboard in Add Quiz (alt text required), and Edit Quiz shows them after a reload; a player
 * on a phone gets them as WebP variants in reserved boxes (no layout shift), under the CSP,
 * painted and loading before the app has started (lib/early-question.ts), which takes them over in place.
 */

const QUESTION_ALT = 'A red and a blue band';
const OPTION_ALT = 'Two blue bands';

/** Chooses a file by keyboard: Space on the focused file input opens the chooser. */
async function chooseByKeyboard(page: Page, input: Locator, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await input.focus();
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test.describe('question images', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin adds a question and an option with images by keyboard, alt text required, and Edit Quiz shows them after a reload', async ({ page }) => {
    const admin = await newAccount('imageauthor', { claims: { admin: true } });
    const quizName = `Images ${String(Date.now())}`;
    try {
      await signInDirectly(page, admin, '/dashboard/addQuiz');
      await page.getByLabel('Quiz Name').fill(quizName);
      await page.getByText('Geography', { exact: true }).click();
      await page.getByLabel('Description').fill('A question with images.');
      await page.getByLabel('Quiz Type').selectOption('free');
      await page.getByLabel('Retake Count').fill('1');
      await page.getByLabel('Quiz Duration (minutes)').fill('10');
      await page.getByRole('button', { name: 'Add Quiz' }).click();
      await expect(page.getByText(quizAddedMessage)).toBeVisible();

      const form = page.getByRole('form', { name: 'Add Question' });
      await form.getByLabel('Question', { exact: true }).fill('Which picture has two colours?');
      await chooseByKeyboard(page, form.getByLabel('Add an image', { exact: true }), 'bands.png', aPng(800, 600));
      // Uploaded: the thumbnail, and the keyboard on its alt text, which is required.
      const alt = form.getByLabel('Image description (alt text)', { exact: true });
      await expect(alt).toBeFocused({ timeout: 15_000 });
      await expect(form.getByText(IMAGE_ALT_MESSAGE)).toBeVisible();
      await expect(alt).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await page.keyboard.type(QUESTION_ALT);
      await expect(form.getByText(IMAGE_ALT_MESSAGE)).toHaveCount(0);
      await expect(form.getByRole('img', { name: QUESTION_ALT })).toBeVisible();

      const newOption = form.getByLabel('New option', { exact: true });
      for (const option of ['Bands', 'Plain']) {
        await newOption.fill(option);
        await newOption.press('Enter');
      }
      await chooseByKeyboard(page, form.getByLabel('Add an image to option 1'), 'blue.png', aPng(400, 200, [[40, 40, 200], [20, 20, 150]]));
      await expect(form.getByLabel('Image description (alt text) of option 1')).toBeFocused({ timeout: 15_000 });
      await page.keyboard.type(OPTION_ALT);
      await form.getByLabel('Bands', { exact: true }).focus();
      await page.keyboard.press('Space');
      const save = form.getByRole('button', { name: 'Save Answer' });
      await save.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(questionAddedMessage).first()).toBeVisible();
      await page.getByRole('button', { name: 'Submit Total Quiz' }).click();
      await expect(page.getByRole('heading', { name: 'Add Quiz' })).toBeVisible();

      // Stored with the server's sizes (never the client's).
      const quizzes = await admin.admin.firestore.collection(collections.quizzes).where('quizName', '==', quizName).get();
      const quiz = quizzes.docs[0];
      if (!quiz) throw new Error(`No quiz named ${quizName}`);
      const [stored] = (await admin.admin.firestore.collection(paths.questions(quiz.id)).get()).docs;
      expect(stored?.get('image')).toMatchObject({ alt: QUESTION_ALT, width: 800, height: 600, widths: [320, 640, 800] });
      expect(stored?.get('options')).toMatchObject([{ option: 'Bands', image: { alt: OPTION_ALT, width: 400, height: 200, widths: [320, 400] } }, { option: 'Plain' }]);

      // Edit Quiz, a fresh load: the images and their alt texts read back from the server.
      await page.goto(`/dashboard/editQuiz/${quiz.id}`);
      await page.getByRole('button', { name: 'Edit question 1' }).click();
      const editor = page.getByRole('form', { name: 'Edit question 1' });
      await expect(editor.getByRole('img', { name: QUESTION_ALT })).toBeVisible();
      await expect(editor.getByLabel('Image description (alt text)', { exact: true })).toHaveValue(QUESTION_ALT);
      await expect(editor.getByRole('img', { name: OPTION_ALT })).toBeVisible();
      await expect(editor.getByLabel('Image description (alt text) of option 1')).toHaveValue(OPTION_ALT);
      await expect(editor.getByLabel('Add an image to option 2')).toBeVisible();

      await quiz.ref.firestore.recursiveDelete(quiz.ref);
    } finally {
      await admin.admin.close();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('a player sees the images as WebP variants in reserved boxes, loaded before the app starts: alt text, no layout shift, nothing blocked', async ({ page }) => {
      const admin = await newAccount('imagequizmaker', { claims: { admin: true } });
      const player = await newAccount('imageplayer');
      const quizId = `e2e-images-${String(Date.now())}-${String(process.pid)}`;
      try {
        const token = await signIn(admin.email, admin.password);
        const upload = async (png: Buffer) => {
          const uploaded = await callRoute('POST /api/v1/question-images', { token, body: { data: png.toString('base64') } });
          expect(uploaded).toHaveStatus(201);
          return uploaded.body.id;
        };
        const [questionImage, optionImage] = [await upload(aPng(800, 600)), await upload(aPng(400, 200))];
        await dataRefs(admin.admin.firestore)
          .quiz(quizId)
          .set(aQuiz({ quizName: `Images ${quizId}`, description: 'Pictures.', retakeCount: 1, allQTime: 10, createdBy: 'e2e', questionCount: 0, createdAt: new Date(0) }));
        const body = {
          type: 'single',
          question: 'Which picture has two colours?',
          image: { id: questionImage, alt: QUESTION_ALT },
          options: [
            { id: 1, option: 'Bands', image: { id: optionImage, alt: OPTION_ALT } },
            { id: 2, option: 'Plain' },
          ],
          answer: [1],
        };
        expect(await api('POST', `/quizzes/${quizId}/questions`, { token, body })).toHaveStatus(201);

        // Layout shifts from the page's start (as CLS counts them), the variants' answers, and any CSP report.
        await page.addInitScript(`window.__layoutShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue;
              const sources = entry.sources.map((source) => {
                const node = source.node;
                const element = node && node.nodeType !== 1 ? node.parentElement : node;
                const main = document.querySelector('main');
                return { inMain: !!(element && main && main.contains(element)), node: element ? element.nodeName + ' ' + (element.textContent || '').slice(0, 40) : 'gone' };
              });
              window.__layoutShifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
            }
          }).observe({ type: 'layout-shift', buffered: true });`);
        const variants: { path: string; status: number; type: string | null }[] = [];
        page.on('response', (response) => {
          const path = new URL(response.url()).pathname;
          if (path.startsWith('/api/v1/question-images/')) variants.push({ path, status: response.status(), type: response.headers()['content-type'] ?? null });
        });
        const policyReports: string[] = [];
        page.on('console', (message) => {
          if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyReports.push(message.text());
        });

        const release = await holdTheApp(page);
        await signInDirectly(page, player, `/startQuiz/${quizId}`);
        const main = page.getByRole('main');
        const heading = main.getByRole('heading', { name: /Which picture has two colours\?$/ });
        const image = main.getByRole('img', { name: QUESTION_ALT });
        // The option's image is inside its label: the radio's name holds its alt text.
        const bands = main.getByRole('radio', { name: `Bands ${OPTION_ALT}` });
        const loaded = `[...document.querySelectorAll('main img[srcset]')].every((image) => image.complete && image.naturalWidth > 0)`;
        const boxes = `[...document.querySelectorAll('main img[srcset]')].map((image) => { const box = image.getBoundingClientRect(); return [image.alt, image.getAttribute('loading'), image.getAttribute('fetchpriority'), box.x, box.y, box.width, box.height]; })`;
        const expectImages = async () => {
          await expect(heading).toBeVisible();
          await expect(image).toHaveAttribute('width', '800');
          await expect(image).toHaveAttribute('height', '600');
          // On screen at once: eager (lazy only delays the page's largest paint), the question's own first.
          await expect(image).toHaveAttribute('loading', 'eager');
          await expect(image).toHaveAttribute('fetchpriority', 'high');
          await expect(image).toHaveAttribute('srcset', new RegExp(`/api/v1/question-images/${questionImage}/320\\.webp 320w`));
          await expect(bands).toHaveCount(1);
        };
        // Painted from the early start while the app's chunk is held: both images arrive (decoded) meanwhile.
        await expectImages();
        expect(await page.evaluate<boolean>(`!!document.querySelector('template[data-early-quiz-template]')`)).toBe(true);
        await expect.poll(() => page.evaluate<boolean>(loaded), { timeout: 15_000 }).toBe(true);
        const early = await page.evaluate<unknown[]>(boxes);
        await page.evaluate(`window.__earlyHeading = document.querySelector('main h2[tabindex="-1"]')`);
        release();
        await expect.poll(() => page.evaluate<boolean>('window.__earlyHeading.isConnected'), { timeout: 15_000 }).toBe(false);
        // The app's render takes them over in place, the same attributes in the same boxes, loaded.
        await expectImages();
        await expect.poll(() => page.evaluate<boolean>(loaded), { timeout: 15_000 }).toBe(true);
        expect(await page.evaluate<unknown[]>(boxes)).toEqual(early);
        await bands.scrollIntoViewIfNeeded();
        await expect(bands).toBeVisible();
        await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`);
        // Nothing in the page's main part moved: the question, its image and the options. (The header's
        // account menu shifts by a few pixels once signed in, whatever the question: 0.0024 at 360 px.)
        const shifts = await page.evaluate<{ value: number; sources: { inMain: boolean; node: string }[] }[]>('window.__layoutShifts');
        expect(shifts.filter(({ sources }) => sources.length === 0 || sources.some(({ inMain }) => inMain))).toEqual([]);
        expect(shifts.reduce((sum, { value }) => sum + value, 0)).toBeLessThan(0.01);
        // The phone's question column takes a variant narrower than the largest, as WebP, answered 200.
        expect(variants.length).toBeGreaterThanOrEqual(2);
        expect(variants.filter(({ status, type }) => status !== 200 || type !== 'image/webp')).toEqual([]);
        expect(variants.some(({ path }) => path.startsWith(`/api/v1/question-images/${questionImage}/`) && !path.endsWith('/800.webp'))).toBe(true);
        expect(policyReports).toEqual([]);
        await expectAccessible(page);
      } finally {
        await admin.admin.firestore.recursiveDelete(admin.admin.firestore.doc(`quizzes/${quizId}`));
        await admin.admin.close();
        await player.admin.close();
      }
    });
  });
});
