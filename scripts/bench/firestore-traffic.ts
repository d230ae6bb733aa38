/**
 * Counts the Firestore reads of a page from its network traffic, through the Chrome DevTools
 * Protocol. The web app talks to Firestore two ways, and both are read here:
 *
 * - Firestore Lite (one-shot reads) makes REST calls: `:runQuery` (a query; its answer lists the
 *   documents), `:batchGet` (documents by id), `:runAggregationQuery` (a count).
 * - The full SDK (live listeners) keeps a WebChannel: POSTs to `Listen/channel` add targets (a
 *   query, or documents by id), and a long-lived streaming GET delivers `documentChange`s. The
 *   stream never finishes while the page is open, so its body is read as it arrives
 *   (`Network.streamResourceContent` and `Network.dataReceived`).
 *
 * Billing as Firestore does it: each document read counts 1, a query at least 1 even when empty,
 * and each document asked for by id 1 whether it exists or not.
 *
 * API calls (`/api/…`) are recorded with the server's own reads (the functions' read meter sends
 * them in `x-firestore-reads` in the emulator).
 *
 * Bytes are the response bodies as the browser received them (decoded), Firestore's and the API's
 * apart: what the page pulled to show what it shows.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface ApiCall {
  method: string;
  path: string;
  status: number;
  /** Billed reads the server reported, or undefined without the read meter. */
  serverReads: number | undefined;
  /** Queries the server ran, from the read meter's detail header. */
  serverQueries: number | undefined;
  serverDetail: string | undefined;
}

export interface FirestoreTraffic {
  /** Queries run (REST queries, aggregations, query listeners). */
  queries: number;
  /** Documents asked for by id (REST batchGet, document listeners). */
  lookups: number;
  /** Documents that reached the browser (query results, documents by id, listener changes). */
  documentsDelivered: number;
  /** What Firestore bills for the above. */
  billedReads: number;
  /** One line per Firestore read request, to say what made the reads. */
  details: string[];
  apiCalls: ApiCall[];
  /** Response bytes from Firestore (REST answers and the listen stream). */
  firestoreBytes: number;
  /** Response bytes of the API calls. */
  apiBytes: number;
}

interface Recorded {
  url: string;
  method: string;
  postData: string | undefined;
  body: string;
  streaming: boolean;
  finished: boolean;
  /** The WebChannel's `X-HTTP-Session-Id` answer header (the opening POST of a listen session). */
  httpSessionId?: string;
}

/** A listen channel request as ./listen-sessions.ts reads it. */
export type ChannelRequest = Pick<Recorded, 'url' | 'method' | 'postData' | 'body' | 'httpSessionId'>;

const FIRESTORE_PATH = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/;
const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/channel';

const shortName = (name: string) => name.replace(/^\/?(v1\/)?projects\/[^/]+\/databases\/[^/]+\/documents\/?/, '');
const documentsText = (count: number) => `${String(count)} document${count === 1 ? '' : 's'}`;

/** Splits a WebChannel body (`<length>\n<json>` frames) into its JSON frames; a partial last frame is left out. */
export function webChannelFrames(body: string): unknown[] {
  const frames: unknown[] = [];
  let at = 0;
  while (at < body.length) {
    const newline = body.indexOf('\n', at);
    if (newline < 0) break;
    const length = Number(body.slice(at, newline));
    if (!Number.isInteger(length) || length <= 0) break;
    const text = body.slice(newline + 1, newline + 1 + length);
    if (text.length < length) break;
    try {
      frames.push(JSON.parse(text));
    } catch {
      break;
    }
    at = newline + 1 + length;
  }
  return frames;
}

interface ListenTarget {
  targetId: number;
  kind: 'query' | 'documents';
  label: string;
  documents: number;
}

/** The targets a Listen/channel POST adds: form fields `req<n>___data__` holding JSON. */
export function addedTargets(postData: string): ListenTarget[] {
  const targets: ListenTarget[] = [];
  for (const [key, value] of new URLSearchParams(postData)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    const request = JSON.parse(value) as {
      addTarget?: {
        targetId: number;
        query?: { parent?: string; structuredQuery?: { from?: { collectionId?: string }[] } };
        documents?: { documents?: string[] };
      };
    };
    const target = request.addTarget;
    if (!target) continue;
    if (target.documents) {
      const names = target.documents.documents ?? [];
      targets.push({ targetId: target.targetId, kind: 'documents', label: names.map(shortName).join(', '), documents: names.length });
    } else {
      const collection = target.query?.structuredQuery?.from?.map((from) => from.collectionId).join(',') ?? '?';
      const parent = shortName(target.query?.parent ?? '');
      targets.push({ targetId: target.targetId, kind: 'query', label: `${parent ? `${parent}/` : ''}${collection}`, documents: 0 });
    }
  }
  return targets;
}

/** Per target id, the documents a listen stream delivered. */
export function deliveredByTarget(frames: unknown[]): Map<number, number> {
  const delivered = new Map<number, number>();
  for (const frame of frames) {
    if (!Array.isArray(frame)) continue;
    for (const entry of frame) {
      const payloads: unknown = Array.isArray(entry) ? entry[1] : undefined;
      if (!Array.isArray(payloads)) continue;
      for (const payload of payloads) {
        const change = (payload as { documentChange?: { targetIds?: number[] } }).documentChange;
        for (const targetId of change?.targetIds ?? []) delivered.set(targetId, (delivered.get(targetId) ?? 0) + 1);
      }
    }
  }
  return delivered;
}

/** Reads of one REST call (the app's REST reader, web/src/lib/firestore/rest.ts, or Firestore Lite). */
function restReads(request: Recorded): { queries: number; lookups: number; documents: number; billed: number; detail: string } | undefined {
  const url = new URL(request.url);
  const body = (() => {
    try {
      return JSON.parse(request.body) as unknown;
    } catch {
      return undefined;
    }
  })();
  const items = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
  const sent = (() => {
    try {
      return JSON.parse(request.postData ?? '{}') as { structuredQuery?: { from?: { collectionId?: string }[] }; documents?: string[] };
    } catch {
      return {};
    }
  })();
  if (url.pathname.endsWith(':runQuery')) {
    const documents = items.filter((item) => item.document).length;
    const parent = shortName(url.pathname.replace(/:runQuery$/, ''));
    const collection = sent.structuredQuery?.from?.map((from) => from.collectionId).join(',') ?? '?';
    return { queries: 1, lookups: 0, documents, billed: Math.max(1, documents), detail: `query ${parent ? `${parent}/` : ''}${collection} (REST): ${documentsText(documents)}` };
  }
  if (url.pathname.endsWith(':runAggregationQuery')) {
    return { queries: 1, lookups: 0, documents: 0, billed: 1, detail: 'aggregation query (REST)' };
  }
  if (url.pathname.endsWith(':batchGet')) {
    const asked = sent.documents?.length ?? 0;
    const found = items.filter((item) => item.found).length;
    return { queries: 0, lookups: asked, documents: found, billed: asked, detail: `${documentsText(asked)} by id (REST): ${(sent.documents ?? []).map(shortName).join(', ')}` };
  }
  if (request.method === 'GET' && !url.pathname.includes(':')) {
    return { queries: 0, lookups: 1, documents: 1, billed: 1, detail: `document ${shortName(url.pathname)} (REST)` };
  }
  return undefined;
}

export interface RecordOptions {
  /**
   * Only what ending the page's listen sessions needs (listen-sessions.ts): the listen stream is
   * not read as it arrives. Reading it goes through DevTools for every frame and slows the page
   * down by a few hundred milliseconds, so timed loads use this and count nothing.
   */
  sessionsOnly?: boolean;
}

/** Records the Firestore and API traffic of one page from now until `stop()`. */
export async function recordFirestoreTraffic(page: Page, { sessionsOnly = false }: RecordOptions = {}) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, Recorded>();
  const apiCalls: ApiCall[] = [];
  const pending: Promise<unknown>[] = [];
  /** The last time a Firestore or API request started, received data or finished. */
  let lastActivity = Date.now();
  const bytes = { firestore: 0, api: 0 };

  const apiMethods = new Map<string, string>();

  cdp.on('Network.requestWillBeSent', (event) => {
    const { url, method, postData } = event.request;
    if (method === 'OPTIONS') return;
    if (new URL(url).pathname.startsWith('/api/')) {
      apiMethods.set(event.requestId, method);
      lastActivity = Date.now();
    }
    if (FIRESTORE_PATH.test(url) || url.includes(LISTEN_CHANNEL)) {
      const request: Recorded = { url, method, postData, body: '', streaming: false, finished: false };
      requests.set(event.requestId, request);
      lastActivity = Date.now();
      // DevTools leaves out a large body; ask for it.
      if (event.request.hasPostData && postData === undefined) {
        pending.push(
          cdp.send('Network.getRequestPostData', { requestId: event.requestId }).then(
            (answer) => (request.postData = answer.postData),
            () => undefined,
          ),
        );
      }
    }
  });
  cdp.on('Network.responseReceived', (event) => {
    const { url, status, headers } = event.response;
    if (new URL(url).pathname.startsWith('/api/')) {
      const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
      const reads = header('x-firestore-reads');
      const detail = header('x-firestore-read-detail');
      const queries = detail ? /queries=(\d+)/.exec(detail)?.[1] : undefined;
      apiCalls.push({
        method: apiMethods.get(event.requestId) ?? '?',
        path: new URL(url).pathname,
        status,
        serverReads: reads === undefined ? undefined : Number(reads),
        serverQueries: queries === undefined ? undefined : Number(queries),
        serverDetail: detail,
      });
    }
    const request = requests.get(event.requestId);
    const httpSessionId = Object.entries(headers).find(([key]) => key.toLowerCase() === 'x-http-session-id')?.[1];
    if (request && httpSessionId) request.httpSessionId = httpSessionId;
    if (request?.url.includes(LISTEN_CHANNEL) && request.method === 'GET' && !sessionsOnly) {
      // The listen stream: read it as it arrives (it does not finish while the page is open).
      pending.push(
        cdp.send('Network.streamResourceContent', { requestId: event.requestId }).then(
          ({ bufferedData }) => {
            request.streaming = true;
            request.body = Buffer.from(bufferedData, 'base64').toString('utf8') + request.body;
          },
          () => undefined, // Already finished: its body is read on loadingFinished.
        ),
      );
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    if (apiMethods.has(event.requestId)) {
      bytes.api += event.dataLength;
      lastActivity = Date.now();
    }
    const request = requests.get(event.requestId);
    if (!request) return;
    bytes.firestore += event.dataLength;
    lastActivity = Date.now();
    if (request.streaming && event.data) request.body += Buffer.from(event.data, 'base64').toString('utf8');
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (apiMethods.has(event.requestId)) lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.finished = true;
    lastActivity = Date.now();
    if (request.streaming || (sessionsOnly && !(request.url.includes(LISTEN_CHANNEL) && request.method === 'POST'))) return;
    pending.push(
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
        ({ body, base64Encoded }) => {
          request.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
        },
        () => undefined,
      ),
    );
  });

  /** Waits until Firestore and the API have been quiet for `quietMs` (listeners stay open, so not "no connections"). */
  async function settle({ quietMs = 2500, maxMs = 30_000 } = {}) {
    const started = Date.now();
    while (Date.now() - lastActivity < quietMs && Date.now() - started < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function stop(): Promise<FirestoreTraffic> {
    await Promise.all(pending);
    const traffic: FirestoreTraffic = {
      queries: 0,
      lookups: 0,
      documentsDelivered: 0,
      billedReads: 0,
      details: [],
      apiCalls,
      firestoreBytes: bytes.firestore,
      apiBytes: bytes.api,
    };
    const targets: ListenTarget[] = [];
    const delivered = new Map<number, number>();
    for (const request of requests.values()) {
      if (request.url.includes(LISTEN_CHANNEL)) {
        if (request.method === 'POST' && request.postData) targets.push(...addedTargets(request.postData));
        if (request.method === 'GET') {
          for (const [targetId, count] of deliveredByTarget(webChannelFrames(request.body))) {
            delivered.set(targetId, (delivered.get(targetId) ?? 0) + count);
          }
        }
        continue;
      }
      const reads = restReads(request);
      if (!reads) continue;
      traffic.queries += reads.queries;
      traffic.lookups += reads.lookups;
      traffic.documentsDelivered += reads.documents;
      traffic.billedReads += reads.billed;
      traffic.details.push(reads.detail);
    }
    for (const target of targets) {
      const documents = delivered.get(target.targetId) ?? 0;
      traffic.documentsDelivered += documents;
      if (target.kind === 'query') {
        traffic.queries += 1;
        traffic.billedReads += Math.max(1, documents);
        traffic.details.push(`query ${target.label} (listener): ${documentsText(documents)}`);
      } else {
        traffic.lookups += target.documents;
        traffic.billedReads += target.documents;
        traffic.details.push(`${documentsText(target.documents)} by id (listener): ${target.label}`);
      }
    }
    await cdp.detach().catch(() => undefined);
    return traffic;
  }

  /** The page's listen channel requests, in order, with their answers (see ./listen-sessions.ts). */
  async function channelRequests(): Promise<ChannelRequest[]> {
    await Promise.all(pending);
    return [...requests.values()].filter((request) => request.url.includes(LISTEN_CHANNEL));
  }

  return { settle, stop, channelRequests };
}
