/** `npm run backfill-authority`: the rules' authority documents, from the accounts' claims. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { backfillAuthority } from '@quizmaster/functions/maintenance/backfill-authority';

const admin = emulatorAdmin('backfill-authority-test');
const refs = dataRefs(admin.firestore);
const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;

beforeEach(async () => {
  await clearEmulators();
  const accounts: [string, Record<string, unknown> | null][] = [
    ['old-admin', { admin: true }],
    ['old-member', { premium: true, premiumUntil: inAYear }],
    ['lapsed-member', { premium: true, premiumUntil: Math.floor(Date.now() / 1000) - 60 }],
    ['player', null],
  ];
  for (const [uid, claims] of accounts) {
    await admin.auth.createUser({ uid, email: `${uid}@example.com` });
    if (claims) await admin.auth.setCustomUserClaims(uid, claims);
  }
  // A role document with no claim behind it (a demotion the old code did not mirror) goes away.
  await refs.role('player').set({ admin: true, grantedAt: new Date() });
});
afterAll(async () => {
  await clearEmulators();
  await admin.close();
});

describe('backfill-authority', () => {
  it('records the admins of the claims, removes what no claim backs, and is idempotent', async () => {
    expect(await backfillAuthority(admin)).toEqual({ scanned: 4, admins: 1 });
    const exists = async (uid: string) => (await refs.role(uid).get()).exists;
    expect(await exists('old-admin')).toBe(true);
    expect(await exists('old-member')).toBe(false);
    expect(await exists('lapsed-member')).toBe(false);
    expect(await exists('player')).toBe(false);
    expect(await backfillAuthority(admin)).toEqual({ scanned: 4, admins: 1 });
  });
});
