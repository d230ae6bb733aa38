/**
 * Notifications (ADR 0022): what each one says, in the bell and in its e-mail, and where it leads.
 * The functions write these texts; the web app shows them and the bell's own labels from here.
 */
import type { NotificationKind } from './models/notification';

/** The reminder comes this many days before premium ends. */
export const PREMIUM_REMINDER_DAYS = 14;
/** A premium that ended up to this many days ago still gets its "ended" notification (a missed daily run). */
export const PREMIUM_ENDED_LOOKBACK_DAYS = 30;
/** Notifications per page of the bell's list (own and broadcasts merged). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The bell's badge shows counts up to this one, and "99+" beyond. */
export const BELL_COUNT_SHOWN = 99;

/** Where each kind leads, as app paths (web/src/config/paths.ts has the same routes). */
export const notificationLinks = {
  myPayments: '/dashboard/myPayments',
  dashboard: '/dashboard',
  payment: '/payment',
  startQuiz: (quizId: string) => `/startQuiz/${encodeURIComponent(quizId)}`,
} as const;

export interface NotificationText {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Each event's notification (the e-mail says the same; see notificationEmail). */
export const notificationTexts = {
  refundRequested: (payerEmail: string): NotificationText => ({
    kind: 'refund-requested',
    title: 'Refund requested',
    body: `${payerEmail} asked for a refund of their premium payment.`,
    link: '/dashboard/paymentLists',
  }),
  refundDone: (): NotificationText => ({
    kind: 'refund-done',
    title: 'Refund completed',
    body: 'Your premium payment has been refunded.',
    link: notificationLinks.myPayments,
  }),
  roleGiven: (): NotificationText => ({
    kind: 'role-given',
    title: 'You are now an admin',
    body: 'An admin gave you the admin role: the admin menu is on your dashboard.',
    link: notificationLinks.dashboard,
  }),
  roleTaken: (): NotificationText => ({
    kind: 'role-taken',
    title: 'Your admin role was removed',
    body: 'An admin removed your admin role.',
    link: notificationLinks.dashboard,
  }),
  quizPublished: (quizId: string, quizName: string): NotificationText => ({
    kind: 'quiz-published',
    title: 'New quiz',
    body: `${quizName} is now open: take it when you are ready.`,
    link: notificationLinks.startQuiz(quizId),
  }),
  premiumEnding: (until: Date): NotificationText => ({
    kind: 'premium-ending',
    title: 'Your premium ends soon',
    body: `Your premium ends on ${day(until)}. Renew now to keep the paid quizzes: a renewal adds a year to the end date.`,
    link: notificationLinks.payment,
  }),
  premiumEnded: (until: Date): NotificationText => ({
    kind: 'premium-ended',
    title: 'Your premium has ended',
    body: `Your premium ended on ${day(until)}. Renew to open the paid quizzes again.`,
    link: notificationLinks.payment,
  }),
};

/** The e-mail of a notification: subject and plain text, with the link made absolute. */
export function notificationEmail(text: Pick<NotificationText, 'title' | 'body' | 'link'>, appUrl: string) {
  const link = text.link ? `\n\nOpen: ${appUrl.replace(/\/$/, '')}${text.link}` : '';
  return { subject: `Quiz Master: ${text.title}`, text: `${text.body}${link}\n\n— Quiz Master` };
}

/** The bell's labels. */
export const notificationLabels = {
  heading: 'Notifications',
  bell: (count: number) => `Notifications: ${String(count)}`,
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  loadMore: 'Load more',
  empty: 'No notifications yet.',
  unread: 'Unread',
  loadFailed: 'Could not load your notifications.',
} as const;

/** My Payments' line while premium runs (the payment success page leads there): a renewal shows its new end at once. */
export const premiumUntilLabel = (until: Date) => `Premium until ${day(until)}`;
