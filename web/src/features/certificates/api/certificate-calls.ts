import type { Auth } from 'firebase/auth';
import type { PublicCertificate } from '@quizmaster/shared/api/certificates';
import { apiPath, apiRequest, ApiRequestError } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-download';

/**
 * GET /api/v1/certificates/{id} (no sign-in): the public fields, or null when no certificate has
 * this id (404, and 400 for an id that cannot be one).
 */
export async function fetchPublicCertificate(certificateId: string): Promise<PublicCertificate | null> {
  const response = await fetch(apiPath('GET /api/v1/certificates/:certificateId', { params: { certificateId } }));
  if (response.status === 404 || response.status === 400) return null;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { error, message } = (payload ?? {}) as { error?: string; message?: string };
    throw new ApiRequestError(response.status, error ?? 'unknown', message ?? `The request failed (${String(response.status)}).`);
  }
  return payload as PublicCertificate;
}

/** POST /api/v1/certificates/{id}/revoke (admins): answers the certificate as it now is. */
export function revokeCertificate(auth: Auth, certificateId: string) {
  return apiRequest(auth, 'POST /api/v1/certificates/:certificateId/revoke', { params: { certificateId } });
}

/** GET /api/v1/certificates/{id}/pdf (its owner or an admin), saved as the API names it. */
export function downloadCertificate(auth: Auth, certificateId: string): Promise<void> {
  return downloadApiFile(auth, apiPath('GET /api/v1/certificates/:certificateId/pdf', { params: { certificateId } }), `certificate-${certificateId}.pdf`);
}
