import type { Auth } from 'firebase/auth';
import { receiptFileName } from '@quizmaster/shared/receipts';
import { downloadApiFile } from '@/lib/api-download';

/** GET /api/v1/payments/{paymentId}/receipt (the payer or an admin): the receipt PDF, saved. */
export function downloadReceipt(auth: Auth, paymentId: string): Promise<void> {
  return downloadApiFile(auth, `/api/v1/payments/${encodeURIComponent(paymentId)}/receipt`, receiptFileName(paymentId));
}
