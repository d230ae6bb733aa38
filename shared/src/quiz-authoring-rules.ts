/**
 * The zod-free half of the quiz authoring rules (limits, tags, covers, the availability window,
 * Edit Quiz's notes): the editor's pages import these with the page, and the schemas in
 * quiz-authoring.ts (which re-exports all of this) only when a form first validates, so zod is
 * not part of their first visit.
 */
import { invalidCoverMessage } from './messages';

export const QUIZ_LIMITS = {
  quizName: 100,
  description: 1000,
  retakeCount: 20,
  /** Minutes. */
  allQTime: 600,
  question: 1000,
  option: 500,
  options: { min: 2, max: 10 },
  answers: 10,
  /** Questions in one quiz: a quiz's type change rewrites them all in one transaction. */
  questions: 500,
  /** A question's explanation, shown in the review when the quiz's policy allows (ADR 0019). */
  explanation: 2000,
  /** Tags per question, and the length of one tag (after normalizeTag). */
  tags: 10,
  tag: 40,
} as const;

/**
 * A tag as stored and compared: white space runs as one space, none at either end, lower case
 * ("World  War II" and "world war ii" are one tag). Tags name groups of questions that a quiz can
 * draw from at random, so two spellings of one tag must not make two groups.
 */
export function normalizeTag(tag: string): string {
  return tag.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Letters (any script), digits, space and - _ . : ; and , separate tags in the import formats. */
export const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** Why `tag` (already normalized) cannot be a tag, or null when it can. */
export function tagProblem(tag: string): string | null {
  if (tag === '') return 'A tag cannot be empty.';
  if (tag.length > QUIZ_LIMITS.tag) return `A tag has at most ${String(QUIZ_LIMITS.tag)} characters: "${tag}".`;
  if (!TAG_PATTERN.test(tag)) return `A tag starts with a letter or digit and holds only letters, digits, spaces and . _ -: "${tag}".`;
  return null;
}

/** SPEC.md section 5: the only cover files the form accepts, and its message for the others. */
export const COVER_FILE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** The spec's message (written in messages.ts), under the name the authoring code uses. */
export const INVALID_COVER_MESSAGE = invalidCoverMessage;
/** storage.rules refuse larger covers; the form says so before uploading. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

export function isCoverFileName(fileName: string): boolean {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') && (COVER_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The covers shipped with the web app (web/public/covers): quiz creation works without Storage. */
export const BUILT_IN_COVERS = ['geography', 'history', 'javascript', 'science', 'space', 'typescript'].map(
  (name) => `/covers/${name}.svg`,
);

/** Why an availability window cannot be, or null: it must close after it opens. */
export function windowProblem(opensAt: string | null | undefined, closesAt: string | null | undefined): string | null {
  if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) return 'The quiz must close after it opens.';
  return null;
}

/** Edit Quiz's notes while a draft meets another admin's change (the choice itself: edit-conflicts.ts). */
export const DRAFT_NOTES = {
  /** Under a Save that waits for the admin's choice between their version and the draft. */
  chooseFirst: 'Choose their version or your draft first.',
  /** An import checked against a version the page has since replaced. */
  importStale: 'The quiz changed since this check: check the questions again before importing them.',
  /** The question being edited was deleted by another admin: its draft had nowhere to go. */
  questionDeleted: 'Another admin deleted the question you were editing, so your changes to it were not saved.',
} as const;
