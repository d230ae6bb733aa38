import { Router } from 'express';
import { fileTooLargeMessage, MAX_IMPORT_BYTES, utf8Length } from '@quizmaster/shared/question-formats/index';
import { questionTransferApi } from '@quizmaster/shared/api/question-transfer';
import { checkQuestionImport, exportQuestions, importQuestions } from '../services/question-import';
import { endpoint } from './endpoint';
import { HttpError } from '../domain/errors';

/**
 * Question import and export (ADR 0020) of every type (ADR 0035): CSV (our template), GIFT, Moodle XML and Aiken, formats in
 * docs/API.md. Admins only. An import is checked first (`dryRun: true` answers the report and
 * writes nothing); a real import writes every question or none. A file over MAX_IMPORT_BYTES is
 * a 413 before it is read; the reports are capped (shared/src/question-formats/validate.ts).
 */
export const questionTransferRouter = Router();

/** The path whose body may be as large as an import file (the API's other bodies are far smaller). */
export const IMPORT_PATH = /^\/api\/v1\/quizzes\/[^/]+\/import$/;
/** The JSON around a file of MAX_IMPORT_BYTES: its escapes can double the size. */
export const IMPORT_BODY_BYTES = 2 * MAX_IMPORT_BYTES + 1024;

questionTransferRouter.post(
  '/quizzes/:quizId/import',
  endpoint({
    route: questionTransferApi.importQuestions,
    access: 'admin',
    handle: async ({ caller, params, body }) => {
      const bytes = utf8Length(body.text);
      if (bytes > MAX_IMPORT_BYTES) throw new HttpError(413, 'payload-too-large', fileTooLargeMessage(bytes), { maxBytes: MAX_IMPORT_BYTES });
      if (body.dryRun) return { dryRun: true as const, ...(await checkQuestionImport(params.quizId, body.format, body.text)) };
      return { dryRun: false as const, ...(await importQuestions(caller, params.quizId, body.format, body.text, body)) };
    },
  }),
);

const EXTENSIONS = { csv: 'csv', gift: 'gift.txt', 'moodle-xml': 'xml', aiken: 'aiken.txt' } as const;

questionTransferRouter.get(
  '/quizzes/:quizId/export',
  endpoint({
    route: questionTransferApi.exportQuestions,
    access: 'admin',
    rateLimit: 'question-export',
    handle: async ({ params, query }) => {
      const { quiz, text, problems, count, imagesLeftOut } = await exportQuestions(params.quizId, query.format);
      const baseName = quiz.quizName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'quiz';
      return { format: query.format, fileName: `${baseName}.${EXTENSIONS[query.format]}`, questions: count, text, problems, imagesLeftOut };
    },
  }),
);
