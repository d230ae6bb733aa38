import { Router } from 'express';
import { refundCompletedMessage } from '@quizmaster/shared/messages';
import { paymentsApi } from '@quizmaster/shared/api/payments';
import { createPremiumIntent } from '../services/payments';
import { refundPayment } from '../services/refunds';
import { endpoint } from './endpoint';

/** The spec's two Stripe calls outside /api/v1: start a premium payment, refund one. */
export const checkoutRouter = Router();

checkoutRouter.post(
  '/create-payment-intent',
  endpoint({
    route: paymentsApi.createIntent,
    access: 'signed-in',
    // Every call is a Stripe API call, a new checkout id or not.
    rateLimit: 'payment-intent',
    handle: async ({ caller, body }) => ({ clientSecret: await createPremiumIntent(caller, body.checkoutId) }),
  }),
);

checkoutRouter.post(
  '/refund-payment-intent',
  endpoint({
    route: paymentsApi.refundIntent,
    access: 'admin',
    handle: async ({ caller, body }) => {
      const paymentId = typeof body.transactionID === 'string' ? body.transactionID : body.transactionID.tId;
      const { refundId, payment } = await refundPayment(caller, paymentId);
      return { message: refundCompletedMessage, refundId, refund: payment.refund };
    },
  }),
);
