import { readAiken, writeAiken } from './aiken';
import { readCsv, writeCsv } from './csv';
import { readGift, writeGift } from './gift';
import { finishReport, MAX_IMPORT_BYTES, utf8Length } from './validate';
import type { FormatReader, ImportProblem, ImportReport, PortableQuestion } from './validate';

/**
 * Importing and exporting multiple-choice questions as CSV (our template), GIFT (Moodle) and
 * Aiken: the web app previews the report of a pasted or uploaded file, and the functions read it
 * again before they import. Pure text in, text out; docs/API.md ("Question import and export formats") describes the formats.
 */

export { CSV_HEADER } from './csv';
export { MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, questionKey } from './validate';
export type { ImportProblem, ImportReport, PortableQuestion } from './validate';

export const IMPORT_FORMATS = ['csv', 'gift', 'aiken'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const READERS: Record<ImportFormat, FormatReader> = { csv: readCsv, gift: readGift, aiken: readAiken };
const WRITERS: Record<ImportFormat, (questions: readonly PortableQuestion[]) => { text: string; problems: ImportProblem[] }> = {
  csv: writeCsv,
  gift: writeGift,
  aiken: writeAiken,
};

/**
 * Reads a file of questions and checks them: every problem with its line, and the questions it
 * could read (also when there are problems; the caller imports nothing while there are any).
 */
export function parseQuestions(format: ImportFormat, text: string): ImportReport {
  const bytes = utf8Length(text);
  if (bytes > MAX_IMPORT_BYTES) {
    return {
      questions: [],
      problems: [{ line: 1, message: `File too large: ${String(bytes)} bytes, at most ${String(MAX_IMPORT_BYTES)} can be imported at once.` }],
    };
  }
  const { drafts, problems } = READERS[format](withoutByteOrderMark(text));
  return finishReport(drafts, problems);
}

// Editors on Windows start UTF-8 files with a byte order mark.
const withoutByteOrderMark = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * The line each question of `text` starts on, in the order parseQuestions returns them: for
 * problems found beyond the file, such as a question the quiz already has.
 */
export function questionLines(format: ImportFormat, text: string): number[] {
  if (utf8Length(text) > MAX_IMPORT_BYTES) return [];
  return READERS[format](withoutByteOrderMark(text)).drafts.map((draft) => draft.line);
}

/**
 * Writes questions in a format. Throws nothing; returns the problems of questions the format
 * cannot hold (e.g. multi-answer in Aiken), with line 0 and the question's 1-based number in the
 * message, and leaves those questions out of the text.
 */
export function formatQuestions(format: ImportFormat, questions: readonly PortableQuestion[]): { text: string; problems: ImportProblem[] } {
  return WRITERS[format](questions);
}
