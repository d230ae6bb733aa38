import type { Auth } from 'firebase-admin/auth';
import type { DataRefs } from '@quizmaster/functions/data/refs';
import { createAccount, type TestAccount } from '../../support/api';

/**
 * A signed-in account with its user record, as sign-up and `POST /api/v1/user` leave it; with
 * `admin`, also the role (claim and record), as `PUT /api/v1/user` grants it. The key must be
 * unique within a test.
 */
export async function registeredAccount(auth: Auth, refs: DataRefs, key: string, options: { admin?: boolean } = {}): Promise<TestAccount> {
  const account = await createAccount(auth, key, options.admin ? { claims: { admin: true } } : {});
  await refs.user(account.uid).set({
    name: account.name,
    email: account.email,
    phone: '',
    photoURL: '',
    role: options.admin ? 'admin' : '',
    isPaid: false,
    premiumUntil: null,
    createdAt: new Date(),
  });
  return account;
}
