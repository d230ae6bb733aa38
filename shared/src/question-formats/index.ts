import { QUESTION_TYPE_LABELS } from '../question-types/limits';
import { readAiken, writeAiken } from './aiken';
import { readCsv, writeCsv } from './csv';
import { readGift, writeGift } from './gift';
import { readMoodleXml, writeMoodleXml } from './moodle-xml';
import { fileTooLargeMessage, isTypedPortable, MAX_IMPORT_BYTES, MAX_REPORTED_PROBLEMS, readReport, utf8Length } from './validate';
import type { AnyPortableQuestion, FormatReader, ImportProblem, ImportReport, PortableQuestion, PortableTypedQuestion } from './validate';

/**
 * Importing and exporting questions as CSV (our template), GIFT (Moodle), Moodle XML and Aiken:
 * the functions read a pasted or uploaded file once per request, for the dry run's report
 * (which the web app shows) or for the import. Pure text in, text out; docs/API.md ("Question
 * import and export formats") describes the formats.
 *
 * Two levels: readQuestionFile / writeQuestionFile carry every question type (ADR 0035: choice
 * questions, and typed ones with their author's fields); parseQuestions / formatQuestions are
 * the choice-only API the import and export routes use today (a typed question is a problem).
 */

export { CSV_HEADER, CSV_TYPED_HEADER } from './csv';
export { fileTooLargeMessage, importProblemsMessage, isTypedPortable, MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS, questionKey, utf8Length } from './validate';
export type { AnyPortableQuestion, ImportProblem, ImportReport, PortableQuestion, PortableTypedQuestion } from './validate';

/** The formats of the choice-only API (and of the routes today). */
export const IMPORT_FORMATS = ['csv', 'gift', 'aiken'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Every format, Moodle XML included. */
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
 */
export function writeQuestionFile(format: QuestionFormat, questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[] } {
  return WRITERS[format](questions);
}

/** The problem a choice-only import reports for a typed question. */
export const typedNotImportedMessage = (type: string) =>
  `Unsupported question: only multiple-choice questions can be imported; this is a ${((QUESTION_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type).toLowerCase()} question.`;

/**
 * A missing-word question with one choice blank as the choice question the choice-only import
 * made of it before the typed types ("Lyon is _____ of France." with the blank's choices).
 */
function asChoiceQuestion(question: PortableTypedQuestion): PortableQuestion | null {
  const { typed } = question;
  const [blank, ...more] = typed.type === 'fill-blanks' ? typed.blanks : [];
  if (!blank || more.length > 0 || !('choices' in blank)) return null;
  return { question: question.question, options: blank.choices, answers: [blank.answer + 1], explanation: question.explanation, tags: question.tags };
}

/**
 * readQuestionFile for the choice-only import: a typed question in the file is a problem on its
 * line (and is left out of `questions` and `lines`), but for a missing word with one choice blank
 * (GIFT's `Lyon is {~the =not the} capital.`), which is read as a choice question, as before.
 */
export function parseQuestions(format: ImportFormat, text: string): ImportReport {
  const report = readQuestionFile(format, text);
  const questions: PortableQuestion[] = [];
  const lines: number[] = [];
  const typed: ImportProblem[] = [];
  report.questions.forEach((question, index) => {
    const line = report.lines[index] ?? 0;
    const choice = isTypedPortable(question) ? asChoiceQuestion(question) : question;
    if (choice) {
      questions.push(choice);
      lines.push(line);
    } else if (isTypedPortable(question)) typed.push({ line, message: typedNotImportedMessage(question.typed.type) });
  });
  if (typed.length === 0) return { ...report, questions, lines };
  // Both lists are by line and the first is the file's first problems, so these are the first of both.
  const problems = [...report.problems, ...typed].sort((a, b) => a.line - b.line).slice(0, MAX_REPORTED_PROBLEMS);
  return { ...report, questions, lines, problems, problemCount: report.problemCount + typed.length };
}

/** writeQuestionFile for choice questions. */
export function formatQuestions(format: ImportFormat, questions: readonly PortableQuestion[]): { text: string; problems: ImportProblem[] } {
  return WRITERS[format](questions);
}
