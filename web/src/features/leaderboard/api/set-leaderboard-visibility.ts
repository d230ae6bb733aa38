import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /my-leaderboard-visibility: the player hides from (or shows on) every leaderboard. A module
 * of its own, imported on the first change, so /profile paints without the API client.
 */
export const setLeaderboardVisibility = (auth: Auth, hidden: boolean) =>
  apiRequest(auth, 'PUT /api/v1/my-leaderboard-visibility', { body: { hidden } });
