import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { dataRefs } from '../data/refs';
import { writeAdminRole } from '../services/authority';

/**
 * Writes `roles/{uid}` from every account's `admin` custom claim, for projects whose claims
 * were set before the rules read these documents (an admin would otherwise lose
 * their Firestore reads at the deploy that brings the new rules). Reads Auth a page of 1,000
 * accounts at a time and writes one batch per page; running it again changes nothing.
 */
export async function backfillAuthority({ auth, firestore }: { auth: Auth; firestore: Firestore }) {
  const refs = dataRefs(firestore);
  let scanned = 0;
  let admins = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    const batch = firestore.batch();
    for (const account of page.users) {
      const claims = account.customClaims ?? {};
      const isAdmin = claims.admin === true;
      writeAdminRole(batch, refs, account.uid, isAdmin);
      if (isAdmin) admins += 1;
    }
    await batch.commit();
    scanned += page.users.length;
    pageToken = page.pageToken;
  } while (pageToken);
  return { scanned, admins };
}
