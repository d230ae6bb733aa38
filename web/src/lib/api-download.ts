import type { Auth } from 'firebase/auth';
import { ApiRequestError } from './api-client';

/** The file name a Content-Disposition header gives (`attachment; filename="x.pdf"`), or null. */
export function dispositionFileName(header: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(header ?? '') ?? /filename=([^;\s]+)/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Hands a file to the browser as a download. */
export function saveBlob(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoking at once can cancel the download in some browsers; let it start first.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file the API renders (a certificate or a receipt PDF) with the signed-in user's ID
 * token and saves it under the name the API gives (else `fallbackName`). Throws an
 * ApiRequestError with the API's message when it refuses (403, 404).
 */
export async function downloadApiFile(auth: Auth, path: string, fallbackName: string): Promise<void> {
  const token = await auth.currentUser?.getIdToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const { error, message } = (payload ?? {}) as { error?: string; message?: string };
    throw new ApiRequestError(response.status, error ?? 'unknown', message ?? `The download failed (${String(response.status)}).`);
  }
  saveBlob(await response.blob(), dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName);
}
