import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressKey } from './client-address';

const CLOUD_RUN_PEER = '169.254.8.129';
const FASTLY_EDGE = '151.101.65.195';

describe('clientAddressKey', () => {
  it('takes the address the front end appended when the call came straight to the function', () => {
    expect(clientAddressKey('203.0.113.7', CLOUD_RUN_PEER)).toBe('203.0.113.7');
  });

  it('skips the Hosting (Fastly) edge and Google front-end hops to reach the client Fastly appended', () => {
    expect(clientAddressKey(`203.0.113.7, ${FASTLY_EDGE}`, CLOUD_RUN_PEER)).toBe('203.0.113.7');
    expect(clientAddressKey(`203.0.113.7,${FASTLY_EDGE},35.191.10.4`, CLOUD_RUN_PEER)).toBe('203.0.113.7');
  });

  it('ignores whatever the client sent itself: its entries are all left of the appended ones', () => {
    const spoofed = ['198.51.100.1', '1.2.3.4, 5.6.7.8', 'garbage', '127.0.0.1', `${FASTLY_EDGE}, 10.0.0.1`];
    for (const sent of spoofed) {
      expect(clientAddressKey(`${sent}, 203.0.113.7`, CLOUD_RUN_PEER), sent).toBe('203.0.113.7');
      expect(clientAddressKey(`${sent}, 203.0.113.7, ${FASTLY_EDGE}`, CLOUD_RUN_PEER), sent).toBe('203.0.113.7');
    }
  });

  it('reads a header sent several times as one list', () => {
    expect(clientAddressKey(['198.51.100.1', `203.0.113.7, ${FASTLY_EDGE}`], CLOUD_RUN_PEER)).toBe('203.0.113.7');
  });

  it('accepts ports, brackets and IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.7:4431', undefined)).toBe('203.0.113.7');
    expect(clientAddressKey('[2001:db8::5]:443', undefined)).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey(undefined, '::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('answers null for local calls, and when the first entry that is not ours is no address', () => {
    expect(clientAddressKey(undefined, undefined)).toBeNull();
    expect(clientAddressKey(undefined, '127.0.0.1')).toBeNull();
    expect(clientAddressKey('', '::1')).toBeNull();
    expect(clientAddressKey(`unknown, ${FASTLY_EDGE}`, CLOUD_RUN_PEER)).toBeNull();
  });

  it('falls back to the peer when no header was sent', () => {
    expect(clientAddressKey(undefined, '203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('addressKey', () => {
  it('keeps IPv4 addresses and counts IPv6 ones by their /64 network', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(addressKey('2001:0DB8:0007:0007:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:7:7::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
