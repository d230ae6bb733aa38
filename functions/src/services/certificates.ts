import type { Certificate } from '@quizmaster/shared/models/certificate';
import type { Caller } from '../domain/caller';
import { forbidden, notFound } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';

/**
 * Certificates (ADR 0024): the scoring transaction issues them (services/submission-insights.ts);
 * here they are read, checked for their owner, and revoked by admins.
 */

const missing = (certificateId: string) => notFound(`No certificate has the id ${certificateId}.`);

export async function requireCertificate(certificateId: string): Promise<Certificate> {
  const certificate = (await refs.certificate(certificateId).get()).data();
  if (!certificate) throw missing(certificateId);
  return certificate;
}

/** The certificate, for its owner or an admin: 404 when there is none, 403 for anyone else. */
export async function ownCertificate(caller: Caller, certificateId: string): Promise<Certificate> {
  const certificate = await requireCertificate(certificateId);
  if (certificate.userId !== caller.uid && !caller.isAdmin) throw forbidden('Only the certificate’s owner or an admin may download it.');
  return certificate;
}

/**
 * Revokes a certificate (admins), with its audit entry, in one transaction. Idempotent: revoking
 * a revoked certificate changes nothing and appends no entry, and answers it as it is.
 */
export async function revokeCertificate(admin: Caller, certificateId: string): Promise<{ certificate: Certificate; changed: boolean }> {
  return runTransaction(async (transaction) => {
    const ref = refs.certificate(certificateId);
    const certificate = (await transaction.get(ref)).data();
    if (!certificate) throw missing(certificateId);
    if (certificate.revokedAt) return { certificate, changed: false };
    const revokedAt = new Date();
    transaction.update(ref, { revokedAt, revokedBy: admin.uid });
    appendAudit(
      transaction,
      admin,
      'certificate-revoke',
      { kind: 'certificate', id: certificateId, label: `${certificate.userName}, ${certificate.quizName}` },
      { before: { revokedAt: null }, after: { revokedAt, revokedBy: admin.uid } },
    );
    return { certificate: { ...certificate, revokedAt, revokedBy: admin.uid }, changed: true };
  });
}
