/**
 * `npm run backfill-authority [-- --project <id>]`: writes the documents the security rules read
 * the admin role from (`roles/{uid}`) from every account's custom claims
 * (../backfill-authority.ts). Run it once on a project deployed before the rules read
 * them, right before deploying the new rules. Without --project it talks to the local emulators.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { exitWithUsage, openAdminTool, runAdminTool } from './admin-tool';
import { backfillAuthority } from '../backfill-authority';

const USAGE = 'npm run backfill-authority [-- --project <firebase project id>]';
const tool = openAdminTool('backfill-authority', USAGE);
if (tool.args.length > 0) exitWithUsage(USAGE);

await runAdminTool(tool, async () => {
  const { scanned, admins } = await backfillAuthority({ auth: getAuth(tool.app), firestore: getFirestore(tool.app) });
  console.log(`${String(scanned)} accounts read: ${String(admins)} admins recorded${tool.where}.`);
});
