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
}

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

/** The session id a WebChannel's opening answer gives (`[[0,["c","<SID>",…]]]`), if `body` is one. */
function openedSession(body: string): string | undefined {
  for (const frame of webChannelFrames(body)) {
    const first: unknown = Array.isArray(frame) ? frame[0] : undefined;
    const payload: unknown = Array.isArray(first) ? first[1] : undefined;
    if (Array.isArray(payload) && payload[0] === 'c' && typeof payload[1] === 'string') return payload[1];
  }
  return undefined;
}

/**
 * The request that ends each listen session seen in `requests` (by the session id in a request's
 * URL, or in the answer that opened the session), as the SDK sends it when it shuts its stream
 * down: the channel's URL with the session id and `TYPE=terminate`. A page that is simply
 * closed never sends it, and the Firestore emulator then keeps the session and queues every later
 * change to its queries; past 10,000 queued messages it logs an error for each one
 * (firebase/firebase-tools#5197), which slows it down and grows firestore-debug.log by GBs.
 */
export function listenTerminateUrls(requests: readonly { url: string; body: string }[]): string[] {
  const bySession = new Map<string, string>();
  for (const { url, body } of requests) {
    if (!url.includes(LISTEN_CHANNEL)) continue;
    const parsed = new URL(url);
    const session = parsed.searchParams.get('SID') ?? openedSession(body);
    if (!session || bySession.has(session)) continue;
    for (const name of ['RID', 'AID', 'CI', 'TYPE', 'zx', 't']) parsed.searchParams.delete(name);
    parsed.searchParams.set('SID', session);
    parsed.searchParams.set('RID', 'rpc');
    parsed.searchParams.set('TYPE', 'terminate');
    bySession.set(session, parsed.toString());
  }
  return [...bySession.values()];
}

/** Reads of one REST call of Firestore Lite. */
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

/** Records the Firestore and API traffic of one page from now until `stop()`. */
export async function recordFirestoreTraffic(page: Page) {
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
      requests.set(event.requestId, { url, method, postData, body: '', streaming: false, finished: false });
      lastActivity = Date.now();
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
    if (request?.url.includes(LISTEN_CHANNEL) && request.method === 'GET') {
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
    if (request.streaming) return;
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

  /** Ends the page's listen sessions in the emulator (call it once the page is closed). */
  async function endListenSessions(): Promise<number> {
    await Promise.all(pending);
    const urls = listenTerminateUrls([...requests.values()]);
    const ended = await Promise.all(
      urls.map((url) =>
        fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    return ended.filter(Boolean).length;
  }

  return { settle, stop, endListenSessions };
}
