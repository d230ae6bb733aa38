import type { Auth } from 'firebase/auth';
import { apiRequest } from '@/lib/api-client';

/** The payer asks for a refund of one payment: its refund goes "false" -> "processing". */
export function requestRefund(auth: Auth, email: string, paymentId: string) {
  return apiRequest<{ message: string }>(auth, 'PUT', `/api/v1/updatePayment?email=${encodeURIComponent(email)}`, {
    refund: 'processing',
    paymentId,
  });
}
