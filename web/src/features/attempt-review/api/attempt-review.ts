import type { Auth } from 'firebase/auth';
import type { AttemptReview } from '@quizmaster/shared/api/attempts';
import type { ReviewedQuestion } from '@quizmaster/shared/review-policy';
import { apiRequest } from '@/lib/api-client';

export type { AttemptReview, ReviewedQuestion };

export const readAttemptReview = (auth: Auth, quizId: string, attemptId: string) =>
  apiRequest(auth, 'GET /api/v1/attempt-review/:quizId/:attemptId', { params: { quizId, attemptId } });
