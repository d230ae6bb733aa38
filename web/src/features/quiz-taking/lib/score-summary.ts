import { POINTS_PER_QUESTION } from '@quizmaster/shared/constants';
import type { AttemptResult } from '../api/attempts';

/** Up to two decimals, without trailing zeros: 75, 66.67, 7.5. */
const upToTwoDecimals = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The server's score as the score screen tells it. The questions right are the server's count of
 * questions answered exactly right (its per-question verdicts), never points ÷ 5, which gives
 * fractions under the partial scoring modes.
 */
export function scoreFigures(result: AttemptResult) {
  return {
    points: `${upToTwoDecimals(result.points)}/${String(result.questionCount * POINTS_PER_QUESTION)}`,
    marks: `${upToTwoDecimals(result.marks)}%`,
    grade: result.grade,
    questionsRight: `${String(result.correctCount)} of ${String(result.questionCount)} questions right.`,
    passMark:
      result.passMark === undefined
        ? null
        : `${result.passed ? 'Passed' : 'Not passed'}: the pass mark is ${upToTwoDecimals(result.passMark)}%.`,
  };
}
