/**
 * Authority that revocation reaches: an ID token keeps the claims it was minted with for up to an
 * hour, so the Firestore rules must not take them at their word. Each test takes a token while
 * the role holds, shows it works, removes the role through the API, and tries the same token
 * again against Firestore (its REST API, as a script would) and the API.
 */
import { describe, expect, it } from 'vitest';
import { collections, paths } from '@quizmaster/shared/paths';
import { api, createAccount, firestoreReadStatus, signIn, TEST_PASSWORD, type TestAccount } from '../../support/api';
import { useDemoData } from './fixture';

const { admin, refs, tokens, accounts } = useDemoData('authority');

/** What an admin reads straight from Firestore: every user record, every payment, an answer key. */
const adminReads = [collections.users, collections.payments, paths.answerKey('world-capitals')];

async function adminReadStatuses(token: string) {
  return Promise.all(adminReads.map((path) => firestoreReadStatus(token, path)));
}

/** A new account made admin through the API, with a token minted while it is admin. */
async function promotedAdmin(key: string): Promise<TestAccount> {
  const account = await createAccount(admin.auth, `${key}-${String(Date.now())}`);
  await api('POST', '/user', { token: account.token, body: { email: account.email } });
  const granted = await api('PUT', `/user?email=${encodeURIComponent(account.email)}`, { token: tokens.admin, body: { role: 'admin' } });
  expect(granted).toHaveStatus(200);
  return { ...account, token: await signIn(account.email, TEST_PASSWORD) };
}

describe('a token minted while its holder was admin', () => {
  it('reads nothing of an admin once the role is removed, and the API ends its session', async () => {
    const former = await promotedAdmin('demoted');
    expect(await adminReadStatuses(former.token)).toEqual([200, 200, 200]);
    // Revocation has a one-second resolution (a token from the same second as the revocation
    // counts as newer, as in Firebase's own checkRevoked): let the token be a second old.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const demoted = await api('PUT', `/user?email=${encodeURIComponent(former.email)}`, { token: tokens.admin, body: { role: '' } });
    expect(demoted).toHaveStatus(200);

    expect(await adminReadStatuses(former.token)).toEqual([403, 403, 403]);
    // Their refresh tokens were revoked: the API refuses the token they still hold.
    expect(await api('GET', `/singleUserByEmail/${former.email}`, { token: former.token })).toHaveStatus(401);
    // Signing in again gives a player's session.
    const fresh = await signIn(former.email, TEST_PASSWORD);
    expect((await api('GET', `/singleUserByEmail/${former.email}`, { token: fresh })).body).toMatchObject({ role: '' });
    expect(await adminReadStatuses(fresh)).toEqual([403, 403, 403]);
  });

  it('reads nothing of an admin once the account is deleted', async () => {
    const former = await promotedAdmin('deleted');
    expect(await adminReadStatuses(former.token)).toEqual([200, 200, 200]);
    expect(await api('DELETE', `/user/${former.uid}`, { token: tokens.admin })).toHaveStatus(200);
    expect(await adminReadStatuses(former.token)).toEqual([403, 403, 403]);
  });

  it('with made-up claims (an admin claim the server never gave) reads nothing of an admin', async () => {
    // The emulator's tokens are unsigned, so this is a token anyone could present to it; in
    // production only the claims of a revoked role can be stale, as in the tests above.
    await admin.auth.setCustomUserClaims(accounts.player.uid, { admin: true });
    const token = await signIn(accounts.player.email, accounts.player.password);
    expect(await adminReadStatuses(token)).toEqual([403, 403, 403]);
    expect(await refs.role(accounts.player.uid).get()).toMatchObject({ exists: false });
  });
});
