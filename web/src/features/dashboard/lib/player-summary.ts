import { gradeFor, type Grade } from '@quizmaster/shared/grading';
import { isPremiumActive } from '@quizmaster/shared/premium';

export interface PlayerSummary {
  quizzesTaken: number;
  /** The best result so far, or null before the first quiz. */
  best: { marks: number; grade: Grade } | null;
  /** When premium ends, or null when it is not running. */
  premiumUntil: Date | null;
}

/**
 * The player's own figures for the dashboard cards, from what the dashboard reads: how many
 * results they have (a `count()`) and the marks of their best one (a one-result query), or null
 * before the first quiz.
 */
export function summarisePlayer(
  { quizzesTaken, bestMarks }: { quizzesTaken: number; bestMarks: number | null },
  premiumUntil: Date | null,
  now: Date = new Date(),
): PlayerSummary {
  return {
    quizzesTaken,
    best: bestMarks === null ? null : { marks: bestMarks, grade: gradeFor(bestMarks) },
    premiumUntil: isPremiumActive(premiumUntil, now) ? premiumUntil : null,
  };
}

/** The role shown under the name in the dashboard drawer. */
export function roleLabel(role: string, premium: boolean): string {
  if (role === 'admin') return 'Admin';
  return premium ? 'Premium player' : 'Player';
}
