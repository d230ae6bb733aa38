/**
 * `expect(response).toHaveStatus(200)`: the one status assertion of the emulator and browser
 * tests. On failure it says which call answered what, and shows the answer's body, so a failing
 * test reads "POST /api/v1/createPayment answered 409, expected 200" with the API's error JSON
 * under it instead of "expected 409 to be 200".
 *
 * It takes anything with a numeric `status`: an ApiResponse of tests/support/api.ts (which
 * carries its method and URL), a fetch Response, a test's own `{ status, body }`, or a
 * spawnSync result (its stdout and stderr are shown). Registered for vitest in
 * tests/emulator/setup.ts and for Playwright in tests/e2e/support/test.ts.
 */

/** How much of a body a failure prints. */
const BODY_LIMIT = 2_000;

interface MatcherContext {
  isNot?: boolean;
}

type Received = Partial<{
  status: unknown;
  request: { method: string; url: string };
  url: string;
  body: unknown;
  text: unknown;
  stdout: unknown;
  stderr: unknown;
}>;

const clip = (text: string) => (text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}… (${String(text.length - BODY_LIMIT)} more characters)` : text);

function printable(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return JSON.stringify(value, null, 2);
}

/** Who answered (the method and URL when the response knows them), ending in its verb. */
function caller(received: Received): string {
  if (received.request) return `${received.request.method} ${received.request.url} answered`;
  if (typeof received.url === 'string' && received.url) return `${received.url} answered`;
  if ('stdout' in received || 'stderr' in received) return 'the command exited with';
  return 'the call answered';
}

/** What it said: the body (or text), or a command's output. */
function details(received: Received): string {
  const parts: string[] = [];
  if (received.body !== undefined) parts.push(`body: ${clip(printable(received.body))}`);
  else if (received.text !== undefined) parts.push(`body: ${clip(printable(received.text))}`);
  for (const stream of ['stdout', 'stderr'] as const) {
    const output = received[stream] === undefined || received[stream] === null ? '' : printable(received[stream]).trim();
    if (output) parts.push(`${stream}: ${clip(output)}`);
  }
  return parts.length > 0 ? `\n${parts.join('\n')}` : '';
}

export function toHaveStatus(this: MatcherContext, received: unknown, expected: number) {
  const response = (typeof received === 'object' && received !== null ? received : {}) as Received;
  const status = response.status;
  if (typeof status !== 'number') {
    return { pass: false, message: () => `expected a response with a numeric status, got ${clip(printable(received))}` };
  }
  const pass = status === expected;
  return {
    pass,
    message: () => `${caller(response)} ${String(status)}, expected ${this.isNot ? 'anything but ' : ''}${String(expected)}${details(response)}`,
    actual: status,
    expected,
  };
}

interface StatusMatchers<R = unknown> {
  /** The response's `status` is `expected`; on failure, prints the method, URL and body. */
  toHaveStatus: (expected: number) => R;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any -- vitest's declaration-merging pattern for custom matchers
  interface Matchers<T = any> extends StatusMatchers<T> {}
}
