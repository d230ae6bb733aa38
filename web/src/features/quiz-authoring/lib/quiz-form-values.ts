import type { OrderingCredit } from '@quizmaster/shared/question-types/limits';
import type { AuthoringQuiz } from '../api/authoring-calls';

/** The form's own values: every field as the inputs hold it (text), '' while not filled. */
export interface QuizFormValues {
  quizName: string;
  image: string;
  description: string;
  quizType: string;
  resultType: string;
  timeType: string;
  retakeCount: string;
  allQTime: string;
  scoringMode: string;
  /** How ordering questions earn points in the partial scoring modes (ADR 0035). */
  orderingCredit: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Questions per attempt; '' for all of them. */
  drawCount: string;
  /** Draw from the questions with this tag; '' for all of them. */
  drawTag: string;
  /** The availability window as ISO instants; '' when open-ended. */
  opensAt: string;
  closesAt: string;
  /** The review policy (shared/src/review-policy.ts). */
  reviewWhen: string;
  reviewShows: string[];
  /** Marks (percent) for a certificate; '' for no certificates. */
  passMark: string;
  /** Players see the quiz's leaderboard. */
  leaderboard: boolean;
}

/** A fresh quiz step: the retake count starts empty (SPEC.md section 9); result and time types have defaults. */
export const emptyQuizForm: QuizFormValues = {
  quizName: '',
  image: '',
  description: '',
  quizType: '',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: '',
  allQTime: '',
  scoringMode: 'exact',
  orderingCredit: 'exact',
  shuffleQuestions: false,
  shuffleOptions: false,
  drawCount: '',
  drawTag: '',
  opensAt: '',
  closesAt: '',
  reviewWhen: 'never',
  reviewShows: [],
  passMark: '',
  leaderboard: false,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input's value, in the admin's time zone ('' stays ''). */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the admin's local time) as an ISO instant ('' stays ''). */
export function fromLocalInput(local: string): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A quiz's editable fields as the API answers them (GET /quizzes/{quizId}/authoring). */
export type StoredQuizFields = Pick<
  AuthoringQuiz['quiz'],
  'quizName' | 'image' | 'description' | 'quizType' | 'resultType' | 'timeType' | 'retakeCount' | 'allQTime' | 'scoringMode' | 'shuffleQuestions' | 'shuffleOptions'
  | 'drawCount' | 'drawTag' | 'opensAt' | 'closesAt' | 'reviewWhen' | 'reviewShows' | 'passMark' | 'leaderboard'
> & { orderingCredit?: OrderingCredit };

/** A stored quiz as the Edit Quiz form's values. */
export function quizFormValuesOf(quiz: StoredQuizFields): QuizFormValues {
  return {
    quizName: quiz.quizName,
    image: quiz.image,
    description: quiz.description,
    quizType: quiz.quizType,
    resultType: quiz.resultType,
    timeType: quiz.timeType,
    retakeCount: String(quiz.retakeCount),
    allQTime: String(quiz.allQTime),
    scoringMode: quiz.scoringMode ?? 'exact',
    orderingCredit: quiz.orderingCredit ?? 'exact',
    shuffleQuestions: quiz.shuffleQuestions ?? false,
    shuffleOptions: quiz.shuffleOptions ?? false,
    drawCount: quiz.drawCount ? String(quiz.drawCount) : '',
    drawTag: quiz.drawTag ?? '',
    opensAt: quiz.opensAt ?? '',
    closesAt: quiz.closesAt ?? '',
    reviewWhen: quiz.reviewWhen ?? 'never',
    reviewShows: quiz.reviewShows ?? [],
    passMark: quiz.passMark ? String(quiz.passMark) : '',
    leaderboard: quiz.leaderboard ?? false,
  };
}

/** SPEC.md section 5: Add Quiz stays disabled until these are filled. */
export const REQUIRED_FIELDS = ['quizName', 'image', 'description', 'quizType', 'retakeCount', 'allQTime'] as const satisfies readonly (keyof QuizFormValues)[];
