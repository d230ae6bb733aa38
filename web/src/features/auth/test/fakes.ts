import type { Auth, User } from 'firebase/auth';
import { vi } from 'vitest';

/** A stand-in for the Firebase user the auth calls answer; only what the forms touch. */
export function fakeUser(fields: { email: string; displayName?: string | null }): User {
  return { displayName: null, ...fields, getIdToken: vi.fn(() => Promise.resolve('id-token')) } as unknown as User;
}

/** The Auth instance useAuth() gives the forms; the mocked SDK calls never read it. */
export const fakeAuth = { name: 'test-auth' } as unknown as Auth;
