import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { PRODUCT_NAME } from '@quizmaster/shared/constants';

/**
 * The small layout kit the certificate and the receipt share: an A4 page with the app's standard
 * fonts (no font files to ship), text that fits, label-value rows, and saving. The standard fonts
 * encode WinAnsi only, so any other character (a name in another script) is printed as '?'
 * rather than failing the whole document; the verify page shows the name as stored.
 */

/** A4 in PDF points. */
const A4 = { short: 595.28, long: 841.89 } as const;

export const colors = {
  ink: rgb(0.11, 0.11, 0.13),
  muted: rgb(0.38, 0.38, 0.42),
  brand: rgb(0.42, 0.13, 0.66),
  brandLight: rgb(0.95, 0.92, 0.99),
  rule: rgb(0.82, 0.8, 0.86),
  danger: rgb(0.78, 0.1, 0.1),
} as const;

export interface PdfCanvas {
  doc: PDFDocument;
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  width: number;
  height: number;
}

export interface PdfInfo {
  title: string;
  subject: string;
  landscape?: boolean;
}

/** A new one-page document, with its title and subject in the document's properties. */
export async function newPdf(info: PdfInfo): Promise<PdfCanvas> {
  const doc = await PDFDocument.create();
  // Document properties are UTF-16: any name prints there as it is.
  doc.setTitle(info.title);
  doc.setSubject(info.subject);
  doc.setAuthor(PRODUCT_NAME);
  doc.setCreator(PRODUCT_NAME);
  doc.setProducer(PRODUCT_NAME);
  doc.setCreationDate(new Date());
  const [width, height] = info.landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  const page = doc.addPage([width, height]);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  return { doc, page, regular, bold, width, height };
}

/** The document's bytes. Plain objects (no object streams), so any PDF reader opens it. */
export function savePdf(canvas: PdfCanvas): Promise<Uint8Array> {
  return canvas.doc.save({ useObjectStreams: false });
}

/** Helvetica's characters (both weights encode WinAnsi), computed once. */
let winAnsi: Set<number> | null = null;

/**
 * Text the standard fonts can print: one line (controls and line breaks as spaces), and '?' for
 * each character outside WinAnsi.
 */
export function printableText(text: string, font: PDFFont): string {
  const supported = (winAnsi ??= new Set(font.getCharacterSet()));
  return Array.from(text, (character) => {
    const code = character.codePointAt(0) ?? 0;
    // Controls and line breaks would end the line or print nothing: a space instead.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return ' ';
    return supported.has(code) ? character : '?';
  }).join('');
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** The widest the text may be: a longer text is drawn smaller (down to 60%), then cut with '…'. */
  maxWidth?: number;
}

/** The text and size that fit `maxWidth`. */
function fitted(text: string, style: TextStyle): { text: string; size: number } {
  const printable = printableText(text, style.font);
  if (!style.maxWidth) return { text: printable, size: style.size };
  const maxWidth = style.maxWidth;
  const width = style.font.widthOfTextAtSize(printable, style.size);
  if (width <= maxWidth) return { text: printable, size: style.size };
  const size = Math.max(style.size * 0.6, (style.size * maxWidth) / width);
  let cut = printable;
  while (cut.length > 1 && style.font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return { text: cut === printable ? cut : `${cut.trimEnd()}…`, size };
}

/** Draws one line of text from (x, y), the left end of its baseline. */
export function drawText(canvas: PdfCanvas, text: string, x: number, y: number, style: TextStyle): void {
  if (text === '') return;
  const line = fitted(text, style);
  canvas.page.drawText(line.text, { x, y, size: line.size, font: style.font, color: style.color ?? colors.ink });
}

/** Draws one line of text centred on the page (or on `centre`). */
export function drawCentred(canvas: PdfCanvas, text: string, y: number, style: TextStyle, centre = canvas.width / 2): void {
  const line = fitted(text, style);
  const width = style.font.widthOfTextAtSize(line.text, line.size);
  canvas.page.drawText(line.text, { x: centre - width / 2, y, size: line.size, font: style.font, color: style.color ?? colors.ink });
}

/** Draws one line of text ending at `right`. */
export function drawRightAligned(canvas: PdfCanvas, text: string, right: number, y: number, style: TextStyle): void {
  const line = fitted(text, style);
  const width = style.font.widthOfTextAtSize(line.text, line.size);
  canvas.page.drawText(line.text, { x: right - width, y, size: line.size, font: style.font, color: style.color ?? colors.ink });
}

/** A thin horizontal rule. */
export function drawRule(canvas: PdfCanvas, x: number, y: number, width: number, color: RGB = colors.rule): void {
  canvas.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.75, color });
}

/**
 * Label-value rows from (x, y) downwards: the label muted on the left, the value at `valueX`.
 * Answers the baseline below the last row.
 */
export function drawRows(canvas: PdfCanvas, rows: readonly (readonly [string, string])[], x: number, y: number, options: { valueX: number; right: number; size?: number; gap?: number }): number {
  const size = options.size ?? 11;
  const gap = options.gap ?? size * 1.9;
  let baseline = y;
  for (const [label, value] of rows) {
    drawText(canvas, label, x, baseline, { font: canvas.regular, size, color: colors.muted, maxWidth: options.valueX - x - 8 });
    drawText(canvas, value, options.valueX, baseline, { font: canvas.bold, size, maxWidth: options.right - options.valueX });
    baseline -= gap;
  }
  return baseline;
}

/** The app's name, as the top of every document shows it. */
export function drawBrand(canvas: PdfCanvas, x: number, y: number, size = 14): void {
  drawText(canvas, PRODUCT_NAME, x, y, { font: canvas.bold, size, color: colors.brand });
}
