import type { Auth } from 'firebase/auth';
import { buildPath, type CallParts, type HasRequiredFields, type QueryValues, type ResponseOf } from '@quizmaster/shared/api/route';
import type { ApiRouteKey, ApiRoutes } from '@quizmaster/shared/api/routes';
import { followClaimsHeader } from './claims-refresh';

/** A failed API call: the HTTP status, the API's `{ error, message }` and its whole body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error's body as the API sent it: some carry more than the message (a 409 `deadline-passed` its `result`). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A 429: the API's message names the limit and how long to wait ("Too many sign-ins: try again
 * in 40 seconds."), so show it rather than a generic failure.
 */
export function isRateLimited(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 429;
}

/**
 * Calls the app's own API (same origin, through the Hosting rewrites) with the signed-in user's
 * ID token, and answers the parsed JSON or throws an ApiRequestError. An answer that says the
 * token's role or premium claims are out of date (X-Claims-Stale) refreshes the token first, so
 * the guards see the change by the time the caller does. The call is not repeated: the API has
 * judged it by the account's current claims already, and a write must not run twice.
 * The answer's type is the route's in the API contract (shared/src/api/<area>.ts), not the caller's choice.
 */
export async function apiRequest<Key extends ApiRouteKey>(auth: Auth, key: Key, ...[parts]: PartsArgument<Key>): Promise<ResponseOf<ApiRoutes[Key]>> {
  const method = key.slice(0, key.indexOf(' '));
  const path = apiPath(key, ...([parts] as PartsArgument<Key>));
  const body = parts?.body;
  const token = await auth.currentUser?.getIdToken();
  const response = await fetch(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  await followClaimsHeader(auth, response);
  if (!response.ok) {
    const { error, message } = (payload ?? {}) as { error?: string; message?: string };
    throw new ApiRequestError(response.status, error ?? 'unknown', message ?? `The request failed (${String(response.status)}).`, payload);
  }
  // The contract's type: the functions' handler for this route is compiled against the same one.
  return payload as ResponseOf<ApiRoutes[Key]>;
}

/** A route's call parts, typed from its request schemas: required when its path has parameters or it needs a body or query. */
type PartsArgument<Key extends ApiRouteKey> = HasRequiredFields<CallParts<ApiRoutes[Key]>> extends true ? [parts: CallParts<ApiRoutes[Key]>] : [parts?: CallParts<ApiRoutes[Key]>];

/** The path of a call: the route's pattern with its parameters (encoded) and query. */
export function apiPath<Key extends ApiRouteKey>(key: Key, ...[parts]: PartsArgument<Key>): string {
  return buildPath(key.slice(key.indexOf(' ') + 1), parts?.params, parts?.query as QueryValues | undefined);
}

/**
 * The message to show for a failed admin action: the spec's fixed text for a 403 (SPEC.md
 * section 6), otherwise what the API said, which names the problem (e.g. 'This is the last admin').
 */
export function adminActionFailure(error: unknown, forbiddenText: string): string {
  if (error instanceof ApiRequestError) return error.status === 403 ? forbiddenText : error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}
