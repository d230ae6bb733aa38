import { formatMonthDayTime } from './format';
import type { QuizSummary } from './models/quiz';

/** Quiz cards show only the start of the name and description. */
export const CARD_NAME_LENGTH = 20;
export const CARD_DESCRIPTION_LENGTH = 40;

/** The quiz card shows the first 20 characters of the name and 40 of the description. */
export function cardName(name: string): string {
  return name.slice(0, CARD_NAME_LENGTH);
}

export function cardDescription(description: string): string {
  return description.slice(0, CARD_DESCRIPTION_LENGTH);
}

/**
 * What a card says about a quiz's availability window (the server enforces it; this only warns):
 * "Opens Jan 5, 10:00 AM" before it opens, "Closed" after, "Closes …" while open with an end,
 * nothing for a quiz that is always open. In the reader's local time.
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

/**
 * What a quiz card says, as text: the app's QuizCard, the shell's early first row and the
 * server-rendered /quizzes (functions/src/quizzes-page) all show it.
 */
export interface QuizCardText {
  /** The card's title (the first characters of the name). */
  title: string;
  description: string;
  takers: string;
  questions: string;
  /** "Opens …", "Closes …" or "Closed"; null for a quiz that is always open. */
  availability: string | null;
}

export function quizCardText(quiz: QuizSummary, now: Date = new Date()): QuizCardText {
  const takers = quiz.submissionCount;
  const questions = questionsPerAttempt(quiz);
  return {
    title: cardName(quiz.quizName),
    description: cardDescription(quiz.description),
    takers: `${String(takers)} ${takers === 1 ? 'person' : 'people'} took it`,
    questions: `${String(questions)} ${questions === 1 ? 'question' : 'questions'} · ${String(quiz.allQTime)} min`,
    availability: availabilityLabel(quiz, now),
  };
}
