import type { Auth } from 'firebase/auth';
import { paymentsApi } from '@quizmaster/shared/api/payments';
import { apiRequest } from '@/lib/api-client';

/**
 * The spec's admin refund (SPEC.md section 4): the refund through Stripe, then the payment
 * marked "true" (the server accepts that only because Stripe now shows the refund).
 */
export async function refundPayment(auth: Auth, paymentId: string, email: string) {
  await apiRequest(auth, paymentsApi.refundIntent.call(), { transactionID: { tId: paymentId } });
  await apiRequest(auth, paymentsApi.update.call({}, { email }), { refund: 'true', paymentId });
}

export function deletePayment(auth: Auth, paymentId: string) {
  return apiRequest(auth, paymentsApi.remove.call({ paymentId }));
}
