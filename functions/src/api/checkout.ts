import { Router } from 'express';
import { z } from 'zod';
import { PREMIUM_PRICE_USD } from '@quizmaster/shared/constants';
import { refundCompletedMessage } from '@quizmaster/shared/messages';
import { paymentsApi } from '@quizmaster/shared/api/payments';
import { createPremiumIntent } from '../services/payments';
import { refundPayment } from '../services/refunds';
import { endpoint } from './endpoint';
import { stripeIntentId } from './params';

/** The spec's two Stripe calls outside /api/v1: start a premium payment, refund one. */
export const checkoutRouter = Router();

checkoutRouter.post(
  '/create-payment-intent',
  endpoint({
    route: paymentsApi.createIntent,
    access: 'signed-in',
    // Every call is a Stripe API call, a new checkout id or not.
    rateLimit: 'payment-intent',
    body: z.object({
      // The spec's client sends the price; the server's is the only one used, so any other is a mistake.
      premiumPrice: z
        .union([z.number(), z.string()])
        .refine((price) => Number(price) === PREMIUM_PRICE_USD, `premiumPrice must be ${String(PREMIUM_PRICE_USD)}: the price is fixed.`)
        .optional(),
      /** One id per checkout page, so a double click reuses the same PaymentIntent. */
      checkoutId: z.string().regex(/^[\w-]{8,64}$/).optional(),
    }),
    handle: async ({ caller, body }) => ({ clientSecret: await createPremiumIntent(caller, body.checkoutId) }),
  }),
);

checkoutRouter.post(
  '/refund-payment-intent',
  endpoint({
    route: paymentsApi.refundIntent,
    access: 'admin',
    // The spec sends { transactionID: { tId } }; a plain id is accepted too.
    body: z.object({ transactionID: z.union([stripeIntentId, z.object({ tId: stripeIntentId })]) }),
    handle: async ({ caller, body }) => {
      const paymentId = typeof body.transactionID === 'string' ? body.transactionID : body.transactionID.tId;
      const { refundId, payment } = await refundPayment(caller, paymentId);
      return { message: refundCompletedMessage, refundId, refund: payment.refund };
    },
  }),
);
