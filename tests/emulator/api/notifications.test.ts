/**
 * Notifications (ADR 0022): each event writes its notification (and its e-mail), the unread count
 * stays exact, one or all can be marked read, the bell's list pages both feeds, and the daily
 * premium run notifies on the right day, once.
 */
import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '@quizmaster/shared/models/notification';
import { PREMIUM_REMINDER_DAYS } from '@quizmaster/shared/notifications';
import { readListPage, readUnreadCount, type ListState } from '@quizmaster/web/features/notifications/api/notifications';
import { mergedRows } from '@quizmaster/web/features/notifications/lib/merge';
import { broadcastQuizPublished, notifyUser, unreadCount } from '@quizmaster/functions/services/notifications';
import { runPremiumReminders } from '@quizmaster/functions/services/premium-reminders';
import { api, createAccount, siteApi, type TestAccount } from '../../support/api';
import { eventually, payPremium } from '../../support/stripe';
import { useDemoData } from './fixture';
import type { MarkedAll, MarkedOne, UnreadCount } from '@quizmaster/shared/api/notifications';
import type { CreatedQuiz } from '@quizmaster/shared/api/quizzes';

const { admin, refs, tokens, accounts } = useDemoData('notifications');

// The e-mails this process sends (the premium run) go to the mail catcher npm test starts, as the functions' do.
process.env.SMTP_HOST ??= '127.0.0.1';
process.env.SMTP_PORT ??= '1025';
const MAIL_CATCHER = 'http://127.0.0.1:1080';
const DAY_MS = 24 * 60 * 60 * 1000;

let accountCount = 0;
async function newUser(premiumUntil: Date | null = null): Promise<TestAccount> {
  accountCount += 1;
  const account = await createAccount(admin.auth, `notified-${String(Date.now())}-${String(accountCount)}`, { name: 'Nora Notified' });
  await refs.user(account.uid).set({
    name: account.name,
    email: account.email,
    phone: '',
    photoURL: '',
    role: '',
    isPaid: premiumUntil !== null && premiumUntil.getTime() > Date.now(),
    premiumUntil,
    createdAt: new Date(),
  });
  return account;
}

const unread = async (token: string) => {
  const response = await api<UnreadCount>('GET', '/notifications/unread-count', { token });
  expect(response).toHaveStatus(200);
  return response.body.unread;
};
const kindsOf = async (uid: string) => (await refs.notifications(uid).orderBy('createdAt').get()).docs.map((entry) => entry.data().kind);
const readOne = (token: string, id: string) => api<MarkedOne>('POST', `/notifications/${id}/read`, { token });
const readBroadcast = (token: string, id: string) => api<MarkedOne>('POST', `/broadcasts/${id}/read`, { token });
const readAll = (token: string) => api<MarkedAll>('POST', '/notifications/read-all', { token });
const updatePayment = (email: string, body: object, token: string) => api('PUT', `/updatePayment?email=${encodeURIComponent(email)}`, { token, body });

interface CaughtMail {
  subject: string;
  text?: string;
  to: { address: string }[];
}
/** The e-mails the local mail catcher holds for `address`. */
async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_CATCHER}/api/email`);
  expect(response.ok, 'the mail catcher (started by npm test) answers').toBe(true);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/** The account as the bell reads with it (the REST reader, with its ID token). */
const readerOf = (account: TestAccount) => ({ getIdToken: () => Promise.resolve(account.token) });

describe('the unread count', () => {
  it('starts at 0 for a new user, also with broadcasts from before they signed up', async () => {
    await broadcastQuizPublished('world-capitals', 'World Capitals');
    // Auth keeps an account's creation time to the second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const user = await newUser();
    expect(await unread(user.token)).toBe(0);
    const account = await admin.auth.getUser(user.uid);
    expect(await readUnreadCount(readerOf(user), user.uid, new Date(account.metadata.creationTime))).toBe(0);
  });

  it('needs a signed-in caller (401)', async () => {
    expect(await api('GET', '/notifications/unread-count')).toHaveStatus(401);
  });
});

describe('each event notifies', () => {
  it('a refund request notifies every admin (found through roles/), and nobody else', async () => {
    const second = await newUser();
    await refs.user(second.uid).update({ role: 'admin' });
    await refs.role(second.uid).set({ admin: true, grantedAt: new Date() });
    const response = await updatePayment(accounts.premium.email, { refund: 'processing' }, tokens.premium);
    expect(response).toHaveStatus(200);
    for (const uid of [accounts.admin.uid, second.uid]) {
      const notifications = (await refs.notifications(uid).get()).docs.map((entry) => entry.data());
      expect(notifications).toEqual([expect.objectContaining({ kind: 'refund-requested', read: false, link: '/dashboard/paymentLists' })]);
      expect(notifications[0]?.body).toContain(accounts.premium.email);
    }
    expect(await unread(tokens.admin)).toBe(1);
    expect(await kindsOf(accounts.player.uid)).toEqual([]);
    expect(await kindsOf(accounts.premium.uid)).toEqual([]);
  });

  it('a refund done notifies the payer once, with a link to My Payments', async () => {
    const payer = await newUser();
    const intentId = await payPremium(payer.token);
    expect(await api('POST', '/createPayment', { token: payer.token, body: { paymentDetails: { name: 'Whoever', email: 'x@example.com', refund: 'false', transactionId: intentId, amount: 1 } } })).toHaveStatus(200);
    expect(await updatePayment(payer.email, { refund: 'processing' }, payer.token)).toHaveStatus(200);
    expect(await siteApi('POST', '/refund-payment-intent', { token: tokens.admin, body: { transactionID: { tId: intentId } } })).toHaveStatus(200);
    // The spec's screen then marks it refunded too, and Stripe's webhook reports it: still one.
    expect(await updatePayment(payer.email, { refund: 'true' }, tokens.admin)).toHaveStatus(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const notifications = (await refs.notifications(payer.uid).get()).docs.map((entry) => ({ id: entry.id, ...entry.data() }));
    expect(notifications).toEqual([expect.objectContaining({ id: `refund-done-${intentId}`, kind: 'refund-done', link: '/dashboard/myPayments' })]);
    expect(await unread(payer.token)).toBe(1);
  });

  it('a role given and taken notifies the user each time, with an e-mail; a repeat does not', async () => {
    const user = await newUser();
    const setRole = (role: string) => api('PUT', `/user?email=${encodeURIComponent(user.email)}`, { token: tokens.admin, body: { role } });
    expect(await setRole('admin')).toHaveStatus(200);
    expect(await setRole('admin')).toHaveStatus(200);
    expect(await kindsOf(user.uid)).toEqual(['role-given']);
    expect(await setRole('')).toHaveStatus(200);
    expect(await kindsOf(user.uid)).toEqual(['role-given', 'role-taken']);
    // (The demotion revoked the user's tokens: the service answers for them.)
    expect(await unreadCount(user.uid)).toBe(2);
    const mails = await eventually(async () => {
      const caught = await mailsTo(user.email);
      expect(caught).toHaveLength(2);
      return caught;
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Quiz Master: You are now an admin', 'Quiz Master: Your admin role was removed']);
  });

  it('a quiz published is one broadcast that every user counts, not a document per user; publishing again announces nothing', async () => {
    const before = await refs.broadcasts().count().get();
    const created = await api<CreatedQuiz>('POST', '/createQuizDemo', {
      token: tokens.admin,
      body: { quizName: 'Coral Reefs', image: '/covers/science.svg', description: 'A test quiz.', quizType: 'free', resultType: 'quiz-wise', timeType: 'per-quiz', retakeCount: 1, allQTime: 10 },
    });
    const quizId = created.body.insertedId;
    await api('POST', `/quizzes/${quizId}/questions`, { token: tokens.admin, body: { question: 'Which?', options: [{ id: 1, option: 'A' }, { id: 2, option: 'B' }], answer: [1] } });
    expect(await api('POST', `/quizzes/${quizId}/publish`, { token: tokens.admin })).toHaveStatus(200);
    expect(await api('POST', `/quizzes/${quizId}/unpublish`, { token: tokens.admin })).toHaveStatus(200);
    expect(await api('POST', `/quizzes/${quizId}/publish`, { token: tokens.admin })).toHaveStatus(200);

    expect((await refs.broadcasts().count().get()).data().count).toBe(before.data().count + 1);
    expect((await refs.broadcast(`quiz-${quizId}`).get()).data()).toMatchObject({ kind: 'quiz-published', quizId, link: `/startQuiz/${quizId}` });
    for (const token of [tokens.player, tokens.premium, tokens.admin]) expect(await unread(token)).toBe(1);
    expect(await kindsOf(accounts.player.uid)).toEqual([]);
  });
});

describe('marking read', () => {
  it('one of my own: the count goes down by one, once; another user cannot', async () => {
    const user = await newUser();
    await notifyUser(user.uid, { kind: 'role-given', title: 'One', body: '', link: '' }, { id: 'first' });
    await notifyUser(user.uid, { kind: 'role-taken', title: 'Two', body: '', link: '' }, { id: 'second' });
    // A fixed id notifies once.
    expect(await notifyUser(user.uid, { kind: 'role-taken', title: 'Two', body: '', link: '' }, { id: 'second' })).toBe(false);
    expect(await unread(user.token)).toBe(2);
    expect((await readOne(user.token, 'first')).body).toEqual({ changed: true });
    expect((await readOne(user.token, 'first')).body).toEqual({ changed: false });
    expect(await unread(user.token)).toBe(1);
    expect(await readOne(tokens.player, 'second')).toHaveStatus(404);
    expect((await refs.notification(user.uid, 'second').get()).data()?.read).toBe(false);
    expect((await refs.notificationInbox(user.uid).get()).data()?.unread).toBe(1);
  });

  it('a broadcast one by one, then all: own and broadcasts read, and a later broadcast counts again', async () => {
    await broadcastQuizPublished('world-capitals', 'World Capitals');
    await broadcastQuizPublished('human-body-basics', 'Human Body Basics');
    for (let index = 0; index < 3; index += 1) await notifyUser(accounts.player.uid, { kind: 'refund-done', title: `N${String(index)}`, body: '', link: '' });
    expect(await unread(tokens.player)).toBe(5);
    expect((await readBroadcast(tokens.player, 'quiz-world-capitals')).body).toEqual({ changed: true });
    expect((await readBroadcast(tokens.player, 'quiz-world-capitals')).body).toEqual({ changed: false });
    expect(await unread(tokens.player)).toBe(4);
    expect((await readAll(tokens.player)).body).toEqual({ marked: 3 });
    expect(await unread(tokens.player)).toBe(0);
    expect((await refs.notifications(accounts.player.uid).where('read', '==', false).count().get()).data().count).toBe(0);
    // Others are untouched.
    expect(await unread(tokens.premium)).toBe(2);
    await broadcastQuizPublished('solar-system-explorer', 'Solar System Explorer');
    expect(await unread(tokens.player)).toBe(1);
  });
});

describe("the bell's list (the web app's own reads, as the owner)", () => {
  it('pages both feeds merged newest first: every row once, in order, read state as stored', async () => {
    const user = await newUser();
    const start = Date.now() + 1000;
    const batch = admin.firestore.batch();
    for (let index = 0; index < 23; index += 1) {
      batch.set(refs.notification(user.uid, `own-${String(index).padStart(2, '0')}`), {
        kind: 'refund-done', title: `own ${String(index)}`, body: '', link: '', createdAt: new Date(start + index * 3000), read: index % 2 === 0,
      });
    }
    for (let index = 0; index < 7; index += 1) {
      batch.set(refs.broadcast(`b-${String(index)}`), {
        kind: 'quiz-published', quizId: `q${String(index)}`, title: `b ${String(index)}`, body: '', link: '', createdAt: new Date(start + index * 10_000 + 1000),
      });
    }
    batch.set(refs.notificationInbox(user.uid), { unread: 11, broadcastsSeenAt: new Date(start + 25_000), readBroadcasts: ['b-5'] });
    await batch.commit();

    const created = new Date(0);
    let state: ListState = await readListPage(readerOf(user), user.uid, created);
    let pages = 1;
    while (state.own.more || state.broadcasts.more) {
      state = await readListPage(readerOf(user), user.uid, created, state);
      pages += 1;
    }
    const rows = mergedRows([state.own, state.broadcasts]);
    expect(pages).toBe(3);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => `${row.source}-${row.id}`)).size).toBe(30);
    const times = rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Broadcasts up to the watermark (b-0 … b-2) and b-5 read one by one count as read.
    expect(rows.filter((row) => row.source === 'broadcast' && !row.read).map((row) => row.id).sort()).toEqual(['b-3', 'b-4', 'b-6']);
    expect(rows.filter((row) => row.source === 'own' && !row.read)).toHaveLength(11);
    expect(await readUnreadCount(readerOf(user), user.uid, created)).toBe(14);
    expect(await unread(user.token)).toBe(14);
  });
});

describe('the daily premium run', () => {
  /** A premium end far from the demo data's, so only this test's user is in its windows. */
  const until = new Date(Date.UTC(2031, 5, 15, 12));
  const at = (days: number) => new Date(until.getTime() - days * DAY_MS);
  const premiumKinds = async (uid: string) => (await kindsOf(uid)).filter((kind): kind is NotificationKind => kind.startsWith('premium-'));

  it(`reminds ${String(PREMIUM_REMINDER_DAYS)} days before the end, on that day and not before, once, with an e-mail and a renew link`, async () => {
    const user = await newUser(until);
    await runPremiumReminders(at(PREMIUM_REMINDER_DAYS + 1));
    expect(await premiumKinds(user.uid)).toEqual([]);
    expect(await runPremiumReminders(at(PREMIUM_REMINDER_DAYS))).toMatchObject({ reminded: 1 });
    await runPremiumReminders(at(PREMIUM_REMINDER_DAYS));
    await runPremiumReminders(at(PREMIUM_REMINDER_DAYS - 1));
    const notifications = (await refs.notifications(user.uid).get()).docs.map((entry) => ({ id: entry.id, ...entry.data() }));
    expect(notifications).toEqual([expect.objectContaining({ id: `premium-ending-${String(until.getTime())}`, kind: 'premium-ending', link: '/payment' })]);
    expect(notifications[0]?.body).toContain('2031-06-15');
    expect(await unread(user.token)).toBe(1);
    const mails = await eventually(async () => {
      const caught = await mailsTo(user.email);
      expect(caught).toHaveLength(1);
      return caught;
    });
    expect(mails[0]?.subject).toBe('Quiz Master: Your premium ends soon');
    expect(mails[0]?.text).toContain('/payment');
  });

  it('tells once that premium has ended; a renewal (a later end) is a new period', async () => {
    const user = await newUser(until);
    await runPremiumReminders(at(PREMIUM_REMINDER_DAYS));
    await runPremiumReminders(new Date(until.getTime() - 1));
    expect(await premiumKinds(user.uid)).toEqual(['premium-ending']);
    expect(await runPremiumReminders(until)).toMatchObject({ ended: 1 });
    await runPremiumReminders(new Date(until.getTime() + DAY_MS));
    expect(await premiumKinds(user.uid)).toEqual(['premium-ending', 'premium-ended']);

    const renewed = new Date(until.getTime() + 365 * DAY_MS);
    await refs.user(user.uid).update({ premiumUntil: renewed });
    await runPremiumReminders(new Date(renewed.getTime() - PREMIUM_REMINDER_DAYS * DAY_MS));
    expect(await premiumKinds(user.uid)).toEqual(['premium-ending', 'premium-ended', 'premium-ending']);
    expect(await unread(user.token)).toBe(3);
  });
});
