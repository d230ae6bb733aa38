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

/** A question's place in the quiz, as the progress bar and the question's heading say it: 'Question 2 of 5'. */
export const questionPositionLabel = (number: number, total: number) => `Question ${String(number)} of ${String(total)}`;

/** A question that takes one option (radio buttons): the server says so with `choice`, or its type (true/false included). */
export const isSingleChoice = (question: { choice?: string; type?: string }) =>
  question.choice === 'single' || question.type === 'single' || question.type === 'true-false';

/** What the player is asked to do with a question's options (question-view.tsx, and the early question: lib/early-question.ts). */
export function answerHint({ single, locked }: { single: boolean; locked: boolean }): string {
  if (locked) return 'Your answer is checked and locked.';
  return single ? 'Select the one right answer.' : 'Select every answer that is right.';
}
