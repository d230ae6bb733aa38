/**
 * The score screen before Submit (ADR 0017): reaching the end of a quiz finishes the
 * attempt on the server (POST /finish-quiz: answers frozen, scored, recorded), start-quiz shows the
 * finished attempt again until the player's Submit (POST /submit-quiz) confirms it.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { FinishedAttempt as Finished, StartedAttempt as Started } from '@quizmaster/shared/api/attempts';

const { refs, tokens, accounts } = useDemoData('finish-quiz');

const start = (quizId: string, token = tokens.player) => api<Started>('POST', `/start-quiz/${quizId}`, { token });
const save = (quizId: string, attemptId: string, questionId: string, answer: number[], token = tokens.player) =>
  api<{ error?: string }>('PUT', `/save-answer/${quizId}`, { token, body: { attemptId, questionId, answer } });
const finish = (quizId: string, body: object, token = tokens.player) =>
  api<Finished & { error?: string }>('POST', `/finish-quiz/${quizId}`, { token, body });
const submit = (quizId: string, body: object, token = tokens.player) =>
  api<Finished & { message: string; error?: string }>('POST', `/submit-quiz/${quizId}`, { token, body });

describe('POST /finish-quiz/{quizId}', () => {
  it('scores the attempt with the late answers, records it once and freezes it until Submit', async () => {
    await arrangeQuiz(refs, 'finish', { answers: [[1], [2], [3, 4], [1]], retakeCount: 1 });
    const { body } = await start('finish');
    expect(await save('finish', body.attemptId, 'q1', [1])).toHaveStatus(200);
    const finished = await finish('finish', { attemptId: body.attemptId, answers: { q2: [2], q3: [3] } });
    expect(finished).toHaveStatus(200);
    expect(finished.body.result).toMatchObject({
      points: 10,
      marks: 50,
      grade: 'B',
      correctCount: 2,
      questionCount: 4,
      attempt: 1,
      status: 'submitted',
      submissionId: body.attemptId,
    });
    // Quiz-wise: nothing per question that the review policy would hide.
    expect(finished.body.result).not.toHaveProperty('correctByQuestion');
    expect((await refs.attempts('finish').doc(body.attemptId).get()).data()).toMatchObject({
      status: 'submitted',
      awaitingSubmit: true,
      answers: { q1: [1], q2: [2], q3: [3] },
    });
    expect((await refs.submissions('finish').doc(body.attemptId).get()).data()).toMatchObject({ marks: 50, grade: 'B', points: 10 });
    expect((await refs.quiz('finish').get()).data()?.submissionCount).toBe(1);

    // Frozen: no answer, no question, no late answer on a second finish or the submit changes it.
    const late = await save('finish', body.attemptId, 'q4', [1]);
    expect(late).toHaveStatus(409);
    expect(late.body).toMatchObject({ error: 'attempt-closed' });
    const served = await api<{ error?: string }>('POST', `/next-question/finish`, { token: tokens.player, body: { attemptId: body.attemptId, index: 3 } });
    expect(served).toHaveStatus(409);
    const again = await finish('finish', { attemptId: body.attemptId, answers: { q3: [3, 4], q4: [1] } });
    expect(again).toHaveStatus(200);
    expect(again.body.result).toEqual(finished.body.result);
    const submitted = await submit('finish', { attemptId: body.attemptId, answers: { q3: [3, 4], q4: [1] } });
    expect(submitted).toHaveStatus(200);
    expect(submitted.body).toMatchObject({ message: `Dear ${accounts.player.name} Your Quiz Successfully submitted.` });
    expect(submitted.body.result).toEqual(finished.body.result);
    expect((await refs.submissions('finish').get()).size).toBe(1);
    expect((await refs.quiz('finish').get()).data()?.submissionCount).toBe(1);
  });

  it('records once when two finishes of the same attempt arrive together', async () => {
    await arrangeQuiz(refs, 'parallel-finish');
    const { body } = await start('parallel-finish');
    const [first, second] = await Promise.all([
      finish('parallel-finish', { attemptId: body.attemptId, answers: { q1: [1] } }),
      finish('parallel-finish', { attemptId: body.attemptId, answers: { q1: [1] } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.result).toEqual(first.body.result);
    expect(first.body.result).toMatchObject({ points: 5, correctCount: 1 });
    expect((await refs.submissions('parallel-finish').get()).size).toBe(1);
    expect((await refs.quiz('parallel-finish').get()).data()?.submissionCount).toBe(1);
  });

  it("refuses someone else's attempt (403), an unknown one (404) and bad answers (400)", async () => {
    await arrangeQuiz(refs, 'their-finish');
    const { body } = await start('their-finish', tokens.premium);
    const refused = await finish('their-finish', { attemptId: body.attemptId });
    expect(refused).toHaveStatus(403);
    expect((await refs.submissions('their-finish').get()).size).toBe(0);
    expect(await finish('their-finish', { attemptId: 'no-such-attempt' })).toHaveStatus(404);
    const junk = await finish('their-finish', { attemptId: body.attemptId, answers: { q1: [99] } }, tokens.premium);
    expect(junk).toHaveStatus(400);
    expect(junk.body).toMatchObject({ error: 'invalid-argument' });
    expect(await finish('their-finish', {})).toHaveStatus(400);
  });

  it('counts the questions right from the verdicts, not from the points, under partial scoring', async () => {
    await arrangeQuiz(refs, 'partial-finish', { answers: [[1], [2], [3, 4], [1]] });
    await refs.quiz('partial-finish').update({ scoringMode: 'partial' });
    const { body } = await start('partial-finish');
    // q1 right (5 points), q3 half right (2.5 points): 7.5 points, one question right.
    const finished = await finish('partial-finish', { attemptId: body.attemptId, answers: { q1: [1], q3: [3] } });
    expect(finished).toHaveStatus(200);
    expect(finished.body.result).toMatchObject({ points: 7.5, marks: 37.5, correctCount: 1, questionCount: 4 });
  });

  it('tells a question-wise quiz its verdicts per question, and says whether the pass mark was reached', async () => {
    await arrangeQuiz(refs, 'qw-finish', { resultType: 'question-wise' });
    await refs.quiz('qw-finish').update({ passMark: 50 });
    const { body } = await start('qw-finish');
    await save('qw-finish', body.attemptId, 'q1', [1]);
    const finished = await finish('qw-finish', { attemptId: body.attemptId, answers: { q2: [2] } });
    expect(finished.body.result).toMatchObject({
      points: 10,
      marks: 50,
      passMark: 50,
      passed: true,
      correctByQuestion: { q1: true, q2: true, q3: false, q4: false },
    });
  });

  it('after the deadline and grace: 409 deadline-passed carrying the result of the answers saved in time; the score screen stays until Submit', async () => {
    await arrangeQuiz(refs, 'late-finish', { retakeCount: 1 });
    const { body } = await start('late-finish');
    await save('late-finish', body.attemptId, 'q1', [1]);
    await refs.attempts('late-finish').doc(body.attemptId).update({ deadlineAt: new Date(Date.now() - 60_000) });
    const finished = await finish('late-finish', { attemptId: body.attemptId, answers: { q2: [2] } });
    expect(finished).toHaveStatus(409);
    expect(finished.body).toMatchObject({ error: 'deadline-passed', result: { points: 5, marks: 25, correctCount: 1, status: 'expired' } });
    const resumed = await start('late-finish');
    expect(resumed.body).toMatchObject({ attemptId: body.attemptId, status: 'expired', awaitingSubmit: true, result: { points: 5, status: 'expired' } });
    // Submit confirms it as today's submit of an expired attempt answers: 409 with the result.
    expect((await submit('late-finish', { attemptId: body.attemptId })).body).toMatchObject({ error: 'deadline-passed', result: { points: 5 } });
    expect((await start('late-finish')).body).toMatchObject({ attempt: 2, status: 'open', resumed: false });
    expect((await refs.quiz('late-finish').get()).data()?.submissionCount).toBe(1);
  });
});

describe('POST /start-quiz/{quizId} after a finish', () => {
  it('returns the finished attempt with its result until Submit, then starts the next attempt', async () => {
    await arrangeQuiz(refs, 'reload', { retakeCount: 1 });
    const { body } = await start('reload');
    const finished = await finish('reload', { attemptId: body.attemptId, answers: { q1: [1], q2: [2] } });

    const reloaded = await start('reload');
    expect(reloaded).toHaveStatus(200);
    expect(reloaded.body).toMatchObject({ attemptId: body.attemptId, attempt: 1, resumed: true, status: 'submitted', awaitingSubmit: true });
    expect(reloaded.body.result).toEqual(finished.body.result);
    expect(reloaded.body.result).not.toHaveProperty('correctByQuestion');
    expect(reloaded.body.questions.map((question) => question._id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect((await refs.attempts('reload').get()).size).toBe(1);

    const submitted = await submit('reload', { attemptId: body.attemptId });
    expect(submitted).toHaveStatus(200);
    expect(submitted.body.result).toEqual(finished.body.result);
    expect((await refs.attempts('reload').doc(body.attemptId).get()).data()?.awaitingSubmit).toBe(false);
    // Submitting again changes nothing.
    expect((await submit('reload', { attemptId: body.attemptId })).body.result).toEqual(finished.body.result);

    const next = await start('reload');
    expect(next.body).toMatchObject({ attemptId: `${accounts.player.uid}-2`, attempt: 2, resumed: false, status: 'open' });
    expect(next.body).not.toHaveProperty('result');
    await finish('reload', { attemptId: next.body.attemptId });
    await submit('reload', { attemptId: next.body.attemptId });
    expect((await start('reload')).body).toMatchObject({ error: 'no-attempts-left' });
  });

  it('still submits an open attempt in one call, as API clients do', async () => {
    await arrangeQuiz(refs, 'one-call');
    const { body } = await start('one-call');
    const submitted = await submit('one-call', { attemptId: body.attemptId, answers: { q1: [1] } });
    expect(submitted).toHaveStatus(200);
    expect(submitted.body.result).toMatchObject({ points: 5, correctCount: 1 });
    expect((await refs.attempts('one-call').doc(body.attemptId).get()).data()).not.toHaveProperty('awaitingSubmit', true);
    expect((await start('one-call')).body).toMatchObject({ error: 'no-attempts-left' });
  });
});
