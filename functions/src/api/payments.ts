import { Router } from 'express';
import { paymentCompletedMessage, paymentDeletedMessage, refundedMessage, refundRequestedMessage } from '@quizmaster/shared/messages';
import { paymentsApi } from '@quizmaster/shared/api/payments';
import { deletePayment, fulfilPremiumPayment, readPaymentsOfEmailRoute, readPaymentsPage } from '../services/payments';
import { changeRefundState } from '../services/refunds';
import { endpoint, WithHeaders } from './endpoint';
import { nextPageHeaders } from './paging';
import { toJson } from './json';

/** Payments: the lists, fulfilment after Stripe confirmed a payment, refund states, deletion. */
export const paymentsRouter = Router();

paymentsRouter.get(
  '/getAllPayment',
  endpoint({
    route: paymentsApi.all,
    access: 'admin',
    handle: async ({ query }) => {
      const page = await readPaymentsPage(query);
      return { allPay: page.items.map((payment) => toJson(payment.id, payment.data())), nextCursor: page.nextCursor };
    },
  }),
);

paymentsRouter.get(
  '/singlePaymentByEmail/:email',
  endpoint({
    route: paymentsApi.byEmail,
    access: 'signed-in',
    handle: async ({ caller, params, query, requestUrl }) => {
      const page = await readPaymentsOfEmailRoute(caller, params.email, query);
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
    route: paymentsApi.record,
    access: 'signed-in',
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
    route: paymentsApi.update,
    access: 'signed-in',
    handle: async ({ caller, query, body }) => {
      const { state, id, payment } = await changeRefundState(caller, query.email, body.refund, body.paymentId ?? body.transactionId);
      return { message: state === 'processing' ? refundRequestedMessage : refundedMessage, payment: toJson(id, payment) };
    },
  }),
);

paymentsRouter.delete(
  '/deletePayment/:paymentId',
  endpoint({
    route: paymentsApi.remove,
    access: 'admin',
    handle: async ({ caller, params }) => {
      await deletePayment(caller, params.paymentId);
      return { message: paymentDeletedMessage, deletedCount: 1 };
    },
  }),
);
