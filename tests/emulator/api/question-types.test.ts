/**
 * Question types through the API (ADR 0035): authoring each type, taking it (served without any
 * key), saving and checking responses, scoring under the scoring modes, and the review.
 */
import { describe, expect, it } from 'vitest';
import type { AttemptQuestion, AttemptReview, StartedAttempt } from '@quizmaster/shared/api/attempts';
import type { AuthoringQuiz } from '@quizmaster/shared/api/authoring';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { TRUE_FALSE_OPTIONS } from '@quizmaster/shared/question-types/limits';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { aQuiz } from '@quizmaster/shared/testing/factories';
import { api } from '../../support/api';
import { TRUE_FALSE_BODY as TRUE_FALSE, TYPED_QUESTION_BODIES as TYPED } from '../../support/typed-question-bodies';
import { useDemoData } from './fixture';

const { refs, tokens } = useDemoData('question-types');

type Body = Record<string, unknown>;

/** A draft-free quiz with no questions yet (published, so a player may take it once it has some). */
async function emptyQuiz(quizId: string, fields: Partial<QuizSummary> = {}) {
  await refs.quiz(quizId).set(aQuiz({ quizName: `Quiz ${quizId}`, questionCount: 0, ...fields }));
}

const addQuestion = (quizId: string, body: Body) => api<Body>('POST', `/quizzes/${quizId}/questions`, { token: tokens.admin, body });
const start = (quizId: string, token = tokens.player) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token });
const save = (quizId: string, attemptId: string, questionId: string, answer: unknown) =>
  api<Body>('PUT', `/save-answer/${quizId}`, { token: tokens.player, body: { attemptId, questionId, answer } });
const submit = (quizId: string, attemptId: string, body: Body = {}) =>
  api<{ result: { points: number; marks: number; correctByQuestion?: Record<string, boolean> } }>('POST', `/submit-quiz/${quizId}`, {
    token: tokens.player,
    body: { attemptId, ...body },
  });

/** Adds the five typed questions and a true/false one (in that order); returns their ids by type. */
async function quizOfEveryType(quizId: string, fields: Partial<QuizSummary> = {}) {
  await emptyQuiz(quizId, fields);
  const ids: Record<string, string> = {};
  for (const [type, body] of [...Object.entries(TYPED), ['true-false', TRUE_FALSE] as const]) {
    const added = await addQuestion(quizId, body);
    expect(added).toHaveStatus(201);
    ids[type] = String(added.body.insertedId);
  }
  return ids;
}

const byText = (items: readonly { id: number; text: string }[], text: string) => items.find((item) => item.text === text)?.id ?? -1;
const contentOf = (questions: AttemptQuestion[], id: string): TypedContent => {
  const content = questions.find((question) => question._id === id)?.content;
  if (!content) throw new Error(`Question ${id} was served without content.`);
  return content;
};

/** Responses to the served typed questions (those drawn), from their content: right ones, or partly right ones (see the scores below). */
function responsesFor(questions: AttemptQuestion[], ids: Record<string, string>, kind: 'right' | 'partial') {
  const right = kind === 'right';
  const responses: Record<string, TypedResponse> = {};
  for (const { _id: id, content } of questions) {
    if (!content) continue;
    if (content.type === 'short-answer') responses[id] = { text: right ? '  PARIS ' : 'Lutetia' };
    if (content.type === 'numeric') responses[id] = { text: right ? '9.8 m/s2' : '12' };
    if (content.type === 'ordering') {
      responses[id] = { order: (right ? ['Ant', 'Cat', 'Horse', 'Whale'] : ['Ant', 'Cat', 'Whale', 'Horse']).map((text) => byText(content.items, text)) };
    }
    if (content.type === 'matching') {
      const pairs = [
        ['France', 'Paris'],
        ['Italy', 'Rome'],
        ['Spain', right ? 'Madrid' : 'Lisbon'],
      ] as const;
      responses[id] = { matches: Object.fromEntries(pairs.map(([prompt, answer]) => [String(byText(content.prompts, prompt)), byText(content.answers, answer)])) };
    }
    if (content.type === 'fill-blanks') {
      const choice = content.blanks[1];
      responses[id] = { blanks: { '1': '100', '2': choice?.kind === 'choice' ? byText(choice.choices, right ? 'wet' : 'dry') : -1 } };
    }
  }
  expect(Object.keys(responses).every((id) => Object.values(ids).includes(id))).toBe(true);
  return responses;
}

/** The JSON fields a key has and served content never does. */
const KEY_FIELDS = /"(keys|order|pairs|accepted|value|choiceId|solution)"\s*:/;

describe('authoring each question type', () => {
  it.each(Object.entries(TYPED))('stores a %s question: public content on the question, its key in the answer key', async (type, body) => {
    await emptyQuiz('author');
    const added = await addQuestion('author', { ...body, explanation: 'Because.', tags: ['Science'] });
    expect(added).toHaveStatus(201);
    const id = String(added.body.insertedId);
    const stored = (await refs.question('author', id).get()).data();
    expect(stored).toMatchObject({ type, options: [], content: { type }, explanation: 'Because.', tags: ['science'] });
    // The document's own `order` is its place in the quiz: its content holds nothing of the key.
    expect(JSON.stringify(stored?.content)).not.toMatch(KEY_FIELDS);
    const key = (await refs.answerKey('author').get()).data();
    expect(key?.keys?.[id]).toMatchObject({ type });
    expect(key?.answers).not.toHaveProperty(id);
    expect((await refs.quiz('author').get()).data()).toMatchObject({ questionCount: 1, version: 2 });

    // The editor gets back what the author wrote.
    const loaded = await api<AuthoringQuiz>('GET', '/quizzes/author/authoring', { token: tokens.admin });
    expect(loaded).toHaveStatus(200);
    const { question: _text, ...fields } = body;
    const [shown] = loaded.body.questions;
    expect(shown).toMatchObject({ _id: id, type, options: [], answer: [] });
    if (shown?.typed?.type !== 'fill-blanks') expect(shown?.typed).toMatchObject(fields);
    else {
      // A choice blank's choices come back in their stored order (random ids): the same choices, the same right one.
      const choice = shown.typed.blanks[1];
      expect(shown.typed).toMatchObject({ type, text: fields.text, blanks: [{ accepted: [{ text: '100', credit: 100 }] }, {}] });
      expect(choice && 'choices' in choice ? [[...choice.choices].sort(), choice.choices[choice.answer]] : null).toEqual([['dry', 'wet'], 'wet']);
    }
  });

  it('stores a true/false question with the fixed options and the answer [1] or [2]', async () => {
    await emptyQuiz('truth');
    const added = await addQuestion('truth', { ...TRUE_FALSE, options: [{ id: 1, option: 'Yes' }] });
    expect(added).toHaveStatus(201);
    const id = String(added.body.insertedId);
    expect((await refs.question('truth', id).get()).data()).toMatchObject({ type: 'true-false', options: TRUE_FALSE_OPTIONS });
    expect((await refs.answerKey('truth').get()).data()?.answers[id]).toEqual([2]);
    const bad = await addQuestion('truth', { ...TRUE_FALSE, answer: [3] });
    expect(bad).toHaveStatus(400);
    expect(bad.body.fields).toEqual([{ field: 'answer', message: 'Expected [1] (True) or [2] (False)' }]);
  });

  it('takes the old choice body unchanged and a single-answer question with exactly one right option', async () => {
    await emptyQuiz('choices');
    const options = [1, 2, 3].map((id) => ({ id, option: `Option ${String(id)}` }));
    expect(await addQuestion('choices', { question: 'Old style?', options, answer: [1, 3] })).toHaveStatus(201);
    expect(await addQuestion('choices', { type: 'multiple', question: 'Several?', options, answer: [1, 3] })).toHaveStatus(201);
    const single = await addQuestion('choices', { type: 'single', question: 'One?', options, answer: [1, 3] });
    expect(single).toHaveStatus(400);
    expect(single.body.fields).toEqual([{ field: 'answer', message: 'A single-answer question has exactly one right option' }]);
    const demo = await api<Body>('POST', '/createQuestionDemo', { token: tokens.admin, body: { quizId: 'choices', ...TYPED.ordering } });
    expect(demo).toHaveStatus(201);
    expect((await refs.question('choices', String(demo.body.insertedId)).get()).data()).toMatchObject({ type: 'ordering', options: [] });
  });

  const long = 'x'.repeat(201);
  it.each([
    ['short-answer without answers', { ...TYPED['short-answer'], accepted: [] }, 'accepted', 'Give at least one accepted answer'],
    ['short-answer with 11 answers', { ...TYPED['short-answer'], accepted: Array.from({ length: 11 }, (_x, index) => ({ text: `a${String(index)}` })) }, 'accepted', 'At most 10 accepted answers'],
    ['a credit over 100 %', { ...TYPED['short-answer'], accepted: [{ text: 'Paris', credit: 150 }] }, 'accepted.0.credit', 'Credit is at most 100 %'],
    ['a relative tolerance over 100 %', { ...TYPED.numeric, tolerance: 2, toleranceKind: 'relative' }, 'tolerance', 'A relative tolerance is at most 1 (100 %)'],
    ['a negative tolerance', { ...TYPED.numeric, tolerance: -1 }, 'tolerance', 'The tolerance cannot be negative'],
    ['a numeric value too large', { ...TYPED.numeric, value: 1e13 }, 'value', 'At most 1000000000000 in size'],
    ['ordering with 2 items', { ...TYPED.ordering, items: ['A', 'B'] }, 'items', 'Put at least 3 items in order'],
    ['ordering with 11 items', { ...TYPED.ordering, items: Array.from({ length: 11 }, (_x, index) => `Item ${String(index)}`) }, 'items', 'At most 10 items'],
    ['an item too long', { ...TYPED.ordering, items: ['A', 'B', long] }, 'items.2', 'An item: at most 200 characters'],
    ['matching with one pair', { ...TYPED.matching, pairs: [{ prompt: 'France', answer: 'Paris' }] }, 'pairs', 'At least 2 pairs'],
    ['a distractor equal to an answer', { ...TYPED.matching, distractors: ['Rome'] }, 'distractors', 'The answers and distractors must differ'],
    ['blanks not marked in the text', { ...TYPED['fill-blanks'], text: 'Only {{1}} here.' }, 'text', 'Mark each blank once in the text, in order: {{1}}, {{2}}, …'],
    ['a choice blank whose answer is not a choice', { ...TYPED['fill-blanks'], blanks: [{ accepted: [{ text: '100' }] }, { choices: ['wet', 'dry'], answer: 2 }] }, 'blanks.1.answer', 'The right choice must be one of the choices'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field, message) => {
    await emptyQuiz('bad');
    const response = await addQuestion('bad', body);
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ error: 'invalid-argument' });
    expect(response.body.fields).toContainEqual({ field, message });
    expect((await refs.answerKey('bad').get()).exists).toBe(false);
  });

  it('refuses a type it does not know', async () => {
    await emptyQuiz('unknown');
    const response = await addQuestion('unknown', { type: 'essay', question: 'Why?' });
    expect(response).toHaveStatus(400);
    expect(response.body.fields).toEqual([expect.objectContaining({ field: 'type' })]);
  });

  it('keeps the replaced content as a revision on edit, and a change of type leaves no stale key', async () => {
    await emptyQuiz('edit');
    const id = String((await addQuestion('edit', TYPED.ordering)).body.insertedId);
    const before = (await refs.question('edit', id).get()).data();
    const edited = await api<Body>('PUT', `/quizzes/edit/questions/${id}`, { token: tokens.admin, body: { ...TYPED.ordering, items: ['One', 'Two', 'Three'], expectedVersion: 2 } });
    expect(edited).toHaveStatus(200);
    expect((await refs.question('edit', id).get()).data()).toMatchObject({ revision: 1, content: { type: 'ordering', items: expect.arrayContaining([expect.objectContaining({ text: 'Two' })]) } });
    expect((await refs.questionRevision('edit', id, 0).get()).data()).toMatchObject({ type: 'ordering', content: before?.content });

    const options = [1, 2].map((option) => ({ id: option, option: `Option ${String(option)}` }));
    expect(await api('PUT', `/quizzes/edit/questions/${id}`, { token: tokens.admin, body: { question: 'Now a choice', options, answer: [2] } })).toHaveStatus(200);
    const key = (await refs.answerKey('edit').get()).data();
    expect(key?.answers[id]).toEqual([2]);
    expect(key?.keys ?? {}).not.toHaveProperty(id);
    expect((await refs.question('edit', id).get()).data()).not.toHaveProperty('content');
  });

  it('copies typed keys when a quiz is duplicated', async () => {
    await quizOfEveryType('original');
    const copy = await api<Body>('POST', '/quizzes/original/duplicate', { token: tokens.admin });
    expect(copy).toHaveStatus(201);
    const loaded = await api<AuthoringQuiz>('GET', `/quizzes/${String(copy.body.insertedId)}/authoring`, { token: tokens.admin });
    expect(loaded.body.questions.map((question) => question.type)).toEqual([...Object.keys(TYPED), 'true-false']);
    expect(loaded.body.questions.every((question) => question.type === 'true-false' || question.typed !== undefined)).toBe(true);
  });
});

describe('taking typed questions', () => {
  it('serves each type with its content and nothing of its key, items and answers in an order of the attempt', async () => {
    const ids = await quizOfEveryType('take');
    const started = await start('take');
    expect(started).toHaveStatus(200);
    expect(started.body.questions.map((question) => question.type)).toEqual([...Object.keys(TYPED), 'true-false']);
    const json = JSON.stringify(started.body);
    expect(json).not.toMatch(KEY_FIELDS);
    expect(json).not.toMatch(/Lutetia|9\.81|"credit"/);
    const ordering = contentOf(started.body.questions, ids.ordering ?? '');
    expect(ordering.type === 'ordering' && ordering.items.map((item) => item.text)).not.toEqual(['Ant', 'Cat', 'Horse', 'Whale']);
    expect(started.body.questions.find((question) => question._id === ids['true-false'])).toMatchObject({ options: TRUE_FALSE_OPTIONS, choice: 'single' });
    // A resumed attempt serves the same order.
    const resumed = await start('take');
    expect(resumed.body.questions).toEqual(started.body.questions);
  });

  it('saves responses that fit their question and refuses others with a 400 naming the problem', async () => {
    const ids = await quizOfEveryType('save');
    const started = await start('save');
    const { attemptId, questions } = started.body;
    const right = responsesFor(questions, ids, 'right');
    for (const [questionId, response] of Object.entries(right)) {
      const saved = await save('save', attemptId, questionId, response);
      expect(saved).toHaveStatus(200);
      expect(saved.body).toEqual({ saved: true, questionId, answer: response });
    }
    const bad: [string | undefined, unknown, RegExp][] = [
      [ids.ordering, { order: [1, 2, 3, 77] }, /77 is not an item of this question/],
      [ids.ordering, { order: [1, 2, 3] }, /Put each of the 4 items in order once/],
      [ids.ordering, { text: 'Ant' }, /every item id in order/],
      [ids.matching, { matches: { '9': 1 } }, /9 is not a prompt of this question/],
      [ids.matching, { matches: { '1': 9 } }, /9 is not an answer of this question/],
      [ids['fill-blanks'], { blanks: { '3': 'x' } }, /3 is not a blank of this question/],
      [ids['fill-blanks'], { blanks: { '2': 'wet' } }, /Blank 2 takes one of its choice ids/],
      [ids['short-answer'], [1], /not a choice question/],
      [ids['true-false'], { text: 'True' }, /is a choice question/],
      [ids['short-answer'], { text: 'x'.repeat(201) }, /answer/],
      [ids.numeric, {}, /answer/],
    ];
    for (const [questionId, answer, message] of bad) {
      const response = await save('save', attemptId, questionId ?? '', answer);
      expect(response).toHaveStatus(400);
      expect(response.body).toMatchObject({ error: 'invalid-argument', message: expect.stringMatching(message) });
    }
    // A reload brings the saved responses back.
    const resumed = await start('save');
    expect(resumed.body.responses).toEqual(right);
  });

  it('scores every type: all right under exact scoring', async () => {
    const ids = await quizOfEveryType('exact-right');
    const started = await start('exact-right');
    const responses = responsesFor(started.body.questions, ids, 'right');
    const submitted = await submit('exact-right', started.body.attemptId, { responses, answers: { [ids['true-false'] ?? '']: [2] } });
    expect(submitted).toHaveStatus(200);
    expect(submitted.body.result).toMatchObject({ points: 30, marks: 100 });
  });

  it('gives no share of a question under exact scoring, and a share per part under partial scoring', async () => {
    const partly = async (quizId: string, fields: Partial<QuizSummary>) => {
      const ids = await quizOfEveryType(quizId, fields);
      const started = await start(quizId);
      const responses = responsesFor(started.body.questions, ids, 'partial');
      // Saved ones and late ones count alike.
      const [first, ...rest] = Object.entries(responses);
      if (first) expect(await save(quizId, started.body.attemptId, first[0], first[1])).toHaveStatus(200);
      const submitted = await submit(quizId, started.body.attemptId, { responses: Object.fromEntries(rest), answers: { [ids['true-false'] ?? '']: [1] } });
      expect(submitted).toHaveStatus(200);
      return submitted.body.result;
    };
    expect(await partly('exact-partly', {})).toMatchObject({ points: 0, marks: 0 });
    // Short answer 50 % (2.5), numeric 0, ordering 1 of 3 neighbouring pairs (1.67), matching 2 of 3 (3.33), blanks 1 of 2 (2.5), true/false 0.
    expect(await partly('partial', { scoringMode: 'partial', orderingCredit: 'adjacent-pairs' })).toMatchObject({ points: 10, marks: 33.33 });
    // The same, with ordering credited only for the whole order.
    expect(await partly('partial-whole', { scoringMode: 'partial' })).toMatchObject({ points: 8.33, marks: 27.77 });
  });

  it('locks a typed question answered in a question-wise quiz and says whether it was right', async () => {
    const ids = await quizOfEveryType('wise', { resultType: 'question-wise' });
    const started = await start('wise');
    const right = responsesFor(started.body.questions, ids, 'right');
    const wrong = responsesFor(started.body.questions, ids, 'partial');
    const matching = ids.matching ?? '';
    const saved = await save('wise', started.body.attemptId, matching, wrong[matching]);
    expect(saved).toHaveStatus(200);
    expect(saved.body).toMatchObject({ locked: true, correct: false });
    expect(await save('wise', started.body.attemptId, matching, right[matching])).toHaveStatus(409);
    const ordering = ids.ordering ?? '';
    expect((await save('wise', started.body.attemptId, ordering, right[ordering])).body).toMatchObject({ locked: true, correct: true });
    // A late response to a locked question changes nothing.
    const submitted = await submit('wise', started.body.attemptId, { responses: { [matching]: right[matching] } });
    expect(submitted.body.result).toMatchObject({ points: 5, correctByQuestion: expect.objectContaining({ [matching]: false, [ordering]: true }) });
  });

  it('draws and shuffles typed questions like the others, and scores the drawn ones', async () => {
    const ids = await quizOfEveryType('drawn', { drawCount: 3, shuffleQuestions: true, shuffleOptions: true });
    const started = await start('drawn');
    expect(started).toHaveStatus(200);
    const { questions, questionIds } = started.body;
    expect(questions).toHaveLength(3);
    for (const question of questions) expect(question.type === 'true-false' ? question.options : question.content).toBeTruthy();
    const responses = responsesFor(questions, ids, 'right');
    const trueFalse = ids['true-false'] ?? '';
    const submitted = await submit('drawn', started.body.attemptId, { responses, answers: questionIds.includes(trueFalse) ? { [trueFalse]: [2] } : {} });
    expect(submitted).toHaveStatus(200);
    expect(submitted.body.result).toMatchObject({ points: 15, marks: 100 });
  });

  it("shuffles each choice blank's choices per attempt, and the review shows the attempt's order", async () => {
    const quizId = 'blank-orders';
    await emptyQuiz(quizId, { retakeCount: 5, reviewWhen: 'after-submit', reviewShows: ['answers'] });
    const colours = ['red', 'green', 'blue', 'yellow', 'white'];
    const sizes = ['tiny', 'small', 'large', 'huge', 'vast'];
    const added = await addQuestion(quizId, {
      type: 'fill-blanks',
      question: 'Pick two words',
      text: 'A {{1}} {{2}} house with a {{3}} door.',
      blanks: [{ choices: colours, answer: 0 }, { accepted: [{ text: 'old' }] }, { choices: sizes, answer: 2 }],
    });
    expect(added).toHaveStatus(201);
    const orders: string[][] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const started = await start(quizId);
      expect(started).toHaveStatus(200);
      const content = contentOf(started.body.questions, String(added.body.insertedId));
      if (content.type !== 'fill-blanks') throw new Error('Not served as fill in the blanks.');
      const [first, , third] = content.blanks;
      if (first?.kind !== 'choice' || third?.kind !== 'choice') throw new Error('The choice blanks lost their choices.');
      const served = [first.choices.map((choice) => choice.text), third.choices.map((choice) => choice.text)];
      // Each blank keeps its own choices, whatever the order.
      expect([[...(served[0] ?? [])].sort(), [...(served[1] ?? [])].sort()]).toEqual([[...colours].sort(), [...sizes].sort()]);
      orders.push(served.map((texts) => texts.join()));
      expect(await submit(quizId, started.body.attemptId)).toHaveStatus(200);
      const review = await api<AttemptReview>('GET', `/attempt-review/${quizId}/${started.body.attemptId}`, { token: tokens.player });
      expect(review).toHaveStatus(200);
      expect(review.body.questions[0]?.content).toEqual(content);
    }
    // 6 attempts of 120 orders each: one order throughout is a 1 in 120^5 chance.
    expect(new Set(orders.map((pair) => pair[0])).size).toBeGreaterThan(1);
    expect(new Set(orders.map((pair) => pair[1])).size).toBeGreaterThan(1);
  });

  it('serves typed questions one at a time under per-question timing', async () => {
    const ids = await quizOfEveryType('timed', { timeType: 'per-question' });
    const started = await start('timed');
    expect(started.body.questions).toHaveLength(1);
    const next = await api<{ question: AttemptQuestion }>('POST', '/next-question/timed', { token: tokens.player, body: { attemptId: started.body.attemptId, index: 1 } });
    expect(next).toHaveStatus(200);
    expect(next.body.question).toMatchObject({ _id: ids.numeric, type: 'numeric', content: { type: 'numeric', unitHint: 'm/s2' } });
    expect(JSON.stringify(next.body)).not.toMatch(KEY_FIELDS);
  });
});

describe('reviewing typed questions', () => {
  const reviewed = async (quizId: string, policy: Partial<QuizSummary>) => {
    const ids = await quizOfEveryType(quizId, policy);
    const started = await start(quizId);
    const responses = responsesFor(started.body.questions, ids, 'partial');
    expect(await submit(quizId, started.body.attemptId, { responses })).toHaveStatus(200);
    return { ids, responses, review: await api<AttemptReview>('GET', `/attempt-review/${quizId}/${started.body.attemptId}`, { token: tokens.player }) };
  };

  it('shows the responses but no solution when the policy shows only answers', async () => {
    const { ids, responses, review } = await reviewed('answers-only', { reviewWhen: 'after-submit', reviewShows: ['answers'] });
    expect(review).toHaveStatus(200);
    const ordering = review.body.questions.find((question) => question._id === ids.ordering);
    expect(ordering).toMatchObject({ type: 'ordering', content: { type: 'ordering' }, response: responses[ids.ordering ?? ''] });
    expect(JSON.stringify(review.body.questions)).not.toMatch(/"solution"|"correct"|"points"|"right"/);
  });

  it('shows the solution, verdict and points when the policy shows right answers', async () => {
    const { ids, review } = await reviewed('solutions', { reviewWhen: 'after-submit', reviewShows: ['answers', 'right-answers'], scoringMode: 'partial' });
    expect(review).toHaveStatus(200);
    const question = (type: string) => review.body.questions.find((entry) => entry._id === ids[type]);
    expect(question('short-answer')).toMatchObject({ solution: { type: 'short-answer', accepted: ['Paris'], partial: [{ text: 'Lutetia', credit: 50 }] }, correct: false, points: 2.5 });
    expect(question('numeric')).toMatchObject({ solution: { type: 'numeric', value: 9.81, tolerance: 0.05, units: ['m/s2'] }, correct: false, points: 0 });
    expect(question('matching')).toMatchObject({ solution: { type: 'matching' }, correct: false, points: 3.33 });
    expect(question('fill-blanks')).toMatchObject({ solution: { type: 'fill-blanks', blanks: { '1': '100' } }, points: 2.5 });
  });

  it('shows nothing before the policy allows it', async () => {
    const { review } = await reviewed('closed', {});
    expect(review).toHaveStatus(403);
    expect(JSON.stringify(review.body)).not.toMatch(/"solution"|"response"|Paris/);
  });
});

describe('item analysis of typed questions', () => {
  it('gives every type a difficulty, and names the numeric distribution, confused pairs, wrong blanks and wrong texts', async () => {
    const ids = await quizOfEveryType('typed-stats', { retakeCount: 3 });
    for (const [token, kind] of [
      [tokens.player, 'right'],
      [tokens.premium, 'partial'],
    ] as const) {
      const started = await start('typed-stats', token);
      expect(started).toHaveStatus(200);
      const responses = responsesFor(started.body.questions, ids, kind);
      const submitted = await api('POST', '/submit-quiz/typed-stats', { token, body: { attemptId: started.body.attemptId, responses } });
      expect(submitted).toHaveStatus(200);
    }
    interface Item { questionId: string; difficulty: number | null; type?: string; parts?: { label: string; count: number }[]; wrongAnswers?: { label: string; count: number; share: number }[] }
    const report = await api<{ submissions: number; items: Item[] }>('GET', '/quizzes/typed-stats/item-analysis', { token: tokens.admin });
    expect(report).toHaveStatus(200);
    expect(report.body.submissions).toBe(2);
    const item = (type: string) => report.body.items.find((figures) => figures.questionId === ids[type]);
    for (const type of Object.keys(TYPED)) expect(item(type)).toMatchObject({ type, difficulty: 0.5 });
    expect(item('short-answer')?.wrongAnswers).toEqual([{ label: 'lutetia', count: 1, share: 0.5 }]);
    expect(item('numeric')?.parts?.filter((part) => part.count > 0)).toEqual([
      { label: 'Within the tolerance', count: 1, share: 0.5 },
      { label: 'Too high', count: 1, share: 0.5 },
    ]);
    expect(item('ordering')?.parts).toEqual([{ label: 'Horse placed after Whale', count: 1, share: 0.5 }]);
    expect(item('matching')?.parts).toEqual([{ label: 'Spain → Lisbon', count: 1, share: 0.5 }]);
    expect(item('fill-blanks')?.parts).toEqual([{ label: 'Blank 2 wrong', count: 1, share: 0.5 }]);
  });
});
