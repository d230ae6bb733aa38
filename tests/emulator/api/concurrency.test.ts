/** Many players at once: counters stay exact, each attempt is recorded once, limits hold. */
import { describe, expect, it } from 'vitest';
import { api, createAccount, type TestAccount } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { StartedAttempt, SubmittedAttempt } from '@quizmaster/shared/api/attempts';

const { admin, refs, tokens } = useDemoData('concurrency');

const start = (quizId: string, token: string) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token });
const submit = (quizId: string, attemptId: string, token: string) =>
  api<SubmittedAttempt>('POST', `/submit-quiz/${quizId}`, {
    token,
    body: { attemptId, answers: { q1: [1], q2: [2] } },
  });

describe('concurrency', () => {
  it('50 players submitting at once leave submissionCount at exactly 50', { timeout: 120_000 }, async () => {
    await arrangeQuiz(refs, 'rush');
    const players: TestAccount[] = await Promise.all(Array.from({ length: 50 }, (_unused, index) => createAccount(admin.auth, `rush-${String(index)}`)));
    const attempts = await Promise.all(players.map((player) => start('rush', player.token)));
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(50).fill(200));

    const results = await Promise.all(players.map((player, index) => submit('rush', attempts[index]?.body.attemptId ?? '', player.token)));
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(200));
    expect((await refs.quiz('rush').get()).data()?.submissionCount).toBe(50);
    expect((await refs.submissions('rush').get()).size).toBe(50);
  });

  it('10 parallel submits of one attempt store one submission and agree on the result', async () => {
    await arrangeQuiz(refs, 'double-click');
    const { body } = await start('double-click', tokens.player);
    const results = await Promise.all(Array.from({ length: 10 }, () => submit('double-click', body.attemptId, tokens.player)));
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((result) => JSON.stringify(result.body.result))).size).toBe(1);
    expect((await refs.submissions('double-click').get()).size).toBe(1);
    expect((await refs.quiz('double-click').get()).data()?.submissionCount).toBe(1);
  });

  it('parallel starts never exceed the allowed attempts', { timeout: 60_000 }, async () => {
    await arrangeQuiz(refs, 'limited', { retakeCount: 1 });
    const burst = () => Promise.all(Array.from({ length: 10 }, () => start('limited', tokens.player)));

    const first = await burst();
    expect(new Set(first.map((response) => response.body.attemptId)).size).toBe(1);
    await submit('limited', first[0]?.body.attemptId ?? '', tokens.player);

    const second = await burst();
    expect(new Set(second.map((response) => response.body.attempt))).toEqual(new Set([2]));
    await submit('limited', second[0]?.body.attemptId ?? '', tokens.player);

    const third = await burst();
    expect(third.map((response) => response.status)).toEqual(Array(10).fill(409));
    expect((await refs.attempts('limited').get()).size).toBe(2);
  });
});
