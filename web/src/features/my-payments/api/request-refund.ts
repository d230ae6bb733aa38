import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * The payer asks for a refund of one payment: its refund goes "false" -> "processing". My Payments
 * imports this module when the refund is confirmed, so the page paints without the API client.
 */
export function requestRefund(auth: Auth, email: string, paymentId: string) {
  return apiRequest<{ message: string }>(auth, 'PUT', `/api/v1/updatePayment?email=${encodeURIComponent(email)}`, {
    refund: 'processing',
    paymentId,
  });
}
