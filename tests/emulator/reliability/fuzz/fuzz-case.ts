/**
 * One fuzzed HTTP request, how it is sent, and what the API must answer to it.
 */
import { appUrl } from '../../../support/urls';

/**
 * What is wrong with a request on purpose, and so what must refuse it: `token` (401), `role`
 * (403), `signature` (400, the Stripe webhook), `param`, `query`, `body` (a 4xx), or `none`
 * for public endpoints that ignore whatever else is sent (200).
 */
export type Fault = 'token' | 'role' | 'signature' | 'param' | 'query' | 'body' | 'none';

export interface SentBody {
  /** Omitted: no Content-Type header at all. */
  contentType?: string;
  text: string;
}

export interface FuzzCase {
  fault: Fault;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query string, already encoded. */
  path: string;
  /** The path parameter is empty or a dot segment, so no route matches: 404 whatever the fault. */
  routeless?: boolean;
  headers: Record<string, string>;
  body?: SentBody;
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** The API's body limit (docs/API.md): larger bodies get 413 before anything else of ours runs. */
const MAX_BODY_BYTES = 100 * 1024;

export async function send(fuzzCase: FuzzCase): Promise<FuzzAnswer> {
  const headers = { ...fuzzCase.headers, ...(fuzzCase.body?.contentType ? { 'content-type': fuzzCase.body.contentType } : {}) };
  // Bytes, not a string: fetch would otherwise add a text/plain Content-Type of its own.
  const body = fuzzCase.body ? Buffer.from(fuzzCase.body.text) : undefined;
  const response = await fetch(`${appUrl}${fuzzCase.path}`, { method: fuzzCase.method, headers, body });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/**
 * Cloud Functions parses `application/json` bodies strictly (an object or an array) before the
 * app runs, and answers anything else with its own 400 page: the one documented exception to
 * the API's JSON error shape.
 */
function platformRefusesJson(body: SentBody | undefined): boolean {
  if (!body?.contentType?.startsWith('application/json') || body.text === '') return false;
  if (!/^[\t\n\r ]*[[{]/.test(body.text)) return true;
  try {
    JSON.parse(body.text);
    return false;
  } catch {
    return true;
  }
}

function expectedStatus(fuzzCase: FuzzCase): { status: number } | { range: [number, number] } {
  if (platformRefusesJson(fuzzCase.body)) return { status: 400 };
  if (Buffer.byteLength(fuzzCase.body?.text ?? '') > MAX_BODY_BYTES) return { status: 413 };
  if (fuzzCase.routeless) return { status: 404 };
  switch (fuzzCase.fault) {
    case 'token':
      return { status: 401 };
    case 'role':
      return { status: 403 };
    case 'signature':
      return { status: 400 };
    case 'none':
      return { status: 200 };
    default:
      return { range: [400, 499] };
  }
}

/** Why this answer is wrong for this request, or null when it is right. */
export function judge(fuzzCase: FuzzCase, answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `a ${String(answer.status)}`;
  const expected = expectedStatus(fuzzCase);
  if ('status' in expected ? answer.status !== expected.status : answer.status < expected.range[0] || answer.status > expected.range[1]) {
    return `status ${String(answer.status)}, expected ${'status' in expected ? String(expected.status) : expected.range.join('-')}`;
  }
  if (platformRefusesJson(fuzzCase.body)) return null;
  if (!answer.contentType.includes('application/json')) return `a ${answer.contentType || 'typeless'} answer, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return 'an answer that is not valid JSON';
  }
  if (answer.status >= 400) {
    const error = parsed as { error?: unknown; message?: unknown };
    if (typeof error.error !== 'string' || typeof error.message !== 'string') return 'an error without string `error` and `message`';
  }
  return null;
}

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${String(text.length)} chars)` : text);

/** A short, readable account of a request and its answer for failure messages. */
export function describeCase(fuzzCase: FuzzCase, answer?: FuzzAnswer): string {
  const lines = [
    `${fuzzCase.method} ${clip(fuzzCase.path, 200)} (fault: ${fuzzCase.fault})`,
    `  headers: ${clip(JSON.stringify(fuzzCase.headers), 200)}`,
    `  body: ${fuzzCase.body ? `${fuzzCase.body.contentType ?? '(no content type)'} ${clip(JSON.stringify(fuzzCase.body.text))}` : '(none)'}`,
  ];
  if (answer) lines.push(`  answer: ${String(answer.status)} ${answer.contentType} ${clip(answer.text)}`);
  return lines.join('\n');
}
