import { Router } from 'express';
import { z } from 'zod';
import { disputeAllowsPremium } from '@quizmaster/shared/models/payment';
import { premiumPeriodOf, receiptFileName } from '@quizmaster/shared/receipts';
import { refs } from '../firebase';
import { receiptPdf } from '../services/pdf/receipt-pdf';
import { endpoint, FileDownload } from './endpoint';
import { forbidden, notFound } from '../domain/errors';
import { stripeIntentId } from './params';

/** Payment receipts (issue 20): the payer or an admin downloads a payment's receipt as a PDF. */
export const receiptsRouter = Router();

receiptsRouter.get(
  '/payments/:paymentId/receipt',
  endpoint({
    access: 'signed-in',
    params: z.object({ paymentId: stripeIntentId }),
    rateLimit: 'pdf-download',
    handle: async ({ caller, params }) => {
      const payment = (await refs.payment(params.paymentId).get()).data();
      if (!payment) throw notFound(`No payment has the id ${params.paymentId}.`);
      if (payment.uid !== caller.uid && !caller.isAdmin) throw forbidden('Only the payer or an admin may download this receipt.');
      // The year it bought follows from the payer's payments, as their premium does (services/premium.ts).
      const payments = await refs.payments().where('uid', '==', payment.uid).get();
      const period = premiumPeriodOf(
        params.paymentId,
        payments.docs.map((doc) => {
          const { createdAt, refund, dispute } = doc.data();
          return { id: doc.id, paidAt: createdAt, refund, counts: disputeAllowsPremium(dispute) };
        }),
      );
      const bytes = await receiptPdf({ paymentId: params.paymentId, payment, period });
      return new FileDownload(bytes, 'application/pdf', receiptFileName(params.paymentId));
    },
  }),
);
