/**
 * `npm run recount-payment-stats [-- --project <id>]`: sets the dashboard's payment figures
 * (the `paymentStats` shards) from the payments themselves, with aggregation queries (no
 * payment is read). Once, for payments recorded before the figures existed, or to repair them;
 * run it while no payment is being made. Without --project it talks to the local emulators;
 * with it, to that Firebase project with Application Default Credentials.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { dataRefs } from '../functions/src/data/refs';
import { recountPaymentStats } from '../functions/src/services/payment-stats';
import { emulatorClientEnv } from './lib/emulators.mjs';

const args = process.argv.slice(2);
const projectIndex = args.indexOf('--project');
const project = projectIndex >= 0 ? args.splice(projectIndex, 2)[1] : undefined;
if (args.length > 0 || (projectIndex >= 0 && !project)) {
  console.error('Usage: npm run recount-payment-stats [-- --project <firebase project id>]');
  process.exit(2);
}

if (!project) {
  for (const [name, value] of Object.entries(emulatorClientEnv())) process.env[name] ??= value;
}
const app = initializeApp(project ? { projectId: project } : { projectId: process.env.GCLOUD_PROJECT }, 'recount-payment-stats');
try {
  const firestore = getFirestore(app);
  const { notRefunded, months } = await recountPaymentStats(firestore, dataRefs(firestore));
  const monthCount = Object.keys(months).length;
  console.log(
    `${String(notRefunded)} payments not refunded, payments in ${String(monthCount)} month${monthCount === 1 ? '' : 's'}: stored${project ? ` in ${project}` : ' in the local emulators'}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
