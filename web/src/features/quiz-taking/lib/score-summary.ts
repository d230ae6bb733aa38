import type { SubmitOutcome } from '../api/attempts';

const percent = (marks: number) => `${String(Math.round(marks * 100) / 100)}%`;

/**
 * The server's score in one sentence, told after Submit (the player is back on the home page by
 * then, and finds the result again on their dashboard). Never shown before Submit: a score that
 * moved with the answers would tell the player which ones are right.
 */
export function scoreSummary({ result, expired }: Pick<SubmitOutcome, 'result' | 'expired'>): string {
  const score = `${percent(result.marks)} (grade ${result.grade}), ${String(result.correctCount)} of ${String(result.questionCount)} questions right.`;
  return expired ? `The time was up, so your quiz was scored with the answers saved in time: ${score}` : `Your score: ${score}`;
}
