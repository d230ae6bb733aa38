import { Router } from 'express';
import { z } from 'zod';
import { paymentCompletedMessage, paymentDeletedMessage, refundedMessage, refundRequestedMessage } from '@quizmaster/shared/messages';
import { refundStateSchema } from '@quizmaster/shared/models/payment';
import { emailSchema } from '@quizmaster/shared/validation';
import { refs } from '../firebase';
import { confirmRefunded, deletePayment, fulfilPremiumPayment, paymentForUpdate, requestRefund } from '../services/payments';
import { endpoint, WithHeaders } from './endpoint';
import { LIST_ORDERS } from '../data/list-orders';
import { nextPageHeaders, pageQuery } from './paging';
import { readPage } from '../data/paging';
import { conflict, forbidden } from '../domain/errors';
import { toJson } from './json';
import { stripeIntentId } from './params';
import { accountForEmailRoute } from '../services/accounts';

const apiEmail = emailSchema.transform((email) => email.toLowerCase());

/** Payments: the lists, fulfilment after Stripe confirmed a payment, refund states, deletion. */
export const paymentsRouter = Router();

paymentsRouter.get(
  '/getAllPayment',
  endpoint({
    access: 'admin',
    query: pageQuery,
    handle: async ({ query }) => {
      const page = await readPage(refs.payments(), LIST_ORDERS.payments, query);
      return { allPay: page.items.map((payment) => toJson(payment.id, payment.data())), nextCursor: page.nextCursor };
    },
  }),
);

paymentsRouter.get(
  '/singlePaymentByEmail/:email',
  endpoint({
    access: 'signed-in',
    params: z.object({ email: apiEmail }),
    query: pageQuery,
    handle: async ({ caller, params, query, requestUrl }) => {
      // By account, not by the address stored on each payment: an address may pass from one
      // account to another. Only an admin looking up an address no account has now gets the
      // payments made under it (a deleted account's history).
      const uid = await accountForEmailRoute(caller, params.email);
      const page = uid
        ? await readPage(refs.payments(), LIST_ORDERS.paymentsByUser, query, [uid])
        : await readPage(refs.payments(), LIST_ORDERS.paymentsByEmail, query, [params.email]);
      // The spec's answer is a bare list: the next page goes in headers.
      return new WithHeaders(
        page.items.map((payment) => toJson(payment.id, payment.data())),
        nextPageHeaders(requestUrl, page.nextCursor),
      );
    },
  }),
);

paymentsRouter.post(
  '/createPayment',
  endpoint({
    access: 'signed-in',
    // The spec's client sends { paymentDetails: { name, email, refund, transactionId, amount } };
    // only the PaymentIntent id is used: everything else comes from Stripe and the account.
    body: z
      .object({ transactionId: stripeIntentId.optional(), paymentDetails: z.object({ transactionId: stripeIntentId }).optional() })
      .refine((body) => body.transactionId ?? body.paymentDetails?.transactionId, 'Send the PaymentIntent id as transactionId.'),
    handle: async ({ caller, body }) => {
      const intentId = body.transactionId ?? body.paymentDetails?.transactionId ?? '';
      const { id, payment, created, premiumUntil } = await fulfilPremiumPayment(intentId, caller);
      return {
        message: paymentCompletedMessage,
        replayed: !created,
        premiumUntil: premiumUntil?.toISOString() ?? null,
        payment: toJson(id, payment),
      };
    },
  }),
);

paymentsRouter.put(
  '/updatePayment',
  endpoint({
    access: 'signed-in',
    query: z.object({ email: apiEmail }),
    body: z.object({ refund: refundStateSchema, paymentId: stripeIntentId.optional(), transactionId: stripeIntentId.optional() }),
    handle: async ({ caller, query, body }) => {
      const named = body.paymentId ?? body.transactionId;
      if (body.refund === 'processing') {
        if (caller.email !== query.email) throw forbidden('Only the person who paid can ask for a refund.');
        const { id, payment } = await requestRefund(caller, named);
        return { message: refundRequestedMessage, payment: toJson(id, payment) };
      }
      if (!caller.isAdmin) throw forbidden('You are not eligible to change this payment.');
      if (body.refund === 'false') throw conflict('A refund cannot be undone.', 'refund-state');
      const id = await paymentForUpdate(query.email, named, 'processing').catch(async (error: unknown) => {
        // After POST /refund-payment-intent the payment is already "true": confirm that one.
        const refunded = named ? null : await paymentForUpdate(query.email, undefined, 'true').catch(() => null);
        if (refunded) return refunded;
        throw error;
      });
      const payment = await confirmRefunded(caller, id);
      return { message: refundedMessage, payment: toJson(id, payment) };
    },
  }),
);

paymentsRouter.delete(
  '/deletePayment/:paymentId',
  endpoint({
    access: 'admin',
    params: z.object({ paymentId: stripeIntentId }),
    handle: async ({ caller, params }) => {
      await deletePayment(caller, params.paymentId);
      return { message: paymentDeletedMessage, deletedCount: 1 };
    },
  }),
);
