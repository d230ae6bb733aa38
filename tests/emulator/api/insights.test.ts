/** ADR 0024's insight: item statistics, bests and leaderboards, My Results, certificates at the pass mark. */
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '@quizmaster/shared/paging';
import { scoreAnswers } from '@quizmaster/shared/grading';
import { api, createAccount, type TestAccount } from '../../support/api';
import { seedDemoInsights } from '@quizmaster/scripts/seed/insights';
import { arrangeQuiz, useDemoData } from './fixture';
import type { ItemAnalysis as ItemAnalysisBody, Leaderboard as LeaderboardBody, LeaderboardVisibility, MyBests, MyResults as MyResultsBody } from '@quizmaster/shared/api/insights';
import type { StartedAttempt, SubmittedAttempt } from '@quizmaster/shared/api/attempts';

const { admin, refs, tokens, accounts } = useDemoData('insights');

const start = (quizId: string, token: string) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token });
const submit = (quizId: string, attemptId: string, token: string, answers: Record<string, number[]>) =>
  api<SubmittedAttempt>('POST', `/submit-quiz/${quizId}`, { token, body: { attemptId, answers } });

async function takeQuiz(quizId: string, token: string, answers: Record<string, number[]>) {
  const started = await start(quizId, token);
  expect(started).toHaveStatus(200);
  const submitted = await submit(quizId, started.body.attemptId, token, answers);
  expect(submitted).toHaveStatus(200);
  return { attemptId: started.body.attemptId, marks: submitted.body.result.marks };
}

/** Pearson's r, straight from the definition. */
function pearson(xs: number[], ys: number[]): number {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const [mx, my] = [mean(xs), mean(ys)];
  const cov = xs.reduce((sum, x, i) => sum + (x - mx) * ((ys[i] ?? 0) - my), 0);
  const spread = (values: number[], m: number) => Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0));
  return cov / (spread(xs, mx) * spread(ys, my));
}

const patterns: Record<string, number[]>[] = [
  { q1: [1], q2: [2], q3: [3, 4], q4: [1] },
  { q1: [1], q2: [2], q3: [3], q4: [1] },
  { q1: [1], q2: [3], q3: [3, 4], q4: [2] },
  { q1: [2], q2: [2], q3: [], q4: [1] },
  { q1: [1], q2: [1], q3: [4], q4: [3] },
  { q1: [3], q2: [2], q3: [3, 4], q4: [] },
];

describe('item statistics', () => {
  it('stay exact when 30 players submit at once: the report matches a calculation from the raw submissions', { timeout: 180_000 }, async () => {
    const { key, questionIds } = await arrangeQuiz(refs, 'stats');
    const players: TestAccount[] = await Promise.all(Array.from({ length: 30 }, (_unused, index) => createAccount(admin.auth, `stats-${String(index)}`)));
    const attempts = await Promise.all(players.map((player) => start('stats', player.token)));
    const submitted = await Promise.all(
      players.map((player, index) => submit('stats', attempts[index]?.body.attemptId ?? '', player.token, patterns[index % patterns.length] ?? {})),
    );
    expect(submitted.filter((response) => response.status !== 200).map((response) => response.body)).toEqual([]);

    const report = await api<ItemAnalysisBody>('GET', '/quizzes/stats/item-analysis', { token: tokens.admin });
    expect(report).toHaveStatus(200);
    expect(report.body.submissions).toBe(30);
    // Every player has their one best, and the leaderboard counts each once.
    expect((await refs.bests('stats').count().get()).data().count).toBe(30);
    expect((await api<LeaderboardBody>('GET', '/quizzes/stats/leaderboard', { token: tokens.admin })).body.players).toBe(30);
    expect(report.body.method).toBe('point-biserial');

    // The independent calculation: every stored attempt's answers, scored from scratch.
    const answerSets = (await refs.attempts('stats').get()).docs.map((attempt) => attempt.data().answers);
    expect(answerSets).toHaveLength(30);
    for (const questionId of questionIds) {
      const item = report.body.items.find((candidate) => candidate.questionId === questionId);
      const right = answerSets.map((answers) => scoreAnswers([questionId], key, answers).correctCount);
      const rest = answerSets.map((answers) => scoreAnswers(questionIds.filter((id) => id !== questionId), key, answers).points);
      expect(item?.answers).toBe(30);
      expect(item?.difficulty).toBeCloseTo(right.reduce((a, b) => a + b, 0) / 30, 10);
      expect(item?.discrimination).toBeCloseTo(pearson(right, rest), 10);
      for (const option of item?.options ?? []) {
        expect(option.count).toBe(answerSets.filter((answers) => (answers[questionId] ?? []).includes(option.optionId)).length);
        expect(option.right).toBe((key[questionId] ?? []).includes(option.optionId));
      }
    }
  });

  it('measure the time spent on a question between the moves the server sees', async () => {
    await arrangeQuiz(refs, 'timed');
    const { body } = await start('timed', tokens.player);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const saved = await api('PUT', '/save-answer/timed', { token: tokens.player, body: { attemptId: body.attemptId, questionId: 'q1', answer: [1] } });
    expect(saved).toHaveStatus(200);
    await submit('timed', body.attemptId, tokens.player, {});
    const report = await api<ItemAnalysisBody>('GET', '/quizzes/timed/item-analysis', { token: tokens.admin });
    const first = report.body.items.find((item) => item.questionId === 'q1');
    expect(first?.averageTimeMs).toBeGreaterThanOrEqual(1000);
    expect(report.body.items.find((item) => item.questionId === 'q2')?.averageTimeMs).toBeNull();
  });

  it('are for admins only', async () => {
    await arrangeQuiz(refs, 'private-stats');
    expect(await api('GET', '/quizzes/private-stats/item-analysis', { token: tokens.player })).toHaveStatus(403);
    expect(await api('GET', '/quizzes/nope/item-analysis', { token: tokens.admin })).toHaveStatus(404);
  });
});

describe('leaderboard', () => {
  async function arrangeBest(quizId: string, uid: string, userName: string, marks: number, seconds: number, hidden = false) {
    await refs.best(quizId, uid).set({
      userId: uid,
      userName,
      quizId,
      quizName: `Quiz ${quizId}`,
      marks,
      grade: 'A',
      durationMs: seconds * 1000,
      submissionId: `${uid}-1`,
      attempt: 1,
      submittedAt: new Date(),
      attempts: 1,
      hidden,
    });
  }

  it('ranks by marks then time, shows ties as ties, lists 10 and gives the caller their own rank', async () => {
    await arrangeQuiz(refs, 'board');
    await refs.quiz('board').update({ leaderboard: true });
    const entries: [string, number, number][] = [
      ['a', 100, 60],
      ['b', 100, 60],
      ['c', 100, 50],
      ['d', 90, 10],
      ...Array.from({ length: 10 }, (_unused, index): [string, number, number] => [`e${String(index)}`, 50, 100 + index]),
    ];
    for (const [uid, marks, seconds] of entries) await arrangeBest('board', uid, `Player ${uid}`, marks, seconds);
    await arrangeBest('board', 'ghost', 'Ghost', 100, 1, true);
    // The demo player's own entry comes from a real attempt: none right, so last.
    await takeQuiz('board', tokens.player, { q1: [4] });

    const { status, body } = await api<LeaderboardBody>('GET', '/quizzes/board/leaderboard', { token: tokens.player });
    expect(status).toBe(200);
    expect(body.players).toBe(15);
    expect(body.top.map((row) => [row.userName, row.rank])).toEqual([
      ['Player c', 1],
      ['Player a', 2],
      ['Player b', 2],
      ['Player d', 4],
      ...Array.from({ length: 6 }, (_unused, index) => [`Player e${String(index)}`, 5 + index]),
    ]);
    expect(body.top.some((row) => row.userName === 'Ghost')).toBe(false);
    expect(body.you).toMatchObject({ rank: 15, marks: 0, hidden: false });
    expect(JSON.stringify(body)).not.toContain(accounts.player.email);
  });

  it('is refused to players while the admin has not turned it on, and hides a draft', async () => {
    await arrangeQuiz(refs, 'no-board');
    const refused = await api<{ error: string }>('GET', '/quizzes/no-board/leaderboard', { token: tokens.player });
    expect(refused).toHaveStatus(409);
    expect(refused.body.error).toBe('no-leaderboard');
    expect(await api('GET', '/quizzes/no-board/leaderboard', { token: tokens.admin })).toHaveStatus(200);
    await refs.quiz('no-board').update({ leaderboard: true, published: false });
    expect(await api('GET', '/quizzes/no-board/leaderboard', { token: tokens.player })).toHaveStatus(404);
  });

  it('leaves out a player who hides themselves, also from quizzes they take afterwards', async () => {
    await arrangeQuiz(refs, 'shy');
    await arrangeQuiz(refs, 'shy-later');
    await Promise.all(['shy', 'shy-later'].map((quizId) => refs.quiz(quizId).update({ leaderboard: true })));
    await takeQuiz('shy', tokens.player, { q1: [1], q2: [2] });
    await takeQuiz('shy', tokens.premium, { q1: [1] });

    const hide = await api<LeaderboardVisibility>('PUT', '/my-leaderboard-visibility', { token: tokens.player, body: { hidden: true } });
    expect(hide.body).toEqual({ hidden: true, entries: 1 });
    await takeQuiz('shy-later', tokens.player, { q1: [1] });

    const board = await api<LeaderboardBody>('GET', '/quizzes/shy/leaderboard', { token: tokens.premium });
    expect(board.body.top.map((row) => row.userName)).toEqual([accounts.premium.name]);
    expect((await api<LeaderboardBody>('GET', '/quizzes/shy-later/leaderboard', { token: tokens.premium })).body.top).toEqual([]);
    const own = await api<LeaderboardBody>('GET', '/quizzes/shy/leaderboard', { token: tokens.player });
    expect(own.body.you).toMatchObject({ hidden: true, rank: 1 });

    await api('PUT', '/my-leaderboard-visibility', { token: tokens.player, body: { hidden: false } });
    expect((await api<LeaderboardBody>('GET', '/quizzes/shy-later/leaderboard', { token: tokens.premium })).body.top).toHaveLength(1);
    expect(await api('PUT', '/my-leaderboard-visibility', { token: tokens.player, body: { hidden: 'yes' } })).toHaveStatus(400);
  });

  it("keeps each player's best, and counts their attempts", async () => {
    await arrangeQuiz(refs, 'retry', { retakeCount: 2 });
    await takeQuiz('retry', tokens.player, { q1: [1] });
    await takeQuiz('retry', tokens.player, { q1: [1], q2: [2], q3: [3, 4] });
    await takeQuiz('retry', tokens.player, { q1: [1], q2: [2] });
    expect((await refs.best('retry', accounts.player.uid).get()).data()).toMatchObject({ marks: 75, attempt: 2, attempts: 3 });
  });
});

describe('My Results', () => {
  it("pages the player's attempts across quizzes, newest first, with review links as each quiz's policy allows", async () => {
    await arrangeQuiz(refs, 'history-a', { retakeCount: 1 });
    await arrangeQuiz(refs, 'history-b');
    await refs.quiz('history-b').update({ reviewWhen: 'after-submit', reviewShows: ['answers'] });
    // A new player: the demo player has results of the demo quizzes.
    const { token } = await createAccount(admin.auth, 'historian');
    await takeQuiz('history-a', token, { q1: [1] });
    await takeQuiz('history-b', token, { q1: [1], q2: [2] });
    await takeQuiz('history-a', token, { q1: [2] });
    await takeQuiz('history-a', tokens.premium, { q1: [1] });

    const first = await api<MyResultsBody>('GET', '/my-results?limit=2', { token });
    expect(first).toHaveStatus(200);
    expect(first.body.results.map((row) => [row.quizName, row.attempt, row.reviewable])).toEqual([
      ['Quiz history-a', 2, false],
      ['Quiz history-b', 1, true],
    ]);
    const second = await api<MyResultsBody>('GET', `/my-results?limit=2&cursor=${first.body.nextCursor ?? ''}`, { token });
    expect(second.body.results.map((row) => [row.quizName, row.attempt, row.marks])).toEqual([['Quiz history-a', 1, 25]]);
    expect(second.body.nextCursor).toBeNull();

    const bests = await api<MyBests>('GET', '/my-bests', { token });
    expect(bests.body.bests.map((best) => [best.quizId, best.marks, best.attempts]).sort()).toEqual([
      ['history-a', 25, 2],
      ['history-b', 50, 1],
    ]);
    expect(await api('GET', '/my-results?cursor=not-a-cursor', { token })).toHaveStatus(400);
    expect(await api('GET', '/my-results')).toHaveStatus(401);
  });

  // Tokens the SDK or the server would refuse deep down (security review 6): a 400, never a 500.
  it.each([
    ['my-results', [0, 'a/b/c'], 'a path of odd length'],
    ['my-bests', [1e15, 'quizzes/x/bests/y'], 'a date past year 9999'],
    ['my-results', [-62_135_596_800_001, 'quizzes/x/submissions/y'], 'a date before year 1'],
    ['my-results', [0, 'quizzes/__x__/submissions/y'], 'a reserved quiz id'],
    ['my-bests', [0, 'quizzes/x/bests/__y__'], 'a reserved document id'],
    ['my-results', [0, 'quizzes/x/bests/y'], "another list's path"],
    ['my-bests', [0, 'users/x/bests/y'], 'a path outside the quizzes'],
    ['my-results', [0, 'quizzes/x/submissions/y/more/z'], 'a deeper path'],
    ['my-results', [1.5, 'quizzes/x/submissions/y'], 'a fractional date'],
  ])('answers 400 naming the cursor for /%s with %j (%s)', async (list, values, _why) => {
    const answer = await api<{ error: string; fields: { field: string; message: string }[] }>('GET', `/${list}?cursor=${encodeCursor(values)}`, { token: tokens.player });
    expect(answer).toHaveStatus(400);
    expect(answer.body).toMatchObject({ error: 'invalid-argument', fields: [{ field: 'cursor', message: expect.stringContaining('Not a cursor of this list') }] });
  });
});

describe('certificates at the pass mark', () => {
  it('issues one to an attempt that reaches the pass mark, none below it', async () => {
    await arrangeQuiz(refs, 'certified', { retakeCount: 1 });
    await refs.quiz('certified').update({ passMark: 75 });
    const failed = await takeQuiz('certified', tokens.player, { q1: [1], q2: [2] });
    const passed = await takeQuiz('certified', tokens.player, { q1: [1], q2: [2], q3: [3, 4] });
    expect([failed.marks, passed.marks]).toEqual([50, 75]);

    const certificates = await refs.certificates().where('userId', '==', accounts.player.uid).get();
    expect(certificates.size).toBe(1);
    const [certificate] = certificates.docs;
    expect(certificate?.data()).toMatchObject({ quizId: 'certified', quizName: 'Quiz certified', submissionId: passed.attemptId, marks: 75, grade: 'A-', passMark: 75, revokedAt: null });
    expect((await refs.submissions('certified').doc(passed.attemptId).get()).data()?.certificateId).toBe(certificate?.id);
    expect((await refs.submissions('certified').doc(failed.attemptId).get()).data()?.certificateId).toBeUndefined();

    const results = await api<MyResultsBody>('GET', '/my-results', { token: tokens.player });
    const rows = results.body.results.filter((row) => row.quizId === 'certified');
    expect(rows.map((row) => row.certificateId)).toEqual([certificate?.id, null]);
  });
});

describe("npm start's demo insight", () => {
  it('seeds a class whose item analysis matches a calculation from its raw attempts, with leaderboards and certificates, once', { timeout: 120_000 }, async () => {
    expect(await seedDemoInsights(admin.firestore)).toEqual({ submissions: 63 });
    expect(await seedDemoInsights(admin.firestore)).toEqual({ submissions: 0 });

    const report = await api<ItemAnalysisBody>('GET', '/quizzes/world-capitals/item-analysis', { token: tokens.admin });
    const attempts = (await refs.attempts('world-capitals').get()).docs.map((attempt) => attempt.data());
    const key = (await refs.answerKey('world-capitals').get()).data()?.answers ?? {};
    const questionIds = Object.keys(key).sort();
    expect(report.body.submissions).toBe(attempts.length);
    for (const questionId of questionIds) {
      const item = report.body.items.find((candidate) => candidate.questionId === questionId);
      const right = attempts.map((attempt) => scoreAnswers([questionId], key, attempt.answers).correctCount);
      const rest = attempts.map((attempt) => scoreAnswers(questionIds.filter((id) => id !== questionId), key, attempt.answers).points);
      expect(item?.difficulty).toBeCloseTo(right.reduce((a, b) => a + b, 0) / attempts.length, 10);
      expect(item?.discrimination).toBeCloseTo(pearson(right, rest), 10);
    }
    expect((await refs.quiz('world-capitals').get()).data()?.submissionCount).toBe(attempts.length + 2);

    const board = await api<LeaderboardBody>('GET', '/quizzes/world-capitals/leaderboard', { token: tokens.player });
    expect(board.body.top).toHaveLength(10);
    expect(board.body.you).not.toBeNull();
    expect((await refs.certificates().where('userId', '==', accounts.player.uid).count().get()).data().count).toBeGreaterThan(0);
  });
});
