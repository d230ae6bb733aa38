/**
 * `npm run backfill-search-fields [-- --project <id>]` (../backfill-search-fields.ts),
 * once, for data written before these fields existed: gives every user record its `nameLower`
 * search key (the Users search), and every quiz without `published` the value `true` (quizzes
 * from before drafts were all visible; the rules and the catalogue now show only published ones,
 * so run it right after deploying them). Drafts are left alone. Without --project it talks to
 * the local emulators; with it, to that Firebase project with Application Default Credentials
 * (as `npm run grant-admin` does).
 */
import { getFirestore } from 'firebase-admin/firestore';
import { exitWithUsage, openAdminTool, runAdminTool } from './admin-tool';
import { backfillSearchFields } from '../backfill-search-fields';

const USAGE = 'npm run backfill-search-fields [-- --project <firebase project id>]';
const tool = openAdminTool('backfill-search-fields', USAGE);
if (tool.args.length > 0) exitWithUsage(USAGE);

await runAdminTool(tool, async () => {
  const { users, quizzes } = await backfillSearchFields(getFirestore(tool.app));
  console.log(
    `${String(users.scanned)} user records read, ${String(users.updated)} given their search key; ` +
      `${String(quizzes.scanned)} quizzes read, ${String(quizzes.updated)} published (written before drafts existed)${tool.where}.`,
  );
});
