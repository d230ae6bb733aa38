import type { Auth } from 'firebase/auth';
import { CsvLineCounter, resultSheetFileName } from '@quizmaster/shared/result-sheet-csv';
import { apiPath, ApiRequestError } from '@/lib/api-client';
import { saveBlob } from '@/lib/api-download';
import type { ExportProgress } from './export-progress-text';

const count = new Intl.NumberFormat('en-US');

async function failure(response: Response): Promise<ApiRequestError> {
  const payload: unknown = await response.json().catch(() => null);
  const { error, message } = (payload ?? {}) as { error?: string; message?: string };
  return new ApiRequestError(response.status, error ?? 'unknown', message ?? `The export failed (${String(response.status)}).`);
}

/**
 * Downloads a quiz's Result Sheet from GET /api/v1/quiz-results/{quizId}/csv (docs/API.md), which
 * the function streams page by page: reports the rows as they arrive and answers the file.
 * Throws an ApiRequestError when the API refuses (403, 404), and an Error when the download
 * breaks or ends short: the server's failure line, a cut connection, or fewer rows than counted
 * (results are only ever added while an export runs, never removed one by one).
 */
export async function fetchResultSheet(auth: Auth, quizId: string, onProgress: (progress: ExportProgress) => void, signal?: AbortSignal): Promise<Blob> {
  const token = await auth.currentUser?.getIdToken();
  const response = await fetch(apiPath('GET /api/v1/quiz-results/:quizId/csv', { params: { quizId } }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok || !response.body) throw await failure(response);
  const totalHeader = response.headers.get('x-total-rows');
  const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
  onProgress({ rows: 0, total });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const counter = new CsvLineCounter();
  const parts: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      counter.push(decoder.decode(value, { stream: true }));
      if (counter.failed) {
        await reader.cancel();
        throw new Error(`The export stopped after ${count.format(counter.rows)} rows because of an error on the server. Try again.`);
      }
      onProgress({ rows: counter.rows, total });
    }
  } catch (error) {
    if (counter.failed || signal?.aborted) throw error;
    throw new Error(`The download was interrupted after ${count.format(counter.rows)} rows. Try again.`, { cause: error });
  }
  if (total !== null && counter.rows < total) {
    throw new Error(`The download ended early: ${count.format(counter.rows)} of ${count.format(total)} rows. Try again.`);
  }
  return new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' });
}

/** Fetches the Result Sheet with progress and saves it as `<quiz-name>-results.csv`. */
export async function exportResultSheet(auth: Auth, quizId: string, quizName: string, onProgress: (progress: ExportProgress) => void, signal?: AbortSignal): Promise<void> {
  saveBlob(await fetchResultSheet(auth, quizId, onProgress, signal), resultSheetFileName(quizName));
}
