/**
 * The page a guard sent the user away from (`location.state.from`, set by RequireSignedIn and
 * RequireAdmin), so signing in can return there; `fallback` (home) otherwise. Only in-app paths
 * are accepted, so a crafted state can never send the user to another site.
 */
export function returnPathFrom(state: unknown, fallback: string): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    const { from } = state;
    if (from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return fallback;
}
