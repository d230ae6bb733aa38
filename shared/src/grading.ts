import { POINTS_PER_QUESTION } from './constants';

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

/** True when the chosen option ids are exactly the correct set (order and duplicates ignored). */
export function isExactMatch(chosen: readonly number[], correct: readonly number[]): boolean {
  const chosenSet = new Set(chosen);
  const correctSet = new Set(correct);
  if (chosenSet.size !== correctSet.size) return false;
  for (const id of correctSet) if (!chosenSet.has(id)) return false;
  return true;
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

/**
 * Scores an attempt: 5 points per question whose chosen set equals the correct set exactly,
 * marks in percent, grade. A question missing from the key never counts as right.
 */
export function scoreAnswers(
  questionIds: readonly string[],
  answerKey: Readonly<Record<string, readonly number[]>>,
  chosen: Readonly<Record<string, readonly number[]>>,
): Score {
  const correctByQuestion: Record<string, boolean> = {};
  for (const questionId of questionIds) {
    const correct = answerKey[questionId] ?? [];
    correctByQuestion[questionId] = correct.length > 0 && isExactMatch(chosen[questionId] ?? [], correct);
  }
  const correctCount = Object.values(correctByQuestion).filter(Boolean).length;
  const points = correctCount * POINTS_PER_QUESTION;
  const marks = marksFor(points, questionIds.length);
  return { points, marks, grade: gradeFor(marks), correctCount, questionCount: questionIds.length, correctByQuestion };
}
