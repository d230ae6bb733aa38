import { readAiken, writeAiken } from './aiken';
import { readCsv, writeCsv } from './csv';
import { readGift, writeGift } from './gift';
import { fileTooLargeMessage, MAX_IMPORT_BYTES, readReport, utf8Length } from './validate';
import type { FormatReader, ImportProblem, ImportReport, PortableQuestion } from './validate';

/**
 * Importing and exporting multiple-choice questions as CSV (our template), GIFT (Moodle) and
 * Aiken: the functions read a pasted or uploaded file once per request, for the dry run's report
 * (which the web app shows) or for the import. Pure text in, text out; docs/API.md ("Question
 * import and export formats") describes the formats.
 */

export { CSV_HEADER } from './csv';
export { fileTooLargeMessage, importProblemsMessage, MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS, questionKey, utf8Length } from './validate';
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
 * Reads a file of questions and checks them: the first problems with their lines and the first
 * questions (also when there are problems; the caller imports nothing while there are any), and
 * how many of each the file has. Time and memory are linear in the file, the report is bounded.
 */
export function parseQuestions(format: ImportFormat, text: string): ImportReport {
  const bytes = utf8Length(text);
  if (bytes > MAX_IMPORT_BYTES) {
    return { questions: [], lines: [], questionCount: 0, problems: [{ line: 1, message: fileTooLargeMessage(bytes) }], problemCount: 1 };
  }
  return readReport(READERS[format], withoutByteOrderMark(text));
}

// Editors on Windows start UTF-8 files with a byte order mark.
const withoutByteOrderMark = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Writes questions in a format. Throws nothing; returns the problems of questions the format
 * cannot hold (e.g. multi-answer in Aiken), with line 0 and the question's 1-based number in the
 * message, and leaves those questions out of the text.
 */
export function formatQuestions(format: ImportFormat, questions: readonly PortableQuestion[]): { text: string; problems: ImportProblem[] } {
  return WRITERS[format](questions);
}
