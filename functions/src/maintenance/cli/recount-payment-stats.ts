/**
 * `npm run recount-payment-stats [-- --project <id>]`: sets the dashboard's payment figures
 * (the `paymentStats` shards) from the payments themselves, with aggregation queries (no
 * payment is read). Once, for payments recorded before the figures existed, or to repair them;
 * run it while no payment is being made. Without --project it talks to the local emulators;
 * with it, to that Firebase project with Application Default Credentials.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { dataRefs } from '../../data/refs';
import { recountPaymentStats } from '../../services/payment-stats';
import { exitWithUsage, openAdminTool, runAdminTool } from './admin-tool';

const USAGE = 'npm run recount-payment-stats [-- --project <firebase project id>]';
const tool = openAdminTool('recount-payment-stats', USAGE);
if (tool.args.length > 0) exitWithUsage(USAGE);

await runAdminTool(tool, async () => {
  const firestore = getFirestore(tool.app);
  const { notRefunded, months } = await recountPaymentStats(firestore, dataRefs(firestore));
  const monthCount = Object.keys(months).length;
  console.log(`${String(notRefunded)} payments not refunded, payments in ${String(monthCount)} month${monthCount === 1 ? '' : 's'}: stored${tool.where}.`);
});
