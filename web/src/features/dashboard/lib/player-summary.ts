import { gradeFor, type Grade } from '@quizmaster/shared/grading';
import { isPremiumActive } from '@quizmaster/shared/premium';

export interface PlayerSummary {
  quizzesTaken: number;
  /** The best result so far, or null before the first quiz. */
  best: { marks: number; grade: Grade } | null;
  /** When premium ends, or null when it is not running. */
  premiumUntil: Date | null;
}

/** The player's own figures for the dashboard cards. */
export function summarisePlayer(
  submissions: readonly { marks: number }[],
  premiumUntil: Date | null,
  now: Date = new Date(),
): PlayerSummary {
  const bestMarks = submissions.reduce<number | null>((best, { marks }) => (best === null || marks > best ? marks : best), null);
  return {
    quizzesTaken: submissions.length,
    best: bestMarks === null ? null : { marks: bestMarks, grade: gradeFor(bestMarks) },
    premiumUntil: isPremiumActive(premiumUntil, now) ? premiumUntil : null,
  };
}

/** The role shown under the name in the dashboard drawer. */
export function roleLabel(role: string, premium: boolean): string {
  if (role === 'admin') return 'Admin';
  return premium ? 'Premium player' : 'Player';
}
