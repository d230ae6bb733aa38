import { z } from 'zod';
import { stripeIntentId } from './request-fields';
import { route, type FileAnswer } from './route';

/** Payment receipts (the payer or an admin): functions/src/api/receipts.ts. */

export const receiptsApi = {
  pdf: route<FileAnswer>()('GET', '/api/v1/payments/:paymentId/receipt', { params: z.object({ paymentId: stripeIntentId }) }),
};
