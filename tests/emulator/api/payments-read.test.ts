/** The read side of payments: the admins' list and a user's own payments. */
import { describe, expect, it } from 'vitest';
import { api } from '../../support/api';
import { useDemoData } from './fixture';

const { tokens, accounts } = useDemoData('payments-read');

describe('GET /getAllPayment', () => {
  it('lists every payment for an admin, in allPay', async () => {
    const response = await api<{ allPay: Record<string, unknown>[] }>('GET', '/getAllPayment', { token: tokens.admin });
    expect(response).toHaveStatus(200);
    expect(response.body.allPay).toEqual([
      expect.objectContaining({ _id: 'pi_demo_premium_0001', email: accounts.premium.email, refund: 'false', amount: 10700 }),
    ]);
  });

  it('refuses a player (403) and a visitor (401)', async () => {
    expect(await api('GET', '/getAllPayment', { token: tokens.premium })).toHaveStatus(403);
    expect(await api('GET', '/getAllPayment')).toHaveStatus(401);
  });
});

describe('GET /singlePaymentByEmail/{email}', () => {
  it("answers the caller's own payments", async () => {
    const response = await api<Record<string, unknown>[]>('GET', `/singlePaymentByEmail/${accounts.premium.email}`, { token: tokens.premium });
    expect(response).toHaveStatus(200);
    expect(response.body).toEqual([
      expect.objectContaining({ _id: 'pi_demo_premium_0001', transactionId: 'pi_demo_premium_0001', refund: 'false', createdAt: expect.any(String) }),
    ]);
  });

  it('answers an empty list to a user who never paid', async () => {
    expect((await api('GET', `/singlePaymentByEmail/${accounts.player.email}`, { token: tokens.player })).body).toEqual([]);
  });

  it("refuses someone else's payments to a player (403), and shows them to an admin", async () => {
    expect(await api('GET', `/singlePaymentByEmail/${accounts.premium.email}`, { token: tokens.player })).toHaveStatus(403);
    expect((await api<unknown[]>('GET', `/singlePaymentByEmail/${accounts.premium.email}`, { token: tokens.admin })).body).toHaveLength(1);
  });

  it('answers 400 for a malformed e-mail', async () => {
    expect(await api('GET', '/singlePaymentByEmail/nope', { token: tokens.admin })).toHaveStatus(400);
  });
});
