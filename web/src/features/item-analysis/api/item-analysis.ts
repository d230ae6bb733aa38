import type { Auth } from 'firebase/auth';
import type { AnalysedItem, ItemAnalysis } from '@quizmaster/shared/api/insights';
import { apiRequest } from '@/lib/api-client';

export type { AnalysedItem, ItemAnalysis };

export const readItemAnalysis = (auth: Auth, quizId: string) =>
  apiRequest(auth, 'GET /api/v1/quizzes/:quizId/item-analysis', { params: { quizId } });
