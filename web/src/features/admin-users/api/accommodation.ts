import type { Auth } from 'firebase/auth';
import type { AccommodationInput } from '@quizmaster/shared/accommodations';
import { apiRequest } from '@/lib/api-client';

const path = (uid: string) => `/api/v1/users/${encodeURIComponent(uid)}/accommodation`;

/** A player's extra time and attempts (1x and 0 when none were granted). */
export const readAccommodation = (auth: Auth, uid: string) => apiRequest<{ accommodation: AccommodationInput }>(auth, 'GET', path(uid));

export const saveAccommodation = (auth: Auth, uid: string, input: AccommodationInput) =>
  apiRequest<{ accommodation: AccommodationInput; changed: boolean }>(auth, 'PUT', path(uid), input);
