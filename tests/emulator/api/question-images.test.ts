/**
 * Question images through the API (ADR 0037): an admin uploads an image (decoded by the server,
 * stored as WebP variants in Firestore); anyone fetches a variant same-origin, cached for a year;
 * a question and its options refer to uploaded images by id with alt text, stored with the
 * server's sizes, and served with the attempt and the review.
 */
import { aPngHeaderOnly } from '@quizmaster/functions/testing/png';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AttemptReview, StartedAttempt } from '@quizmaster/shared/api/attempts';
import type { AuthoringQuiz } from '@quizmaster/shared/api/authoring';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { IMAGE_LIMITS, imageSrc, type UploadedImage } from '@quizmaster/shared/question-images';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { api } from '../../support/api';
import { appUrl } from '../../support/urls';
import { useDemoData } from './fixture';

const { refs, tokens } = useDemoData('question-images');

type Body = Record<string, unknown>;

const png = (width: number, height: number, background = '#2a9d8f') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
/** The stored images: the demo's, and those a test uploaded. */
const imageCount = async () => (await refs.questionImage('any').parent.count().get()).data().count;
const upload = (data: string, token: string = tokens.admin) => api<UploadedImage & Body>('POST', '/question-images', { token, body: { data } });
const uploaded = async (width: number, height: number, background?: string) => {
  const answer = await upload((await png(width, height, background)).toString('base64'));
  expect(answer).toHaveStatus(201);
  return answer.body;
};

/** A variant's bytes and headers, fetched as an <img> would: through Hosting, no token. */
async function fetchVariant(path: string) {
  const response = await fetch(`${appUrl}${path}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function emptyQuiz(quizId: string, fields: Partial<QuizSummary> = {}) {
  await refs.quiz(quizId).set(aQuiz({ quizName: `Quiz ${quizId}`, questionCount: 0, ...fields }));
}
const addQuestion = (quizId: string, body: Body) => api<Body>('POST', `/quizzes/${quizId}/questions`, { token: tokens.admin, body });
const stored = async (quizId: string, id: string) => (await refs.question(quizId, id).get()).data();

describe('uploading a question image', () => {
  it('stores WebP variants at the widths below the original, and answers 201 with the id, size and widths', async () => {
    const image = await uploaded(1000, 500);
    expect(image).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as string, width: 1000, height: 500, widths: [320, 640, 960, 1000] });
    const record = (await refs.questionImage(image.id).get()).data();
    expect(record).toMatchObject({ width: 1000, height: 500, widths: [320, 640, 960, 1000], sourceType: 'image/png', uploadedBy: expect.any(String) as string });
    expect(record?.byteCount).toBeGreaterThan(0);
    const entries = (await refs.auditLog().where('action', '==', 'image-upload').get()).docs.map((doc) => doc.data());
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target: { kind: 'image', id: image.id }, after: { width: 1000, height: 500, sourceType: 'image/png' } });
  });

  it('is for admins only: a player gets 403, a visitor 401, and nothing is stored', async () => {
    const before = await imageCount();
    const data = (await png(20, 20)).toString('base64');
    expect(await upload(data, tokens.player)).toHaveStatus(403);
    expect(await upload(data, '')).toHaveStatus(401);
    expect(await imageCount()).toBe(before);
  });

  it('refuses what is not an image it accepts with a 4xx JSON message naming the problem', async () => {
    const cases: [string, string, RegExp][] = [
      ['not base64', 'this is not base64!', /not valid base64/],
      ['empty', '', /empty/],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>').toString('base64'), /PNG, JPEG, WebP or GIF/],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64'), /PNG, JPEG, WebP or GIF/],
      ['a truncated PNG', (await png(300, 300)).subarray(0, 60).toString('base64'), /not a readable image/],
      ['a 50-megapixel bomb', aPngHeaderOnly(10_000, 5_000).toString('base64'), /10000×5000 pixels; at most 40 million/],
    ];
    const before = await imageCount();
    for (const [, data, message] of cases) {
      const answer = await upload(data);
      expect(answer).toHaveStatus(400);
      expect(answer.body.message).toMatch(message);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file over 4 MB', async () => {
    // Just over the limit: the schema's bound on the base64 (400); far over: the body limit (413).
    const over = await upload(Buffer.alloc(IMAGE_LIMITS.uploadBytes + 3).toString('base64'));
    expect([400, 413]).toContain(over.status);
    expect(over.body.message).toMatch(/larger than/);
    const farOver = await upload(Buffer.alloc(2 * IMAGE_LIMITS.uploadBytes).toString('base64'));
    expect(farOver).toHaveStatus(413);
    expect(farOver.body.message).toMatch(/too large|larger than/);
  });
});

describe('serving a variant', () => {
  it('answers the WebP bytes, immutable for a year, to anyone', async () => {
    const image = await uploaded(700, 350);
    for (const width of image.widths) {
      const variant = await fetchVariant(imageSrc(image.id, width));
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Number(variant.headers.get('content-length'))).toBe(variant.bytes.length);
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, Math.round((350 * width) / 700)]);
    }
  });

  it('answers a JSON 404 for an unknown image or width, and a JSON 4xx for a malformed path', async () => {
    const image = await uploaded(400, 200);
    for (const path of [imageSrc('A'.repeat(22), 320), imageSrc(image.id, 640), imageSrc(image.id, 321)]) {
      const answer = await api('GET', path.replace('/api/v1', ''));
      expect(answer).toHaveStatus(404);
      expect(answer.body.error).toBe('not-found');
    }
    for (const path of [`/question-images/${image.id}/320.png`, '/question-images/short/320.webp', `/question-images/${image.id}/320.webp.webp`]) {
      const answer = await api('GET', path);
      expect(answer, path).toHaveStatus(400);
      expect(answer.body.error, path).toBe('invalid-argument');
    }
    // An encoded slash never reaches another file: Hosting or the API refuses it.
    const traversal = await fetchVariant(`/api/v1/question-images/${image.id}/..%2F320.webp`);
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
  });
});

describe('the demo', () => {
  it("stores the Question Types Tour's pictures as uploads are stored, each with alt text, and serves them", async () => {
    const questions = (await refs.questions('question-types-tour').get()).docs.map((doc) => doc.data());
    const planets = questions.find((question) => question.question.startsWith('Which planet'));
    expect(planets?.options.map((option) => option.image?.alt)).toEqual([
      'A pale yellow planet wrapped in thick, smooth clouds.',
      'A small grey planet covered in craters.',
      'A rust-red planet with dark patches and a white polar cap.',
      'A blue planet with green land and white swirls of cloud.',
    ]);
    const triangle = questions.find((question) => question.image !== undefined);
    expect(triangle?.type).toBe('numeric');
    expect(triangle?.image).toMatchObject({ width: 640, height: 400, widths: [320, 640], alt: expect.stringMatching(/^A right triangle/) as string });
    const record = (await refs.questionImage(triangle?.image?.id ?? '').get()).data();
    expect(record).toMatchObject({ sourceType: 'image/png', widths: [320, 640] });
    const variant = await fetchVariant(imageSrc(triangle?.image?.id ?? '', 640));
    expect(variant.status).toBe(200);
    expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
  });
});

describe('questions with images', () => {
  it("stores the question's and options' images with the server's sizes, whatever size the client sends", async () => {
    await emptyQuiz('pictured');
    const [diagram, red, blue] = [await uploaded(800, 600), await uploaded(200, 100, '#ff0000'), await uploaded(150, 150, '#0000ff')];
    const added = await addQuestion('pictured', {
      question: 'Which flag is red?',
      image: { id: diagram.id, alt: '  Two flags side by side  ', width: 1, height: 1, widths: [1], src: 'https://evil.example/x.png' },
      options: [
        { id: 1, option: 'The left one', image: { id: red.id, alt: 'A red flag', width: 9999 } },
        { id: 2, option: 'The right one', image: { id: blue.id, alt: 'A blue flag' } },
        { id: 3, option: 'Neither' },
      ],
      answer: [1],
    });
    expect(added).toHaveStatus(201);
    const question = await stored('pictured', String(added.body.insertedId));
    expect(question?.image).toEqual({ id: diagram.id, alt: 'Two flags side by side', width: 800, height: 600, widths: [320, 640, 800] });
    expect(question?.options).toEqual([
      { id: 1, option: 'The left one', image: { id: red.id, alt: 'A red flag', width: 200, height: 100, widths: [200] } },
      { id: 2, option: 'The right one', image: { id: blue.id, alt: 'A blue flag', width: 150, height: 150, widths: [150] } },
      { id: 3, option: 'Neither' },
    ]);
    // The audit entry names them.
    const [entry] = (await refs.auditLog().where('target.id', '==', String(added.body.insertedId)).get()).docs.map((doc) => doc.data());
    expect(entry?.after).toMatchObject({
      image: `${diagram.id}: Two flags side by side`,
      options: [`1. The left one [image ${red.id}: A red flag]`, `2. The right one [image ${blue.id}: A blue flag]`, '3. Neither'],
    });
    // The editor's GET gives them back.
    const authoring = await api<AuthoringQuiz>('GET', '/quizzes/pictured/authoring', { token: tokens.admin });
    expect(authoring.body.questions[0]?.image).toEqual(question?.image);
    expect(authoring.body.questions[0]?.options).toEqual(question?.options);
  });

  it('gives a typed question an image, keeps it in the revision an edit replaces, and drops it when the edit leaves it out', async () => {
    await emptyQuiz('typed');
    const map = await uploaded(640, 480);
    const added = await addQuestion('typed', { type: 'short-answer', question: 'Which country is shaded?', image: { id: map.id, alt: 'A map with one country shaded' }, accepted: [{ text: 'France' }] });
    expect(added).toHaveStatus(201);
    const id = String(added.body.insertedId);
    expect((await stored('typed', id))?.image).toMatchObject({ id: map.id, width: 640, height: 480 });
    const edited = await api('PUT', `/quizzes/typed/questions/${id}`, { token: tokens.admin, body: { type: 'short-answer', question: 'Name the country', accepted: [{ text: 'France' }] } });
    expect(edited).toHaveStatus(200);
    expect(await stored('typed', id)).not.toHaveProperty('image');
    expect((await refs.questionRevision('typed', id, 0).get()).data()?.image).toMatchObject({ id: map.id, alt: 'A map with one country shaded' });
  });

  it('refuses an unknown image id naming the field, and an image without alt text', async () => {
    await emptyQuiz('refused');
    const known = await uploaded(100, 100);
    const unknown = await addQuestion('refused', {
      question: 'Q?',
      options: [
        { id: 1, option: 'a' },
        { id: 2, option: 'b' },
        { id: 3, option: 'c', image: { id: 'B'.repeat(22), alt: 'Something' } },
      ],
      answer: [1],
    });
    expect(unknown).toHaveStatus(400);
    expect(unknown.body.message).toMatch(/options\.2\.image: No image has the id B{22}/);
    const unknownQuestionImage = await addQuestion('refused', { question: 'Q?', image: { id: 'C'.repeat(22), alt: 'x' }, options: [{ id: 1, option: 'a' }, { id: 2, option: 'b' }], answer: [1] });
    expect(unknownQuestionImage).toHaveStatus(400);
    expect(unknownQuestionImage.body.message).toMatch(/image: No image has the id/);
    for (const image of [{ id: known.id }, { id: known.id, alt: '   ' }, { id: known.id, alt: '' }]) {
      const noAlt = await addQuestion('refused', { question: 'Q?', image, options: [{ id: 1, option: 'a' }, { id: 2, option: 'b' }], answer: [1] });
      expect(noAlt).toHaveStatus(400);
      expect(noAlt.body.message).toContain('Describe the image for players who cannot see it');
    }
    const badId = await addQuestion('refused', { question: 'Q?', image: { id: '../../etc', alt: 'x' }, options: [{ id: 1, option: 'a' }, { id: 2, option: 'b' }], answer: [1] });
    expect(badId).toHaveStatus(400);
    expect((await refs.questions('refused').get()).size).toBe(0);
  });

  it("serves a player the images with the question and options, in the attempt's option order, and nothing else new; the review shows them too", async () => {
    await emptyQuiz('served', { reviewWhen: 'after-submit', reviewShows: ['answers'] });
    const [diagram, first, second] = [await uploaded(500, 250), await uploaded(120, 60, '#ff0000'), await uploaded(120, 60, '#00ff00')];
    const added = await addQuestion('served', {
      question: 'Pick the red one',
      image: { id: diagram.id, alt: 'Two swatches' },
      options: [
        { id: 1, option: 'First', image: { id: first.id, alt: 'A red swatch' } },
        { id: 2, option: 'Second', image: { id: second.id, alt: 'A green swatch' } },
      ],
      answer: [1],
    });
    expect(added).toHaveStatus(201);
    const started = await api<StartedAttempt>('POST', '/start-quiz/served', { token: tokens.player });
    expect(started).toHaveStatus(200);
    const [question] = started.body.questions;
    expect(Object.keys(question ?? {}).sort()).toEqual(['_id', 'choice', 'image', 'options', 'question']);
    expect(question?.image).toEqual({ id: diagram.id, alt: 'Two swatches', width: 500, height: 250, widths: [320, 500] });
    // Each option's image travels with its option, in whatever order the attempt shows them.
    for (const option of question?.options ?? []) {
      expect(Object.keys(option).sort()).toEqual(['id', 'image', 'option']);
      expect(option.image?.id).toBe(option.id === 1 ? first.id : second.id);
    }
    expect(JSON.stringify(started.body)).not.toMatch(/uploadedBy|sourceType|byteCount/);

    const submitted = await api('POST', '/submit-quiz/served', { token: tokens.player, body: { attemptId: started.body.attemptId, answers: { [question?._id ?? '']: [1] } } });
    expect(submitted).toHaveStatus(200);
    const review = await api<AttemptReview>('GET', `/attempt-review/served/${started.body.attemptId}`, { token: tokens.player });
    expect(review).toHaveStatus(200);
    expect(review.body.questions[0]?.image).toEqual(question?.image);
    expect(review.body.questions[0]?.options).toEqual(question?.options);
  });

  it('keeps the images when a quiz is duplicated', async () => {
    await emptyQuiz('original');
    const image = await uploaded(300, 200);
    await addQuestion('original', { question: 'Q?', image: { id: image.id, alt: 'A picture' }, options: [{ id: 1, option: 'a' }, { id: 2, option: 'b' }], answer: [1] });
    const copy = await api<{ insertedId: string }>('POST', '/quizzes/original/duplicate', { token: tokens.admin });
    expect(copy).toHaveStatus(201);
    const [question] = (await refs.questions(copy.body.insertedId).get()).docs.map((doc) => doc.data());
    expect(question?.image).toEqual({ id: image.id, alt: 'A picture', width: 300, height: 200, widths: [300] });
  });

  it('exports a quiz whose questions have images (the formats carry the text, not the images)', async () => {
    await emptyQuiz('exported');
    const image = await uploaded(300, 200);
    await addQuestion('exported', { question: 'Q?', image: { id: image.id, alt: 'A picture' }, options: [{ id: 1, option: 'a', image: { id: image.id, alt: 'Same' } }, { id: 2, option: 'b' }], answer: [1] });
    for (const format of ['csv', 'gift', 'moodle-xml', 'aiken']) {
      const exported = await api<Body>('GET', `/quizzes/exported/export?format=${format}`, { token: tokens.admin });
      expect(exported).toHaveStatus(200);
    }
  });
});

describe('images through import and export', () => {
  type Exported = { text: string; imagesLeftOut: number; questions: number };
  type Check = { questionCount: number; problems: { line: number; message: string }[]; problemCount: number };
  const importInto = (quizId: string, body: Body) => api<Check & Body>('POST', `/quizzes/${quizId}/import`, { token: tokens.admin, body });

  it('a CSV export keeps the images by id, and imports into another quiz with the server sizes; the other formats count them left out', async () => {
    await emptyQuiz('with-images');
    await emptyQuiz('copy-target');
    const image = await uploaded(300, 200);
    const option = await uploaded(400, 100, '#e76f51');
    expect(
      await addQuestion('with-images', { question: 'Which?', image: { id: image.id, alt: 'A map' }, options: [{ id: 1, option: 'a' }, { id: 2, option: 'b', image: { id: option.id, alt: 'A flag, red' } }], answer: [2] }),
    ).toHaveStatus(201);
    expect(await addQuestion('with-images', { question: 'Order?', image: { id: image.id, alt: 'Steps' }, type: 'ordering', items: ['one', 'two', 'three'] })).toHaveStatus(201);

    const csv = await api<Exported & Body>('GET', '/quizzes/with-images/export?format=csv', { token: tokens.admin });
    expect(csv).toHaveStatus(200);
    expect(csv.body).toMatchObject({ questions: 2, imagesLeftOut: 0 });
    expect(csv.body.text.split('\r\n')[0]).toContain('image,image alt');
    for (const format of ['gift', 'moodle-xml', 'aiken']) {
      const other = await api<Exported & Body>('GET', `/quizzes/with-images/export?format=${format}`, { token: tokens.admin });
      expect(other).toHaveStatus(200);
      // Aiken holds single-answer choice questions only: its ordering question is a problem, its images still counted.
      expect(other.body.imagesLeftOut).toBe(3);
    }

    expect(await importInto('copy-target', { format: 'csv', text: csv.body.text, dryRun: false })).toHaveStatus(200);
    const copied = (await refs.questions('copy-target').orderBy('order').get()).docs.map((doc) => doc.data());
    expect(copied.map((question) => question.image)).toEqual([
      { id: image.id, alt: 'A map', width: 300, height: 200, widths: [300] },
      { id: image.id, alt: 'Steps', width: 300, height: 200, widths: [300] },
    ]);
    expect(copied[0]?.options.map((choice) => choice.image)).toEqual([undefined, { id: option.id, alt: 'A flag, red', width: 400, height: 100, widths: [320, 400] }]);
  });

  it('an image id that is not one of this project\'s is a problem naming its line in the dry run, and the import refuses it, writing nothing', async () => {
    await emptyQuiz('unknown-image');
    const known = await uploaded(50, 50);
    const text = [
      'question,image,image alt,option 1,option 1 image,option 1 image alt,option 2,answers',
      `Known?,${known.id},A square,a,,,b,1`,
      `Unknown?,,,a,ZZZZZZZZZZZZZZZZZZZZZZ,A ghost,b,1`,
    ].join('\r\n');
    const message = 'Unknown image: no image of this project has the id ZZZZZZZZZZZZZZZZZZZZZZ (the image of option 1); upload it in the editor first.';
    const dry = await importInto('unknown-image', { format: 'csv', text, dryRun: true });
    expect(dry).toHaveStatus(200);
    expect(dry.body).toMatchObject({ questionCount: 2, problems: [{ line: 3, message }], problemCount: 1 });
    const real = await importInto('unknown-image', { format: 'csv', text, dryRun: false });
    expect(real).toHaveStatus(400);
    expect(real.body).toMatchObject({ error: 'import-problems', problems: [{ line: 3, message }] });
    expect((await refs.questions('unknown-image').get()).size).toBe(0);
  });
});
