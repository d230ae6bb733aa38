import type { Auth } from 'firebase/auth';
import type { Leaderboard } from '@quizmaster/shared/api/insights';
import { apiRequest } from '@/lib/api-client';

export type { Leaderboard };

export const readLeaderboard = (auth: Auth, quizId: string) =>
  apiRequest(auth, 'GET /api/v1/quizzes/:quizId/leaderboard', { params: { quizId } });
