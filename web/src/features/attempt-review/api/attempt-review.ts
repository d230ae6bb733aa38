import type { Auth } from 'firebase/auth';
import type { ReviewedQuestion, ReviewPart } from '@quizmaster/shared/review-policy';
import { apiRequest } from '@/lib/api-client';

export type { ReviewedQuestion };

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
