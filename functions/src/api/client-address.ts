import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The caller's address, for the per-address rate limits.
 *
 * Which entry to believe: every proxy appends the address it got the request from to
 * X-Forwarded-For, and a client may send the header with anything in it, so only entries at the
 * right end were written by someone we trust. Google's front end appends the address that
 * connected to it as the last entry; when the call came through Firebase Hosting, that is a
 * Hosting (Fastly) edge, and the entry before it is the client as Fastly appended it. So we read
 * from the right, skip our own front ends' hops, and take the first other entry: an attacker's
 * own entries are all to its left and never read. Not used: the leftmost entry (the client's
 * own text), `Fastly-Client-IP` (Fastly keeps a value the client sent) and Express's
 * `request.ip` with `trust proxy` on (the leftmost entry again).
 *
 * The local emulators have no front end: the functions see the caller's own X-Forwarded-For,
 * which is how the emulator tests present an address (tests/emulator/api/rate-limits.test.ts).
 */
const FRONT_END_HOPS = new BlockList();

// Never a client on the internet: loopback, private, carrier NAT and link-local ranges (the
// platform's own hops, such as the 169.254.x.x peer of a Cloud Run instance).
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const) {
  FRONT_END_HOPS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  FRONT_END_HOPS.addSubnet(network, prefix, 'ipv6');
}

// Google's front ends as they connect to a backend (Google Cloud's documented proxy ranges).
FRONT_END_HOPS.addSubnet('35.191.0.0', 16, 'ipv4');
FRONT_END_HOPS.addSubnet('130.211.0.0', 22, 'ipv4');

// Fastly, which serves Firebase Hosting: its published ranges (api.fastly.com/public-ip-list).
// If Fastly adds one and it is missing here, users behind that edge share one per-address
// counter (their 429s name "your network"): add the range.
for (const [network, prefix] of [
  ['23.235.32.0', 20],
  ['43.249.72.0', 22],
  ['103.244.50.0', 24],
  ['103.245.222.0', 23],
  ['103.245.224.0', 24],
  ['104.156.80.0', 20],
  ['140.248.64.0', 18],
  ['140.248.128.0', 17],
  ['146.75.0.0', 17],
  ['151.101.0.0', 16],
  ['157.52.64.0', 18],
  ['167.82.0.0', 17],
  ['167.82.128.0', 20],
  ['167.82.160.0', 20],
  ['167.82.224.0', 20],
  ['172.111.64.0', 18],
  ['185.31.16.0', 22],
  ['199.27.72.0', 21],
  ['199.232.0.0', 16],
] as const) {
  FRONT_END_HOPS.addSubnet(network, prefix, 'ipv4');
}
FRONT_END_HOPS.addSubnet('2a04:4e40::', 32, 'ipv6');
FRONT_END_HOPS.addSubnet('2a04:4e42::', 32, 'ipv6');

/** An entry as a bare address: without an IPv4 port, IPv6 brackets or the IPv4-mapped prefix. */
function bareAddress(entry: string): string {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4WithPort?.[1]) address = ipv4WithPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isFrontEndHop(address: string): boolean {
  if (isIPv4(address)) return FRONT_END_HOPS.check(address, 'ipv4');
  return isIPv6(address) && FRONT_END_HOPS.check(address, 'ipv6');
}

/**
 * The key of an address for counting: an IPv4 address as it is; an IPv6 address by its /64
 * network, since one subscriber gets a whole /64 and could otherwise use a new address per call.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part ("64:ff9b::192.0.2.1") stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const missing = address.includes('::') ? 8 - width(headGroups) - width(tailGroups) : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address key (see above) from the X-Forwarded-For entries and the connection's
 * peer, or null when every hop is one of ours or the first other entry is not an address
 * (local calls in the emulators).
 */
export function clientAddressKey(forwardedFor: string | readonly string[] | undefined, peer: string | undefined): string | null {
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const hops = [...header.split(','), peer ?? ''].map(bareAddress).filter(Boolean);
  for (const hop of hops.reverse()) {
    if (isFrontEndHop(hop)) continue;
    return isIPv4(hop) || isIPv6(hop) ? addressKey(hop) : null;
  }
  return null;
}

/** The address key of the caller of `request`, or null for local calls. */
export function requestAddressKey(request: Request): string | null {
  return clientAddressKey(request.headers['x-forwarded-for'], request.socket.remoteAddress);
}
