/**
 * The Authorization headers the fuzzing sends. `invalid` ones must always be refused (401);
 * `nonAdmin` ones sign in as a player (403 on admin endpoints); `valid` and `admin` ones get
 * past authentication, so the rest of the request is what gets tested.
 *
 * The Auth emulator issues unsigned tokens and the Admin SDK does not check signatures there, so
 * a forged token naming a real account signs in as that account: its made-up claims must gain
 * nothing (the server reads roles from the account). Those tokens count as that account's.
 */
import fc from 'fast-check';
import type { Auth } from 'firebase-admin/auth';
import { createAccount, forgedToken } from '../../../support/api';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';

export type AuthHeaders = Record<string, string>;

export interface TokenPools {
  invalid: fc.Arbitrary<AuthHeaders>;
  nonAdmin: fc.Arbitrary<AuthHeaders>;
  /** Mostly signed-in callers (anyone), sometimes anything at all. */
  valid: fc.Arbitrary<AuthHeaders>;
  /** Mostly the admin, sometimes anyone else. */
  admin: fc.Arbitrary<AuthHeaders>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** A real token whose payload is swapped for one claiming more, keeping the original signature part. */
function tamperedToken(token: string, claims: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [header, base64url(JSON.stringify({ ...decoded, ...claims })), signature].join('.');
}

/** Tokens that were real until the account was disabled, deleted or signed out everywhere. */
async function endedSessions(auth: Auth) {
  const [disabled, deleted, revoked] = await Promise.all(['fuzz-disabled', 'fuzz-deleted', 'fuzz-revoked'].map((key) => createAccount(auth, key)));
  if (!disabled || !deleted || !revoked) throw new Error('Could not create the fuzzing accounts.');
  // Sessions are revoked by the second: the sign-in must be at least a second older.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await Promise.all([auth.updateUser(disabled.uid, { disabled: true }), auth.deleteUser(deleted.uid), auth.revokeRefreshTokens(revoked.uid)]);
  return [disabled.token, deleted.token, revoked.token];
}

/**
 * Builds the pools from the demo accounts' tokens. Changes Auth (three accounts for ended
 * sessions), so call it before taking the snapshot the fuzzing compares against.
 */
export async function tokenPools(auth: Auth, tokens: { admin: string; player: string; premium: string }): Promise<TokenPools> {
  const ended = await endedSessions(auth);
  const player = demoAccounts.player;
  const asPlayer = { sub: player.uid, user_id: player.uid, email: player.email };
  const jwtShapedJunk = fc
    .tuple(fc.json(), fc.json(), fc.string({ maxLength: 40 }))
    .map(([header, payload, signature]) => [base64url(header), base64url(payload), base64url(signature)].join('.'));

  const invalid = fc.oneof(
    fc.constant({}),
    fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc', 'null', 'undefined').map((header) => ({ authorization: header })),
    fc.constant({ authorization: tokens.player }), // no scheme
    fc.constant({ authorization: `Bearer ${tokens.admin} ${tokens.admin}` }),
    fc.stringMatching(/^[!-~]{1,300}$/).map(bearer),
    jwtShapedJunk.map(bearer),
    fc.constantFrom(
      forgedToken({ sub: 'no-such-user', user_id: 'no-such-user', admin: true }),
      forgedToken({ ...asPlayer, exp: secondsFromNow(-3600), iat: secondsFromNow(-7200), auth_time: secondsFromNow(-7200) }),
      forgedToken({ ...asPlayer, aud: 'another-project' }),
      forgedToken({ ...asPlayer, iss: 'https://securetoken.google.com/another-project' }),
      forgedToken({ user_id: player.uid, admin: true }),
      forgedToken({ sub: '', user_id: '' }),
      ...ended,
    ).map(bearer),
  );
  const nonAdmin = fc.constantFrom(
    bearer(tokens.player),
    bearer(tokens.premium),
    { authorization: `bearer   ${tokens.player}` },
    bearer(forgedToken({ ...asPlayer, admin: true, role: 'admin', premium: true, premiumUntil: secondsFromNow(86_400) })),
    bearer(tamperedToken(tokens.player, { admin: true })),
  );
  const valid = fc.oneof({ arbitrary: nonAdmin, weight: 4 }, { arbitrary: fc.constant(bearer(tokens.admin)), weight: 3 }, { arbitrary: invalid, weight: 1 });
  const admin = fc.oneof({ arbitrary: fc.constant(bearer(tokens.admin)), weight: 6 }, { arbitrary: nonAdmin, weight: 1 }, { arbitrary: invalid, weight: 1 });
  return { invalid, nonAdmin, valid, admin };
}
