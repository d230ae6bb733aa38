import { Router } from 'express';
import { insightsApi } from '@quizmaster/shared/api/insights';
import { itemAnalysis, leaderboard, myBests, myResults, setLeaderboardVisibility } from '../services/insights';
import { endpoint } from './endpoint';

/**
 * Insight (ADR 0024): My Results and bests (the caller's own), a quiz's leaderboard, the caller's
 * leaderboard visibility, and a quiz's item analysis (admins).
 */
export const insightsRouter = Router();

insightsRouter.get(
  '/my-results',
  endpoint({ route: insightsApi.myResults, access: 'signed-in', rateLimit: 'my-results', handle: async ({ caller, query }) => myResults(caller, query) }),
);

insightsRouter.get(
  '/my-bests',
  endpoint({ route: insightsApi.myBests, access: 'signed-in', rateLimit: 'my-bests', handle: async ({ caller, query }) => myBests(caller, query) }),
);

insightsRouter.put(
  '/my-leaderboard-visibility',
  endpoint({
    route: insightsApi.leaderboardVisibility,
    access: 'signed-in',
    handle: async ({ caller, body }) => setLeaderboardVisibility(caller, body.hidden),
  }),
);

insightsRouter.get(
  '/quizzes/:quizId/leaderboard',
  endpoint({ route: insightsApi.leaderboard, access: 'signed-in', rateLimit: 'leaderboard', handle: async ({ caller, params }) => leaderboard(caller, params.quizId) }),
);

insightsRouter.get(
  '/quizzes/:quizId/item-analysis',
  endpoint({ route: insightsApi.itemAnalysis, access: 'admin', rateLimit: 'item-analysis', handle: async ({ params }) => itemAnalysis(params.quizId) }),
);
