import type { Auth } from 'firebase/auth';
import type { MyBest, MyResult } from '@quizmaster/shared/api/insights';
import { apiRequest } from '@/lib/api-client';

export type { MyBest, MyResult };

/** A page of the player's results or bests: `limit` rows after `cursor` (the first page when null). */
const pageQuery = (cursor: string | null, limit: number) => ({ limit, cursor });

export const readMyResults = (auth: Auth, cursor: string | null, limit = 20) => apiRequest(auth, 'GET /api/v1/my-results', { query: pageQuery(cursor, limit) });

export const readMyBests = (auth: Auth, cursor: string | null, limit = 20) => apiRequest(auth, 'GET /api/v1/my-bests', { query: pageQuery(cursor, limit) });
