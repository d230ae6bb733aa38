import { Router } from 'express';
import { z } from 'zod';
import { emailSchema } from '@quizmaster/shared/validation';
import { refs } from '../firebase';
import { endpoint } from './endpoint';
import { toJson } from './json';
import { assertSelfOrAdmin } from './users';

/** Payments, read side: the admins' list and a user's own payments. */
export const paymentsRouter = Router();

paymentsRouter.get(
  '/getAllPayment',
  endpoint({
    access: 'admin',
    handle: async () => {
      const payments = await refs.payments().orderBy('createdAt', 'desc').get();
      return { allPay: payments.docs.map((payment) => toJson(payment.id, payment.data())) };
    },
  }),
);

paymentsRouter.get(
  '/singlePaymentByEmail/:email',
  endpoint({
    access: 'signed-in',
    params: z.object({ email: emailSchema.transform((email) => email.toLowerCase()) }),
    handle: async ({ caller, params }) => {
      assertSelfOrAdmin(caller, params.email);
      const payments = await refs.payments().where('email', '==', params.email).orderBy('createdAt', 'desc').get();
      return payments.docs.map((payment) => toJson(payment.id, payment.data()));
    },
  }),
);
