import type { Auth } from 'firebase/auth';
import { receiptsApi } from '@quizmaster/shared/api/receipts';
import { receiptFileName } from '@quizmaster/shared/receipts';
import { downloadApiFile } from '@/lib/api-download';

/** GET /api/v1/payments/{paymentId}/receipt (the payer or an admin): the receipt PDF, saved. */
export function downloadReceipt(auth: Auth, paymentId: string): Promise<void> {
  return downloadApiFile(auth, receiptsApi.pdf.call({ paymentId }).path, receiptFileName(paymentId));
}
