import type { User } from 'firebase/auth';
import { createContext, type ReactNode } from 'react';

/**
 * The signed-in user's notification bell. It lives in a feature (features/notifications), which
 * shared layout code may not import, so the app provides it (app/provider.tsx) and the header's
 * account area renders it for a signed-in user; without a provider the header shows the plain bell.
 */
export type RenderSignedInBell = (user: User) => ReactNode;
export const SignedInBellContext = createContext<RenderSignedInBell | null>(null);
