/**
 * `npm run grant-admin -- <email> [--project <id>]`: makes an existing account admin.
 * Without --project it talks to the local emulators (started by `npm start`); with it, to that
 * Firebase project, using Application Default Credentials (`gcloud auth application-default
 * login`, or GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorClientEnv } from './lib/emulators.mjs';
import { grantAdmin } from './lib/grant-admin';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args.splice(projectIndex, 2)[1] : undefined;
const [email, ...extra] = args;

if (!email || email.startsWith('--') || extra.length > 0 || (projectIndex >= 0 && !project)) {
  console.error('Usage: npm run grant-admin -- <email> [--project <firebase project id>]');
  process.exit(2);
}

if (!project) {
  // Local emulators: point the Admin SDK at them unless the caller already did.
  for (const [name, value] of Object.entries(emulatorClientEnv())) process.env[name] ??= value;
}
const app = initializeApp(project ? { projectId: project } : { projectId: process.env.GCLOUD_PROJECT }, 'grant-admin');
try {
  const { uid } = await grantAdmin({ auth: getAuth(app), firestore: getFirestore(app) }, email);
  console.log(`${email} (uid ${uid}) is now an admin${project ? ` in ${project}` : ' in the local emulators'}.`);
  console.log('The role applies to API calls at once; the web app picks it up at its next token refresh (or sign-in).');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
