/** `npm run grant-admin -- <email>` against the emulators. */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { grantAdmin } from '@quizmaster/functions/maintenance/grant-admin';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { seedDemoData } from '@quizmaster/scripts/seed/seed';

const admin = emulatorAdmin('grant-admin-test');

beforeEach(async () => {
  await clearEmulators();
  await seedDemoData(admin);
});
afterAll(async () => {
  await admin.close();
});

function runCli(...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'grant-admin', '--', ...args], { encoding: 'utf8', env: process.env });
}

describe('grant-admin', () => {
  it('the npm command makes an account admin: the claim and the mirrored role, other claims kept', async () => {
    const result = runCli(demoAccounts.premium.email);
    expect(result).toHaveStatus(0);
    expect(result.stdout).toContain('is now an admin in the local emulators');
    const account = await admin.auth.getUser(demoAccounts.premium.uid);
    expect(account.customClaims).toMatchObject({ admin: true, premium: true });
    expect((await admin.firestore.doc(paths.user(demoAccounts.premium.uid)).get()).get('role')).toBe('admin');
  });

  it('the npm command fails clearly for an e-mail without an account, and without arguments', () => {
    const unknown = runCli('nobody@example.com');
    expect(unknown).toHaveStatus(1);
    expect(unknown.stderr).toContain('No account has the e-mail nobody@example.com');
    expect(runCli()).toHaveStatus(2);
  });

  it('creates the user record of an account that never opened the app', async () => {
    const account = await admin.auth.createUser({ email: 'newadmin@example.com', displayName: 'New Admin' });
    await grantAdmin(admin, 'NewAdmin@example.com');
    expect((await admin.firestore.doc(paths.user(account.uid)).get()).data()).toMatchObject({ role: 'admin', name: 'New Admin' });
  });
});
