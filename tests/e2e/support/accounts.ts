import { expect, type Page } from '@playwright/test';
import { signInSession } from '../../support/api';
import { userNameFields } from '@quizmaster/shared/models/user';
import { emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { writeAdminRole } from '@quizmaster/functions/services/authority';

let counter = 0;

/**
 * A brand-new account (Auth + user record, as POST /api/v1/user would make it), so tests running
 * in parallel never share a user. Close `admin` at the end of the test.
 */
export async function newAccount(name: string, options: { claims?: Record<string, unknown>; record?: boolean } = {}) {
  counter += 1;
  const stamp = `${String(Date.now())}-${String(process.pid)}-${String(counter)}`;
  const admin = emulatorAdmin(`e2e-${name}-${stamp}`);
  const email = `${name}-${stamp}@example.com`.toLowerCase();
  const password = 'Player123!';
  const displayName = `${name[0]?.toUpperCase() ?? ''}${name.slice(1)} Tester`;
  const user = await admin.auth.createUser({ email, password, displayName, emailVerified: true });
  if (options.claims) {
    await admin.auth.setCustomUserClaims(user.uid, options.claims);
    // What the rules trust, as the functions keep it next to the claim.
    if (options.claims.admin === true) {
      const batch = admin.firestore.batch();
      writeAdminRole(batch, dataRefs(admin.firestore), user.uid, true);
      await batch.commit();
    }
  }
  if (options.record !== false) {
    await admin.firestore.doc(`users/${user.uid}`).set({
      ...userNameFields(displayName),
      email,
      phone: '',
      photoURL: '',
      role: options.claims?.admin === true ? 'admin' : '',
      isPaid: false,
      premiumUntil: null,
      createdAt: new Date(),
    });
  }
  return { admin, uid: user.uid, email, password, name: displayName };
}

/** Signs in through the login page and waits until the app has taken the user home. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** The web app's Firebase API key under the emulators (web/.env.emulator). */
const EMULATOR_API_KEY = 'demo-api-key';

/**
 * Opens `path` already signed in, without the login page: the account signs in through the Auth
 * emulator's REST API and its session is put where Firebase Auth keeps one (localStorage, which
 * the app's Auth reads after IndexedDB and moves into it). The app then starts signed in, as on
 * a returning visit. Much quicker than `signInThroughUi`, which stays for the tests of signing in
 * itself. The account needs its user record (newAccount makes it), as the login page would post it.
 */
export async function signInDirectly(page: Page, account: { email: string; password: string }, path = '/') {
  const session = await signInSession(account.email, account.password);
  const now = Date.now();
  // What Firebase Auth's UserImpl.toJSON() stores; the app reloads the rest from the emulator.
  const user = {
    uid: session.localId,
    email: account.email,
    emailVerified: false,
    isAnonymous: false,
    displayName: session.displayName ?? null,
    providerData: [{ providerId: 'password', uid: account.email, email: account.email, displayName: session.displayName ?? null, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime: now + Number(session.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: EMULATOR_API_KEY,
    appName: '[DEFAULT]',
  };
  // A static file of the site: the origin's storage without starting the app.
  await page.goto('/favicon.svg');
  // (A string: it runs in the page, and these tests compile without the DOM's types.)
  await page.evaluate(`localStorage.setItem(${JSON.stringify(`firebase:authUser:${EMULATOR_API_KEY}:[DEFAULT]`)}, ${JSON.stringify(JSON.stringify(user))})`);
  // No wait for a signed-in sign here: an admin page may sign a player straight out again.
  await page.goto(path);
}

/**
 * The user comes back to this tab, one of the app's refresh points for the token's claims (a role
 * or premium changed elsewhere). Headless tabs are never hidden, so the browser's event is
 * dispatched as a return to the tab fires it.
 */
export async function returnToTab(page: Page) {
  // A string: the tests are typed without the DOM.
  await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
}
