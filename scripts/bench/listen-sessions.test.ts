import { describe, expect, it } from 'vitest';
import type { ChannelRequest } from './firestore-traffic';
import { endingRequests, listenSessions } from './listen-sessions';

const frame = (value: unknown) => {
  const json = JSON.stringify(value);
  return `${String(json.length)}\n${json}`;
};
const database = 'projects/p/databases/(default)';
const channel = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel?VER=8&database=projects%2Fp%2Fdatabases%2F(default)';
const form = (offset: number, messages: unknown[], extra: Record<string, string> = {}) => {
  const fields = new URLSearchParams({ ...extra, count: String(messages.length), ofs: String(offset) });
  messages.forEach((message, index) => fields.set(`req${String(index)}___data__`, JSON.stringify(message)));
  return fields.toString();
};
const add = (targetId: number) => ({ database, addTarget: { documents: { documents: [`${database}/documents/users/u`] }, targetId } });
const request = (url: string, postData: string | undefined, body = '', httpSessionId?: string): ChannelRequest => ({
  url,
  method: postData === undefined ? 'GET' : 'POST',
  postData,
  body,
  ...(httpSessionId ? { httpSessionId } : {}),
});

describe('ending the listen sessions of a closed page', () => {
  const requests = [
    // Session S1: opened with two targets (its id in the answer), then one more added and one removed.
    request(`${channel}&RID=4100&CVER=22&zx=a&t=1`, form(0, [add(2), add(4)], { headers: 'X-Goog-Api-Client:x' }), frame([[0, ['c', 'S1', '', 8, 14, 30000]]]), 'g1'),
    request(`${channel}&gsessionid=g1&SID=S1&RID=rpc&AID=3&CI=0&TYPE=xmlhttp&zx=b&t=1`, undefined),
    request(`${channel}&gsessionid=g1&SID=S1&RID=4101&AID=3&zx=c&t=1`, form(2, [add(6)])),
    request(`${channel}&gsessionid=g1&SID=S1&RID=4102&AID=5&zx=d&t=1`, form(3, [{ database, removeTarget: 2 }])),
    // Session S2: opened, never sent anything else.
    request(`${channel}&RID=900&CVER=22&zx=e&t=1`, form(0, [add(2)]), frame([[0, ['c', 'S2', '', 8, 14, 30000]]]), 'g2'),
  ];

  it('finds each session with its open targets, next offset and next request id', () => {
    expect(listenSessions(requests).map(({ url, ...session }) => ({ ...session, url: Object.fromEntries(new URL(url).searchParams) }))).toEqual([
      { id: 'S1', database, targets: [4, 6], nextOffset: 4, nextRequestId: 4103, url: { VER: '8', database, gsessionid: 'g1', SID: 'S1' } },
      { id: 'S2', database, targets: [2], nextOffset: 1, nextRequestId: 901, url: { VER: '8', database, CVER: '22', SID: 'S2', gsessionid: 'g2' } },
    ]);
  });

  it('removes the open targets at the next offset, then terminates the session', () => {
    const [first] = listenSessions(requests);
    if (!first) throw new Error('no session');
    const [remove, terminate] = endingRequests(first);
    const removeUrl = new URL(remove?.url ?? '');
    expect([removeUrl.searchParams.get('SID'), removeUrl.searchParams.get('RID'), removeUrl.searchParams.get('TYPE')]).toEqual(['S1', '4103', null]);
    const body = new URLSearchParams(remove?.body ?? '');
    expect([body.get('count'), body.get('ofs')]).toEqual(['2', '4']);
    expect([JSON.parse(body.get('req0___data__') ?? ''), JSON.parse(body.get('req1___data__') ?? '')]).toEqual([
      { database, removeTarget: 4 },
      { database, removeTarget: 6 },
    ]);
    const terminateUrl = new URL(terminate?.url ?? '');
    expect([terminateUrl.searchParams.get('SID'), terminateUrl.searchParams.get('RID'), terminateUrl.searchParams.get('TYPE'), terminate?.body]).toEqual(['S1', '4104', 'terminate', undefined]);
  });

  it('only terminates a session whose targets are all removed already', () => {
    const closed = listenSessions([...requests.slice(0, 1), request(`${channel}&gsessionid=g1&SID=S1&RID=4101&AID=3&zx=c&t=1`, form(2, [{ database, removeTarget: 2 }, { database, removeTarget: 4 }]))]);
    expect(closed[0]?.targets).toEqual([]);
    expect(endingRequests(closed[0] as NonNullable<(typeof closed)[0]>).map(({ url }) => new URL(url).searchParams.get('TYPE'))).toEqual(['terminate']);
  });
});
