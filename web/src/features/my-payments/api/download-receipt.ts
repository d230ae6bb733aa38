import type { Auth } from 'firebase/auth';
import { receiptFileName } from '@quizmaster/shared/receipts';
import { downloadApiFile } from '@/lib/api-download';
import { apiPath } from '@/lib/api-client';

/** GET /api/v1/payments/{paymentId}/receipt (the payer or an admin): the receipt PDF, saved. */
export function downloadReceipt(auth: Auth, paymentId: string): Promise<void> {
  return downloadApiFile(auth, apiPath('GET /api/v1/payments/:paymentId/receipt', { params: { paymentId } }), receiptFileName(paymentId));
}
