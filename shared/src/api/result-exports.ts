import { quizIdParams } from './request-fields';
import { route, type FileAnswer } from './route';

/**
 * A quiz's Result Sheet (admins): functions/src/api/result-exports.ts streams the CSV page by
 * page, with its row count in `X-Total-Rows`.
 */

export const resultExportsApi = {
  csv: route<FileAnswer>()('GET', '/api/v1/quiz-results/:quizId/csv', { params: quizIdParams }),
};
