import { normalizeTag, QUIZ_LIMITS, tagProblem } from '../quiz-authoring';

/**
 * What the three import formats share: the types, the limits of one import, and the checks that
 * do not depend on the format (limits, duplicates, tags). Each format reads its own syntax into
 * DraftQuestions and reports its own syntax problems; finishReport does the rest.
 */

/** More questions than this in one file is one problem: the import is done in one batch. */
export const MAX_IMPORT_QUESTIONS = 500;
/** Larger files are refused before they are read (UTF-8 bytes). */
export const MAX_IMPORT_BYTES = 1_000_000;

/** A question as the formats carry it. Options in order; answers are 1-based positions into options. */
export interface PortableQuestion {
  question: string;
  options: string[];
  /** Sorted ascending, unique. */
  answers: number[];
  /** '' when none. */
  explanation: string;
  /** Normalized with normalizeTag, unique, in file order. */
  tags: string[];
}

/** `line`: 1-based line of the file where the question (or the faulty part) starts; 0 for export problems. */
export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportReport {
  questions: PortableQuestion[];
  problems: ImportProblem[];
}

/** The key two questions are duplicates by: white space collapsed, trimmed, lower-cased. */
export function questionKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

export interface DraftOption {
  text: string;
  line: number;
  /** How the file names the option in a message: "option 3" (its CSV column), "option C" (Aiken). */
  label: string;
}

export interface DraftTag {
  text: string;
  line: number;
}

/**
 * A question as a format read it, before the common checks. Texts are trimmed; `answers` are
 * positions into `options` that the format has already checked (it reports missing answers and
 * answers that are not among the options itself, in its own words).
 */
export interface DraftQuestion {
  line: number;
  question: string;
  options: DraftOption[];
  answers: number[];
  explanation: string;
  tags: DraftTag[];
}

export type Report = (line: number, message: string) => void;

/** A file format's reader: the questions it could read and its syntax problems. */
export type FormatReader = (text: string) => { drafts: DraftQuestion[]; problems: ImportProblem[] };

/** `text.length` counts UTF-16 units, as the limits (and zod's max) do. */
function checkLength(report: Report, line: number, what: string, text: string, max: number): void {
  if (text.length > max) report(line, `${what} too long: ${String(text.length)} characters, at most ${String(max)}.`);
}

function checkQuestion(draft: DraftQuestion, report: Report): void {
  const { line, options } = draft;
  if (draft.question === '') report(line, 'Empty question: the question has no text.');
  checkLength(report, line, 'Question', draft.question, QUIZ_LIMITS.question);

  if (options.length < QUIZ_LIMITS.options.min) {
    report(line, `Too few options: ${String(options.length)}, a question needs at least ${String(QUIZ_LIMITS.options.min)}.`);
  }
  if (options.length > QUIZ_LIMITS.options.max) {
    report(line, `Too many options: ${String(options.length)}, a question has at most ${String(QUIZ_LIMITS.options.max)}.`);
  }
  // Options are told apart by the player's eye, so "Paris" and "paris " are the same option.
  const firstByKey = new Map<string, DraftOption>();
  for (const option of options) {
    if (option.text === '') {
      report(option.line, `Empty option: ${option.label} has no text.`);
      continue;
    }
    if (option.text.length > QUIZ_LIMITS.option) {
      report(option.line, `Option too long: ${option.label} has ${String(option.text.length)} characters, at most ${String(QUIZ_LIMITS.option)}.`);
    }
    const key = questionKey(option.text);
    const first = firstByKey.get(key);
    if (first) report(option.line, `Duplicate option: ${option.label} repeats ${first.label}.`);
    else firstByKey.set(key, option);
  }

  if (draft.answers.length > QUIZ_LIMITS.answers) {
    report(line, `Too many answers: ${String(draft.answers.length)}, a question has at most ${String(QUIZ_LIMITS.answers)}.`);
  }
  checkLength(report, line, 'Explanation', draft.explanation, QUIZ_LIMITS.explanation);

  const tags = new Set<string>();
  for (const tag of draft.tags) {
    const normalized = normalizeTag(tag.text);
    const problem = tagProblem(normalized);
    if (problem) report(tag.line, `Bad tag: ${problem}`);
    else tags.add(normalized);
  }
  if (tags.size > QUIZ_LIMITS.tags) report(line, `Too many tags: ${String(tags.size)}, a question has at most ${String(QUIZ_LIMITS.tags)}.`);
}

function toPortable(draft: DraftQuestion): PortableQuestion {
  return {
    question: draft.question,
    options: draft.options.map((option) => option.text),
    answers: [...new Set(draft.answers)].sort((a, b) => a - b),
    explanation: draft.explanation,
    // Tags the checks refused stay out; the report says why.
    tags: [...new Set(draft.tags.map((tag) => normalizeTag(tag.text)))].filter((tag) => tagProblem(tag) === null),
  };
}

/** The common checks over what a format read, and the report sorted by line (stable). */
export function finishReport(drafts: readonly DraftQuestion[], syntaxProblems: readonly ImportProblem[]): ImportReport {
  const problems = [...syntaxProblems];
  const report: Report = (line, message) => problems.push({ line, message });
  const firstLineByKey = new Map<string, number>();
  const questions = drafts.map((draft) => {
    checkQuestion(draft, report);
    const key = questionKey(draft.question);
    const first = firstLineByKey.get(key);
    if (key !== '' && first !== undefined) report(draft.line, `Duplicate question: the same question is on line ${String(first)}.`);
    else if (key !== '') firstLineByKey.set(key, draft.line);
    return toPortable(draft);
  });
  const firstTooMany = drafts[MAX_IMPORT_QUESTIONS];
  if (firstTooMany) {
    report(
      firstTooMany.line,
      `Too many questions: ${String(drafts.length)}, at most ${String(MAX_IMPORT_QUESTIONS)} can be imported at once (question ${String(MAX_IMPORT_QUESTIONS + 1)} starts here).`,
    );
  }
  if (drafts.length === 0 && problems.length === 0) report(1, 'Empty file: there are no questions in it.');
  problems.sort((a, b) => a.line - b.line);
  return { questions, problems };
}

/** The file's size in UTF-8 bytes, without TextEncoder (not every runtime this runs in needs one). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Lines of a file as GIFT and Aiken read them: CRLF, LF and a lone CR all end a line. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

