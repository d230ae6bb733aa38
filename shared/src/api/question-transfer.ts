import type { ImportFormat, ImportProblem, PortableQuestion } from '../question-formats/index';
import { route } from './route';

/** Question import and export (admins): functions/src/api/question-transfer.ts, formats in docs/API.md. */

/**
 * POST /quizzes/{quizId}/import with dryRun: the questions as they would be imported and the
 * problems by line, each list capped (the first MAX_IMPORT_QUESTIONS and MAX_REPORTED_PROBLEMS)
 * and counted in full.
 */
export interface ImportCheck {
  questions: PortableQuestion[];
  questionCount: number;
  problems: ImportProblem[];
  problemCount: number;
}

/** POST /quizzes/{quizId}/import: the dry run's report, or the questions imported and the quiz's new version. */
export type ImportAnswer = ({ dryRun: true } & ImportCheck) | { dryRun: false; imported: number; version: number };

/** GET /quizzes/{quizId}/export: the file's name and text, and the questions the format could not hold. */
export interface ExportedQuestions {
  format: ImportFormat;
  fileName: string;
  questions: number;
  text: string;
  problems: ImportProblem[];
}

export const questionTransferApi = {
  importQuestions: route<ImportAnswer>()('POST', '/api/v1/quizzes/:quizId/import'),
  exportQuestions: route<ExportedQuestions>()('GET', '/api/v1/quizzes/:quizId/export'),
};
