import type { PublicCertificate } from '../certificates';
import { z } from 'zod';
import { documentId } from './request-fields';
import { route, type FileAnswer } from './route';

/** Certificates: functions/src/api/certificates.ts. */

export type { PublicCertificate };

/** POST /certificates/{id}/revoke (admins): the certificate as it now is. */
export interface RevokedCertificate {
  message: string;
  changed: boolean;
  certificate: PublicCertificate;
}

const certificateParams = z.object({ certificateId: documentId });

export const certificatesApi = {
  /** No sign-in: the public fields. */
  verify: route<PublicCertificate>()('GET', '/api/v1/certificates/:certificateId', { params: certificateParams }),
  pdf: route<FileAnswer>()('GET', '/api/v1/certificates/:certificateId/pdf', { params: certificateParams }),
  revoke: route<RevokedCertificate>()('POST', '/api/v1/certificates/:certificateId/revoke', { params: certificateParams }),
};
