import { QUESTION_TYPE_LABELS, type ChoiceType } from '../question-types/limits';
import { typedQuestionInputSchema, type TypedQuestionFields } from '../question-types/input';
import { normalizeTag, QUIZ_LIMITS, tagProblem } from '../quiz-authoring';

/**
 * What the three import formats share: the types, the limits of one import, and the checks that
 * do not depend on the format (limits, duplicates, tags). Each format reads its own syntax and
 * hands over DraftQuestions one by one; readReport does the rest. A report's size is bounded
 * whatever the file holds (a hostile file of 1 MB has a million problems).
 */

/** More questions than this in one file is one problem: the import is done in one batch. A report lists at most this many. */
export const MAX_IMPORT_QUESTIONS = 500;
/** Larger files are refused before they are read (UTF-8 bytes); the API answers 413. */
export const MAX_IMPORT_BYTES = 1_000_000;
/** A report lists the first this many problems by line, and counts them all. */
export const MAX_REPORTED_PROBLEMS = 200;

export const fileTooLargeMessage = (bytes: number) =>
  `File too large: ${String(bytes)} bytes, at most ${String(MAX_IMPORT_BYTES)} can be imported at once.`;
export const importProblemsMessage = (count: number) => `The file has ${String(count)} ${count === 1 ? 'problem' : 'problems'}: nothing was imported.`;

/**
 * An image a question or option refers to (ADR 0037): an uploaded image's id and its alt text.
 * Only CSV carries them; the server checks that the id is one of this project's images.
 */
export interface PortableImage {
  id: string;
  alt: string;
}

/** A choice question as the formats carry it. Options in order; answers are 1-based positions into options. */
export interface PortableQuestion {
  question: string;
  /** The question's image, when it has one. */
  image?: PortableImage;
  options: string[];
  /** Present when an option has an image: one entry per option, null for those without. */
  optionImages?: (PortableImage | null)[];
  /** Sorted ascending, unique. */
  answers: number[];
  /** '' when none. */
  explanation: string;
  /** Normalized with normalizeTag, unique, in file order. */
  tags: string[];
  /**
   * Absent: single or multiple as the answers say (one right answer: single), as ADR 0035 stores
   * it. Readers set it only when the file says more: 'true-false' (options True and False), or
   * 'multiple' for a question with one right answer that the player ticks as checkboxes.
   */
  type?: ChoiceType;
}

/** A typed question (ADR 0035) as the formats carry it: the author's fields, checked with typedQuestionInputSchema. */
export interface PortableTypedQuestion {
  question: string;
  image?: PortableImage;
  typed: TypedQuestionFields;
  explanation: string;
  tags: string[];
}

/** Any question a format reads or writes. */
export type AnyPortableQuestion = PortableQuestion | PortableTypedQuestion;

export const isTypedPortable = (question: AnyPortableQuestion): question is PortableTypedQuestion => 'typed' in question;

/** `line`: 1-based line of the file where the question (or the faulty part) starts; 0 for export problems. */
export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportReport<Q = PortableQuestion> {
  /** The questions read, in file order: the first MAX_IMPORT_QUESTIONS (a file with more cannot be imported). */
  questions: Q[];
  /** The line each of `questions` starts on. */
  lines: number[];
  /** Every question in the file. */
  questionCount: number;
  /** The first MAX_REPORTED_PROBLEMS problems by line (in the order found within a line). */
  problems: ImportProblem[];
  /** Every problem in the file. */
  problemCount: number;
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
  /** Checked by the format (only CSV has images). */
  image?: PortableImage;
}

export interface DraftTag {
  text: string;
  line: number;
}

/**
 * A question as a format read it, before the common checks. Texts are trimmed; `answers` are
 * positions into `options` that the format has already checked (it reports missing answers and
 * answers that are not among the options itself, in its own words). A typed question carries
 * its author's fields in `typed` (unchecked: typedQuestionInputSchema checks them) and no options.
 */
export interface DraftQuestion {
  line: number;
  question: string;
  /** Checked by the format (only CSV has images). */
  image?: PortableImage;
  options: DraftOption[];
  answers: number[];
  explanation: string;
  tags: DraftTag[];
  type?: ChoiceType;
  typed?: Record<string, unknown> & { type: string };
  /** The format has reported why its answers cannot be read (e.g. an unknown type): only the text, explanation and tags are checked. */
  unreadable?: boolean;
}

export type Report = (line: number, message: string) => void;

/** Where a format's reader puts what it finds. */
export interface ReaderOutput {
  /** A question read in full, in file order, after the syntax problems the reader found in it. */
  question: (draft: DraftQuestion) => void;
  report: Report;
}

/** A file format's reader: hands over the questions it could read, and reports its syntax problems. */
export type FormatReader = (text: string, out: ReaderOutput) => void;

/** `text.length` counts UTF-16 units, as the limits (and zod's max) do. */
function checkLength(report: Report, line: number, what: string, text: string, max: number): void {
  if (text.length > max) report(line, `${what} too long: ${String(text.length)} characters, at most ${String(max)}.`);
}

/** At most this many of a typed question's zod issues are reported (one question cannot flood the report). */
const MAX_TYPED_ISSUES = 5;

/** A typed question's fields checked, or null with the problems reported. */
function checkTyped(draft: DraftQuestion, typed: NonNullable<DraftQuestion['typed']>, report: Report): TypedQuestionFields | null {
  const parsed = typedQuestionInputSchema.safeParse(typed);
  if (parsed.success) return parsed.data;
  const label = (QUESTION_TYPE_LABELS as Record<string, string | undefined>)[typed.type] ?? typed.type;
  for (const issue of parsed.error.issues.slice(0, MAX_TYPED_ISSUES)) {
    report(draft.line, `Bad ${label.toLowerCase()} question: ${issue.message.replace(/\.$/, '')}.`);
  }
  return null;
}

function checkOptions(draft: DraftQuestion, report: Report): void {
  const { line, options } = draft;
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
  if (draft.type === 'single' && new Set(draft.answers).size > 1) {
    report(line, `Too many answers: ${String(new Set(draft.answers).size)}, a single-answer question has one right answer.`);
  }
}

/** The common checks; a typed question's checked fields (null when they have problems), undefined for a choice question. */
function checkQuestion(draft: DraftQuestion, report: Report): TypedQuestionFields | null | undefined {
  const { line } = draft;
  if (draft.question === '') report(line, 'Empty question: the question has no text.');
  checkLength(report, line, 'Question', draft.question, QUIZ_LIMITS.question);
  const typed = draft.typed && !draft.unreadable ? checkTyped(draft, draft.typed, report) : draft.typed ? null : undefined;
  if (!draft.typed && !draft.unreadable) checkOptions(draft, report);
  checkLength(report, line, 'Explanation', draft.explanation, QUIZ_LIMITS.explanation);

  const tags = new Set<string>();
  for (const tag of draft.tags) {
    const normalized = normalizeTag(tag.text);
    const problem = tagProblem(normalized);
    if (problem) report(tag.line, `Bad tag: ${problem}`);
    else tags.add(normalized);
  }
  if (tags.size > QUIZ_LIMITS.tags) report(line, `Too many tags: ${String(tags.size)}, a question has at most ${String(QUIZ_LIMITS.tags)}.`);
  return typed;
}

function toPortable(draft: DraftQuestion, typed: TypedQuestionFields | null | undefined): AnyPortableQuestion {
  // Tags the checks refused stay out; the report says why.
  const tags = [...new Set(draft.tags.map((tag) => normalizeTag(tag.text)))].filter((tag) => tagProblem(tag) === null);
  const image = draft.image ? { image: draft.image } : {};
  if (draft.typed) {
    // A typed question with problems is kept with its fields as read: the report says what is wrong.
    return { question: draft.question, ...image, typed: typed ?? (draft.typed as unknown as TypedQuestionFields), explanation: draft.explanation, tags };
  }
  const answers = [...new Set(draft.answers)].sort((a, b) => a - b);
  const implied = answers.length === 1 ? 'single' : 'multiple';
  const optionImages = draft.options.some((option) => option.image) ? { optionImages: draft.options.map((option) => option.image ?? null) } : {};
  return {
    question: draft.question,
    ...image,
    options: draft.options.map((option) => option.text),
    ...optionImages,
    answers,
    explanation: draft.explanation,
    tags,
    ...(draft.type && draft.type !== implied ? { type: draft.type } : {}),
  };
}

const byLine = (a: ImportProblem, b: ImportProblem) => a.line - b.line;

/**
 * The first MAX_REPORTED_PROBLEMS problems by line, and the count of all, in memory bounded by
 * the cap. Array sort is stable, so problems on one line stay in the order found.
 */
export class ProblemList {
  private kept: ImportProblem[] = [];
  count = 0;

  readonly report: Report = (line, message) => {
    this.count += 1;
    this.kept.push({ line, message });
    if (this.kept.length >= 2 * MAX_REPORTED_PROBLEMS) this.trim();
  };

  /** Sorted by line. */
  list(): ImportProblem[] {
    this.trim();
    return [...this.kept];
  }

  private trim(): void {
    this.kept.sort(byLine);
    this.kept.length = Math.min(this.kept.length, MAX_REPORTED_PROBLEMS);
  }
}

/** Runs a reader and the common checks on each question it hands over, as it hands them over. */
export function readReport(reader: FormatReader, text: string): ImportReport<AnyPortableQuestion> {
  const problems = new ProblemList();
  const { report } = problems;
  const questions: AnyPortableQuestion[] = [];
  const lines: number[] = [];
  let questionCount = 0;
  let firstTooMany: number | undefined;
  const firstLineByKey = new Map<string, number>();
  reader(text, {
    report,
    question: (draft) => {
      questionCount += 1;
      const typed = checkQuestion(draft, report);
      const key = questionKey(draft.question);
      const first = firstLineByKey.get(key);
      if (key !== '' && first !== undefined) report(draft.line, `Duplicate question: the same question is on line ${String(first)}.`);
      else if (key !== '') firstLineByKey.set(key, draft.line);
      // The rest are checked and counted, not kept: a file with more cannot be imported.
      if (questions.length < MAX_IMPORT_QUESTIONS) {
        questions.push(toPortable(draft, typed));
        lines.push(draft.line);
      } else firstTooMany ??= draft.line;
    },
  });
  if (firstTooMany !== undefined) {
    report(
      firstTooMany,
      `Too many questions: ${String(questionCount)}, at most ${String(MAX_IMPORT_QUESTIONS)} can be imported at once (question ${String(MAX_IMPORT_QUESTIONS + 1)} starts here).`,
    );
  }
  if (questionCount === 0 && problems.count === 0) report(1, 'Empty file: there are no questions in it.');
  return { questions, lines, questionCount, problems: problems.list(), problemCount: problems.count };
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

/**
 * Lines of a file as GIFT and Aiken read them: every Unicode line terminator ends a line (CRLF
 * counts once; also VT, FF, NEL, U+2028 and U+2029), so no line holds one. `.` in a pattern does
 * not match U+2028, which once made the line patterns backtrack.
 */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/);
}

/** Whether a text holds a line terminator that splitLines ends a line at. */
export const hasLineBreak = (text: string) => /[\n\v\f\r\u0085\u2028\u2029]/.test(text);

