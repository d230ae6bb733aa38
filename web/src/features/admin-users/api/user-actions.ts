import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/** Grants ('admin') or removes ('') the admin role: the server changes the claim and the record. */
export async function setUserRole(auth: Auth, email: string, role: 'admin' | ''): Promise<void> {
  await apiRequest(auth, 'PUT /api/v1/user', { query: { email }, body: { role } });
}

/** Deletes the account and its record, and erases its data (docs/decisions/0027-data-retention.md "Data retention"); payments stay as history. */
export async function deleteUser(auth: Auth, uid: string): Promise<void> {
  await apiRequest(auth, 'DELETE /api/v1/user/:userId', { params: { userId: uid } });
}
