import { formatMonthDayTime } from '@quizmaster/shared/format';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';

/**
 * What a card says about a quiz's availability window (the server enforces it; this only warns):
 * "Opens Jan 5, 10:00 AM" before it opens, "Closed" after, "Closes …" while open with an end,
 * nothing for a quiz that is always open.
 */
export function availabilityLabel(quiz: Pick<QuizSummary, 'opensAt' | 'closesAt'>, now: Date = new Date()): string | null {
  if (quiz.opensAt && now < quiz.opensAt) return `Opens ${formatMonthDayTime(quiz.opensAt)}`;
  if (quiz.closesAt && now >= quiz.closesAt) return 'Closed';
  if (quiz.closesAt) return `Closes ${formatMonthDayTime(quiz.closesAt)}`;
  return null;
}

/** How many questions one attempt serves: the quiz's draw when it draws fewer than it has. */
export const questionsPerAttempt = (quiz: Pick<QuizSummary, 'questionCount' | 'drawCount'>): number =>
  quiz.drawCount && quiz.drawCount < quiz.questionCount ? quiz.drawCount : quiz.questionCount;
