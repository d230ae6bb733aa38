/** Quizzes: the public list, one quiz with its questions, and the admins' create and delete. */
import { describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { quizDeletedMessage } from '@quizmaster/shared/messages';
import { api, callRoute, createAccount } from '../../support/api';
import { useDemoData } from './fixture';
import type { CreatedQuestion, CreatedQuiz } from '@quizmaster/shared/api/quizzes';
import type { CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import { demoQuizzes } from '@quizmaster/scripts/seed/demo-quizzes';

const { admin, refs, tokens, accounts } = useDemoData('quizzes');

const FREE = 'world-capitals';
const PAID = 'advanced-typescript';

describe('GET /get-all-quiz', () => {
  it('lists every quiz to anyone, newest first, in allQuiz', async () => {
    const response = await callRoute('GET /api/v1/get-all-quiz');
    expect(response).toHaveStatus(200);
    expect(response.body.allQuiz).toHaveLength(demoQuizzes.length);
    const times = response.body.allQuiz.map((quiz) => Date.parse(quiz.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('GET /get-single-quiz/{quizId}', () => {
  it('gives a player the summary and only their own results, never the questions: those come only inside an attempt', async () => {
    const response = await callRoute('GET /api/v1/get-single-quiz/:quizId', { params: { quizId: FREE }, token: tokens.player });
    expect(response).toHaveStatus(200);
    const { singleQuiz } = response.body;
    expect(singleQuiz).toMatchObject({ _id: FREE, quizName: expect.any(String), image: expect.any(String), allQTime: 5, attemptsAllowed: 3 });
    expect(singleQuiz.questionCount).toBe(5);
    expect(singleQuiz).not.toHaveProperty('questions');
    // The review policy names what a review shows ("right-answers"): settings, not answers.
    expect(JSON.stringify({ ...response.body, singleQuiz: { ...singleQuiz, reviewShows: undefined } })).not.toMatch(/answer|option/i);
    expect(singleQuiz.users.map((submission) => submission.userEmail)).toEqual([accounts.player.email]);
  });

  it('gives an admin every result and the questions, never the answers', async () => {
    const response = await callRoute('GET /api/v1/get-single-quiz/:quizId', { params: { quizId: FREE }, token: tokens.admin });
    expect(response.body.singleQuiz.users.map((submission) => submission.userEmail).sort()).toEqual(
      [accounts.player.email, accounts.premium.email].sort(),
    );
    const questions = response.body.singleQuiz.questions ?? [];
    expect(questions).toHaveLength(5);
    for (const question of questions) expect(Object.keys(question).sort()).toEqual(['_id', 'options', 'question']);
    expect(JSON.stringify({ ...response.body, singleQuiz: { ...response.body.singleQuiz, reviewShows: undefined } })).not.toMatch(/answer/i);
  });

  it('refuses a paid quiz to a player without premium (403)', async () => {
    const response = await api('GET', `/get-single-quiz/${PAID}`, { token: tokens.player });
    expect(response).toHaveStatus(403);
    expect(JSON.stringify(response.body)).not.toContain('question');
  });

  it('refuses a paid quiz to a player whose premium has ended (403)', async () => {
    const lapsed = await createAccount(admin.auth, 'lapsed', { claims: { premium: true, premiumUntil: Math.floor(Date.now() / 1000) - 60 } });
    expect(await api('GET', `/get-single-quiz/${PAID}`, { token: lapsed.token })).toHaveStatus(403);
  });

  it('gives a paid quiz to a premium member (without its questions)', async () => {
    const response = await callRoute('GET /api/v1/get-single-quiz/:quizId', { params: { quizId: PAID }, token: tokens.premium });
    expect(response).toHaveStatus(200);
    expect(response.body.singleQuiz).not.toHaveProperty('questions');
  });

  it('answers 400 for an id that would change the document path', async () => {
    const response = await api('GET', '/get-single-quiz/world-capitals%2Fprivate%2FanswerKey', { token: tokens.player });
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ fields: [{ field: 'quizId' }] });
  });

  it('answers 404 for a quiz that does not exist, and 401 without a token', async () => {
    expect(await api('GET', '/get-single-quiz/no-such-quiz', { token: tokens.player })).toHaveStatus(404);
    expect(await api('GET', `/get-single-quiz/${FREE}`)).toHaveStatus(401);
  });
});

const newQuiz: CreateQuizInput = {
  quizName: 'Ocean Life',
  image: '/covers/science.svg',
  description: 'Whales, reefs and the deep.',
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 10,
};

describe('POST /createQuizDemo', () => {
  it('creates a quiz for an admin, with exact counters and its creator', async () => {
    const response = await callRoute('POST /api/v1/createQuizDemo', { token: tokens.admin, body: newQuiz });
    expect(response).toHaveStatus(201);
    expect(response.body).toMatchObject({ acknowledged: true, insertedId: expect.any(String), quiz: { quizName: 'Ocean Life' } });
    const stored = (await refs.quiz(response.body.insertedId).get()).data();
    expect(stored).toMatchObject({ ...newQuiz, questionCount: 0, submissionCount: 0, createdBy: accounts.admin.uid });
    // The lower-cased key Manage Quizzes' name search runs on.
    expect(stored?.quizNameLower).toBe('ocean life');
  });

  it('accepts the numbers as form text ("2", "7.5")', async () => {
    const body = { ...newQuiz, retakeCount: '2', allQTime: '7.5', image: 'https://cdn.example.com/ocean.png' };
    const response = await api<CreatedQuiz>('POST', '/createQuizDemo', { token: tokens.admin, body });
    expect(response).toHaveStatus(201);
    expect((await refs.quiz(response.body.insertedId).get()).data()).toMatchObject({ retakeCount: 2, allQTime: 7.5 });
  });

  it.each([
    ['quizName', ''],
    ['image', 'javascript:alert(1)'],
    ['image', 'http://insecure.example.com/a.png'],
    ['description', ''],
    ['quizType', 'premium'],
    ['resultType', 'best-of'],
    ['timeType', 'per-hour'],
    ['retakeCount', -1],
    ['retakeCount', 'two'],
    ['retakeCount', 1.5],
    ['allQTime', 0],
    ['allQTime', 100000],
  ])('answers 400 naming %s for %j, and creates nothing', async (field, value) => {
    const response = await api<{ fields: { field: string }[] }>('POST', '/createQuizDemo', {
      token: tokens.admin,
      body: { ...newQuiz, [field]: value },
    });
    expect(response).toHaveStatus(400);
    expect(response.body.fields.map((problem) => problem.field)).toContain(field);
    expect((await refs.quizzes().get()).size).toBe(demoQuizzes.length);
  });

  it('answers 400 when a field is missing', async () => {
    const { quizType: _missing, ...body } = newQuiz;
    expect(await api('POST', '/createQuizDemo', { token: tokens.admin, body })).toHaveStatus(400);
  });

  it('refuses a player (403)', async () => {
    expect(await api('POST', '/createQuizDemo', { token: tokens.player, body: newQuiz })).toHaveStatus(403);
  });
});

describe('POST /createQuestionDemo', () => {
  const question = {
    question: 'Which is a mammal?',
    options: [
      { id: 1, option: 'Shark' },
      { id: 2, option: 'Dolphin' },
      { id: 3, option: 'Whale' },
    ],
    answer: [2, 3],
  };
  const addTo = (quizId: string, body: object = question, token = tokens.admin) =>
    api<CreatedQuestion>('POST', '/createQuestionDemo', { token, body: { quizId, ...body } });

  it('adds the question, keeps its answer in the admin-only key and the count exact', async () => {
    const response = await addTo(FREE);
    expect(response).toHaveStatus(201);
    const id = response.body.insertedId;
    const stored = (await admin.firestore.doc(paths.question(FREE, id)).get()).data();
    expect(stored).toEqual({ question: question.question, options: question.options, order: 5, quizType: 'free' });
    expect((await refs.answerKey(FREE).get()).data()?.answers[id]).toEqual([2, 3]);
    expect((await refs.quiz(FREE).get()).data()?.questionCount).toBe(6);
  });

  it('starts the answer key of a new quiz', async () => {
    const created = await api<CreatedQuiz>('POST', '/createQuizDemo', { token: tokens.admin, body: newQuiz });
    const response = await addTo(created.body.insertedId);
    expect((await refs.answerKey(created.body.insertedId).get()).data()?.answers).toEqual({ [response.body.insertedId]: [2, 3] });
  });

  it('keeps the count and the order exact when admins add questions at once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => addTo(FREE)));
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(201));
    expect((await refs.quiz(FREE).get()).data()?.questionCount).toBe(10);
    const orders = (await refs.questions(FREE).get()).docs.map((doc) => doc.data().order).sort((a, b) => a - b);
    expect(orders).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each([
    ['one option only', { ...question, options: [{ id: 1, option: 'Alone' }], answer: [1] }],
    ['two options with the same id', { ...question, options: [{ id: 1, option: 'A' }, { id: 1, option: 'B' }], answer: [1] }],
    ['no answer', { ...question, answer: [] }],
    ['an answer that is not an option', { ...question, answer: [4] }],
    ['option ids as text', { ...question, options: [{ id: '1', option: 'A' }, { id: '2', option: 'B' }], answer: [1] }],
    ['an empty question', { ...question, question: '  ' }],
    ['an empty option', { ...question, options: [{ id: 1, option: '' }, { id: 2, option: 'B' }], answer: [2] }],
  ])('answers 400 for %s, and adds nothing', async (_label, body) => {
    const response = await addTo(FREE, body);
    expect(response).toHaveStatus(400);
    expect((await refs.quiz(FREE).get()).data()?.questionCount).toBe(5);
  });

  it('answers 400 without a quizId, and 404 for a quiz that does not exist', async () => {
    expect(await api('POST', '/createQuestionDemo', { token: tokens.admin, body: question })).toHaveStatus(400);
    expect(await addTo('no-such-quiz')).toHaveStatus(404);
  });

  it('refuses a player (403)', async () => {
    expect(await addTo(FREE, question, tokens.player)).toHaveStatus(403);
  });
});

describe('DELETE /delete-quiz/{quizId}', () => {
  it('deletes the quiz with its questions, answer key and submissions', async () => {
    const response = await api('DELETE', `/delete-quiz/${FREE}`, { token: tokens.admin });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ message: quizDeletedMessage('World Capitals') });
    expect((await refs.quiz(FREE).get()).exists).toBe(false);
    expect((await refs.questions(FREE).get()).empty).toBe(true);
    expect((await refs.answerKey(FREE).get()).exists).toBe(false);
    expect((await refs.submissions(FREE).get()).empty).toBe(true);
  });

  it('answers 404 for a quiz that does not exist', async () => {
    expect(await api('DELETE', '/delete-quiz/no-such-quiz', { token: tokens.admin })).toHaveStatus(404);
  });

  it('refuses a player (403) and deletes nothing', async () => {
    expect(await api('DELETE', `/delete-quiz/${FREE}`, { token: tokens.player })).toHaveStatus(403);
    expect((await refs.quiz(FREE).get()).exists).toBe(true);
  });
});
