/**
 * Payment receipts (ADR 0023): GET /payments/{paymentId}/receipt renders a PDF for the payer or an
 * admin from the stored payment: number, date, payer, item, amount and currency, the premium
 * period it bought, and its refund state.
 */
import { describe, expect, it } from 'vitest';
import { printedDay } from '@quizmaster/shared/certificates';
import { RECEIPT_PRODUCT } from '@quizmaster/shared/receipts';
import { demoPremiumPaymentId } from '@quizmaster/scripts/seed/demo-accounts';
import { looksLikePdf, readPdf } from '../../support/pdf';
import { appUrl } from '../../support/urls';
import { useDemoData } from './fixture';

const { refs, tokens, accounts } = useDemoData('receipts');

async function receipt(paymentId: string, token?: string) {
  const response = await fetch(`${appUrl}/api/v1/payments/${paymentId}/receipt`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe('GET /payments/{paymentId}/receipt', () => {
  it("renders the payer's receipt from the stored payment: number, date, payer, item, amount, premium period, paid", async () => {
    const payment = (await refs.payment(demoPremiumPaymentId).get()).data();
    if (!payment) throw new Error('The demo data has no premium payment.');
    const response = await receipt(demoPremiumPaymentId, tokens.premium);
    expect(response).toHaveStatus(200);
    expect(response.type).toBe('application/pdf');
    expect(response.disposition).toBe(`attachment; filename="quiz-master-receipt-${demoPremiumPaymentId}.pdf"`);
    expect(looksLikePdf(response.bytes)).toBe(true);
    const { lines, text } = await readPdf(response.bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        demoPremiumPaymentId,
        printedDay(payment.createdAt),
        payment.name,
        accounts.premium.email,
        RECEIPT_PRODUCT,
        '107.00 USD',
        'Paid',
        `Premium period: ${printedDay(payment.createdAt)} – ${printedDay(new Date(payment.createdAt.getTime() + YEAR_MS))}`,
      ]),
    );
    expect(text).not.toContain('Refunded');
  });

  it('prints the amount and currency as stored, and "Refunded on …" without a premium period once refunded', async () => {
    const refundedAt = new Date('2026-05-06T07:00:00.000Z');
    await refs.payment(demoPremiumPaymentId).update({ refund: 'true', refundedAt, amount: 9900, currency: 'eur' });
    const { lines, text } = await readPdf((await receipt(demoPremiumPaymentId, tokens.premium)).bytes);
    expect(lines).toEqual(expect.arrayContaining([`Refunded on ${printedDay(refundedAt)}`, '99.00 EUR']));
    expect(text).not.toContain('Premium period');
    expect(text).not.toContain('107.00');
  });

  it('says a refund was requested while it is processing', async () => {
    await refs.payment(demoPremiumPaymentId).update({ refund: 'processing', refundRequestedAt: new Date() });
    expect((await readPdf((await receipt(demoPremiumPaymentId, tokens.premium)).bytes)).lines).toContain('Paid (refund requested)');
  });

  it('lets an admin download any receipt', async () => {
    const response = await receipt(demoPremiumPaymentId, tokens.admin);
    expect(response).toHaveStatus(200);
    expect((await readPdf(response.bytes)).lines).toContain(demoPremiumPaymentId);
  });

  it("answers 403 to another player, 401 without a token, 404 for an unknown payment and 400 for an id that is no payment's", async () => {
    const other = await receipt(demoPremiumPaymentId, tokens.player);
    expect(other).toHaveStatus(403);
    expect(other.type).toMatch(/^application\/json/);
    expect(await receipt(demoPremiumPaymentId)).toHaveStatus(401);
    expect(await receipt('pi_nobody_paid_this', tokens.premium)).toHaveStatus(404);
    expect(await receipt('not-a-payment', tokens.premium)).toHaveStatus(400);
  });
});
