/**
 * Load: 50 players take 4 quizzes at once (200 start+submit flows in flight together), each
 * using every attempt it is allowed and then trying once more. Nothing may be lost or counted
 * twice: every call answers as expected, every attempt is closed once with its own submission,
 * every score is the one its answers earn, and each quiz's counter is exact.
 * (tests/emulator/api/concurrency.test.ts covers one quiz with 50 players and the per-player
 * races; this is the cross-quiz burst of issue 8.)
 */
import { describe, expect, it } from 'vitest';
import { POINTS_PER_QUESTION } from '@quizmaster/shared/constants';
import { api, createAccount, type TestAccount } from '../../support/api';
import { arrangeQuiz, useDemoData } from '../api/fixture';

const { admin, refs } = useDemoData('reliability-load');

const PLAYERS = 50;
/** Retakes differ per quiz, so the limit is checked at 1, 2 and 3 attempts. */
const QUIZZES = [
  { id: 'load-a', retakeCount: 0 },
  { id: 'load-b', retakeCount: 0 },
  { id: 'load-c', retakeCount: 1 },
  { id: 'load-d', retakeCount: 2 },
] as const;
const ANSWER_KEY = [[1], [2], [3, 4], [1]];
const QUESTION_IDS = ANSWER_KEY.map((_answer, index) => `q${String(index + 1)}`);

/** Player `index`'s answers on attempt `attempt`: the first k right and the rest wrong, k varying. */
function answersFor(index: number, attempt: number) {
  const correct = (index + attempt) % (ANSWER_KEY.length + 1);
  const answers = Object.fromEntries(QUESTION_IDS.map((id, question) => [id, question < correct ? (ANSWER_KEY[question] ?? []) : [4, 1]]));
  return { answers, points: correct * POINTS_PER_QUESTION };
}

interface Started {
  attemptId: string;
  attempt: number;
  resumed: boolean;
}
interface Submitted {
  result: { submissionId: string; points: number; attempt: number; status: string };
}

/** One unexpected answer, kept for the report instead of stopping the burst at the first. */
type Problem = string;

/**
 * One player's whole run at one quiz: every allowed attempt started and submitted in order,
 * then one start too many, which must be refused.
 */
async function takeEveryAttempt(player: TestAccount, index: number, quizId: string, allowed: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  const where = `${player.email} at ${quizId}`;
  for (let attempt = 1; attempt <= allowed; attempt += 1) {
    const started = await api<Started>('POST', `/start-quiz/${quizId}`, { token: player.token });
    if (started.status !== 200 || started.body.attempt !== attempt || started.body.resumed) {
      problems.push(`${where}: start ${String(attempt)} answered ${String(started.status)} ${JSON.stringify(started.body)}`);
      return problems;
    }
    const { answers, points } = answersFor(index, attempt);
    const submitted = await api<Submitted>('POST', `/submit-quiz/${quizId}`, { token: player.token, body: { attemptId: started.body.attemptId, answers } });
    if (submitted.status !== 200 || submitted.body.result.points !== points || submitted.body.result.submissionId !== started.body.attemptId) {
      problems.push(`${where}: submit ${String(attempt)} answered ${String(submitted.status)} ${JSON.stringify(submitted.body)}`);
    }
  }
  const extra = await api<{ error: string }>('POST', `/start-quiz/${quizId}`, { token: player.token });
  if (extra.status !== 409 || extra.body.error !== 'no-attempts-left') {
    problems.push(`${where}: the start after ${String(allowed)} attempt(s) answered ${String(extra.status)} ${JSON.stringify(extra.body)}`);
  }
  return problems;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

describe('load: 50 players × 4 quizzes at once', () => {
  it('loses nothing, counts exactly and never exceeds an attempt limit', { timeout: 180_000 }, async () => {
    const arranged = Date.now();
    await Promise.all(QUIZZES.map((quiz) => arrangeQuiz(refs, quiz.id, { retakeCount: quiz.retakeCount, answers: ANSWER_KEY })));
    const players = await Promise.all(Array.from({ length: PLAYERS }, (_unused, index) => createAccount(admin.auth, `load-${String(index)}`)));
    console.log(`[load] ${String(PLAYERS)} players and ${String(QUIZZES.length)} quizzes arranged in ${seconds(arranged)}`);

    const burst = Date.now();
    const flows = players.flatMap((player, index) => QUIZZES.map((quiz) => takeEveryAttempt(player, index, quiz.id, 1 + quiz.retakeCount)));
    const problems = (await Promise.all(flows)).flat();
    const requests = PLAYERS * QUIZZES.reduce((sum, quiz) => sum + 2 * (1 + quiz.retakeCount) + 1, 0);
    console.log(`[load] ${String(flows.length)} flows (${String(requests)} requests) finished in ${seconds(burst)}`);
    expect(problems).toEqual([]);

    for (const quiz of QUIZZES) {
      const allowed = 1 + quiz.retakeCount;
      const [summary, attempts, submissions] = await Promise.all([refs.quiz(quiz.id).get(), refs.attempts(quiz.id).get(), refs.submissions(quiz.id).get()]);
      expect(summary.data()?.submissionCount, `${quiz.id}: submissionCount`).toBe(PLAYERS * allowed);
      expect(submissions.size, `${quiz.id}: submissions`).toBe(PLAYERS * allowed);

      // Attempt ids are {uid}-{n}: exactly 1..allowed per player, each closed once, each with its submission.
      const expectedIds = players.flatMap((player) => Array.from({ length: allowed }, (_unused, n) => `${player.uid}-${String(n + 1)}`));
      expect(attempts.docs.map((attempt) => attempt.id).sort(), `${quiz.id}: attempt ids`).toEqual([...expectedIds].sort());
      expect(attempts.docs.filter((attempt) => attempt.data().status !== 'submitted' || !attempt.data().submittedAt).map((attempt) => attempt.id)).toEqual([]);

      const pointsById = new Map(submissions.docs.map((submission) => [submission.id, submission.data().points]));
      players.forEach((player, index) => {
        for (let attempt = 1; attempt <= allowed; attempt += 1) {
          expect(pointsById.get(`${player.uid}-${String(attempt)}`), `${quiz.id}: points of ${player.email}, attempt ${String(attempt)}`).toBe(
            answersFor(index, attempt).points,
          );
        }
      });
    }
  });
});
