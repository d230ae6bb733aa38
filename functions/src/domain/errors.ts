/**
 * The expected failures of the services, each with the HTTP status the API answers it with.
 * They live below the HTTP layer so services and data code throw them without importing api/*;
 * api/endpoint.ts turns them into the JSON error shape (api/errors.ts).
 */

/**
 * An expected failure with its HTTP status. Handlers throw it; the endpoint wrapper answers
 * with the JSON error shape. `extra` adds fields to the body (e.g. the result of a closed attempt),
 * `headers` response headers (a 429's Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502,
    readonly code: string,
    message: string,
    readonly extra?: object,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'invalid-argument') => new HttpError(400, code, message);
/** A 400 naming one field, shaped like the validation errors of the endpoint wrapper. */
export const invalidField = (where: 'path' | 'query' | 'body', field: string, message: string) =>
  new HttpError(400, 'invalid-argument', `Invalid ${where}: ${field}: ${message}`, { fields: [{ field, message }] });
/** The payment provider could not be reached or failed: worth retrying later. */
export const providerUnavailable = (message: string) => new HttpError(502, 'payment-provider-unavailable', message);
export const unauthorized = (message: string) => new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new HttpError(403, 'permission-denied', message);
export const notFound = (message: string) => new HttpError(404, 'not-found', message);
export const conflict = (message: string, code = 'conflict', extra?: object) => new HttpError(409, code, message, extra);
/** Too many calls: `retryAfterSeconds` says when the limit frees up (the Retry-After header). */
export const tooManyRequests = (message: string, retryAfterSeconds: number, extra?: object) =>
  new HttpError(429, 'rate-limited', message, { ...extra, retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
