/**
 * `npm run grant-admin -- <email> [--project <id>]`: makes an existing account admin.
 * Without --project it talks to the local emulators (started by `npm start`); with it, to that
 * Firebase project, using Application Default Credentials (`gcloud auth application-default
 * login`, or GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key).
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { exitWithUsage, openAdminTool, runAdminTool } from './admin-tool';
import { grantAdmin } from '../grant-admin';

const USAGE = 'npm run grant-admin -- <email> [--project <firebase project id>]';
const tool = openAdminTool('grant-admin', USAGE);
const [email, ...extra] = tool.args;
if (!email || email.startsWith('--') || extra.length > 0) exitWithUsage(USAGE);

await runAdminTool(tool, async () => {
  const { uid } = await grantAdmin({ auth: getAuth(tool.app), firestore: getFirestore(tool.app) }, email);
  console.log(`${email} (uid ${uid}) is now an admin${tool.where}.`);
  console.log('The role applies to API calls at once; the web app picks it up at its next token refresh (or sign-in).');
});
