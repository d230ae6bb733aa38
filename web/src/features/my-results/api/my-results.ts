import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/** One attempt in GET /my-results (newest first). */
export interface MyResult {
  submissionId: string;
  quizId: string;
  quizName: string;
  quizDeleted: boolean;
  marks: number;
  points: number;
  grade: string;
  attempt: number;
  startedAt: string;
  submittedAt: string;
  /** Whether the quiz's review policy lets the player review it now. */
  reviewable: boolean;
  certificateId: string | null;
}

/** The player's best at one quiz (GET /my-bests). */
export interface MyBest {
  quizId: string;
  quizName: string;
  marks: number;
  grade: string;
  durationMs: number;
  attempt: number;
  attempts: number;
  submissionId: string;
  submittedAt: string;
}

const withCursor = (path: string, cursor: string | null, limit: number) =>
  `${path}?limit=${String(limit)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

export const readMyResults = (auth: Auth, cursor: string | null, limit = 20) =>
  apiRequest<{ results: MyResult[]; nextCursor: string | null }>(auth, 'GET', withCursor('/api/v1/my-results', cursor, limit));

export const readMyBests = (auth: Auth, cursor: string | null, limit = 20) =>
  apiRequest<{ bests: MyBest[]; nextCursor: string | null }>(auth, 'GET', withCursor('/api/v1/my-bests', cursor, limit));
