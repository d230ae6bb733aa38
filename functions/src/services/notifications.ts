import { getAuth } from 'firebase-admin/auth';
import { FieldPath, FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { NotificationInbox, UserNotification } from '@quizmaster/shared/models/notification';
import { notificationEmail, notificationTexts, type NotificationText } from '@quizmaster/shared/notifications';
import { notFound } from '../domain/errors';
import { mailSettings } from '../config';
import { db, refs, runTransaction } from '../firebase';
import { sendMailLater } from './mail';

/**
 * Notifications (docs/decisions/0022-notifications.md "Notifications"). A user's own ones live in
 * `users/{uid}/notifications`, each written with +1 on `notificationInboxes/{uid}.unread` in the
 * same batch or transaction, so the count is exact. Announcements for everyone (a quiz published)
 * are one `broadcasts/{id}` document, read by every user, never copied per user: a user's inbox
 * keeps a watermark (`broadcastsSeenAt`) and the ids read one by one after it.
 * Only these functions write any of them; the owner reads their own (firestore.rules).
 */

/** ALREADY_EXISTS: a notification with a fixed id was written before (an idempotent event). */
const alreadyExists = (error: unknown) => (error as { code?: number }).code === 6;

/** A transaction or a write batch: a notification goes in with the change it reports. */
interface Writer {
  create(ref: DocumentReference<UserNotification>, data: UserNotification): unknown;
  set(ref: DocumentReference<NotificationInbox>, data: { unread: FieldValue }, options: { merge: true }): unknown;
}

/**
 * Adds a notification for `uid` in `writer`, with its unread count. `id` fixes the document id,
 * so an event that may run twice (a reminder, a retried webhook) notifies once: the second
 * write fails with ALREADY_EXISTS and, in a batch or transaction, takes its count with it.
 */
export function addNotification(writer: Writer, uid: string, text: NotificationText, id?: string): DocumentReference<UserNotification> {
  const ref = id ? refs.notification(uid, id) : refs.notifications(uid).doc();
  writer.create(ref, { ...text, createdAt: new Date(), read: false });
  writer.set(refs.notificationInbox(uid), { unread: FieldValue.increment(1) }, { merge: true });
  return ref;
}

/**
 * The notification's e-mail, sent after the write without waiting for it (and never failing
 * anything): to `email`, or to the address on the user's record.
 */
export function emailNotification(uid: string, text: NotificationText, email?: string): void {
  sendMailLater(
    (async () => {
      const to = email ?? (await refs.user(uid).get()).data()?.email ?? '';
      return { to, ...notificationEmail(text, mailSettings().appUrl) };
    })(),
  );
}

/**
 * Writes one notification (and its count), then starts its e-mail. Returns false when a
 * notification with this `id` already existed (nothing is written or sent again).
 */
export async function notifyUser(uid: string, text: NotificationText, options: { id?: string; email?: string } = {}): Promise<boolean> {
  const batch = db.batch();
  addNotification(batch, uid, text, options.id);
  const created = await batch.commit().then(
    () => true,
    (error: unknown) => {
      if (alreadyExists(error)) return false;
      throw error;
    },
  );
  if (created) emailNotification(uid, text, options.email);
  return created;
}

/**
 * For notifications that follow a change already committed: a failure is logged, never passed on
 * to the caller, whose action succeeded.
 */
export async function notifySafely(what: string, notify: () => Promise<unknown>): Promise<void> {
  try {
    await notify();
  } catch (error) {
    console.error(`Notification (${what}) not written:`, error);
  }
}

/** How many admins are read per page when all of them are notified. */
const ADMIN_PAGE = 100;

/**
 * Notifies every admin, as `roles/{uid}` (the authority the rules use) lists them: a page of
 * admins at a time, by id, so their number never matters.
 */
export async function notifyAdmins(text: NotificationText): Promise<number> {
  let notified = 0;
  let after: string | null = null;
  for (;;) {
    let query = refs.roles().orderBy(FieldPath.documentId()).limit(ADMIN_PAGE);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    await Promise.all(page.docs.map((admin) => notifyUser(admin.id, text)));
    notified += page.size;
    const last = page.docs.at(-1);
    if (page.size < ADMIN_PAGE || !last) return notified;
    after = last.id;
  }
}

/** A player asked for a refund: every admin hears of it. */
export const notifyRefundRequested = (payerEmail: string) => notifySafely('refund requested', () => notifyAdmins(notificationTexts.refundRequested(payerEmail)));

/** A payment was refunded (by an admin, or Stripe): the payer hears of it, once per payment. */
export const notifyRefundDone = (uid: string, paymentId: string) =>
  notifySafely('refund done', () => notifyUser(uid, notificationTexts.refundDone(), { id: `refund-done-${paymentId}` }));

/**
 * A quiz was published: one broadcast for everyone (`broadcasts/quiz-{quizId}`), created once, so
 * publishing the quiz again after unpublishing it announces nothing new. No e-mail: writing one
 * to every user does not belong in an admin's request (a mailing job would send it).
 */
export async function broadcastQuizPublished(quizId: string, quizName: string): Promise<boolean> {
  const text = notificationTexts.quizPublished(quizId, quizName);
  return refs
    .broadcast(`quiz-${quizId}`)
    .create({ ...text, kind: 'quiz-published', quizId, createdAt: new Date() })
    .then(
      () => true,
      (error: unknown) => {
        if (alreadyExists(error)) return false;
        throw error;
      },
    );
}

/**
 * Until when broadcasts count as read for a user whose inbox has no watermark yet: the account's
 * creation (what the web app reads from Auth too), so a new user's bell starts at 0.
 */
async function accountCreatedAt(uid: string): Promise<Date> {
  const account = await getAuth()
    .getUser(uid)
    .catch(() => null);
  const created = account ? new Date(account.metadata.creationTime) : null;
  if (created && !Number.isNaN(created.getTime())) return created;
  return (await refs.user(uid).get()).data()?.createdAt ?? new Date(0);
}

/** The user's unread count: their own unread notifications plus the broadcasts after their watermark not read one by one. */
export async function unreadCount(uid: string): Promise<number> {
  const inbox = (await refs.notificationInbox(uid).get()).data();
  const seenAt = inbox?.broadcastsSeenAt ?? (await accountCreatedAt(uid));
  const broadcasts = (await refs.broadcasts().where('createdAt', '>', seenAt).count().get()).data().count;
  return Math.max(0, inbox?.unread ?? 0) + Math.max(0, broadcasts - (inbox?.readBroadcasts?.length ?? 0));
}

/** Marks one of the user's own notifications read; false when it already was. */
export async function markNotificationRead(uid: string, notificationId: string): Promise<boolean> {
  return runTransaction(async (transaction) => {
    const ref = refs.notification(uid, notificationId);
    const notification = (await transaction.get(ref)).data();
    if (!notification) throw notFound(`You have no notification ${notificationId}.`);
    if (notification.read) return false;
    transaction.update(ref, { read: true });
    transaction.set(refs.notificationInbox(uid), { unread: FieldValue.increment(-1) }, { merge: true });
    return true;
  });
}

/** Marks one broadcast read for the user; false when it already counted as read. */
export async function markBroadcastRead(uid: string, broadcastId: string): Promise<boolean> {
  const broadcast = (await refs.broadcast(broadcastId).get()).data();
  if (!broadcast) throw notFound(`There is no announcement ${broadcastId}.`);
  const createdAt = await accountCreatedAt(uid);
  return runTransaction(async (transaction) => {
    const inbox = (await transaction.get(refs.notificationInbox(uid))).data();
    const seenAt = inbox?.broadcastsSeenAt ?? createdAt;
    if (broadcast.createdAt.getTime() <= seenAt.getTime() || inbox?.readBroadcasts?.includes(broadcastId)) return false;
    // The watermark is written with the first id, so the ids kept are always the ones after it.
    transaction.set(
      refs.notificationInbox(uid),
      { unread: FieldValue.increment(0), broadcastsSeenAt: seenAt, readBroadcasts: FieldValue.arrayUnion(broadcastId) },
      { merge: true },
    );
    return true;
  });
}

/** Own notifications marked read per transaction by "Mark all as read". */
const MARK_ALL_PAGE = 200;

/**
 * "Mark all as read": the user's unread notifications, a page per transaction (each takes its
 * number off the count, so a notification arriving meanwhile keeps its +1), then every
 * broadcast up to now. Returns how many of their own it marked.
 */
export async function markAllRead(uid: string): Promise<number> {
  let marked = 0;
  for (;;) {
    const count = await runTransaction(async (transaction) => {
      const unread = await transaction.get(refs.notifications(uid).where('read', '==', false).limit(MARK_ALL_PAGE));
      unread.docs.forEach((notification) => transaction.update(notification.ref, { read: true }));
      if (unread.size > 0) transaction.set(refs.notificationInbox(uid), { unread: FieldValue.increment(-unread.size) }, { merge: true });
      return unread.size;
    });
    marked += count;
    if (count < MARK_ALL_PAGE) break;
  }
  await refs.notificationInbox(uid).set({ unread: FieldValue.increment(0), broadcastsSeenAt: new Date(), readBroadcasts: [] }, { merge: true });
  return marked;
}
