/** /api/v1/singleUserByEmail and /api/v1/user: own records, the admins' list, roles, profile, deletion. */
import { describe, expect, it } from 'vitest';
import { fitName, messages, nameTooLongMessage, PROFILE_LIMITS } from '@quizmaster/shared/validation';
import { api, createAccount, signIn, TEST_PASSWORD } from '../../support/api';
import { useDemoData } from './fixture';
import type { Registration } from '@quizmaster/shared/api/users';

const { admin, refs, tokens, accounts } = useDemoData('users');

describe('GET /singleUserByEmail/{email}', () => {
  it("answers the caller's own record", async () => {
    const response = await api('GET', `/singleUserByEmail/${accounts.premium.email}`, { token: tokens.premium });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ _id: accounts.premium.uid, name: accounts.premium.name, isPaid: true, role: '' });
  });

  it('says isPaid only while premium runs, whatever the stored flag', async () => {
    await refs.user(accounts.premium.uid).update({ premiumUntil: new Date(Date.now() - 1000), isPaid: true });
    const response = await api('GET', `/singleUserByEmail/${accounts.premium.email}`, { token: tokens.premium });
    expect(response.body).toMatchObject({ isPaid: false });
  });

  it('matches the e-mail whatever its case', async () => {
    const response = await api('GET', `/singleUserByEmail/${accounts.player.email.toUpperCase()}`, { token: tokens.player });
    expect(response).toHaveStatus(200);
  });

  it("refuses someone else's record to a player (403)", async () => {
    const response = await api('GET', `/singleUserByEmail/${accounts.premium.email}`, { token: tokens.player });
    expect(response).toHaveStatus(403);
  });

  it("answers anyone's record to an admin", async () => {
    const response = await api('GET', `/singleUserByEmail/${accounts.player.email}`, { token: tokens.admin });
    expect(response.body).toMatchObject({ _id: accounts.player.uid, role: '', isPaid: false });
  });

  it('answers 404 for an e-mail nobody has', async () => {
    expect(await api('GET', '/singleUserByEmail/nobody@example.com', { token: tokens.admin })).toHaveStatus(404);
  });

  it('answers 400 naming the field for a malformed e-mail', async () => {
    const response = await api('GET', '/singleUserByEmail/not-an-email', { token: tokens.admin });
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ error: 'invalid-argument', fields: [{ field: 'email', message: messages.emailInvalid }] });
  });

  it('answers 401 without a token', async () => {
    expect(await api('GET', `/singleUserByEmail/${accounts.player.email}`)).toHaveStatus(401);
  });
});

describe('POST /user', () => {
  it('records a new account (inserted), ignoring isPaid from the body', async () => {
    const account = await createAccount(admin.auth, 'newcomer', { name: 'New Comer' });
    const response = await api('POST', '/user', { token: account.token, body: { email: account.email, name: 'New Comer', isPaid: true } });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ report: 'inserted', roleChanged: false, user: { _id: account.uid, isPaid: false, role: '' } });
    const stored = (await refs.user(account.uid).get()).data();
    expect(stored).toMatchObject({ name: 'New Comer', nameLower: 'new comer', email: account.email, isPaid: false, premiumUntil: null, role: '' });
  });

  it('answers dataExist for a returning account and changes nothing', async () => {
    const response = await api('POST', '/user', { token: tokens.premium, body: { email: accounts.premium.email, name: 'X', isPaid: false } });
    expect(response.body).toMatchObject({ report: 'dataExist', user: { name: accounts.premium.name, isPaid: true } });
  });

  it('answers exist when another account already holds a record with this e-mail', async () => {
    const account = await createAccount(admin.auth, 'twin');
    const record = (await admin.firestore.doc(`users/${accounts.player.uid}`).get()).data();
    await admin.firestore.doc('users/legacy-twin').set({ ...record, email: account.email });
    const response = await api('POST', '/user', { token: account.token, body: { email: account.email } });
    expect(response.body).toMatchObject({ report: 'exist' });
    expect((await refs.user(account.uid).get()).exists).toBe(false);
  });

  it("refuses to record someone else's e-mail (403)", async () => {
    const response = await api('POST', '/user', { token: tokens.player, body: { email: 'someone@example.com', name: 'Someone' } });
    expect(response).toHaveStatus(403);
  });

  it.each([
    ['no e-mail', { name: 'Ann' }],
    ['a malformed e-mail', { email: 'ann@', name: 'Ann' }],
    ['a name that is not text', { email: 'player@quizmaster.test', name: 42 }],
  ])('answers 400 for %s', async (_label, body) => {
    const response = await api('POST', '/user', { token: tokens.player, body });
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ error: 'invalid-argument' });
  });

  /** A project whose only admin was removed outside the app (say, in the console): no admin left. */
  async function removeDemoAdminOutsideTheApp() {
    await admin.auth.deleteUser(accounts.admin.uid);
    await Promise.all([refs.user(accounts.admin.uid).delete(), refs.role(accounts.admin.uid).delete()]);
  }

  it('makes an e-mail listed in ADMIN_EMAILS an admin when it signs in (first-admin bootstrap)', async () => {
    await removeDemoAdminOutsideTheApp();
    const fresh = await admin.auth.createUser({ email: accounts.admin.email, password: accounts.admin.password, emailVerified: true });
    const token = await signIn(accounts.admin.email, accounts.admin.password);
    const response = await api('POST', '/user', { token, body: { email: accounts.admin.email, name: 'First Admin' } });
    expect(response.body).toMatchObject({ report: 'inserted', roleChanged: true, user: { role: 'admin' } });
    expect((await admin.auth.getUser(fresh.uid)).customClaims).toMatchObject({ admin: true });
    expect(await api('GET', '/user', { token })).toHaveStatus(200);
  });

  it('does not make an unverified ADMIN_EMAILS address admin (anyone could have signed up with it)', async () => {
    await removeDemoAdminOutsideTheApp();
    const squatter = await admin.auth.createUser({ email: accounts.admin.email, password: accounts.admin.password });
    const token = await signIn(accounts.admin.email, accounts.admin.password);
    const response = await api('POST', '/user', { token, body: { email: accounts.admin.email } });
    expect(response.body).toMatchObject({ report: 'inserted', roleChanged: false, user: { role: '' } });
    expect((await admin.auth.getUser(squatter.uid)).customClaims?.admin).toBeUndefined();
  });

  it('leaves a demoted ADMIN_EMAILS admin demoted when they sign in again', async () => {
    // The player is made admin, then removes the configured admin's role.
    await api('PUT', `/user?email=${accounts.player.email}`, { token: tokens.admin, body: { role: 'admin' } });
    const demoted = await api('PUT', `/user?email=${accounts.admin.email}`, { token: tokens.player, body: { role: '' } });
    expect(demoted).toHaveStatus(200);

    const token = await signIn(accounts.admin.email, accounts.admin.password);
    const response = await api('POST', '/user', { token, body: { email: accounts.admin.email } });
    expect(response.body).toMatchObject({ report: 'dataExist', roleChanged: false, user: { role: '' } });
    expect((await admin.auth.getUser(accounts.admin.uid)).customClaims?.admin).toBeUndefined();
    expect(await api('GET', '/user', { token })).toHaveStatus(403);
  });

  it('makes the first admin once: a deleted ADMIN_EMAILS admin who signs up again is a player', async () => {
    await removeDemoAdminOutsideTheApp();
    const first = await admin.auth.createUser({ email: accounts.admin.email, password: accounts.admin.password, emailVerified: true });
    const firstToken = await signIn(accounts.admin.email, accounts.admin.password);
    expect((await api('POST', '/user', { token: firstToken, body: { email: accounts.admin.email } })).body).toMatchObject({ roleChanged: true });
    expect((await refs.firstAdmin().get()).data()).toMatchObject({ uid: first.uid, email: accounts.admin.email });

    // Deleted outside the app too, leaving no admin: the bootstrap has run, so it does not run again.
    await admin.auth.deleteUser(first.uid);
    await Promise.all([refs.user(first.uid).delete(), refs.role(first.uid).delete()]);
    const again = await admin.auth.createUser({ email: accounts.admin.email, password: accounts.admin.password, emailVerified: true });
    const token = await signIn(accounts.admin.email, accounts.admin.password);
    const response = await api('POST', '/user', { token, body: { email: accounts.admin.email } });
    expect(response.body).toMatchObject({ report: 'inserted', roleChanged: false, user: { role: '' } });
    expect((await admin.auth.getUser(again.uid)).customClaims?.admin).toBeUndefined();
  });

  it('bootstraps once when the configured address registers several times at once (a double sign-in)', async () => {
    await removeDemoAdminOutsideTheApp();
    await admin.auth.createUser({ email: accounts.admin.email, password: accounts.admin.password, emailVerified: true });
    const token = await signIn(accounts.admin.email, accounts.admin.password);
    // Five at once: the emulator then sometimes closes a losing transaction instead of aborting it,
    // which the functions must run again like an abort (runTransaction), not answer with a 500.
    const answers = await Promise.all(Array.from({ length: 5 }, () => api<Registration>('POST', '/user', { token, body: { email: accounts.admin.email } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.roleChanged)).toHaveLength(1);
  });
});

describe('records by account, not by e-mail', () => {
  it("gives the freed e-mail's new owner their own record, never the one of the account that left it", async () => {
    // The player moves to another address; someone else signs up with the old one.
    const oldEmail = accounts.player.email;
    await admin.auth.updateUser(accounts.player.uid, { email: 'player-moved@example.com' });
    const newcomer = await createAccount(admin.auth, 'newcomer', {});
    await admin.auth.updateUser(newcomer.uid, { email: oldEmail });
    const token = await signIn(oldEmail, TEST_PASSWORD);

    // Their sign-in makes their own record (the old one keeps its owner).
    const registered = await api('POST', '/user', { token, body: { email: oldEmail } });
    expect(registered.body).toMatchObject({ report: 'inserted', user: { _id: newcomer.uid } });
    const own = await api('GET', `/singleUserByEmail/${oldEmail}`, { token });
    expect(own.body).toMatchObject({ _id: newcomer.uid });
    expect(JSON.stringify(own.body)).not.toContain(accounts.player.phone);

    // Editing "their" record edits their own, not the player's.
    const edited = await api('PUT', `/user?email=${oldEmail}`, { token, body: { phone: '+1 555 0199' } });
    expect(edited).toHaveStatus(200);
    expect((await refs.user(accounts.player.uid).get()).data()?.phone).toBe(accounts.player.phone);
    expect((await refs.user(newcomer.uid).get()).data()?.phone).toBe('+1 555 0199');

    // And the player's payments are not theirs: the demo premium member's address moves the same way.
    await admin.auth.updateUser(accounts.premium.uid, { email: 'premium-moved@example.com' });
    const heir = await createAccount(admin.auth, 'heir', {});
    await admin.auth.updateUser(heir.uid, { email: accounts.premium.email });
    const heirToken = await signIn(accounts.premium.email, TEST_PASSWORD);
    const payments = await api<unknown[]>('GET', `/singlePaymentByEmail/${accounts.premium.email}`, { token: heirToken });
    expect(payments).toMatchObject({ status: 200, body: [] });
  });

  it("stores the account's photo only from Google's photo host (no tracking pixel for admins to load)", async () => {
    const tracked = await createAccount(admin.auth, 'tracked', {});
    await admin.auth.updateUser(tracked.uid, { photoURL: 'http://tracker.example.com/pixel.gif' });
    const trackedToken = await signIn(tracked.email, TEST_PASSWORD);
    expect((await api('POST', '/user', { token: trackedToken, body: { email: tracked.email } })).body).toMatchObject({ user: { photoURL: '' } });

    const google = await createAccount(admin.auth, 'google-photo', {});
    const photo = 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c';
    await admin.auth.updateUser(google.uid, { photoURL: photo });
    const googleToken = await signIn(google.email, TEST_PASSWORD);
    expect((await api('POST', '/user', { token: googleToken, body: { email: google.email } })).body).toMatchObject({ user: { photoURL: photo } });
  });

  it("updates the record's e-mail to the account's when its user signs in again", async () => {
    await admin.auth.updateUser(accounts.player.uid, { email: 'player-renamed@example.com' });
    const token = await signIn('player-renamed@example.com', accounts.player.password);
    const response = await api('POST', '/user', { token, body: { email: 'player-renamed@example.com' } });
    expect(response.body).toMatchObject({ report: 'dataExist', user: { _id: accounts.player.uid, email: 'player-renamed@example.com' } });
  });
});

describe("one name: the stored name is the account's display name (sign-up, social sign-in, profile edits)", () => {
  const longest = 'N'.repeat(PROFILE_LIMITS.name.max);
  /** A Google account's display name, longer than the app's limit. */
  const googleName = 'Long name '.repeat(8).trim();
  const displayName = async (uid: string) => (await admin.auth.getUser(uid)).displayName;

  it('records the longest name the sign-up form accepts, spaces around it trimmed as the form does', async () => {
    const account = await createAccount(admin.auth, 'longest', { name: longest });
    const response = await api('POST', '/user', { token: account.token, body: { email: account.email, name: `  ${longest} ` } });
    expect(response).toMatchObject({ status: 200, body: { report: 'inserted', user: { name: longest } } });
    expect(await displayName(account.uid)).toBe(longest);
  });

  it('refuses one character more with the same message as the forms', async () => {
    const account = await createAccount(admin.auth, 'toolong');
    const response = await api<{ message: string }>('POST', '/user', { token: account.token, body: { email: account.email, name: `${longest}x` } });
    expect(response).toHaveStatus(400);
    expect(response.body.message).toContain(nameTooLongMessage);
    expect((await refs.user(account.uid).get()).exists).toBe(false);
  });

  it.each([
    ['sent as the web app sends it (cut to the limit)', fitName(googleName)],
    ['not sent (the account’s own name)', undefined],
  ])("stores a social account's long display name %s, and gives the account the same name", async (_how, name) => {
    const account = await createAccount(admin.auth, 'google-long', { name: googleName });
    const response = await api('POST', '/user', { token: account.token, body: { email: account.email, ...(name === undefined ? {} : { name }) } });
    expect(response).toMatchObject({ status: 200, body: { report: 'inserted', user: { name: fitName(googleName) } } });
    expect((await refs.user(account.uid).get()).data()?.name).toBe(fitName(googleName));
    expect(await displayName(account.uid)).toBe(fitName(googleName));
  });

  it("brings a returning account's display name back to its stored name", async () => {
    await admin.auth.updateUser(accounts.player.uid, { displayName: 'Changed Elsewhere' });
    const token = await signIn(accounts.player.email, accounts.player.password);
    const response = await api('POST', '/user', { token, body: { email: accounts.player.email, name: 'Changed Elsewhere' } });
    expect(response.body).toMatchObject({ report: 'dataExist', user: { name: accounts.player.name } });
    expect(await displayName(accounts.player.uid)).toBe(accounts.player.name);
  });

  it('renames the account with the record when a profile edit changes the name (own, or by an admin)', async () => {
    const own = `/user?email=${encodeURIComponent(accounts.player.email)}`;
    expect(await api('PUT', own, { token: tokens.player, body: { name: ` ${longest} `, phone: '12345' } })).toHaveStatus(200);
    expect((await refs.user(accounts.player.uid).get()).data()?.name).toBe(longest);
    expect(await displayName(accounts.player.uid)).toBe(longest);

    expect(await api('PUT', own, { token: tokens.admin, body: { name: 'Renamed By Admin' } })).toHaveStatus(200);
    expect(await displayName(accounts.player.uid)).toBe('Renamed By Admin');
  });

  it('refuses a profile name one character too long, changing neither name', async () => {
    const own = `/user?email=${encodeURIComponent(accounts.player.email)}`;
    const response = await api<{ message: string }>('PUT', own, { token: tokens.player, body: { name: `${longest}x` } });
    expect(response).toHaveStatus(400);
    expect(response.body.message).toContain(nameTooLongMessage);
    expect((await refs.user(accounts.player.uid).get()).data()?.name).toBe(accounts.player.name);
    expect(await displayName(accounts.player.uid)).toBe(accounts.player.name);
  });
});

describe('GET /user', () => {
  it('lists every user record for an admin, newest first', async () => {
    const response = await api<{ _id: string; createdAt: string }[]>('GET', '/user', { token: tokens.admin });
    expect(response).toHaveStatus(200);
    expect(response.body.map((user) => user._id).sort()).toEqual(Object.values(accounts).map((account) => account.uid).sort());
  });

  it('refuses a player (403)', async () => {
    expect(await api('GET', '/user', { token: tokens.player })).toHaveStatus(403);
  });
});

describe('PUT /user?email=', () => {
  const own = () => `/user?email=${encodeURIComponent(accounts.player.email)}`;

  it('edits the caller’s own name and phone', async () => {
    const response = await api('PUT', own(), { token: tokens.player, body: { name: 'Pat Player', phone: '+1 555 0199' } });
    expect(response).toHaveStatus(200);
    expect((await refs.user(accounts.player.uid).get()).data()).toMatchObject({ name: 'Pat Player', nameLower: 'pat player', phone: '+1 555 0199' });
    // The search key is stored for the admins' search, not part of the API's user.
    expect(response.body).not.toHaveProperty('user.nameLower');
  });

  it('accepts the body sent as text holding JSON (the old app sent it unserialised)', async () => {
    const body = JSON.stringify({ name: 'Text Body', phone: '12345' });
    const response = await api('PUT', own(), { token: tokens.player, body, rawContentType: 'text/plain' });
    expect(response).toHaveStatus(200);
    expect((await refs.user(accounts.player.uid).get()).data()?.name).toBe('Text Body');
  });

  it.each([
    ['an object turned into text by mistake', '[object Object]', 'text/plain'],
    ['a JSON array', '[1,2]', 'text/plain'],
    ['a JSON number', '42', 'text/plain'],
  ])('answers 400 for %s', async (_label, body, contentType) => {
    const response = await api('PUT', own(), { token: tokens.player, body, rawContentType: contentType });
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ error: 'invalid-body' });
  });

  it.each([
    ['a short name', { name: 'Al', phone: '12345' }, messages.profileNameTooShort],
    ['an empty name', { name: '', phone: '12345' }, messages.nameRequired],
    ['a short phone', { name: 'Pat', phone: '1234' }, messages.phoneTooShort],
    ['an unknown field', { name: 'Pat', isPaid: true }, 'Unrecognized key: "isPaid"'],
    ['nothing to change', {}, 'Send a role, or a name and phone.'],
    ['a role that does not exist', { role: 'superuser' }, undefined],
  ])('answers 400 for %s, with the message', async (_label, body, message) => {
    const response = await api<{ message: string }>('PUT', own(), { token: tokens.admin, body });
    expect(response).toHaveStatus(400);
    if (message) expect(response.body.message).toContain(message);
    expect((await refs.user(accounts.player.uid).get()).data()?.name).toBe(accounts.player.name);
  });

  it("refuses a player editing someone else's profile (403)", async () => {
    const path = `/user?email=${encodeURIComponent(accounts.premium.email)}`;
    expect(await api('PUT', path, { token: tokens.player, body: { name: 'Hijacked' } })).toHaveStatus(403);
    expect((await refs.user(accounts.premium.uid).get()).data()?.name).toBe(accounts.premium.name);
  });

  it('refuses a player making themself admin (403)', async () => {
    expect(await api('PUT', own(), { token: tokens.player, body: { role: 'admin' } })).toHaveStatus(403);
    expect((await admin.auth.getUser(accounts.player.uid)).customClaims?.admin).toBeUndefined();
  });

  it("lets an admin edit anyone's profile", async () => {
    expect(await api('PUT', own(), { token: tokens.admin, body: { name: 'Edited By Admin' } })).toHaveStatus(200);
    expect((await refs.user(accounts.player.uid).get()).data()?.name).toBe('Edited By Admin');
  });

  it('lets an admin make a player admin, and clear it again: the claim and the mirrored role', async () => {
    expect((await api('PUT', own(), { token: tokens.admin, body: { role: 'admin' } })).body).toMatchObject({ user: { role: 'admin' } });
    expect((await admin.auth.getUser(accounts.player.uid)).customClaims).toMatchObject({ admin: true });

    expect(await api('PUT', own(), { token: tokens.admin, body: { role: '' } })).toHaveStatus(200);
    expect((await admin.auth.getUser(accounts.player.uid)).customClaims?.admin).toBeUndefined();
    expect((await refs.user(accounts.player.uid).get()).data()?.role).toBe('');
  });

  it('keeps premium claims when the admin role changes', async () => {
    const path = `/user?email=${encodeURIComponent(accounts.premium.email)}`;
    await api('PUT', path, { token: tokens.admin, body: { role: 'admin' } });
    expect((await admin.auth.getUser(accounts.premium.uid)).customClaims).toMatchObject({ admin: true, premium: true });
  });

  it('refuses to clear the role of the last admin (409)', async () => {
    const path = `/user?email=${encodeURIComponent(accounts.admin.email)}`;
    const response = await api('PUT', path, { token: tokens.admin, body: { role: '' } });
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'last-admin' });
    expect((await admin.auth.getUser(accounts.admin.uid)).customClaims).toMatchObject({ admin: true });
  });

  it('answers 404 for an e-mail nobody has', async () => {
    const response = await api('PUT', '/user?email=nobody@example.com', { token: tokens.admin, body: { name: 'Nobody' } });
    expect(response).toHaveStatus(404);
  });

  it('answers 400 without the email query', async () => {
    expect(await api('PUT', '/user', { token: tokens.admin, body: { name: 'Nobody' } })).toHaveStatus(400);
  });
});

describe('DELETE /user/{userId}', () => {
  it('removes the Auth account and the user record', async () => {
    const response = await api('DELETE', `/user/${accounts.player.uid}`, { token: tokens.admin });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ message: expect.any(String) });
    await expect(admin.auth.getUser(accounts.player.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await refs.user(accounts.player.uid).get()).exists).toBe(false);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect(await api('DELETE', '/user/no-such-user', { token: tokens.admin })).toHaveStatus(404);
  });

  it('refuses an admin deleting themself (409)', async () => {
    const response = await api('DELETE', `/user/${accounts.admin.uid}`, { token: tokens.admin });
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'cannot-delete-self' });
  });

  it('refuses a player (403) and deletes nothing', async () => {
    expect(await api('DELETE', `/user/${accounts.premium.uid}`, { token: tokens.player })).toHaveStatus(403);
    expect((await refs.user(accounts.premium.uid).get()).exists).toBe(true);
  });
});
