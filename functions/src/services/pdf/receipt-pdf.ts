import { printedDay } from '@quizmaster/shared/certificates';
import { isRefundState, type StoredPayment } from '@quizmaster/shared/models/payment';
import { printedAmount, RECEIPT_PRODUCT, RECEIPT_TEXT } from '@quizmaster/shared/receipts';
import { colors, drawBrand, drawRightAligned, drawRows, drawRule, drawText, newPdf, savePdf } from './layout';

export interface ReceiptPdfInput {
  paymentId: string;
  payment: StoredPayment;
  /** The year of premium the payment bought (null: none, e.g. refunded). */
  period: { from: Date; until: Date } | null;
}

/** The status line: paid, refund requested, or "Refunded on …" (the day Stripe's refund was recorded). */
export function receiptStatus(payment: StoredPayment): string {
  if (payment.refund === 'true') return RECEIPT_TEXT.refunded(printedDay(payment.refundedAt ?? payment.refundRequestedAt ?? payment.createdAt));
  if (payment.refund === 'processing') return RECEIPT_TEXT.refundRequested;
  if (isRefundState(payment.refund)) return RECEIPT_TEXT.paid;
  return RECEIPT_TEXT.other(payment.refund);
}

/**
 * A payment's receipt as a one-page A4 PDF: the receipt number (the payment id), date, payer,
 * the item, amount and currency as stored (what Stripe charged), the premium period it bought
 * and its refund status.
 */
export async function receiptPdf({ paymentId, payment, period }: ReceiptPdfInput): Promise<Uint8Array> {
  const canvas = await newPdf({ title: `${RECEIPT_TEXT.title} ${paymentId}`, subject: RECEIPT_PRODUCT });
  const { page, width, height, regular, bold } = canvas;
  const left = 56;
  const right = width - 56;
  const amount = printedAmount(payment.amount, payment.currency);

  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: colors.brandLight });
  drawBrand(canvas, left, height - 62, 20);
  drawRightAligned(canvas, RECEIPT_TEXT.title, right, height - 62, { font: bold, size: 24, color: colors.brand });

  let y = drawRows(
    canvas,
    [
      [RECEIPT_TEXT.number, paymentId],
      [RECEIPT_TEXT.date, printedDay(payment.createdAt)],
      [RECEIPT_TEXT.billedTo, payment.name],
      ['', payment.email],
      [RECEIPT_TEXT.status, receiptStatus(payment)],
    ],
    left,
    height - 160,
    { valueX: left + 140, right },
  );

  // The item and the total.
  y -= 16;
  drawText(canvas, RECEIPT_TEXT.item, left, y, { font: bold, size: 11, color: colors.muted });
  drawRightAligned(canvas, RECEIPT_TEXT.amount, right, y, { font: bold, size: 11, color: colors.muted });
  drawRule(canvas, left, y - 8, right - left);
  y -= 30;
  drawText(canvas, RECEIPT_PRODUCT, left, y, { font: regular, size: 12, maxWidth: right - left - 140 });
  drawRightAligned(canvas, amount, right, y, { font: regular, size: 12 });
  if (period) {
    drawText(canvas, `${RECEIPT_TEXT.period}: ${printedDay(period.from)} – ${printedDay(period.until)}`, left, y - 18, { font: regular, size: 10, color: colors.muted, maxWidth: right - left });
  }
  drawRule(canvas, left, y - 34, right - left);
  y -= 58;
  drawText(canvas, RECEIPT_TEXT.total, left, y, { font: bold, size: 13 });
  drawRightAligned(canvas, amount, right, y, { font: bold, size: 13 });

  drawText(canvas, RECEIPT_TEXT.thanks, left, 72, { font: regular, size: 10, color: colors.muted });
  return savePdf(canvas);
}
