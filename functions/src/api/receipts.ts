import { Router } from 'express';
import { receiptFileName } from '@quizmaster/shared/receipts';
import { receiptsApi } from '@quizmaster/shared/api/receipts';
import { paymentReceiptPdf } from '../services/receipts';
import { endpoint, FileDownload } from './endpoint';

/** Payment receipts (ADR 0023): the payer or an admin downloads a payment's receipt as a PDF. */
export const receiptsRouter = Router();

receiptsRouter.get(
  '/payments/:paymentId/receipt',
  endpoint({
    route: receiptsApi.pdf,
    access: 'signed-in',
    rateLimit: 'pdf-download',
    handle: async ({ caller, params }) =>
      new FileDownload(await paymentReceiptPdf(caller, params.paymentId), 'application/pdf', receiptFileName(params.paymentId)),
  }),
);
