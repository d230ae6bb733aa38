import type { RequestHandler, Response } from 'express';
import type { HttpError } from '../domain/errors';

/** The one JSON error shape of the API: { error: <code>, message: <human text> }. */
export interface ApiError {
  error: string;
  message: string;
}

export function sendError(response: Response, status: number, error: string, message: string, extra?: object): void {
  const body: ApiError = { ...extra, error, message };
  response.status(status).json(body);
}

/** The JSON answer of an HttpError, with its headers. */
export function sendHttpError(response: Response, error: HttpError): void {
  if (error.headers) response.set(error.headers);
  sendError(response, error.status, error.code, error.message, error.extra);
}

/**
 * 413 for bodies over the limit. Cloud Functions parses bodies up to 32 MB before the app runs,
 * so the size is checked on the raw body it kept (or the declared length).
 */
export function rejectLargeBodies(maxBytes: number): RequestHandler {
  return (request, response, next) => {
    const rawBody: unknown = (request as { rawBody?: unknown }).rawBody;
    const size = Buffer.isBuffer(rawBody) ? rawBody.length : Number(request.headers['content-length'] ?? 0);
    if (size > maxBytes) {
      sendError(response, 413, 'payload-too-large', `The request body is larger than ${String(maxBytes)} bytes.`);
      return;
    }
    next();
  };
}
