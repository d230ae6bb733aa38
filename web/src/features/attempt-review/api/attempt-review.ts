import type { Auth } from 'firebase/auth';
import { attemptsApi, type AttemptReview } from '@quizmaster/shared/api/attempts';
import type { ReviewedQuestion } from '@quizmaster/shared/review-policy';
import { apiRequest } from '@/lib/api-client';

export type { AttemptReview, ReviewedQuestion };

export const readAttemptReview = (auth: Auth, quizId: string, attemptId: string) =>
  apiRequest(auth, attemptsApi.attemptReview.call({ quizId, attemptId }));
