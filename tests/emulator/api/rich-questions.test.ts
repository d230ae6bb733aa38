/**
 * Math and code in questions (ADR 0036): the save path (add, edit, import) stores the server's
 * HTML beside the question, each option and the explanation, only where the text has markup; a
 * player's attempt serves it (never the explanation's), the review serves the explanation's only
 * when its policy shows explanations, and a hostile text is served escaped.
 */
import { describe, expect, it } from 'vitest';
import type { AttemptReview, StartedAttempt } from '@quizmaster/shared/api/attempts';
import type { AuthoringQuiz } from '@quizmaster/shared/api/authoring';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { api } from '../../support/api';
import { useDemoData } from './fixture';

const { refs, tokens } = useDemoData('rich-questions');

type Body = Record<string, unknown>;

const RICH: Body = {
  question: 'What is $x^2$ when x = 3?\n```js\nconst x = 3;\n```',
  options: [
    { id: 1, option: '$9$' },
    { id: 2, option: 'Six' },
  ],
  answer: [1],
  explanation: 'Because `3 * 3` is $3^2$.',
};
const HOSTILE = '<img src=x onerror=alert(1)> $\\href{javascript:alert(1)}{x}$ <script>alert(2)</script>';

async function emptyQuiz(quizId: string, fields: Partial<QuizSummary> = {}) {
  await refs.quiz(quizId).set(aQuiz({ quizName: `Quiz ${quizId}`, questionCount: 0, ...fields }));
}
const addQuestion = (quizId: string, body: Body) => api<Body>('POST', `/quizzes/${quizId}/questions`, { token: tokens.admin, body });
const start = (quizId: string) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token: tokens.player });
const stored = async (quizId: string, id: string) => (await refs.question(quizId, id).get()).data();

/** Markup a browser would run or follow: none may reach a player. */
const UNSAFE = /<(script|img|a|iframe|svg)\b|<[^>]*\s(on\w+|href|src|style)=/i;

describe('rich text on the question save path', () => {
  it('stores the HTML of the math and code beside each field that has markup, and nothing beside plain text', async () => {
    await emptyQuiz('stored');
    const added = await addQuestion('stored', RICH);
    expect(added).toHaveStatus(201);
    const question = await stored('stored', String(added.body.insertedId));
    expect(question?.question).toBe(RICH.question);
    expect(question?.questionHtml).toMatch(/^What is <span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    expect(question?.questionHtml).toContain('<pre class="rich-code-block"><code class="hljs language-js"><span class="hljs-keyword">const</span>');
    expect(question?.options[0]?.html).toContain('<mn>9</mn>');
    expect(question?.options[1]).toEqual({ id: 2, option: 'Six' });
    expect(question?.explanationHtml).toContain('<code class="rich-code">3 * 3</code>');

    const plain = await addQuestion('stored', { question: 'Costs $5 or $6?', options: [{ id: 1, option: 'a' }, { id: 2, option: 'b' }], answer: [1], explanation: 'Plain.' });
    expect(plain).toHaveStatus(201);
    const plainQuestion = await stored('stored', String(plain.body.insertedId));
    expect(plainQuestion).not.toHaveProperty('questionHtml');
    expect(plainQuestion).not.toHaveProperty('explanationHtml');
    expect(plainQuestion?.options.every((option) => option.html === undefined)).toBe(true);

    // The editor's GET shows what is stored.
    const authoring = await api<AuthoringQuiz>('GET', '/quizzes/stored/authoring', { token: tokens.admin });
    expect(authoring).toHaveStatus(200);
    expect(authoring.body.questions[0]).toMatchObject({ questionHtml: question?.questionHtml, explanationHtml: question?.explanationHtml });
    expect(authoring.body.questions[0]?.options[0]?.html).toBe(question?.options[0]?.html);
  });

  it('renders again on edit: HTML taken away with the markup, the replaced one kept in the revision', async () => {
    await emptyQuiz('edited');
    const id = String((await addQuestion('edited', RICH)).body.insertedId);
    const before = await stored('edited', id);
    const edited = await api<Body>('PUT', `/quizzes/edited/questions/${id}`, {
      token: tokens.admin,
      body: { question: 'Now plain', options: [{ id: 1, option: 'Nine' }, { id: 2, option: '$\\sqrt{36}$' }], answer: [1], expectedVersion: 2 },
    });
    expect(edited).toHaveStatus(200);
    const after = await stored('edited', id);
    expect(after).not.toHaveProperty('questionHtml');
    expect(after).not.toHaveProperty('explanationHtml');
    expect(after?.options[0]).toEqual({ id: 1, option: 'Nine' });
    expect(after?.options[1]?.html).toContain('<msqrt>');
    const revision = (await refs.questionRevision('edited', id, 0).get()).data();
    expect(revision).toMatchObject({ questionHtml: before?.questionHtml, explanationHtml: before?.explanationHtml });
  });

  it('renders imported questions too', async () => {
    await emptyQuiz('imported');
    const text = ['question,option 1,option 2,option 3,answers,explanation,tags', '"Is $x^2$ a square?",Yes,No,Maybe,1,"See `x*x`",'].join('\n');
    const imported = await api<{ imported?: number }>('POST', '/quizzes/imported/import', { token: tokens.admin, body: { format: 'csv', text } });
    expect(imported).toHaveStatus(200);
    const [question] = (await refs.questions('imported').get()).docs.map((doc) => doc.data());
    expect(question?.questionHtml).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    expect(question?.explanationHtml).toContain('<code class="rich-code">x*x</code>');
  });
});

describe('rich text served to players', () => {
  it('serves the question and options with their HTML, MathML and highlighted code, never the explanation', async () => {
    await emptyQuiz('served');
    await addQuestion('served', RICH);
    const started = await start('served');
    expect(started).toHaveStatus(200);
    const [question] = started.body.questions;
    expect(question?.questionHtml).toContain('<math');
    expect(question?.questionHtml).toContain('<span class="hljs-keyword">const</span>');
    expect(question?.questionHtml).not.toMatch(UNSAFE);
    expect(question?.options.find((option) => option.id === 1)?.html).toContain('<math');
    const served = JSON.stringify(started.body);
    expect(served).not.toMatch(/explanationHtml|"explanation"|3 \* 3/);
  });

  it('serves a hostile question escaped: no element, attribute or link of its own', async () => {
    await emptyQuiz('hostile');
    const added = await addQuestion('hostile', { question: HOSTILE, options: [{ id: 1, option: '<b onclick=x()>$y$</b>' }, { id: 2, option: 'b' }], answer: [1] });
    expect(added).toHaveStatus(201);
    const started = await start('hostile');
    expect(started).toHaveStatus(200);
    const [question] = started.body.questions;
    expect(question?.question).toBe(HOSTILE);
    expect(question?.questionHtml).toMatch(/^&lt;img src=x onerror=alert\(1\)&gt; <span class="katex"><math/);
    expect(question?.questionHtml).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(question?.questionHtml).not.toMatch(UNSAFE);
    expect(question?.options[0]?.html ?? question?.options[1]?.html).toContain('&lt;b onclick=x()&gt;');
    const optionHtml = question?.options.map((option) => option.html ?? '').join('') ?? '';
    expect(optionHtml).not.toMatch(/<b\b/);
    expect(optionHtml).not.toMatch(UNSAFE);
  });

  const reviewOf = async (quizId: string, policy: Partial<QuizSummary>) => {
    await emptyQuiz(quizId, policy);
    await addQuestion(quizId, RICH);
    const started = await start(quizId);
    const submitted = await api('POST', `/submit-quiz/${quizId}`, { token: tokens.player, body: { attemptId: started.body.attemptId, answers: { [started.body.questions[0]?._id ?? '']: [1] } } });
    expect(submitted).toHaveStatus(200);
    const review = await api<AttemptReview>('GET', `/attempt-review/${quizId}/${started.body.attemptId}`, { token: tokens.player });
    expect(review).toHaveStatus(200);
    return review.body.questions[0];
  };

  it("reviews the question's and options' HTML, and the explanation's only when the policy shows explanations", async () => {
    const withExplanations = await reviewOf('review-explained', { reviewWhen: 'after-submit', reviewShows: ['answers', 'explanations'] });
    expect(withExplanations?.questionHtml).toContain('<math');
    expect(withExplanations?.options.find((option) => option.id === 1)?.html).toContain('<math');
    expect(withExplanations?.explanationHtml).toContain('<code class="rich-code">3 * 3</code>');

    const without = await reviewOf('review-plain', { reviewWhen: 'after-submit', reviewShows: ['answers'] });
    expect(without?.questionHtml).toContain('<math');
    expect(without).not.toHaveProperty('explanation');
    expect(without).not.toHaveProperty('explanationHtml');
  });
});

describe('rich text in a fill-in-the-blanks text', () => {
  const BLANKS: Body = {
    type: 'fill-blanks',
    question: 'Complete the code',
    text: 'The area is $\\pi r^2$, so {{1}} is `r * r`;\n{{2}}<i>plain</i> & more',
    blanks: [{ accepted: [{ text: 'r squared' }] }, { choices: ['one', 'two'], answer: 0 }],
  };

  it('stores the HTML of each piece of text between the blanks, serves it in the attempt and the review', async () => {
    await emptyQuiz('blanks', { reviewWhen: 'after-submit', reviewShows: ['answers'] });
    const added = await addQuestion('blanks', BLANKS);
    expect(added).toHaveStatus(201);
    const question = await stored('blanks', String(added.body.insertedId));
    const content = question?.content;
    if (content?.type !== 'fill-blanks') throw new Error('Not stored as fill in the blanks.');
    expect(content.text).toBe(BLANKS.text);
    // One piece more than blanks: before {{1}}, between, after {{2}}; each escaped or rendered.
    expect(content.textHtml).toHaveLength(3);
    expect(content.textHtml?.[0]).toMatch(/^The area is <span class="katex"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">.*<\/math><\/span>, so $/);
    expect(content.textHtml?.[1]).toBe(' is <code class="rich-code">r * r</code>;\n');
    expect(content.textHtml?.[2]).toBe('&lt;i&gt;plain&lt;/i&gt; &amp; more');
    expect(question).not.toHaveProperty('questionHtml');

    const started = await start('blanks');
    expect(started).toHaveStatus(200);
    expect(started.body.questions[0]?.content).toMatchObject({ type: 'fill-blanks', textHtml: content.textHtml });
    expect(await api('POST', '/submit-quiz/blanks', { token: tokens.player, body: { attemptId: started.body.attemptId } })).toHaveStatus(200);
    const review = await api<AttemptReview>('GET', `/attempt-review/blanks/${started.body.attemptId}`, { token: tokens.player });
    expect(review).toHaveStatus(200);
    expect(review.body.questions[0]?.content).toMatchObject({ type: 'fill-blanks', textHtml: content.textHtml });
  });

  it('stores no HTML for a plain text, and a hostile text escaped', async () => {
    await emptyQuiz('blanks-plain');
    const plain = await addQuestion('blanks-plain', { ...BLANKS, text: 'It costs $5 or {{1}} and {{2}}.' });
    expect(plain).toHaveStatus(201);
    expect((await stored('blanks-plain', String(plain.body.insertedId)))?.content).not.toHaveProperty('textHtml');

    const hostile = await addQuestion('blanks-plain', { ...BLANKS, text: `${HOSTILE} {{1}} <a href="javascript:x()">$y$</a> {{2}}` });
    expect(hostile).toHaveStatus(201);
    const started = await start('blanks-plain');
    const served = started.body.questions.find((question) => question._id === String(hostile.body.insertedId))?.content;
    if (served?.type !== 'fill-blanks') throw new Error('Not served as fill in the blanks.');
    expect(served.textHtml?.[0]).toMatch(/^&lt;img src=x onerror=alert\(1\)&gt; <span class="katex"><math/);
    expect(served.textHtml?.[1]).toContain('&lt;a href=&quot;javascript:x()&quot;&gt;<span class="katex">');
    expect(served.textHtml?.join('')).not.toMatch(UNSAFE);
  });
});
