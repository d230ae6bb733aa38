/**
 * Ends the Firestore listen sessions of a closed page in the emulator.
 *
 * The web SDK keeps its live listeners in a WebChannel session (see ./firestore-traffic.ts). A
 * page that is closed never says goodbye, and the Firestore emulator keeps the session's listen
 * targets for good: every later write that matches one of their queries is queued for a browser
 * that is gone. Past 10,000 queued messages the emulator logs three lines per message
 * (firebase/firebase-tools#5197): seeding or removing thousands of documents then takes several
 * times longer and grows firestore-debug.log by GBs. Ending the session (`TYPE=terminate`, as the
 * SDK does when it shuts down) is not enough: the emulator closes the channel but keeps its
 * targets. So each target the page added is removed first (`removeTarget`, as the SDK sends when a
 * listener is unsubscribed), on the session's forward channel, then the session is terminated.
 */
import { addedTargets, webChannelFrames, type ChannelRequest } from './firestore-traffic';

export interface ListenSession {
  id: string;
  /** The forward channel's URL with the session's ids (`SID`, and `gsessionid` when there is one). */
  url: string;
  database: string;
  /** Targets added and not removed by the page. */
  targets: number[];
  /** The offset of the next message and the next request id the channel expects. */
  nextOffset: number;
  nextRequestId: number;
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

/** The JSON messages of a forward channel POST (`req<n>___data__` form fields). */
function messages(postData: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const [key, value] of new URLSearchParams(postData)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      found.push(JSON.parse(value) as Record<string, unknown>);
    } catch {
      // Not one of the SDK's messages.
    }
  }
  return found;
}

const SESSION_PARAMS_TO_DROP = ['RID', 'AID', 'CI', 'TYPE', 'zx', 't'];

/**
 * The listen sessions the requests opened, from their forward channel POSTs: the opening one (its
 * answer gives the session id, its `X-HTTP-Session-Id` header the `gsessionid`) and the later ones
 * (which carry both in their URL).
 */
export function listenSessions(requests: readonly ChannelRequest[]): ListenSession[] {
  const sessions = new Map<string, ListenSession & { targetSet: Set<number>; urlHasIds: boolean }>();
  for (const request of requests) {
    if (request.method !== 'POST') continue;
    const url = new URL(request.url);
    const id = url.searchParams.get('SID') ?? openedSession(request.body);
    if (!id) continue;
    const session =
      sessions.get(id) ??
      (() => {
        const created = { id, url: '', database: '', targets: [], nextOffset: 0, nextRequestId: 0, targetSet: new Set<number>(), urlHasIds: false };
        sessions.set(id, created);
        return created;
      })();
    const urlHasIds = url.searchParams.has('SID');
    if (!session.url || (urlHasIds && !session.urlHasIds)) {
      for (const name of SESSION_PARAMS_TO_DROP) url.searchParams.delete(name);
      url.searchParams.set('SID', id);
      if (request.httpSessionId && !url.searchParams.has('gsessionid')) url.searchParams.set('gsessionid', request.httpSessionId);
      session.url = url.toString();
      session.urlHasIds = urlHasIds;
    }
    const form = new URLSearchParams(request.postData ?? '');
    session.nextOffset = Math.max(session.nextOffset, Number(form.get('ofs') ?? 0) + Number(form.get('count') ?? 0));
    const requestId = Number(new URL(request.url).searchParams.get('RID'));
    if (Number.isInteger(requestId)) session.nextRequestId = Math.max(session.nextRequestId, requestId + 1);
    for (const target of addedTargets(request.postData ?? '')) session.targetSet.add(target.targetId);
    for (const message of messages(request.postData ?? '')) {
      if (typeof message.database === 'string') session.database = message.database;
      if (typeof message.removeTarget === 'number') session.targetSet.delete(message.removeTarget);
    }
  }
  return [...sessions.values()].map(({ targetSet, urlHasIds: _urlHasIds, ...session }) => ({ ...session, targets: [...targetSet] }));
}

/** The requests that end a session: one POST removing its targets (when it has any), then the terminate. */
export function endingRequests(session: ListenSession): { url: string; body: string | undefined }[] {
  const requests: { url: string; body: string | undefined }[] = [];
  const at = (requestId: number, extra: Record<string, string>) => {
    const url = new URL(session.url);
    url.searchParams.set('RID', String(requestId));
    for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
    return url.toString();
  };
  let requestId = session.nextRequestId;
  if (session.targets.length > 0) {
    const form = new URLSearchParams({ count: String(session.targets.length), ofs: String(session.nextOffset) });
    session.targets.forEach((targetId, index) => {
      form.set(`req${String(index)}___data__`, JSON.stringify({ database: session.database, removeTarget: targetId }));
    });
    requests.push({ url: at(requestId, { AID: '0', zx: 'bench', t: '1' }), body: form.toString() });
    requestId += 1;
  }
  requests.push({ url: at(requestId, { TYPE: 'terminate' }), body: undefined });
  return requests;
}

/** Ends every listen session of a closed page (see above); answers how many were ended. */
export async function endListenSessions(requests: readonly ChannelRequest[]): Promise<number> {
  let ended = 0;
  for (const session of listenSessions(requests)) {
    let ok = true;
    for (const { url, body } of endingRequests(session)) {
      const response = await fetch(url, {
        method: 'POST',
        signal: AbortSignal.timeout(10_000),
        ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      }).catch(() => undefined);
      ok &&= response?.ok ?? false;
    }
    if (ok) ended += 1;
  }
  return ended;
}
