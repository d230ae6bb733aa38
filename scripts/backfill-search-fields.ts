/**
 * `npm run backfill-search-fields [-- --project <id>]`: gives every user record its `nameLower`
 * search key (scripts/lib/backfill-search-fields.ts), once, for records written before the
 * Users search existed. Without --project it talks to the local emulators; with it, to that
 * Firebase project with Application Default Credentials (as `npm run grant-admin` does).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorClientEnv } from './lib/emulators.mjs';
import { backfillSearchFields } from './lib/backfill-search-fields';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args.splice(projectIndex, 2)[1] : undefined;
if (args.length > 0 || (projectIndex >= 0 && !project)) {
  console.error('Usage: npm run backfill-search-fields [-- --project <firebase project id>]');
  process.exit(2);
}

if (!project) {
  for (const [name, value] of Object.entries(emulatorClientEnv())) process.env[name] ??= value;
}
const app = initializeApp(project ? { projectId: project } : { projectId: process.env.GCLOUD_PROJECT }, 'backfill-search-fields');
try {
  const { scanned, updated } = await backfillSearchFields(getFirestore(app));
  console.log(`${String(scanned)} user records read, ${String(updated)} given their search key${project ? ` in ${project}` : ' in the local emulators'}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
