import type { Auth } from 'firebase/auth';
import type { UpdatedPayment } from '@quizmaster/shared/api/payments';
import { apiRequest } from '@/lib/api-client';

/**
 * The payer asks for a refund of one payment: its refund goes "false" -> "processing". My Payments
 * imports this module when the refund is confirmed, so the page paints without the API client.
 */
export function requestRefund(auth: Auth, email: string, paymentId: string): Promise<Pick<UpdatedPayment, 'message'>> {
  return apiRequest(auth, 'PUT /api/v1/updatePayment', { query: { email }, body: {
    refund: 'processing',
    paymentId,
  } });
}
