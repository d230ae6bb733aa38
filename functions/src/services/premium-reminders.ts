import { FieldPath } from 'firebase-admin/firestore';
import { notificationTexts, PREMIUM_ENDED_LOOKBACK_DAYS, PREMIUM_REMINDER_DAYS, type NotificationText } from '@quizmaster/shared/notifications';
import { refs } from '../firebase';
import { settleMail } from './mail';
import { notifyUser } from './notifications';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Users read per query page. */
const BATCH = 200;

/**
 * Calls `visit` for every user whose `premiumUntil` lies in (from, to], a page at a time, by
 * premiumUntil then id (the automatic single-field index on premiumUntil serves it): the
 * users whose premium ends in that window, never the others.
 */
async function forUsersEndingIn(from: Date, to: Date, visit: (uid: string, until: Date, email: string) => Promise<boolean>): Promise<number> {
  let done = 0;
  let after: [Date, string] | null = null;
  for (;;) {
    let query = refs.users().where('premiumUntil', '>', from).where('premiumUntil', '<=', to).orderBy('premiumUntil').orderBy(FieldPath.documentId()).limit(BATCH);
    if (after) query = query.startAfter(...after);
    const page = await query.get();
    for (const user of page.docs) {
      const { premiumUntil, email } = user.data();
      if (premiumUntil && (await visit(user.id, premiumUntil, email))) done += 1;
    }
    const last = page.docs.at(-1);
    const lastUntil = last?.data().premiumUntil;
    if (page.size < BATCH || !last || !lastUntil) return done;
    after = [lastUntil, last.id];
  }
}

const notifyOnce = (kind: string, text: (until: Date) => NotificationText) => (uid: string, until: Date, email: string) =>
  // One per premium period: the id is the kind and the period's end, so a second run finds it.
  notifyUser(uid, text(until), { id: `${kind}-${String(until.getTime())}`, email });

/**
 * The daily premium run (the `premiumReminders` schedule), at `now`:
 * - premium ending within PREMIUM_REMINDER_DAYS days: "premium ending" with the renew link;
 * - premium ended in the last PREMIUM_ENDED_LOOKBACK_DAYS days: "premium ended".
 * Each once per user and period end (fixed notification ids), so running it again the same day,
 * or after a missed day, notifies nobody twice. A renewal moves the end, which makes a new period.
 * Waits for the e-mails it started. Returns how many users it notified of each.
 */
export async function runPremiumReminders(now: Date): Promise<{ reminded: number; ended: number }> {
  const reminded = await forUsersEndingIn(now, new Date(now.getTime() + PREMIUM_REMINDER_DAYS * DAY_MS), notifyOnce('premium-ending', notificationTexts.premiumEnding));
  const ended = await forUsersEndingIn(new Date(now.getTime() - PREMIUM_ENDED_LOOKBACK_DAYS * DAY_MS), now, notifyOnce('premium-ended', notificationTexts.premiumEnded));
  await settleMail();
  return { reminded, ended };
}
