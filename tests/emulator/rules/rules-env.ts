import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, writeBatch, type Firestore } from 'firebase/firestore';
import { paths } from '@quizmaster/shared/paths';
import type { Reader } from '@quizmaster/web/lib/firestore/rest';
import { firestoreHost, projectId } from '../../support/urls';

/**
 * The rules test environment: the real firestore.rules loaded into the Firestore emulator that
 * `npm test` started. Fails loudly, with what to do, when no emulator answers.
 */
export async function startRulesEnvironment(options: { storage?: { host: string; port: number } } = {}) {
  // Every refused request would otherwise log a warning: refusals are what these tests expect.
  setLogLevel('silent');
  await fetch(`http://${firestoreHost}/`).catch((error: unknown) => {
    throw new Error(
      `The Firestore emulator is not running at ${firestoreHost}: run the rules tests through \`npm test\`.`,
      { cause: error },
    );
  });
  const [host = '127.0.0.1', port = '8080'] = firestoreHost.split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
    ...(options.storage ? { storage: { ...options.storage, rules: readFileSync('storage.rules', 'utf8') } } : {}),
  });
}

/**
 * The test context's Firestore for the modular API. The environment hands out the compat
 * instance; the modular functions unwrap it themselves (`getModularInstance`).
 */
export function clientFirestore(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

const DAY_SECONDS = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Someone else: owns records that the actors under test must not see. */
export const OTHER_UID = 'olga';

/** The callers of the access matrix; each signed-in one owns a record of every kind. */
export const actors = {
  visitor: { label: 'a visitor', uid: undefined, claims: undefined },
  user: { label: 'a signed-in user', uid: 'sam', claims: {} },
  premium: { label: 'a premium user', uid: 'pia', claims: { premium: true, premiumUntil: nowSeconds() + 30 * DAY_SECONDS } },
  expired: {
    label: 'a premium user whose premium has ended',
    uid: 'eve',
    claims: { premium: true, premiumUntil: nowSeconds() - DAY_SECONDS },
  },
  admin: { label: 'an admin', uid: 'ada', claims: { admin: true } },
} as const satisfies Record<string, { label: string; uid: string | undefined; claims: TokenOptions | undefined }>;

export type ActorKey = keyof typeof actors;
export const actorKeys = Object.keys(actors) as ActorKey[];
export const signedInActorKeys = actorKeys.filter((key) => key !== 'visitor');

/** The client Firestore of a caller: unauthenticated, or signed in with the given claims. */
export function firestoreAs(env: RulesTestEnvironment, uid: string | undefined, claims: TokenOptions = {}) {
  return clientFirestore(uid ? env.authenticatedContext(uid, claims) : env.unauthenticatedContext());
}

/** The authority documents the rules trust (as the functions write them next to the claim): `roles/{uid}` for an admin claim. */
export function authorityDocuments(uid: string, claims: TokenOptions = {}): Map<string, Record<string, unknown>> {
  const documents = new Map<string, Record<string, unknown>>();
  if (claims.admin === true) documents.set(paths.role(uid), { admin: true, grantedAt: new Date() });
  return documents;
}

/** Writes the authority documents of an account with these claims, rules off (as the server would). */
export async function grantAuthority(env: RulesTestEnvironment, uid: string, claims: TokenOptions): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    const batch = writeBatch(db);
    for (const [path, data] of authorityDocuments(uid, claims)) batch.set(doc(db, path), data);
    await batch.commit();
  });
}

/**
 * An ID token the emulator accepts (unsigned, as the Auth emulator's are), for the REST reader
 * signed in as `uid`, like the rules environment's own contexts.
 */
export function readerAs(uid: string): Reader {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
  };
  const token = `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
  return { getIdToken: () => Promise.resolve(token) };
}
