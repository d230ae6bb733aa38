import { z } from 'zod';
import { accommodationInputSchema, type AccommodationInput } from '../accommodations';
import { documentId } from './request-fields';
import { route } from './route';

/** A player's extra time and attempts (admins): functions/src/api/accommodations.ts. */

export { accommodationInputSchema, type AccommodationInput } from '../accommodations';

/** GET /users/{userId}/accommodation: 1x and 0 when none were granted. */
export interface AccommodationAnswer {
  accommodation: AccommodationInput;
}

/** PUT /users/{userId}/accommodation. */
export interface SavedAccommodation {
  accommodation: AccommodationInput;
  changed: boolean;
}

const userParams = z.object({ userId: documentId });

export const accommodationsApi = {
  read: route<AccommodationAnswer>()('GET', '/api/v1/users/:userId/accommodation', { params: userParams }),
  save: route<SavedAccommodation>()('PUT', '/api/v1/users/:userId/accommodation', { params: userParams, body: accommodationInputSchema }),
};
