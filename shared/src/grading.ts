import { POINTS_PER_QUESTION } from './constants';
import { DEFAULT_SCORING_MODE, isExactMatch, questionPoints, type ScoringMode } from './scoring-modes';

// Where the callers have always found it.
export { isExactMatch };

/** Grade letters from SPEC.md section 5, highest first. */
export const GRADE_THRESHOLDS = [
  { min: 80, grade: 'A+' },
  { min: 70, grade: 'A-' },
  { min: 60, grade: 'A' },
  { min: 50, grade: 'B' },
  { min: 40, grade: 'C' },
] as const;

export type Grade = (typeof GRADE_THRESHOLDS)[number]['grade'] | 'F';

/** Every grade, highest first (A+, A-, A, B, C, F): the Result Sheet's grade filter offers these. */
export const GRADES: readonly Grade[] = [...GRADE_THRESHOLDS.map(({ grade }) => grade), 'F'];

/** A grade named in a URL or a request, or null when it is not one of ours. */
export function parseGrade(text: string | null | undefined): Grade | null {
  return GRADES.find((grade) => grade === text) ?? null;
}

/** Letter grade for a mark in percent (0-100). */
export function gradeFor(marks: number): Grade {
  const band = GRADE_THRESHOLDS.find(({ min }) => marks >= min);
  return band ? band.grade : 'F';
}

/** Marks in percent: points / (5 x questions) x 100, rounded to two decimals. */
export function marksFor(points: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  const percent = (points / (POINTS_PER_QUESTION * questionCount)) * 100;
  return Math.round(percent * 100) / 100;
}

export interface Score {
  points: number;
  marks: number;
  grade: Grade;
  correctCount: number;
  questionCount: number;
  /** Whether each question (by id) was answered exactly right. */
  correctByQuestion: Record<string, boolean>;
}

/** How an attempt is scored, besides its answers: the quiz's scoring mode and each question's options. */
export interface ScoringOptions {
  /** The quiz's mode; `exact` (SPEC.md's rule) when not given. */
  mode?: ScoringMode;
  /** Each question's option ids: the partial modes need them to share out the wrong ticks. */
  optionIds?: Readonly<Record<string, readonly number[]>>;
}

/**
 * Scores an attempt: each question's points under the quiz's scoring mode (exact by default: 5
 * points when the chosen set equals the correct set, else none), marks in percent, grade. A
 * question is "right" only when answered exactly right, whatever the mode. A question missing
 * from the key never counts as right and earns nothing.
 */
export function scoreAnswers(
  questionIds: readonly string[],
  answerKey: Readonly<Record<string, readonly number[]>>,
  chosen: Readonly<Record<string, readonly number[]>>,
  { mode = DEFAULT_SCORING_MODE, optionIds = {} }: ScoringOptions = {},
): Score {
  const correctByQuestion: Record<string, boolean> = {};
  let points = 0;
  for (const questionId of questionIds) {
    const correct = answerKey[questionId] ?? [];
    const ticked = chosen[questionId] ?? [];
    correctByQuestion[questionId] = correct.length > 0 && isExactMatch(ticked, correct);
    points += questionPoints(mode, { optionIds: optionIds[questionId] ?? correct, correct, chosen: ticked });
  }
  points = Math.round(points * 100) / 100;
  const correctCount = Object.values(correctByQuestion).filter(Boolean).length;
  const marks = marksFor(points, questionIds.length);
  return { points, marks, grade: gradeFor(marks), correctCount, questionCount: questionIds.length, correctByQuestion };
}
