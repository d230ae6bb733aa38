import { Router } from 'express';
import { accommodationsApi } from '@quizmaster/shared/api/accommodations';
import { accommodationOf, requireUserRecord, setAccommodation } from '../services/accommodations';
import { endpoint } from './endpoint';

/** Accommodations (ADR 0018): an admin reads and sets a player's extra time and attempts. */
export const accommodationsRouter = Router();

accommodationsRouter.get(
  '/users/:userId/accommodation',
  endpoint({
    route: accommodationsApi.read,
    access: 'admin',
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
    handle: async ({ caller, params, body }) => setAccommodation(caller, params.userId, body),
  }),
);
