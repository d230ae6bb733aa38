/**
 * The audit log of the admins' user and payment actions (ADR 0021): each role change,
 * edit of another user's profile, user deletion, refund and payment deletion appends exactly one
 * entry, with who, when, what and the values before and after, in the change's own transaction;
 * a refused action appends none.
 * (The quiz and question actions are checked in quiz-editing.test.ts; the rules that keep the
 * log append-only in rules/audit-log.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@quizmaster/shared/models/audit-entry';
import { demoPremiumPaymentId } from '@quizmaster/scripts/seed/demo-accounts';
import { api, siteApi, type TestAccount } from '../../support/api';
import { eventually, payPremium, stripeStandIn } from '../../support/stripe';
import { registeredAccount } from '../reliability/accounts';
import { useDemoData } from './fixture';

const { admin, refs, tokens, accounts } = useDemoData('audit-log');

/** Every entry, oldest first. */
async function entries(): Promise<(AuditEntry & { id: string })[]> {
  return (await refs.auditLog().orderBy('at').get()).docs.map((entry) => ({ ...entry.data(), id: entry.id }));
}

/** Who the demo admin is, as an entry names them. */
const byDemoAdmin = () => ({ actorUid: accounts.admin.uid, actorEmail: accounts.admin.email, actorName: accounts.admin.name });

/** Expects the single entry written since `started`, and answers it. */
async function onlyEntry(started: number) {
  const all = await entries();
  expect(all, JSON.stringify(all)).toHaveLength(1);
  const [entry] = all;
  expect(entry?.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
  expect(entry?.at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  return entry;
}

const setRole = (email: string, role: 'admin' | '', token = tokens.admin) =>
  api('PUT', `/user?email=${encodeURIComponent(email)}`, { token, body: { role } });

describe('role changes', () => {
  it('making a user admin appends one entry: admin false → true, the user named by e-mail', async () => {
    const started = Date.now();
    expect(await setRole(accounts.player.email, 'admin')).toHaveStatus(200);
    expect(await onlyEntry(started)).toMatchObject({
      action: 'role-change',
      ...byDemoAdmin(),
      target: { kind: 'user', id: accounts.player.uid, label: accounts.player.email },
      before: { admin: false },
      after: { admin: true },
    });
  });

  it('removing the role appends a second entry: admin true → false', async () => {
    await setRole(accounts.player.email, 'admin');
    expect(await setRole(accounts.player.email, '')).toHaveStatus(200);
    const all = await entries();
    expect(all.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['role-change', { admin: false }, { admin: true }],
      ['role-change', { admin: true }, { admin: false }],
    ]);
    expect(all[1]?.target.label).toBe(accounts.player.email);
  });

  it('appends nothing for a refused change: a player (403), the last admin (409), a role the user has already', async () => {
    expect(await setRole(accounts.premium.email, 'admin', tokens.player)).toHaveStatus(403);
    expect(await setRole(accounts.admin.email, '')).toHaveStatus(409);
    expect(await setRole(accounts.player.email, '')).toHaveStatus(200);
    expect(await entries()).toEqual([]);
    expect((await refs.user(accounts.admin.uid).get()).data()?.role).toBe('admin');
  });
});

describe("profile edits of another user's", () => {
  const editProfile = (email: string, body: Record<string, unknown>, token = tokens.admin) =>
    api('PUT', `/user?email=${encodeURIComponent(email)}`, { token, body });

  it("an admin's edit of someone's name and phone appends one entry with the changed fields before and after (security review 9)", async () => {
    const started = Date.now();
    expect(await editProfile(accounts.player.email, { name: 'Someone Else', phone: '00000' })).toHaveStatus(200);
    const entry = await onlyEntry(started);
    expect(entry).toMatchObject({
      action: 'user-edit',
      ...byDemoAdmin(),
      target: { kind: 'user', id: accounts.player.uid, label: accounts.player.email },
    });
    expect([entry?.before, entry?.after]).toEqual([
      { name: accounts.player.name, phone: accounts.player.phone },
      { name: 'Someone Else', phone: '00000' },
    ]);
    expect((await refs.user(accounts.player.uid).get()).data()).toMatchObject({ name: 'Someone Else', phone: '00000' });
  });

  it('records only the fields the edit changed, and nothing for an edit that changes nothing', async () => {
    expect(await editProfile(accounts.player.email, { name: accounts.player.name, phone: '12345' })).toHaveStatus(200);
    expect((await entries()).map((entry) => [entry.action, entry.before, entry.after])).toEqual([['user-edit', { phone: accounts.player.phone }, { phone: '12345' }]]);
    expect(await editProfile(accounts.player.email, { name: accounts.player.name, phone: '12345' })).toHaveStatus(200);
    expect(await entries()).toHaveLength(1);
  });

  it('a role and a name changed in one request are two entries, each with its own values', async () => {
    expect(await editProfile(accounts.player.email, { role: 'admin', name: 'Promoted Player' })).toHaveStatus(200);
    expect((await entries()).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['role-change', { admin: false }, { admin: true }],
      ['user-edit', { name: accounts.player.name }, { name: 'Promoted Player' }],
    ]);
  });

  it('appends nothing when users edit their own profile, an admin included, or for a refused edit', async () => {
    expect(await editProfile(accounts.player.email, { name: 'Pat Player', phone: '+1 555 0199' }, tokens.player)).toHaveStatus(200);
    expect(await editProfile(accounts.admin.email, { name: 'Ada Admin', phone: '+1 555 0198' })).toHaveStatus(200);
    expect(await editProfile(accounts.premium.email, { name: 'Hijacked' }, tokens.player)).toHaveStatus(403);
    expect(await editProfile(accounts.premium.email, { name: 'Al' })).toHaveStatus(400);
    expect(await entries()).toEqual([]);
  });
});

describe('user deletion', () => {
  it("appends one entry with the user's name, e-mail and role before, and nothing after", async () => {
    const started = Date.now();
    expect(await api('DELETE', `/user/${accounts.player.uid}`, { token: tokens.admin })).toHaveStatus(200);
    expect(await onlyEntry(started)).toMatchObject({
      action: 'user-delete',
      ...byDemoAdmin(),
      target: { kind: 'user', id: accounts.player.uid, label: accounts.player.email },
      before: { name: accounts.player.name, email: accounts.player.email, role: '' },
      after: null,
    });
    expect((await refs.user(accounts.player.uid).get()).exists).toBe(false);
  });

  it('names an admin deleted by another admin as an admin', async () => {
    const other = await registeredAccount(admin.auth, refs, 'other-admin', { admin: true });
    expect(await api('DELETE', `/user/${other.uid}`, { token: tokens.admin })).toHaveStatus(200);
    expect((await entries()).map((entry) => entry.before)).toEqual([{ name: other.name, email: other.email, role: 'admin' }]);
  });

  it('appends nothing for a refused deletion: a player (403), oneself (409), nobody (404)', async () => {
    expect(await api('DELETE', `/user/${accounts.premium.uid}`, { token: tokens.player })).toHaveStatus(403);
    expect(await api('DELETE', `/user/${accounts.admin.uid}`, { token: tokens.admin })).toHaveStatus(409);
    expect(await api('DELETE', '/user/nobody-has-this-id', { token: tokens.admin })).toHaveStatus(404);
    expect(await entries()).toEqual([]);
    expect((await refs.user(accounts.premium.uid).get()).exists).toBe(true);
  });
});

describe('refunds and payment deletion', () => {
  /** A new player's premium payment with its refund requested (by the player: not an admin action). */
  async function requestedPayment(key: string): Promise<{ buyer: TestAccount; intentId: string }> {
    const buyer = await registeredAccount(admin.auth, refs, key);
    const intentId = await payPremium(buyer.token);
    expect(await api('POST', '/createPayment', { token: buyer.token, body: { transactionId: intentId } })).toHaveStatus(200);
    const asked = await api('PUT', `/updatePayment?email=${encodeURIComponent(buyer.email)}`, { token: buyer.token, body: { refund: 'processing' } });
    expect(asked).toHaveStatus(200);
    return { buyer, intentId };
  }

  const adminRefund = (intentId: string, token = tokens.admin) =>
    siteApi('POST', '/refund-payment-intent', { token, body: { transactionID: { tId: intentId } } });
  const markRefunded = (email: string, intentId: string) =>
    api('PUT', `/updatePayment?email=${encodeURIComponent(email)}`, { token: tokens.admin, body: { refund: 'true', paymentId: intentId } });
  /** Until Stripe's charge.refunded webhook has been handled (it must add no entry of its own). */
  const webhookHandled = async (intentId: string) =>
    eventually(async () => {
      const events = await stripeStandIn.events.list({ type: 'charge.refunded', limit: 100 });
      expect(events.data.some((event) => (event.data.object as { payment_intent?: string }).payment_intent === intentId)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    });

  it("an admin's refund appends one entry: refund processing → true with the amount, the payment named by e-mail and amount", async () => {
    const { buyer, intentId } = await requestedPayment('refund-buyer');
    expect(await entries()).toEqual([]);
    const started = Date.now();
    expect(await adminRefund(intentId)).toHaveStatus(200);
    // The spec's UI then marks it refunded itself, and Stripe's webhook arrives: neither is a second entry.
    expect(await markRefunded(buyer.email, intentId)).toHaveStatus(200);
    await webhookHandled(intentId);
    expect(await onlyEntry(started)).toMatchObject({
      id: `refund-${intentId}`,
      action: 'refund',
      ...byDemoAdmin(),
      target: { kind: 'payment', id: intentId, label: `${buyer.email}, 107.00 USD` },
      before: { refund: 'processing' },
      after: { refund: 'true', amount: 10700, currency: 'usd' },
    });
  });

  it('two admins refunding at once append one entry', async () => {
    const { intentId } = await requestedPayment('double-refund-buyer');
    const second = await registeredAccount(admin.auth, refs, 'second-admin', { admin: true });
    const answers = await Promise.all([adminRefund(intentId), adminRefund(intentId, second.token)]);
    expect(answers.some((answer) => answer.status === 200), JSON.stringify(answers)).toBe(true);
    await webhookHandled(intentId);
    expect((await entries()).map((entry) => entry.action)).toEqual(['refund']);
  });

  it("records an admin's refund that Stripe's webhook recorded before the admin's call did, once", async () => {
    const { buyer, intentId } = await requestedPayment('late-refund-buyer');
    // The refund as refundPayment asks Stripe for it, recorded by the webhook alone (the admin's call lost the race).
    await stripeStandIn.refunds.create({ payment_intent: intentId, reason: 'requested_by_customer', metadata: { paymentId: intentId } });
    await eventually(async () => expect((await refs.payment(intentId).get()).data()?.refund).toBe('true'));
    expect(await entries()).toEqual([]);
    expect(await markRefunded(buyer.email, intentId)).toHaveStatus(200);
    expect(await markRefunded(buyer.email, intentId)).toHaveStatus(200);
    expect((await entries()).map((entry) => [entry.action, entry.actorUid, entry.before, entry.after])).toEqual([
      ['refund', accounts.admin.uid, { refund: 'processing' }, { refund: 'true', amount: 10700, currency: 'usd' }],
    ]);
  });

  it('appends nothing for a refund made in the Stripe dashboard, even when an admin then confirms it', async () => {
    const { buyer, intentId } = await requestedPayment('dashboard-refund-buyer');
    await stripeStandIn.refunds.create({ payment_intent: intentId });
    await eventually(async () => expect((await refs.payment(intentId).get()).data()?.refund).toBe('true'));
    expect(await markRefunded(buyer.email, intentId)).toHaveStatus(200);
    expect(await entries()).toEqual([]);
  });

  it('appends nothing for a refused refund: not requested (409), by a player (403), refunded already (409)', async () => {
    expect(await adminRefund(demoPremiumPaymentId)).toHaveStatus(409);
    const { buyer, intentId } = await requestedPayment('refused-refund-buyer');
    expect(await adminRefund(intentId, buyer.token)).toHaveStatus(403);
    expect(await entries()).toEqual([]);
    expect(await adminRefund(intentId)).toHaveStatus(200);
    await webhookHandled(intentId);
    expect(await adminRefund(intentId)).toHaveStatus(409);
    expect(await entries()).toHaveLength(1);
  });

  it("deleting a refunded payment appends one entry with the payment's values before, and nothing after", async () => {
    const { buyer, intentId } = await requestedPayment('deleted-payment-buyer');
    expect(await adminRefund(intentId)).toHaveStatus(200);
    await webhookHandled(intentId);
    const stored = (await refs.payment(intentId).get()).data();
    const started = Date.now();
    expect(await api('DELETE', `/deletePayment/${intentId}`, { token: tokens.admin })).toHaveStatus(200);
    const deletions = (await entries()).filter((entry) => entry.action === 'payment-delete');
    expect(deletions).toHaveLength(1);
    expect(deletions[0]?.at.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(deletions[0]).toMatchObject({
      ...byDemoAdmin(),
      target: { kind: 'payment', id: intentId, label: `${buyer.email}, 107.00 USD` },
      before: { uid: buyer.uid, email: buyer.email, amount: 10700, currency: 'usd', refund: 'true' },
      after: null,
    });
    // Dates stay dates inside the values.
    expect((deletions[0]?.before?.createdAt as { toDate(): Date }).toDate()).toEqual(stored?.createdAt);
  });

  it('appends nothing for a refused deletion: not refunded (409), by a player (403), no such payment (404)', async () => {
    expect(await api('DELETE', `/deletePayment/${demoPremiumPaymentId}`, { token: tokens.admin })).toHaveStatus(409);
    expect(await api('DELETE', `/deletePayment/${demoPremiumPaymentId}`, { token: tokens.premium })).toHaveStatus(403);
    expect(await api('DELETE', '/deletePayment/pi_nothing_here', { token: tokens.admin })).toHaveStatus(404);
    expect(await entries()).toEqual([]);
    expect((await refs.payment(demoPremiumPaymentId).get()).exists).toBe(true);
  });
});
