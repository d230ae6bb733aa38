import { once } from 'node:events';
import { Router, type Request, type Response } from 'express';
import { resultSheetCsvFailureLine, resultSheetCsvHeader, resultSheetCsvLine, resultSheetFileName } from '@quizmaster/shared/result-sheet-csv';
import { resultExportsApi } from '@quizmaster/shared/api/result-exports';
import { requireQuiz } from '../services/quizzes';
import { countResults, resultSheetPages } from '../services/result-sheet';
import { authenticate } from './caller';
import { enforceRateLimit } from '../services/rate-limits';
import { rateLimitAddress, validate } from './endpoint';
import { forbidden, HttpError } from '../domain/errors';
import { sendError, sendHttpError } from './errors';

/** Result exports: a quiz's Result Sheet as a CSV download, for admins. */
export const resultExportsRouter = Router();

/**
 * Writes a chunk and waits while the client's buffer is full (`drain`), so a slow download
 * slows the reading instead of piling rows up in memory. Rejects when the client goes away.
 */
async function send(response: Response, chunk: string, gone: AbortSignal): Promise<void> {
  if (!response.write(chunk)) await once(response, 'drain', { signal: gone });
}

/** The Result Sheet as CSV, written page by page as services/result-sheet.ts reads it. */
async function streamResultSheet(quizId: string, response: Response, gone: AbortSignal, sent: { rows: number }): Promise<void> {
  await send(response, resultSheetCsvHeader(), gone);
  let number = 0;
  for await (const rows of resultSheetPages(quizId)) {
    let chunk = '';
    for (const row of rows) chunk += resultSheetCsvLine(row, ++number);
    await send(response, chunk, gone);
    sent.rows = number;
  }
}

resultExportsRouter.get('/quiz-results/:quizId/csv', async (request: Request, response: Response) => {
  // From the start: a client that leaves during the checks must not leave the stream waiting for a drain.
  const client = new AbortController();
  response.on('close', () => client.abort());
  // Checks in the order of every endpoint: 401, 403, 400, then 404.
  let quizName: string;
  let total: number;
  const params = { quizId: '' };
  try {
    const caller = await authenticate(request);
    if (!caller.isAdmin) throw forbidden('Only admins may do this.');
    Object.assign(params, validate(resultExportsApi.csv.request.params, request.params, 'path'));
    // As every endpoint's rateLimit: after validation, before anything is read.
    await enforceRateLimit('result-export', { account: caller.uid, address: rateLimitAddress(request) });
    quizName = (await requireQuiz(params.quizId)).quizName;
    total = await countResults(params.quizId);
  } catch (error) {
    if (error instanceof HttpError) {
      sendHttpError(response, error);
    } else {
      console.error(`Export of quiz ${params.quizId} failed before it started`, error);
      sendError(response, 500, 'internal', 'Something went wrong on our side.');
    }
    return;
  }

  response.status(200).set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${resultSheetFileName(quizName)}"`,
    // Counted before the first row: a progress total, not a promise (results added meanwhile may join).
    'X-Total-Rows': String(total),
    'Cache-Control': 'no-store',
  });
  const sent = { rows: 0 };
  try {
    await streamResultSheet(params.quizId, response, client.signal, sent);
    response.end();
  } catch (error) {
    if (client.signal.aborted) return; // The client stopped the download: nothing left to tell.
    console.error(`Export of quiz ${params.quizId} failed after ${sent.rows} rows`, error);
    // The 200 and part of the file are out, so the failure goes into the file: a last line that
    // says it is incomplete (the web app stops there). Once it is out, the connection is cut
    // without the final chunk, which clients report as a network error. (The emulators' proxies
    // do not pass the cut on: their clients get the line, then the download hangs.)
    response.write(resultSheetCsvFailureLine(sent.rows), () => response.destroy());
  }
});
