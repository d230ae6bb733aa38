import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/**
 * The spec's admin refund (SPEC.md section 4): the refund through Stripe, then the payment
 * marked "true" (the server accepts that only because Stripe now shows the refund).
 */
export async function refundPayment(auth: Auth, paymentId: string, email: string) {
  await apiRequest(auth, 'POST /refund-payment-intent', { body: { transactionID: { tId: paymentId } } });
  await apiRequest(auth, 'PUT /api/v1/updatePayment', { query: { email }, body: { refund: 'true', paymentId } });
}

export function deletePayment(auth: Auth, paymentId: string) {
  return apiRequest(auth, 'DELETE /api/v1/deletePayment/:paymentId', { params: { paymentId } });
}
