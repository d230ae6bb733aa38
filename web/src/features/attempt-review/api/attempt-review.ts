import type { Auth } from 'firebase/auth';
import type { ReviewPart } from '@quizmaster/shared/review-policy';
import { apiRequest } from '@/lib/api-client';

/** One question of a review: what the player saw, and the parts the quiz's policy shows. */
export interface ReviewedQuestion {
  _id: string;
  question: string;
  options: { id: number; option: string }[];
  chosen?: number[];
  right?: number[];
  correct?: boolean;
  explanation?: string;
}

/** GET /attempt-review/{quizId}/{attemptId}. */
export interface AttemptReview {
  quiz: { _id: string; quizName: string };
  attempt: number;
  shows: ReviewPart[];
  result: { marks: number; grade: string; points: number; submittedAt: string } | null;
  editedSince: boolean;
  missingQuestions: number;
  questions: ReviewedQuestion[];
}

export const readAttemptReview = (auth: Auth, quizId: string, attemptId: string) =>
  apiRequest<AttemptReview>(auth, 'GET', `/api/v1/attempt-review/${encodeURIComponent(quizId)}/${encodeURIComponent(attemptId)}`);
