/**
 * Review policies (ADR 0019): what a player may see about a finished attempt, and when.
 * Nothing about correctness leaves the server before the quiz's policy allows it.
 */
import { describe, expect, it } from 'vitest';
import { ATTEMPT_GRACE_SECONDS } from '@quizmaster/shared/constants';
import { api, callRoute, createAccount, verifyEmailByLink } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { AttemptReview as Review, StartedAttempt } from '@quizmaster/shared/api/attempts';

const { admin, refs, tokens } = useDemoData('reviews');

const review = (quizId: string, attemptId: string, token = tokens.player) => api<Review>('GET', `/attempt-review/${quizId}/${attemptId}`, { token });
const start = (quizId: string, token = tokens.player) => callRoute('POST /api/v1/start-quiz/:quizId', { params: { quizId }, token });
const submit = (quizId: string, attemptId: string, answers: Record<string, number[]>, token = tokens.player) =>
  callRoute('POST /api/v1/submit-quiz/:quizId', { params: { quizId }, token, body: { attemptId, answers } });

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
    expect(response).toHaveStatus(403);
    expect(response.body).toMatchObject({ error: 'review-not-available', message: 'This quiz does not show reviews of attempts.' });
    expect(JSON.stringify(response.body)).not.toMatch(CORRECTNESS);
  });

  it('shows everything right after submitting, when the policy says so, in the order the player saw', async () => {
    const attemptId = await reviewedQuiz('everything', { reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    const response = await review('everything', attemptId);
    expect(response).toHaveStatus(200);
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
    expect(response).toHaveStatus(200);
    expect(response.body.shows).toEqual(['answers']);
    expect(response.body.questions.map((question) => question.chosen)).toEqual([[1], [3]]);
    expect(JSON.stringify(response.body)).not.toMatch(CORRECTNESS);
  });

  it('opens only after the last allowed attempt under after-last-attempt', async () => {
    const first = await reviewedQuiz('last', { reviewWhen: 'after-last-attempt', reviewShows: EVERYTHING }, 1);
    const early = await review('last', first);
    expect(early).toHaveStatus(403);
    expect(early.body).toMatchObject({ message: 'The review opens once you have used your last attempt at this quiz.' });
    expect(JSON.stringify(early.body)).not.toMatch(CORRECTNESS);
    const second = await start('last');
    // Started but not submitted: still closed, for both attempts.
    expect(await review('last', first)).toHaveStatus(403);
    await submit('last', second.body.attemptId, {});
    expect(await review('last', first)).toHaveStatus(200);
    expect(await review('last', second.body.attemptId)).toHaveStatus(200);
  });

  it('opens only once the quiz has closed and no attempt can take an answer any more under after-close', async () => {
    const attemptId = await reviewedQuiz('closing', { reviewWhen: 'after-close', reviewShows: EVERYTHING, closesAt: new Date(Date.now() + 3600_000) });
    const early = await review('closing', attemptId);
    expect(early).toHaveStatus(403);
    expect(early.body).toMatchObject({ message: expect.stringMatching(/^The review opens once the quiz has closed and every attempt has ended, on \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/) });
    // Just closed: answers sent before the close may still be arriving (the grace).
    await refs.quiz('closing').update({ closesAt: new Date(Date.now() - 1000) });
    expect(await review('closing', attemptId)).toHaveStatus(403);
    await refs.quiz('closing').update({ closesAt: new Date(Date.now() - (ATTEMPT_GRACE_SECONDS + 1) * 1000) });
    expect(await review('closing', attemptId)).toHaveStatus(200);
  });

  it('never opens an attempt that is still running', async () => {
    await arrangeQuiz(refs, 'running');
    await refs.quiz('running').update({ reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    const started = await start('running');
    const response = await review('running', started.body.attemptId);
    expect(response).toHaveStatus(403);
    expect(JSON.stringify(response.body)).not.toMatch(CORRECTNESS);
  });

  it("refuses another player's attempt (403) and shows an admin everything whatever the policy", async () => {
    const attemptId = await reviewedQuiz('private', {});
    const other = await createAccount(admin.auth, 'reviewer');
    await verifyEmailByLink(other.token);
    expect(await review('private', attemptId, other.token)).toHaveStatus(403);
    const asAdmin = await review('private', attemptId, tokens.admin);
    expect(asAdmin).toHaveStatus(200);
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

/** The fields of Edit Quiz's form for an arranged quiz (PUT /quizzes/{quizId} takes them all). */
const editFields = { quizName: 'Edited', image: '/covers/science.svg', description: 'Arranged by a test', quizType: 'free', resultType: 'quiz-wise', timeType: 'per-quiz', retakeCount: '0', allQTime: '5' };
const editQuiz = (quizId: string, fields: Record<string, unknown>) => api('PUT', `/quizzes/${quizId}`, { token: tokens.admin, body: { ...editFields, ...fields } });
const saveAnswer = (quizId: string, attemptId: string, questionId: string, answer: number[], token: string) =>
  api('PUT', `/save-answer/${quizId}`, { token, body: { attemptId, questionId, answer } });
const sleepUntil = async (at: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));

describe('after-close reviews and attempts still running (ADR 0019)', () => {
  /** An after-close quiz showing everything: a scout's blank attempt is submitted, a second player's is running. */
  async function closingQuiz(quizId: string, closesAt: Date) {
    await arrangeQuiz(refs, quizId, { answers: [[1], [2]] });
    await refs.quiz(quizId).update({ reviewWhen: 'after-close', reviewShows: EVERYTHING, closesAt });
    const scout = await start(quizId);
    expect(await submit(quizId, scout.body.attemptId, {})).toHaveStatus(200);
    const running = await start(quizId, tokens.premium);
    expect(running).toHaveStatus(200);
    return { scoutAttempt: scout.body.attemptId, runningAttempt: running.body.attemptId };
  }

  it('keeps the review shut through the grace after closing, and opens it once no answer can arrive', async () => {
    const closesAt = new Date(Date.now() + 3000);
    const { scoutAttempt, runningAttempt } = await closingQuiz('window', closesAt);
    await sleepUntil(new Date(closesAt.getTime() + 300));
    const early = await review('window', scoutAttempt);
    expect(early).toHaveStatus(403);
    expect(JSON.stringify(early.body)).not.toMatch(CORRECTNESS);
    // An answer sent just before the close may arrive just after it (network delay): taken.
    expect(await saveAnswer('window', runningAttempt, 'q1', [1], tokens.premium)).toHaveStatus(200);
    // Past the close plus the grace (moved back rather than waited for): nothing more is taken…
    await refs.quiz('window').update({ closesAt: new Date(Date.now() - (ATTEMPT_GRACE_SECONDS + 1) * 1000) });
    const late = await submit('window', runningAttempt, { q2: [2] }, tokens.premium);
    expect(late).toHaveStatus(409);
    expect(late.body).toMatchObject({ error: 'deadline-passed', result: { points: 5 } });
    // …and only now does the review open.
    expect(await review('window', scoutAttempt)).toHaveStatus(200);
  });

  it('shortens running attempts when an admin moves the closing time earlier', async () => {
    const { scoutAttempt, runningAttempt } = await closingQuiz('moved', new Date(Date.now() + 3600_000));
    // The admin ends the exam now, through Edit Quiz.
    const endedAt = new Date();
    expect(await editQuiz('moved', { closesAt: endedAt.toISOString() })).toHaveStatus(200);
    // The running attempt now ends at the new close: a resume says so.
    const resumed = await api<StartedAttempt>('POST', '/start-quiz/moved', { token: tokens.premium });
    expect(resumed.body.resumed).toBe(true);
    expect(Date.parse(resumed.body.deadline)).toBeLessThanOrEqual(endedAt.getTime() + 1000);
    expect(await review('moved', scoutAttempt)).toHaveStatus(403);
    // Once the grace after the new close has passed, its answers are refused and the review opens.
    await refs.quiz('moved').update({ closesAt: new Date(Date.now() - (ATTEMPT_GRACE_SECONDS + 1) * 1000) });
    expect((await saveAnswer('moved', runningAttempt, 'q1', [1], tokens.premium)).body).toMatchObject({ error: 'deadline-passed' });
    expect((await refs.submissions('moved').doc(runningAttempt).get()).data()?.points).toBe(0);
    expect(await review('moved', scoutAttempt)).toHaveStatus(200);
  });

  it('never reopens a quiz whose after-close review has shown the answers, even after its policy changes', async () => {
    await arrangeQuiz(refs, 'reopen', { answers: [[1], [2]] });
    const closedAt = new Date(Date.now() - 3600_000);
    await refs.quiz('reopen').update({ reviewWhen: 'after-close', reviewShows: EVERYTHING, closesAt: closedAt });
    const later = new Date(Date.now() + 3600_000).toISOString();
    const reopen = async (fields: Record<string, unknown>) => {
      const refused = await editQuiz('reopen', fields);
      expect(refused).toHaveStatus(409);
      expect(refused.body).toMatchObject({ error: 'review-released' });
    };
    await reopen({ closesAt: later, reviewWhen: 'after-close', reviewShows: EVERYTHING });
    await reopen({ closesAt: null, reviewWhen: 'after-close', reviewShows: EVERYTHING });
    await reopen({ closesAt: later, reviewWhen: 'never', reviewShows: [] });
    // Hiding the review again is fine, and other edits too; taking answers again is not.
    expect(await editQuiz('reopen', { reviewWhen: 'never', reviewShows: [] })).toHaveStatus(200);
    await reopen({ closesAt: later });
    expect((await refs.quiz('reopen').get()).data()?.closesAt).toEqual(closedAt);
    expect((await api('POST', '/start-quiz/reopen', { token: tokens.premium })).body).toMatchObject({ error: 'quiz-closed' });
  });

  it("refuses a review while the player's own next attempt is running", async () => {
    const first = await reviewedQuiz('retaking', { reviewWhen: 'after-submit', reviewShows: EVERYTHING }, 1);
    expect(await review('retaking', first)).toHaveStatus(200);
    const second = await start('retaking');
    const during = await review('retaking', first);
    expect(during).toHaveStatus(403);
    expect(during.body).toMatchObject({ error: 'review-not-available', message: 'The review opens again once your attempt in progress has ended.' });
    expect(JSON.stringify(during.body)).not.toMatch(CORRECTNESS);
    await submit('retaking', second.body.attemptId, {});
    expect(await review('retaking', first)).toHaveStatus(200);
  });
});

describe('a review shows the questions as the attempt saw them (ADR 0015)', () => {
  it('never shows a later edit, even of a quiz taken back to draft', async () => {
    const attemptId = await reviewedQuiz('snapshot', { reviewWhen: 'after-submit', reviewShows: EVERYTHING });
    expect(await api('POST', '/quizzes/snapshot/unpublish', { token: tokens.admin, body: {} })).toHaveStatus(200);
    const rewritten = { question: 'Rewritten for next term?', options: [{ id: 1, option: 'New A' }, { id: 7, option: 'New B' }], answer: [7], explanation: 'The new answer is B.' };
    expect(await api('PUT', '/quizzes/snapshot/questions/q1', { token: tokens.admin, body: rewritten })).toHaveStatus(200);
    expect(await api('DELETE', '/quizzes/snapshot/questions/q2', { token: tokens.admin })).toHaveStatus(200);
    const response = await review('snapshot', attemptId);
    expect(response).toHaveStatus(200);
    expect(response.body.editedSince).toBe(true);
    expect(response.body.questions).toEqual([
      expect.objectContaining({ _id: 'q1', question: 'Question 1?', options: [1, 2, 3, 4].map((id) => ({ id, option: `Option ${String(id)}` })), right: [1], explanation: 'One is the loneliest number.' }),
      expect.objectContaining({ _id: 'q2', question: 'Question 2?', chosen: [3], right: [2] }),
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/Rewritten|New A|new answer/);
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
    expect(submitted).toHaveStatus(200);
    expect(JSON.stringify(submitted.body)).not.toMatch(/"right"|explanation|loneliest|correctByQuestion/);
  });
});
