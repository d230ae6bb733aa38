/**
 * Review policies (issue 19, item 6): what a player may see about a finished attempt, and when.
 * Nothing about correctness leaves the server before the quiz's policy allows it.
 */
import { describe, expect, it } from 'vitest';
import { api, createAccount, verifyEmailByLink } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';

const { admin, refs, tokens } = useDemoData('reviews');

interface Review {
  shows: string[];
  result: { marks: number; grade: string } | null;
  editedSince: boolean;
  questions: { _id: string; question: string; options: { id: number }[]; chosen?: number[]; right?: number[]; correct?: boolean; explanation?: string }[];
}
const review = (quizId: string, attemptId: string, token = tokens.player) => api<Review>('GET', `/attempt-review/${quizId}/${attemptId}`, { token });
const start = (quizId: string, token = tokens.player) => api<{ attemptId: string }>('POST', `/start-quiz/${quizId}`, { token });
const submit = (quizId: string, attemptId: string, answers: Record<string, number[]>, token = tokens.player) =>
  api('POST', `/submit-quiz/${quizId}`, { token, body: { attemptId, answers } });

const EVERYTHING = ['answers', 'right-answers', 'explanations'];

/** A quiz (q1 right [1], q2 right [2]) with an explanation on q1, under `policy`; one attempt submitted with q1 right, q2 wrong. */
async function reviewedQuiz(quizId: string, policy: Record<string, unknown>, retakeCount = 0) {
  await arrangeQuiz(refs, quizId, { answers: [[1], [2]], retakeCount });
  await refs.question(quizId, 'q1').update({ explanation: 'One is the loneliest number.' });
  if (Object.keys(policy).length > 0) await refs.quiz(quizId).update(policy);
  const started = await start(quizId);
  await submit(quizId, started.body.attemptId, { q1: [1], q2: [3] });
  return started.body.attemptId;
}

/** The words that would give correctness away. */
const CORRECTNESS = /"right"|"correct"|explanation|loneliest/;

describe('GET /attempt-review/{quizId}/{attemptId}', () => {
  it('refuses a review the quiz never shows (403), saying so and giving nothing away', async () => {
    const attemptId = await reviewedQuiz('never', {});
    const response = await review('never', attemptId);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'review-not-available', message: 'This quiz does not show reviews of attempts.' });
    expect(JSON.stringify(response.body)).not.toMatch(CORRECTNESS);
  });

  it('shows everything right after submitting, when the policy says so, in the order the player saw', async () => {
    const attemptId = await reviewedQuiz('everything', { reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    const response = await review('everything', attemptId);
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ marks: 50, grade: 'B' });
    expect(response.body.questions).toEqual([
      expect.objectContaining({ _id: 'q1', chosen: [1], right: [1], correct: true, explanation: 'One is the loneliest number.' }),
      expect.objectContaining({ _id: 'q2', chosen: [3], right: [2], correct: false }),
    ]);
    expect(response.body.questions[1]).not.toHaveProperty('explanation');
  });

  it('shows only the parts the policy names', async () => {
    const attemptId = await reviewedQuiz('answers-only', { reviewWhen: 'after-submit', reviewShows: ['answers'] });
    const response = await review('answers-only', attemptId);
    expect(response.status).toBe(200);
    expect(response.body.shows).toEqual(['answers']);
    expect(response.body.questions.map((question) => question.chosen)).toEqual([[1], [3]]);
    expect(JSON.stringify(response.body)).not.toMatch(CORRECTNESS);
  });

  it('opens only after the last allowed attempt under after-last-attempt', async () => {
    const first = await reviewedQuiz('last', { reviewWhen: 'after-last-attempt', reviewShows: EVERYTHING }, 1);
    const early = await review('last', first);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ message: 'The review opens once you have used your last attempt at this quiz.' });
    expect(JSON.stringify(early.body)).not.toMatch(CORRECTNESS);
    const second = await start('last');
    // Started but not submitted: still closed, for both attempts.
    expect((await review('last', first)).status).toBe(403);
    await submit('last', second.body.attemptId, {});
    expect((await review('last', first)).status).toBe(200);
    expect((await review('last', second.body.attemptId)).status).toBe(200);
  });

  it('opens only once the quiz has closed under after-close', async () => {
    const attemptId = await reviewedQuiz('closing', { reviewWhen: 'after-close', reviewShows: EVERYTHING, closesAt: new Date(Date.now() + 3600_000) });
    const early = await review('closing', attemptId);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ message: expect.stringMatching(/^The review opens when the quiz closes, on \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/) });
    await refs.quiz('closing').update({ closesAt: new Date(Date.now() - 1000) });
    expect((await review('closing', attemptId)).status).toBe(200);
  });

  it('never opens an attempt that is still running', async () => {
    await arrangeQuiz(refs, 'running');
    await refs.quiz('running').update({ reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    const started = await start('running');
    const response = await review('running', started.body.attemptId);
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toMatch(CORRECTNESS);
  });

  it("refuses another player's attempt (403) and shows an admin everything whatever the policy", async () => {
    const attemptId = await reviewedQuiz('private', {});
    const other = await createAccount(admin.auth, 'reviewer');
    await verifyEmailByLink(other.token);
    expect((await review('private', attemptId, other.token)).status).toBe(403);
    const asAdmin = await review('private', attemptId, tokens.admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.shows).toEqual(EVERYTHING);
    expect(asAdmin.body.questions[0]).toMatchObject({ right: [1], explanation: 'One is the loneliest number.' });
  });

  it('says when the quiz was edited since, and keeps the right answers of the attempt', async () => {
    const attemptId = await reviewedQuiz('edited', { reviewWhen: 'after-submit', reviewShows: EVERYTHING, version: 1 });
    await refs.quiz('edited').update({ version: 2 });
    await refs.answerKey('edited').update({ 'answers.q1': [4] });
    const response = await review('edited', attemptId);
    expect(response.body.editedSince).toBe(true);
    expect(response.body.questions[0]).toMatchObject({ right: [1], correct: true });
  });
});

describe('what a player can read while a policy keeps the review closed', () => {
  it('gives no right answer or explanation in the start, save and submit answers', async () => {
    await arrangeQuiz(refs, 'quiet', { answers: [[1], [2]] });
    await refs.question('quiet', 'q1').update({ explanation: 'One is the loneliest number.' });
    const started = await start('quiet');
    expect(JSON.stringify(started.body)).not.toMatch(CORRECTNESS);
    const saved = await api('PUT', '/save-answer/quiet', { token: tokens.player, body: { attemptId: started.body.attemptId, questionId: 'q1', answer: [2] } });
    expect(JSON.stringify(saved.body)).not.toMatch(CORRECTNESS);
    const submitted = await submit('quiet', started.body.attemptId, {});
    expect(submitted.status).toBe(200);
    expect(JSON.stringify(submitted.body)).not.toMatch(/"right"|explanation|loneliest|correctByQuestion/);
  });
});
