import type { Certificate } from './models/certificate';

/**
 * Certificates (ADR 0023): what anyone may learn about one, its file name, the words of the PDF,
 * the verify page and the admin's revocation. One place for the functions, the web app and the tests.
 */

/**
 * GET /api/v1/certificates/{id} (no sign-in): exactly these fields, nothing else. No uid, no
 * e-mail, no quiz or submission id: the id is the secret that leads here, and it shows only
 * what the certificate itself prints.
 */
export interface PublicCertificate {
  id: string;
  userName: string;
  quizName: string;
  grade: string;
  marks: number;
  /** ISO instant. */
  issuedAt: string;
  revoked: boolean;
  /** ISO instant, or null while the certificate stands. */
  revokedAt: string | null;
  /** Revoked because its holder's account was deleted (the name is then DELETED_USER_NAME). */
  accountDeleted: boolean;
}

/** The public fields, in the order the API answers them (the tests compare the keys). */
export const PUBLIC_CERTIFICATE_FIELDS = ['id', 'userName', 'quizName', 'grade', 'marks', 'issuedAt', 'revoked', 'revokedAt', 'accountDeleted'] as const satisfies readonly (keyof PublicCertificate)[];

export function publicCertificateOf(id: string, certificate: Certificate): PublicCertificate {
  return {
    id,
    userName: certificate.userName,
    quizName: certificate.quizName,
    grade: certificate.grade,
    marks: certificate.marks,
    issuedAt: certificate.issuedAt.toISOString(),
    revoked: certificate.revokedAt !== null,
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    accountDeleted: certificate.accountDeletedAt !== undefined,
  };
}

/** The web app's verify page of a certificate (public): what the PDF prints as its verify URL. */
export const certificateVerifyPath = (certificateId: string) => `/certificates/${encodeURIComponent(certificateId)}`;

/** 'World Capitals!' -> 'world-capitals' ('quiz' when nothing is left). */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The PDF's file name: `certificate-world-capitals-<id>.pdf`. */
export const certificateFileName = (quizName: string, certificateId: string) => `certificate-${fileSlug(quizName, 'quiz')}-${certificateId}.pdf`;

/** A day as the certificate, the receipt and the verify page print it: "March 4, 2027" (UTC). */
export function printedDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Marks as printed: "85%", "66.67%". */
export const printedMarks = (marks: number) => `${String(Math.round(marks * 100) / 100)}%`;

/** The words of the certificate PDF. */
export const CERTIFICATE_TEXT = {
  title: 'Certificate of Achievement',
  certifies: 'This certifies that',
  passed: 'has passed the quiz',
  grade: 'Grade',
  marks: 'Marks',
  date: 'Date',
  id: 'Certificate ID',
  verify: 'Verify this certificate at',
  /** Stamped across a revoked certificate (the PDF is still served, so the owner sees why). */
  revoked: 'REVOKED',
  revokedOn: (day: string) => `This certificate was revoked on ${day}.`,
} as const;

// The verify page and the revocation.

export const certificateNotFoundMessage = 'No certificate has this id. Check the link you were given.';
export const certificateRevokedLabel = 'This certificate has been revoked.';
export const certificateAccountDeletedLabel = 'This certificate is no longer valid: the account it was issued to has been deleted.';
export const certificateValidLabel = 'This certificate is valid.';
export const revokeCertificateTitle = 'Revoke this certificate?';
export const revokeCertificateText = (userName: string, quizName: string) =>
  `The certificate of ${userName} for ${quizName} will show as revoked to anyone who verifies it. This cannot be undone.`;
/** The API's answer to a revocation (also when the certificate was already revoked). */
export const certificateRevokedMessage = 'The certificate has been revoked.';
