import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /quizzes/{quizId}/leaderboard: the top 10 (ties share a rank) and the caller's own place. */
export interface Leaderboard {
  quiz: { _id: string; quizName: string; enabled: boolean };
  players: number;
  top: { rank: number; userName: string; marks: number; grade: string; durationMs: number; you: boolean }[];
  you: { rank: number; marks: number; grade: string; durationMs: number; hidden: boolean } | null;
}

export const readLeaderboard = (auth: Auth, quizId: string) =>
  apiRequest<Leaderboard>(auth, 'GET', `/api/v1/quizzes/${encodeURIComponent(quizId)}/leaderboard`);
