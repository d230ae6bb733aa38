import type { Auth } from 'firebase/auth';
import { insightsApi, type AnalysedItem, type ItemAnalysis } from '@quizmaster/shared/api/insights';
import { apiRequest } from '@/lib/api-client';

export type { AnalysedItem, ItemAnalysis };

export const readItemAnalysis = (auth: Auth, quizId: string) =>
  apiRequest(auth, insightsApi.itemAnalysis.call({ quizId }));
