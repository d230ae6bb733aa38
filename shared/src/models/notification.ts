import { z } from 'zod/mini';
import { storedDate } from './stored-date';

/** What a notification is about (ADR 0022): each has its texts and link in shared/src/notifications.ts. */
export const NOTIFICATION_KINDS = [
  'refund-requested',
  'refund-done',
  'role-given',
  'role-taken',
  'quiz-published',
  'premium-ending',
  'premium-ended',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What every notification shows: a title, a line of text and where it leads (an app path). */
const content = {
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An app path such as `/dashboard/myPayments`; empty when there is nowhere to go. */
  link: z.string(),
  createdAt: storedDate,
};

/**
 * `users/{uid}/notifications/{id}`: one of the user's own notifications, written only by the
 * functions (with the inbox's unread count in the same batch or transaction); the owner reads them.
 */
export const notificationSchema = z.object({
  ...content,
  read: z.boolean(),
});
export type UserNotification = z.output<typeof notificationSchema>;

/**
 * `broadcasts/{id}`: an announcement for every signed-in user (a quiz published). One document
 * whoever reads it; whether a user has read it is their inbox's business (below).
 */
export const broadcastSchema = z.object({
  ...content,
  kind: z.enum(['quiz-published']),
  quizId: z.string(),
});
export type Broadcast = z.output<typeof broadcastSchema>;

/**
 * `notificationInboxes/{uid}`: the user's notification bookkeeping, written only by the functions.
 * - `unread`: how many of the user's own notifications are unread, kept exact by the writes that
 *   create or read them (same batch or transaction).
 * - `broadcastsSeenAt`: every broadcast up to this moment counts as read ("Mark all as read");
 *   absent until then, when the account's creation time stands in (a new user starts at 0).
 * - `readBroadcasts`: ids of newer broadcasts read one by one (emptied by "Mark all as read").
 */
export const notificationInboxSchema = z.object({
  unread: z.number(),
  broadcastsSeenAt: z.optional(storedDate),
  readBroadcasts: z.optional(z.array(z.string())),
});
export type NotificationInbox = z.output<typeof notificationInboxSchema>;
