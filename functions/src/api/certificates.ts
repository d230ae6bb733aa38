import { Router } from 'express';
import { certificateFileName, certificateRevokedMessage, certificateVerifyPath, publicCertificateOf } from '@quizmaster/shared/certificates';
import { certificatesApi } from '@quizmaster/shared/api/certificates';
import { ownCertificate, requireCertificate, revokeCertificate } from '../services/certificates';
import { certificatePdf } from '../services/pdf/certificate-pdf';
import { endpoint, FileDownload } from './endpoint';

/**
 * Certificates (ADR 0023): anyone verifies one by its id (the public fields only), its owner or an
 * admin downloads it as a PDF, and admins revoke it (audited, idempotent).
 */
export const certificatesRouter = Router();

certificatesRouter.get(
  '/certificates/:certificateId',
  endpoint({
    route: certificatesApi.verify,
    access: 'public',
    handle: async ({ params }) => publicCertificateOf(params.certificateId, await requireCertificate(params.certificateId)),
  }),
);

certificatesRouter.get(
  '/certificates/:certificateId/pdf',
  endpoint({
    route: certificatesApi.pdf,
    access: 'signed-in',
    rateLimit: 'pdf-download',
    handle: async ({ caller, params, origin }) => {
      const certificate = await ownCertificate(caller, params.certificateId);
      const bytes = await certificatePdf({
        id: params.certificateId,
        certificate,
        verifyUrl: `${origin}${certificateVerifyPath(params.certificateId)}`,
      });
      return new FileDownload(bytes, 'application/pdf', certificateFileName(certificate.quizName, params.certificateId));
    },
  }),
);

certificatesRouter.post(
  '/certificates/:certificateId/revoke',
  endpoint({
    route: certificatesApi.revoke,
    access: 'admin',
    handle: async ({ caller, params }) => {
      const { certificate, changed } = await revokeCertificate(caller, params.certificateId);
      return { message: certificateRevokedMessage, changed, certificate: publicCertificateOf(params.certificateId, certificate) };
    },
  }),
);
