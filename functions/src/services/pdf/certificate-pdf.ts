import { degrees } from 'pdf-lib';
import { CERTIFICATE_TEXT, printedDay, printedMarks } from '@quizmaster/shared/certificates';
import type { Certificate } from '@quizmaster/shared/models/certificate';
import { colors, drawBrand, drawCentred, drawRule, newPdf, savePdf } from './layout';

export interface CertificatePdfInput {
  id: string;
  certificate: Certificate;
  /** The public page that verifies it: `https://<host>/certificates/<id>`. */
  verifyUrl: string;
}

/**
 * The certificate as a one-page landscape A4 PDF: the player's name, the quiz, grade, marks and
 * date, the certificate id and the verify URL. A revoked certificate is still rendered (its owner
 * may ask for it), stamped REVOKED with the day, so a printout cannot pass for a valid one.
 */
export async function certificatePdf({ id, certificate, verifyUrl }: CertificatePdfInput): Promise<Uint8Array> {
  const canvas = await newPdf({
    title: `${CERTIFICATE_TEXT.title}: ${certificate.userName}, ${certificate.quizName}`,
    subject: `Certificate ${id}`,
    landscape: true,
  });
  const { page, width, height, regular, bold } = canvas;
  const inner = width - 160;

  // Frame: a brand border with a thin inner line.
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: colors.brand, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: colors.rule, borderWidth: 0.75 });

  drawBrand(canvas, 60, height - 72);
  drawCentred(canvas, CERTIFICATE_TEXT.title, height - 130, { font: bold, size: 32, color: colors.brand, maxWidth: inner });
  drawCentred(canvas, CERTIFICATE_TEXT.certifies, height - 180, { font: regular, size: 14, color: colors.muted });
  drawCentred(canvas, certificate.userName, height - 225, { font: bold, size: 30, maxWidth: inner });
  drawRule(canvas, width / 2 - 180, height - 238, 360);
  drawCentred(canvas, CERTIFICATE_TEXT.passed, height - 270, { font: regular, size: 14, color: colors.muted });
  drawCentred(canvas, certificate.quizName, height - 305, { font: bold, size: 22, maxWidth: inner });

  // Grade, marks and date side by side.
  const facts = [
    [CERTIFICATE_TEXT.grade, certificate.grade],
    [CERTIFICATE_TEXT.marks, printedMarks(certificate.marks)],
    [CERTIFICATE_TEXT.date, printedDay(certificate.issuedAt)],
  ] as const;
  facts.forEach(([label, value], index) => {
    const centre = width / 2 + (index - 1) * 200;
    drawCentred(canvas, label, height - 360, { font: regular, size: 11, color: colors.muted }, centre);
    drawCentred(canvas, value, height - 382, { font: bold, size: 16, maxWidth: 180 }, centre);
  });

  drawRule(canvas, 60, 118, width - 120);
  drawCentred(canvas, `${CERTIFICATE_TEXT.id}: ${id}`, 96, { font: regular, size: 10, color: colors.muted, maxWidth: inner });
  drawCentred(canvas, `${CERTIFICATE_TEXT.verify} ${verifyUrl}`, 78, { font: regular, size: 10, color: colors.brand, maxWidth: inner });

  if (certificate.revokedAt) {
    const stamp = CERTIFICATE_TEXT.revoked;
    const size = 110;
    const stampWidth = bold.widthOfTextAtSize(stamp, size);
    const angle = 20;
    const radians = (angle * Math.PI) / 180;
    page.drawText(stamp, {
      x: width / 2 - (stampWidth / 2) * Math.cos(radians),
      y: height / 2 - (stampWidth / 2) * Math.sin(radians) - 20,
      size,
      font: bold,
      color: colors.danger,
      opacity: 0.35,
      rotate: degrees(angle),
    });
    drawCentred(canvas, CERTIFICATE_TEXT.revokedOn(printedDay(certificate.revokedAt)), 140, { font: bold, size: 13, color: colors.danger });
  }
  return savePdf(canvas);
}
