import { Router } from 'express';
import { z } from 'zod';
import { itemAnalysis, leaderboard, myBests, myResults, setLeaderboardVisibility } from '../services/insights';
import { endpoint } from './endpoint';
import { pageQuery } from './paging';
import { quizIdParams } from './params';

/**
 * Insight (ADR 0024): My Results and bests (the caller's own), a quiz's leaderboard, the caller's
 * leaderboard visibility, and a quiz's item analysis (admins).
 */
export const insightsRouter = Router();

insightsRouter.get(
  '/my-results',
  endpoint({ access: 'signed-in', query: pageQuery, rateLimit: 'my-results', handle: async ({ caller, query }) => myResults(caller, query) }),
);

insightsRouter.get(
  '/my-bests',
  endpoint({ access: 'signed-in', query: pageQuery, rateLimit: 'my-bests', handle: async ({ caller, query }) => myBests(caller, query) }),
);

insightsRouter.put(
  '/my-leaderboard-visibility',
  endpoint({
    access: 'signed-in',
    body: z.object({ hidden: z.boolean() }).strict(),
    handle: async ({ caller, body }) => setLeaderboardVisibility(caller, body.hidden),
  }),
);

insightsRouter.get(
  '/quizzes/:quizId/leaderboard',
  endpoint({ access: 'signed-in', params: quizIdParams, rateLimit: 'leaderboard', handle: async ({ caller, params }) => leaderboard(caller, params.quizId) }),
);

insightsRouter.get(
  '/quizzes/:quizId/item-analysis',
  endpoint({ access: 'admin', params: quizIdParams, rateLimit: 'item-analysis', handle: async ({ params }) => itemAnalysis(params.quizId) }),
);
