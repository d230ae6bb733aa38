import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/**
 * Reads a PDF the API rendered: pdf-lib loads it (so it is a well-formed document), and the text
 * is read back from its content streams (pdf-lib deflates them and writes each line as a hex
 * string of WinAnsi codes drawn with `Tj`). Good for the one-line texts our documents draw.
 */
/**
 * pdf-lib's standard fonts encode WinAnsi (Windows-1252). Node's TextDecoder decodes that label as
 * ISO-8859-1, whose 0x80-0x9f are controls, so those 32 codes are mapped here.
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Uint8Array) => Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte))).join(''),
};

export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; title: string | undefined; lines: string[]; text: string }> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const raw = Buffer.from(bytes);
  const lines: string[] = [];
  let from = 0;
  for (;;) {
    const start = raw.indexOf('stream', from, 'latin1');
    if (start === -1) break;
    const dataStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', dataStart, 'latin1');
    if (end === -1) break;
    from = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(dataStart, end)).toString('latin1');
    } catch {
      continue; // Not a deflated stream (fonts are not embedded, but be lenient).
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(winAnsi.decode(Buffer.from(match[1] ?? '', 'hex')));
    }
  }
  return { pages: document.getPageCount(), title: document.getTitle(), lines, text: lines.join('\n') };
}

/** The bytes start like a PDF. */
export const looksLikePdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
