import { Router } from 'express';
import type { Health } from '@quizmaster/shared/api/health';
import { PRODUCT_NAME } from '@quizmaster/shared/constants';

/** GET /api/v1/health: a liveness probe that proves hosting -> function routing works. */
export const healthRouter = Router();

healthRouter.get('/health', (_request, response) => {
  response.json({ status: 'ok', service: PRODUCT_NAME, time: new Date().toISOString() } satisfies Health);
});
