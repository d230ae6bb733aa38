import type { Auth } from 'firebase-admin/auth';
import { buildPath, type CallParts, type HasRequiredFields, type QueryValues, type ResponseOf } from '@quizmaster/shared/api/route';
import type { ApiRouteKey, ApiRoutes } from '@quizmaster/shared/api/routes';
import { appUrl, authHost, firestoreHost, projectId } from './urls';

/** An answer of the API: its status and parsed JSON body (or the raw text when not JSON). */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  /** The call that got this answer, for failure messages (expect-status.ts). */
  request: { method: string; url: string };
}

export interface ApiRequest {
  token?: string;
  body?: unknown;
  /** Sends `body` as is (a string) with this content type instead of JSON. */
  rawContentType?: string;
  headers?: Record<string, string>;
  /** Another stack's address to call instead of the Hosting emulator's (`path` is then relative to it). */
  baseUrl?: string;
}

/** Calls /api/v1{path} through the Hosting emulator, as the browser does. */
export function api<T = Record<string, unknown>>(method: string, path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  return siteApi<T>(method, `/api/v1${path}`, request);
}

/** How a route's call is made besides what it sends: who calls, extra headers, another stack. */
export type RouteCallOptions = Pick<ApiRequest, 'token' | 'headers' | 'baseUrl'>;

/** A route's call parts (typed from its request schemas in the contract) and the call's options. */
type RouteCallArgs<Key extends ApiRouteKey> =
  HasRequiredFields<CallParts<ApiRoutes[Key]>> extends true
    ? [parts: CallParts<ApiRoutes[Key]> & RouteCallOptions]
    : [parts?: CallParts<ApiRoutes[Key]> & RouteCallOptions];

/**
 * Calls a route of the API contract by its key, as the web client does:
 * `callRoute('POST /api/v1/start-quiz/:quizId', { params: { quizId }, token })`. Its params, query
 * and body are checked against the route's request schemas and the answer has the route's type,
 * so a renamed field fails the tests' build. For deliberately malformed requests (fuzz, 4xx
 * tests) and error answers, use `api()`.
 */
export function callRoute<Key extends ApiRouteKey>(key: Key, ...[parts]: RouteCallArgs<Key>): Promise<ApiResponse<ResponseOf<ApiRoutes[Key]>>> {
  const space = key.indexOf(' ');
  const { params, query, body, ...request } = (parts ?? {}) as { params?: Record<string, string>; query?: QueryValues; body?: unknown } & RouteCallOptions;
  return siteApi(key.slice(0, space), buildPath(key.slice(space + 1), params, query), { ...request, body });
}

/** Calls a path of the site itself (the spec's payment calls live outside /api/v1). */
export async function siteApi<T = Record<string, unknown>>(method: string, path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.rawContentType) {
    headers['content-type'] = request.rawContentType;
    body = String(request.body);
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const url = `${request.baseUrl ?? appUrl}${path}`;
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Keep the text: the test will show it.
  }
  return { status: response.status, body: parsed as T, headers: response.headers, request: { method, url } };
}

/** What the Auth emulator's `signInWithPassword` answers: the ID token and what a browser session keeps. */
export interface PasswordSession {
  localId: string;
  idToken: string;
  refreshToken: string;
  /** Seconds the ID token is valid for. */
  expiresIn: string;
  displayName?: string;
}

/** Signs in through the Auth emulator's REST API (of the stack under test, unless `host` names another). */
export async function signInSession(email: string, password: string, host = authHost): Promise<PasswordSession> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as Partial<PasswordSession> & { error?: { message: string } };
  if (!body.idToken || !body.localId || !body.refreshToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? String(response.status)}`);
  return { localId: body.localId, idToken: body.idToken, refreshToken: body.refreshToken, expiresIn: body.expiresIn ?? '3600', displayName: body.displayName };
}

/** Signs in through the Auth emulator's REST API and returns the ID token. */
export async function signIn(email: string, password: string, host = authHost): Promise<string> {
  return (await signInSession(email, password, host)).idToken;
}

export interface TestAccount {
  uid: string;
  email: string;
  name: string;
  token: string;
}

export const TEST_PASSWORD = 'Secret123!';

/**
 * Creates an Auth account with the given claims and signs it in. Its e-mail counts as verified
 * (starting a quiz needs that) unless `emailVerified: false`.
 */
export async function createAccount(
  auth: Auth,
  key: string,
  options: { claims?: Record<string, unknown>; name?: string; emailVerified?: boolean } = {},
): Promise<TestAccount> {
  const email = `${key}@example.com`;
  const name = options.name ?? `Test ${key}`;
  const user = await auth.createUser({ email, password: TEST_PASSWORD, displayName: name, emailVerified: options.emailVerified ?? true });
  if (options.claims) await auth.setCustomUserClaims(user.uid, options.claims);
  return { uid: user.uid, email, name, token: await signIn(email, TEST_PASSWORD) };
}

/** An unsigned token (as the Auth emulator issues) whose claims say whatever we like. */
export function forgedToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-quizmaster';
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      firebase: { sign_in_provider: 'password', identities: {} },
      ...claims,
    }),
    '',
  ].join('.');
}

/** A Firestore read with this ID token through its REST API, as any script can make it: the HTTP status. */
export async function firestoreReadStatus(token: string, path: string): Promise<number> {
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Verifies an account's e-mail the way its owner would: asks Auth to send the verification mail,
 * takes the link's code from the Auth emulator's outbox and applies it (what opening the link does).
 */
export async function verifyEmailByLink(idToken: string, { host = authHost, project = projectId } = {}): Promise<void> {
  const identityToolkit = (method: string, body: object) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => {
      const json = (await response.json()) as { email?: string; error?: { message: string } };
      if (!response.ok) throw new Error(`accounts:${method} failed: ${json.error?.message ?? String(response.status)}`);
      return json;
    });
  const { email } = await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const outbox = (await (await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = outbox.oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`No verification link was sent to ${String(email)}`);
  await identityToolkit('update', { oobCode: code.oobCode });
}
