import { z } from 'zod';
import { QUESTION_FORMATS, type AnyPortableQuestion, type ImportProblem, type QuestionFormat } from '../question-formats/index';
import { editVersionFields } from '../quiz-authoring';
import { quizIdParams } from './request-fields';
import { route } from './route';

/** Question import and export (admins) of every type (ADR 0035): functions/src/api/question-transfer.ts, formats in docs/API.md. */

/**
 * POST /quizzes/{quizId}/import with dryRun: the questions as they would be imported and the
 * problems by line, each list capped (the first MAX_IMPORT_QUESTIONS and MAX_REPORTED_PROBLEMS)
 * and counted in full.
 */
export interface ImportCheck {
  /** Choice questions (options and answer positions) and typed ones (the author's fields in `typed`). */
  questions: AnyPortableQuestion[];
  questionCount: number;
  problems: ImportProblem[];
  problemCount: number;
}

/** POST /quizzes/{quizId}/import: the dry run's report, or the questions imported and the quiz's new version. */
export type ImportAnswer = ({ dryRun: true } & ImportCheck) | { dryRun: false; imported: number; version: number };

/** GET /quizzes/{quizId}/export: the file's name and text, and the questions the format could not hold. */
export interface ExportedQuestions {
  format: QuestionFormat;
  fileName: string;
  /** The questions in `text` (those in `problems` are not). */
  questions: number;
  text: string;
  problems: ImportProblem[];
  /** Images (ADR 0037) the questions have that this format cannot refer to: 0 in CSV, which keeps them by id. */
  imagesLeftOut: number;
}

const importFormat = z.enum(QUESTION_FORMATS, 'Choose csv, gift, moodle-xml or aiken');

export const questionTransferApi = {
  importQuestions: route<ImportAnswer>()('POST', '/api/v1/quizzes/:quizId/import', {
    params: quizIdParams,
    body: z.object({
      format: importFormat,
      // No max here: a file over the limit is a 413 (the router), not a 400; the body limit bounds it.
      text: z.string(),
      dryRun: z.boolean().default(false),
      ...editVersionFields,
    }),
  }),
  exportQuestions: route<ExportedQuestions>()('GET', '/api/v1/quizzes/:quizId/export', { params: quizIdParams, query: z.object({ format: importFormat }) }),
};
