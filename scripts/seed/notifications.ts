/**
 * Demo notifications for `npm start` (not the tests' demo data, whose counts start at 0): the
 * bell of each demo account shows a few, written by the functions' own notification service.
 * Idempotent: fixed ids, so seeding again adds nothing.
 */
import { notificationTexts } from '@quizmaster/shared/notifications';
import { demoAccounts } from './demo-accounts';

/** Two demo quizzes announced as new, and a refund request and a role change for the admin. */
export async function seedDemoNotifications(): Promise<number> {
  // Loaded here, once the emulators' addresses are in the environment: the service's Admin SDK
  // app is made when its module loads. The seed has no SMTP_HOST, so no e-mail is sent.
  const { broadcastQuizPublished, markNotificationRead, notifyUser } = await import('@quizmaster/functions/services/notifications');
  const { admin } = demoAccounts;
  await broadcastQuizPublished('solar-system-explorer', 'Solar System Explorer');
  await broadcastQuizPublished('world-history-turning-points', 'World History: Turning Points');
  await notifyUser(admin.uid, notificationTexts.roleGiven(), { id: 'demo-role-given' });
  // Read already, so the list shows both kinds.
  await markNotificationRead(admin.uid, 'demo-role-given');
  await notifyUser(admin.uid, notificationTexts.refundRequested(demoAccounts.premium.email), { id: 'demo-refund-requested' });
  return 5;
}
