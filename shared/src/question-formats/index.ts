import { readAiken, writeAiken } from './aiken';
import { readCsv, writeCsv } from './csv';
import { readGift, writeGift } from './gift';
import { readMoodleXml, writeMoodleXml } from './moodle-xml';
import { fileTooLargeMessage, isTypedPortable, MAX_IMPORT_BYTES, readReport, utf8Length } from './validate';
import type { AnyPortableQuestion, FormatReader, ImportProblem, ImportReport } from './validate';

/**
 * Importing and exporting questions as CSV (our template), GIFT (Moodle), Moodle XML and Aiken:
 * the functions read a pasted or uploaded file once per request, for the dry run's report
 * (which the web app shows) or for the import. Pure text in, text out; docs/API.md ("Question
 * import and export formats") describes the formats.
 *
 * readQuestionFile / writeQuestionFile carry every question type (ADR 0035: choice questions, and
 * typed ones with their author's fields).
 */

export { CSV_HEADER, CSV_TYPED_HEADER } from './csv';
export { fileTooLargeMessage, importProblemsMessage, isTypedPortable, MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS, questionKey, utf8Length } from './validate';
export type { AnyPortableQuestion, ImportProblem, ImportReport, PortableImage, PortableQuestion, PortableTypedQuestion } from './validate';

/** The formats, Moodle XML included. */
export const QUESTION_FORMATS = ['csv', 'gift', 'moodle-xml', 'aiken'] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];

type Writer = (questions: readonly AnyPortableQuestion[]) => { text: string; problems: ImportProblem[] };

const READERS: Record<QuestionFormat, FormatReader> = { csv: readCsv, gift: readGift, 'moodle-xml': readMoodleXml, aiken: readAiken };
const WRITERS: Record<QuestionFormat, Writer> = { csv: writeCsv, gift: writeGift, 'moodle-xml': writeMoodleXml, aiken: writeAiken };

/**
 * Reads a file of questions of any type and checks them: the first problems with their lines and
 * the first questions (also when there are problems; the caller imports nothing while there are
 * any), and how many of each the file has. Time and memory are linear in the file, the report is
 * bounded.
 */
export function readQuestionFile(format: QuestionFormat, text: string): ImportReport<AnyPortableQuestion> {
  const bytes = utf8Length(text);
  if (bytes > MAX_IMPORT_BYTES) {
    return { questions: [], lines: [], questionCount: 0, problems: [{ line: 1, message: fileTooLargeMessage(bytes) }], problemCount: 1 };
  }
  return readReport(READERS[format], withoutByteOrderMark(text));
}

// Editors on Windows start UTF-8 files with a byte order mark.
const withoutByteOrderMark = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Writes questions of any type in a format. Throws nothing; returns the problems of questions the
 * format cannot hold (e.g. multi-answer in Aiken, ordering in GIFT), with line 0 and the
 * question's 1-based number in the message, and leaves those questions out of the text.
 * `imagesLeftOut`: the images of the questions that the format has no way to refer to (all but CSV).
 */
export function writeQuestionFile(format: QuestionFormat, questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[]; imagesLeftOut: number } {
  // Only CSV refers to images (by id): the others write the text and count the images they leave out (ADR 0037).
  return { ...WRITERS[format](questions), imagesLeftOut: format === 'csv' ? 0 : imageCount(questions) };
}

/** How many images (a question's and its options') the questions refer to. */
export function imageCount(questions: readonly AnyPortableQuestion[]): number {
  return questions.reduce(
    (count, question) => count + (question.image ? 1 : 0) + (isTypedPortable(question) ? 0 : (question.optionImages ?? []).filter((image) => image !== null).length),
    0,
  );
}
