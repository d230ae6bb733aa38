import { Router } from 'express';
import { z } from 'zod';
import { accommodationInputSchema } from '@quizmaster/shared/accommodations';
import { accommodationsApi } from '@quizmaster/shared/api/accommodations';
import { accommodationOf, requireUserRecord, setAccommodation } from '../services/accommodations';
import { endpoint } from './endpoint';
import { documentId } from './params';

/** Accommodations (ADR 0018): an admin reads and sets a player's extra time and attempts. */
export const accommodationsRouter = Router();

const userParams = z.object({ userId: documentId });

accommodationsRouter.get(
  '/users/:userId/accommodation',
  endpoint({
    route: accommodationsApi.read,
    access: 'admin',
    params: userParams,
    handle: async ({ params }) => {
      await requireUserRecord(params.userId);
      return { accommodation: await accommodationOf(params.userId) };
    },
  }),
);

accommodationsRouter.put(
  '/users/:userId/accommodation',
  endpoint({
    route: accommodationsApi.save,
    access: 'admin',
    params: userParams,
    body: accommodationInputSchema,
    handle: async ({ caller, params, body }) => setAccommodation(caller, params.userId, body),
  }),
);
