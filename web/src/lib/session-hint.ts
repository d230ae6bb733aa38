import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether this browser was signed in when Firebase Auth last said so, readable before Firebase
 * has loaded. Parts that look different for a visitor (the header's account area, the landing
 * page's catalogue) render the visitor's version at once when the hint says signed out, and load
 * Firebase Auth only otherwise: a visitor's landing page downloads no Auth at all.
 *
 * It is a hint, never a credential: the server checks every request's ID token, and a stale
 * "signed in" only means Auth loads and says otherwise.
 */
export type SessionHint =
  | 'signed-in'
  | 'signed-out'
  /** No hint yet: looking for Firebase Auth's store (a moment); shown as a visitor meanwhile. */
  | 'checking'
  /** No hint, and Firebase Auth may hold a session: Auth must tell. */
  | 'unknown';

/** Whether the parts that differ for a signed-in user must load Firebase Auth to render. */
export const needsAuth = (hint: SessionHint): boolean => hint === 'signed-in' || hint === 'unknown';

export const SESSION_HINT_STORAGE_KEY = 'quizmaster-session';

/**
 * The signed-in user's role as the app last saw it (the admin claim, components/auth/use-admin-role.ts),
 * so that a prerendered signed-in shell shows an admin's sidebar before Firebase has said so.
 * Read before any script by index.html's inline script, which marks <html data-role>.
 */
export type RoleHint = 'player' | 'admin';
export const ROLE_HINT_STORAGE_KEY = 'quizmaster-role';

/**
 * What the build's prerender renders for: a visitor (the public pages) or a signed-in user of
 * either role (the signed-in shells, src/prerender.tsx), whose sidebar is picked by CSS.
 */
let prerenderedFor: { hint: SessionHint; role: RoleHint | 'either' } = { hint: 'signed-out', role: 'either' };

/** Build time only (src/prerender.tsx): render the next pages for a visitor or a signed-in user. */
export function prerenderFor(hint: 'signed-in' | 'signed-out'): void {
  prerenderedFor = { hint, role: 'either' };
}

/**
 * Firebase Auth's own store (firebase/auth, indexedDBLocalPersistence). A browser without it has
 * never run Auth on this site, so it cannot hold a session; a browser with it but without a hint
 * signed in before the hint existed, and Auth must tell.
 */
const FIREBASE_AUTH_DATABASE = 'firebaseLocalStorageDb';

/** Set once this page has looked for Firebase Auth's store and found it (or could not look). */
let authStoreMayHoldSession = false;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The hint as it stands, for code that runs before React (src/app/boot.ts). */
export function readSessionHint(): SessionHint {
  try {
    const stored = localStorage.getItem(SESSION_HINT_STORAGE_KEY);
    // A signed-out hint beside a session in Auth's fallback store (signed in without the app
    // seeing it): Auth must tell.
    if (stored === 'signed-out' && hasLocalStorageSession()) return 'unknown';
    if (stored === 'signed-in' || stored === 'signed-out') return stored;
    return authStoreMayHoldSession ? 'unknown' : 'checking';
  } catch {
    // Storage blocked (a privacy setting): Auth decides, as before the hint existed.
    return 'unknown';
  }
}

/** Called whenever Firebase Auth reports the session (SessionHintSync in firebase-providers.tsx). */
export function writeSessionHint(signedIn: boolean): void {
  const hint: SessionHint = signedIn ? 'signed-in' : 'signed-out';
  if (readSessionHint() === hint) return;
  try {
    localStorage.setItem(SESSION_HINT_STORAGE_KEY, hint);
    if (!signedIn) localStorage.removeItem(ROLE_HINT_STORAGE_KEY);
  } catch {
    return;
  }
  document.documentElement.dataset.session = hint;
  notify();
}

/** The role hint; a player's when there is none. */
export function readRoleHint(): RoleHint {
  try {
    return localStorage.getItem(ROLE_HINT_STORAGE_KEY) === 'admin' ? 'admin' : 'player';
  } catch {
    return 'player';
  }
}

/** Called once the token's claims are known (useAdminRole). */
export function writeRoleHint(role: RoleHint): void {
  try {
    if (localStorage.getItem(ROLE_HINT_STORAGE_KEY) === role) return;
    localStorage.setItem(ROLE_HINT_STORAGE_KEY, role);
  } catch {
    return;
  }
  document.documentElement.dataset.role = role;
  notify();
}

/** The role hint, following changes; 'either' in the build's prerender (the shell carries both, see theme.ts). */
export function useRoleHint(): RoleHint | 'either' {
  return useSyncExternalStore(subscribe, readRoleHint, () => prerenderedFor.role);
}

function subscribe(onChange: () => void) {
  // Signing in or out in another tab changes this one's header too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_STORAGE_KEY || event.key === ROLE_HINT_STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Firebase Auth's session in localStorage (browserLocalPersistence, Auth's fallback store). */
function hasLocalStorageSession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'));
  } catch {
    return false;
  }
}

/** Whether Firebase Auth's IndexedDB store exists; undefined when the browser cannot list databases (Firefox before 126). */
async function hasAuthDatabase(): Promise<boolean | undefined> {
  if (!('indexedDB' in globalThis) || !('databases' in globalThis.indexedDB)) return undefined;
  const databases = await globalThis.indexedDB.databases().catch(() => undefined);
  return databases?.some((database) => database.name === FIREBASE_AUTH_DATABASE);
}

let settling: Promise<SessionHint> | undefined;

/**
 * Settles a missing hint: signed out when this browser holds no Firebase Auth store at all (it
 * never ran Auth here), else 'unknown' and Auth must tell. Answers the hint as it then stands.
 */
export function settleSessionHint(): Promise<SessionHint> {
  if (readSessionHint() !== 'checking') return Promise.resolve(readSessionHint());
  settling ??= (async () => {
    const noStore = !hasLocalStorageSession() && (await hasAuthDatabase()) === false;
    if (readSessionHint() === 'checking') {
      if (noStore) writeSessionHint(false);
      else {
        authStoreMayHoldSession = true;
        notify();
      }
    }
    return readSessionHint();
  })().finally(() => {
    settling = undefined;
  });
  return settling;
}

/**
 * The current hint, following changes. The prerendered public pages show the visitor's version (a
 * server has no hint), a signed-in browser switches as it hydrates; the signed-in shells are
 * prerendered signed in (prerenderFor).
 */
export function useSessionHint(): SessionHint {
  const hint = useSyncExternalStore(subscribe, readSessionHint, () => prerenderedFor.hint);
  useEffect(() => {
    if (hint === 'checking') void settleSessionHint();
  }, [hint]);
  return hint;
}
