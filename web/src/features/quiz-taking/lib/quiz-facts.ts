import type { ResultType, TimeType } from '../api/attempts';

const trimNumber = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The quiz's total time for the side panel, in minutes as the spec has it ('5 minutes',
 * '1.5 minutes'); a quiz shorter than a minute reads better in seconds ('3 seconds').
 */
export function totalTimeLabel(minutes: number): string {
  if (minutes < 1) {
    const seconds = Math.round(minutes * 60);
    return `${String(seconds)} ${seconds === 1 ? 'second' : 'seconds'}`;
  }
  return `${trimNumber(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const timingLabel = (timeType: TimeType) => (timeType === 'per-question' ? 'Each question is timed' : 'One clock for the quiz');

export const resultsLabel = (resultType: ResultType) =>
  resultType === 'question-wise' ? 'After each question' : 'When you submit';

/** Question-wise quizzes: what the player is told about a checked answer. */
export const verdictText = (correct: boolean) => (correct ? 'Correct! Well done.' : 'Wrong answer. Keep going!');
