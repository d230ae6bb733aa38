import { disputeAllowsPremium } from '@quizmaster/shared/models/payment';
import { premiumPeriodOf } from '@quizmaster/shared/receipts';
import type { Caller } from '../domain/caller';
import { forbidden } from '../domain/errors';
import { refs } from '../firebase';
import { requirePayment } from './payments';
import { receiptPdf } from './pdf/receipt-pdf';

/**
 * A payment's receipt as a PDF, for its payer or an admin. The year it bought follows from the
 * payer's payments, as their premium does (premium.ts).
 */
export async function paymentReceiptPdf(caller: Pick<Caller, 'uid' | 'isAdmin'>, paymentId: string): Promise<Uint8Array> {
  const payment = await requirePayment(paymentId);
  if (payment.uid !== caller.uid && !caller.isAdmin) throw forbidden('Only the payer or an admin may download this receipt.');
  const payments = await refs.payments().where('uid', '==', payment.uid).get();
  const period = premiumPeriodOf(
    paymentId,
    payments.docs.map((doc) => {
      const { createdAt, refund, dispute } = doc.data();
      return { id: doc.id, paidAt: createdAt, refund, counts: disputeAllowsPremium(dispute) };
    }),
  );
  return receiptPdf({ paymentId, payment, period });
}
