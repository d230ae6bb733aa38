import type { Auth } from 'firebase/auth';
import { accommodationsApi, type AccommodationInput } from '@quizmaster/shared/api/accommodations';
import { apiRequest } from '@/lib/api-client';

/** A player's extra time and attempts (1x and 0 when none were granted). */
export const readAccommodation = (auth: Auth, uid: string) => apiRequest(auth, accommodationsApi.read.call({ userId: uid }));

export const saveAccommodation = (auth: Auth, uid: string, input: AccommodationInput) =>
  apiRequest(auth, accommodationsApi.save.call({ userId: uid }), input);
