/**
 * `npm run backfill-search-fields [-- --project <id>]`: gives every user record its `nameLower`
 * search key (scripts/lib/backfill-search-fields.ts), once, for records written before the
 * Users search existed. Without --project it talks to the local emulators; with it, to that
 * Firebase project with Application Default Credentials (as `npm run grant-admin` does).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { exitWithUsage, openAdminTool, runAdminTool } from './lib/admin-tool';
import { backfillSearchFields } from './lib/backfill-search-fields';

const USAGE = 'npm run backfill-search-fields [-- --project <firebase project id>]';
const tool = openAdminTool('backfill-search-fields', USAGE);
if (tool.args.length > 0) exitWithUsage(USAGE);

await runAdminTool(tool, async () => {
  const { scanned, updated } = await backfillSearchFields(getFirestore(tool.app));
  console.log(`${String(scanned)} user records read, ${String(updated)} given their search key${tool.where}.`);
});
