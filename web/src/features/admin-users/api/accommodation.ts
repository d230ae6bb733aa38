import type { Auth } from 'firebase/auth';
import type { AccommodationInput } from '@quizmaster/shared/api/accommodations';
import { apiRequest } from '@/lib/api-client';

/** A player's extra time and attempts (1x and 0 when none were granted). */
export const readAccommodation = (auth: Auth, uid: string) => apiRequest(auth, 'GET /api/v1/users/:userId/accommodation', { params: { userId: uid } });

export const saveAccommodation = (auth: Auth, uid: string, input: AccommodationInput) =>
  apiRequest(auth, 'PUT /api/v1/users/:userId/accommodation', { params: { userId: uid }, body: input });
