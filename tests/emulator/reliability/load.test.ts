/**
 * Load: PLAYERS players take 4 quizzes at once, all start+submit flows started together (with up to
 * IN_FLIGHT requests open at a time, see below). Nothing may be lost or counted twice: every
 * call answers 200, each flow leaves one submission with the score its answers earn, each
 * attempt is closed once and each quiz's counter is exact. Then, again all at once, every player
 * uses the retakes left and tries to start more, which must be refused. (api/concurrency.test.ts
 * covers one quiz with 50 players, and one player's parallel starts and submits.)
 * `npm test` runs a smoke case (10 players, 40 flows); `npm run bench -- --only reliability`
 * runs the full 50 players (200 flows) against the running stack and prints its figures.
 */
import { describe, expect, it } from 'vitest';
import { POINTS_PER_QUESTION } from '@quizmaster/shared/constants';
import { api, createAccount, type TestAccount } from '../../support/api';
import { arrangeQuiz, useDemoData } from '../api/fixture';
import { inFlightLimit, warmUpFunctionWorkers } from './function-workers';

const { admin, refs } = useDemoData('reliability-load');

const PLAYERS = Number(process.env.QUIZMASTER_LOAD_PLAYERS ?? 10);
/** One quiz allows a retake, so limits of 1 and 2 attempts are both reached. */
const QUIZZES = [
  { id: 'load-a', retakeCount: 0 },
  { id: 'load-b', retakeCount: 0 },
  { id: 'load-c', retakeCount: 1 },
  { id: 'load-d', retakeCount: 0 },
] as const;
/**
 * HTTP requests open at once. All 200 flows start together and interleave, but the functions
 * emulator runs one worker process (about 55 MB) per open request and drops requests whose
 * worker takes over 30 s to start: 200 at once on two cores means 11 GB of workers and, on a
 * busy machine, dropped requests. 50 is what api/concurrency.test.ts opens too; set
 * QUIZMASTER_LOAD_IN_FLIGHT=200 to open every request at once where the machine can take it.
 */
const IN_FLIGHT = Math.min(Number(process.env.QUIZMASTER_LOAD_IN_FLIGHT ?? 50), PLAYERS * 4);
const inFlight = inFlightLimit(IN_FLIGHT);
const call = <T>(method: string, path: string, request: Parameters<typeof api>[2]) => inFlight(() => api<T>(method, path, request));
const ANSWER_KEY = [[1], [2], [3, 4], [1]];
const QUESTION_IDS = ANSWER_KEY.map((_answer, index) => `q${String(index + 1)}`);

/** One option that is not the right answer (one tick: a single-answer question takes no more). */
const wrongAnswer = (question: number) => [((ANSWER_KEY[question]?.[0] ?? 1) % 4) + 1];

/** Player `index`'s answers on attempt `attempt`: the first k right and the rest wrong, k varying. */
function answersFor(index: number, attempt: number) {
  const correct = (index + attempt) % (ANSWER_KEY.length + 1);
  const answers = Object.fromEntries(QUESTION_IDS.map((id, question) => [id, question < correct ? (ANSWER_KEY[question] ?? []) : wrongAnswer(question)]));
  return { answers, points: correct * POINTS_PER_QUESTION };
}

interface Started {
  attemptId: string;
  attempt: number;
  resumed: boolean;
}
interface Submitted {
  result: { submissionId: string; points: number };
}

/** Unexpected answers are collected, not thrown, so one report shows every one of them. */
type Problems = string[];

/** Starts and submits attempts `first`..`last` of one player at one quiz, in order. */
async function takeAttempts(player: TestAccount, index: number, quizId: string, first: number, last: number): Promise<Problems> {
  const problems: Problems = [];
  for (let attempt = first; attempt <= last; attempt += 1) {
    const where = `${player.email} at ${quizId}, attempt ${String(attempt)}`;
    const started = await call<Started>('POST', `/start-quiz/${quizId}`, { token: player.token });
    if (started.status !== 200 || started.body.attempt !== attempt || started.body.resumed) {
      return [...problems, `${where}: start answered ${String(started.status)} ${JSON.stringify(started.body)}`];
    }
    const { answers, points } = answersFor(index, attempt);
    const submitted = await call<Submitted>('POST', `/submit-quiz/${quizId}`, { token: player.token, body: { attemptId: started.body.attemptId, answers } });
    if (submitted.status !== 200 || submitted.body.result.points !== points || submitted.body.result.submissionId !== started.body.attemptId) {
      problems.push(`${where}: submit answered ${String(submitted.status)} ${JSON.stringify(submitted.body)}`);
    }
  }
  return problems;
}

/** A start beyond the limit: it must be refused. */
async function startTooMany(player: TestAccount, quizId: string): Promise<Problems> {
  const answer = await call<{ error?: string }>('POST', `/start-quiz/${quizId}`, { token: player.token });
  if (answer.status === 409 && answer.body.error === 'no-attempts-left') return [];
  return [`${player.email} at ${quizId}: a start beyond the limit answered ${String(answer.status)} ${JSON.stringify(answer.body)}`];
}

/** Each quiz's counter, submissions and attempts match `attemptsPerPlayer` attempts by every player, each with its score. */
async function expectExactRecords(players: TestAccount[], attemptsPerPlayer: (quiz: (typeof QUIZZES)[number]) => number) {
  for (const quiz of QUIZZES) {
    const taken = attemptsPerPlayer(quiz);
    const [summary, attempts, submissions] = await Promise.all([refs.quiz(quiz.id).get(), refs.attempts(quiz.id).get(), refs.submissions(quiz.id).get()]);
    expect(summary.data()?.submissionCount, `${quiz.id}: submissionCount`).toBe(PLAYERS * taken);
    expect(submissions.size, `${quiz.id}: submissions`).toBe(PLAYERS * taken);
    // Attempt ids are {uid}-{n}: exactly 1..taken per player, each closed once.
    const expectedIds = players.flatMap((player) => Array.from({ length: taken }, (_unused, n) => `${player.uid}-${String(n + 1)}`));
    expect(attempts.docs.map((attempt) => attempt.id).sort(), `${quiz.id}: attempt ids`).toEqual(expectedIds.sort());
    expect(attempts.docs.filter((attempt) => attempt.data().status !== 'submitted' || !attempt.data().submittedAt).map((attempt) => attempt.id)).toEqual([]);

    const pointsById = new Map(submissions.docs.map((submission) => [submission.id, submission.data().points]));
    const wrongScores = players.flatMap((player, index) =>
      Array.from({ length: taken }, (_unused, n) => n + 1)
        .filter((attempt) => pointsById.get(`${player.uid}-${String(attempt)}`) !== answersFor(index, attempt).points)
        .map((attempt) => `${player.uid}-${String(attempt)}`),
    );
    expect(wrongScores, `${quiz.id}: submissions missing or scored wrong`).toEqual([]);
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

describe(`load: ${String(PLAYERS)} players × ${String(QUIZZES.length)} quizzes at once`, () => {
  it('loses nothing, counts exactly and never exceeds an attempt limit', { timeout: 180_000 }, async () => {
    let since = Date.now();
    await Promise.all(QUIZZES.map((quiz) => arrangeQuiz(refs, quiz.id, { retakeCount: quiz.retakeCount, answers: ANSWER_KEY })));
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_unused, index) => createAccount(admin.auth, `load-${String(index)}`)));
    console.log(`[load] ${String(PLAYERS)} players and ${String(QUIZZES.length)} quizzes arranged in ${seconds(since)}`);

    since = Date.now();
    await warmUpFunctionWorkers(IN_FLIGHT, `/api/v1/get-single-quiz/${QUIZZES[0].id}`, players.map((player) => player.token));
    console.log(`[load] functions emulator ready for ${String(IN_FLIGHT)} requests in flight after ${seconds(since)}`);

    since = Date.now();
    const burst = players.flatMap((player, index) => QUIZZES.map((quiz) => takeAttempts(player, index, quiz.id, 1, 1)));
    const burstProblems = (await Promise.all(burst)).flat();
    console.log(`[load] ${String(burst.length)} start+submit flows at once (${String(IN_FLIGHT)} requests in flight) finished in ${seconds(since)}`);
    expect(burstProblems).toEqual([]);
    await expectExactRecords(players, () => 1);

    since = Date.now();
    const limits = players.flatMap((player, index) =>
      QUIZZES.map(async (quiz) => [...(await takeAttempts(player, index, quiz.id, 2, 1 + quiz.retakeCount)), ...(await startTooMany(player, quiz.id))]),
    );
    const limitProblems = (await Promise.all(limits)).flat();
    const retakes = PLAYERS * QUIZZES.reduce((sum, quiz) => sum + quiz.retakeCount, 0);
    console.log(`[load] ${String(retakes)} retakes and ${String(limits.length)} starts beyond the limit, all at once, finished in ${seconds(since)}`);
    expect(limitProblems).toEqual([]);
    await expectExactRecords(players, (quiz) => 1 + quiz.retakeCount);
  });
});
