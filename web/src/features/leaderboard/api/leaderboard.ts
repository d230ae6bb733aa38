import type { Auth } from 'firebase/auth';
import { insightsApi, type Leaderboard } from '@quizmaster/shared/api/insights';
import { apiRequest } from '@/lib/api-client';

export type { Leaderboard };

export const readLeaderboard = (auth: Auth, quizId: string) =>
  apiRequest(auth, insightsApi.leaderboard.call({ quizId }));
