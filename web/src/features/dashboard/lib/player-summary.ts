import { gradeFor, type Grade } from '@quizmaster/shared/grading';
import { isPremiumActive } from '@quizmaster/shared/premium';

export interface PlayerSummary {
  quizzesTaken: number;
  /** The best result so far, or null before the first quiz. */
  best: { marks: number; grade: Grade } | null;
  /** The latest result, or null before the first quiz (its quiz's name, when the quiz is still there). */
  latest: { marks: number; grade: Grade; quizName: string | null; quizId?: string; attemptId?: string } | null;
  /** When premium ends, or null when it is not running. */
  premiumUntil: Date | null;
}

/**
 * The player's own figures for the dashboard cards, from what the dashboard reads: how many
 * results they have (a `count()`), the marks of their best and of their latest one (one-result
 * queries), or null before the first quiz.
 */
export function summarisePlayer(
  {
    quizzesTaken,
    bestMarks,
    latest,
  }: { quizzesTaken: number; bestMarks: number | null; latest: { marks: number; quizName: string | null; quizId?: string; attemptId?: string } | null },
  premiumUntil: Date | null,
  now: Date = new Date(),
): PlayerSummary {
  return {
    quizzesTaken,
    best: bestMarks === null ? null : { marks: bestMarks, grade: gradeFor(bestMarks) },
    latest: latest && { ...latest, grade: gradeFor(latest.marks) },
    premiumUntil: isPremiumActive(premiumUntil, now) ? premiumUntil : null,
  };
}

/** The role shown under the name in the dashboard drawer. */
export function roleLabel(role: string, premium: boolean): string {
  if (role === 'admin') return 'Admin';
  return premium ? 'Premium player' : 'Player';
}
