/**
 * A local stand-in for the Stripe API (the subset Quiz Master uses), for development and tests
 * where api.stripe.com cannot be reached. Talk to it with the real SDK:
 *   new Stripe(STRIPE_STAND_IN.secretKey, { host: '127.0.0.1', port, protocol: 'http' })
 * State lives in memory and is gone when the process ends.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_STAND_IN } from '@quizmaster/shared/stripe-stand-in';
import { authenticate, publishableKeyRefused } from './auth';
import { StripeApiError, invalidParam, unknownRoute } from './errors';
import { FormParseError, parseForm } from './form';
import { IdempotencyStore, fingerprint, type Execution } from './idempotency';
import { randomToken } from './ids';
import { API_VERSION, type StripeEvent } from './objects';
import { Params } from './params';
import { matchRoute } from './routes';
import { StandInStore, type RequestContext } from './store';
import { WebhookDispatcher } from './webhooks';

export interface StripeStandInOptions {
  /** 0 picks a free port. Default STRIPE_STAND_IN.defaultPort. */
  port?: number;
  /** Default 127.0.0.1: the stand-in is never reachable from other machines. */
  host?: string;
  /** Where to POST signed events; without it events are only listed at GET /v1/events. */
  webhookUrl?: string;
  /** Default STRIPE_STAND_IN.webhookSecret. */
  webhookSecret?: string;
  log?: (line: string) => void;
  /** Waits before webhook retries (default 200 ms, 1 s, 3 s); tests shorten them. */
  webhookRetryDelaysMs?: readonly number[];
}

export interface StripeStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Browsers on other local origins (the web app's dev server) call it the way Stripe.js does. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotency-Key, Idempotent-Replayed, Original-Request, Stripe-Version',
};
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Max-Age': '600',
};

interface Outcome extends Execution {
  events: StripeEvent[];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new StripeApiError(413, { type: 'invalid_request_error', message: 'The request body is larger than 1 MB.' }, false));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const errorJson = (error: StripeApiError) => JSON.stringify({ error: error.body }, null, 2);

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const log = options.log ?? (() => {});
  const store = new StandInStore({ pendingWebhooks: options.webhookUrl ? 1 : 0 });
  const idempotency = new IdempotencyStore();
  const webhooks = new WebhookDispatcher({
    ...(options.webhookUrl ? { url: options.webhookUrl } : {}),
    secret: options.webhookSecret ?? STRIPE_STAND_IN.webhookSecret,
    log,
    ...(options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : {}),
  });

  /** Parses, authenticates and routes a request; what it throws is answered without being saved. */
  async function prepare(request: IncomingMessage, url: URL) {
    const method = request.method ?? 'GET';
    let body = '';
    if (method === 'POST') {
      body = await readBody(request);
      const type = header(request, 'content-type');
      if (body && type && !type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
        throw invalidParam(
          'content-type',
          `Invalid request: unsupported Content-Type ${type}. Stripe (and this stand-in) take application/x-www-form-urlencoded bodies.`,
        );
      }
    }
    let params: Params;
    try {
      params = new Params(parseForm([url.search.slice(1), body].filter(Boolean).join('&')));
    } catch (error) {
      if (error instanceof FormParseError) throw invalidParam(error.param, error.message);
      throw error;
    }
    const auth = authenticate(header(request, 'authorization'), params);
    const match = matchRoute(method, url.pathname);
    if (!match) throw unknownRoute(method, url.pathname);
    if (auth.mode === 'publishable' && !match.route.publishable) throw publishableKeyRefused();
    return { method, params, auth, match };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = `req_${randomToken(14)}`;
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      response.writeHead(status, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache, no-store',
        'Request-Id': requestId,
        'Stripe-Version': header(request, 'stripe-version') ?? API_VERSION,
        ...CORS_HEADERS,
        ...extra,
      });
      response.end(body);
    };

    if (request.method === 'OPTIONS') {
      response.writeHead(204, PREFLIGHT_HEADERS);
      response.end();
      return;
    }
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
      const { method, params, auth, match } = await prepare(request, url);
      const idempotencyKey = method === 'POST' ? (header(request, 'idempotency-key') ?? null) : null;

      const execute = (): Promise<Outcome> => {
        const context: RequestContext = { requestId, idempotencyKey, emitted: [] };
        try {
          const body = match.route.handle({ params, ids: match.ids, auth, store, request: context });
          return Promise.resolve({ response: { status: 200, body: JSON.stringify(body, null, 2), requestId }, save: true, events: context.emitted });
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          // A decline is still a result: its events go out and its key replays the 402.
          const response = { status: error.status, body: errorJson(error), requestId };
          return Promise.resolve({ response, save: error.saveForIdempotency, events: context.emitted });
        }
      };

      let outcome: Outcome;
      if (idempotencyKey === null) {
        outcome = await execute();
      } else {
        const result = await idempotency.run(idempotencyKey, fingerprint(method, url.pathname, params.values), execute);
        if (result.kind === 'replayed') {
          send(result.response.status, result.response.body, {
            'Idempotency-Key': idempotencyKey,
            'Idempotent-Replayed': 'true',
            'Original-Request': result.response.requestId,
          });
          return;
        }
        if (result.kind === 'mismatch') {
          const error = new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
          send(400, errorJson(error));
          return;
        }
        outcome = result.execution;
      }
      // Webhooks go out once the response has been handed over, as they would from Stripe.
      response.once('close', () => {
        for (const event of outcome.events) webhooks.dispatch(event);
      });
      send(outcome.response.status, outcome.response.body, idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey });
    } catch (error) {
      if (error instanceof StripeApiError) {
        send(error.status, errorJson(error));
        return;
      }
      log(`internal error on ${request.method ?? '?'} ${request.url ?? '?'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const internal = new StripeApiError(500, { type: 'api_error', message: 'The Stripe stand-in failed on this request; see its log.' });
      if (!response.headersSent) send(500, errorJson(internal));
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? STRIPE_STAND_IN.defaultPort, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${String(port)}`,
    port,
    async close() {
      await webhooks.close();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        // The SDK keeps connections alive; closing them lets server.close finish now.
        server.closeAllConnections();
      });
    },
  };
}
