import { cardDescription, cardName } from '@quizmaster/shared/card-text';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { availabilityLabel, questionsPerAttempt } from './availability';

/** What a quiz card says, as text: the app's QuizCard and the shell's early first row (early-first-row.ts) both show it. */
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
