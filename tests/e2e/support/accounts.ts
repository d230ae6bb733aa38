import { expect, type Page } from '@playwright/test';
import { userNameFields } from '@quizmaster/shared/models/user';
import { emulatorAdmin } from '../../../scripts/lib/emulator-admin';
import { dataRefs } from '../../../functions/src/data/refs';
import { writeAdminRole } from '../../../functions/src/services/authority';

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
