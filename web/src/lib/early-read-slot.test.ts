import { describe, expect, it } from 'vitest';
import { earlyReadSlot } from './early-read-slot';

describe('earlyReadSlot', () => {
  it('gives the early read once, to the page that asks for the same key', () => {
    const slot = earlyReadSlot<string>();
    slot.put('world-capitals', 'read');
    expect(slot.take('world-capitals')).toBe('read');
    expect(slot.take('world-capitals')).toBeUndefined();
  });

  it('gives no read for another key, and drops it', () => {
    const slot = earlyReadSlot<string>();
    slot.put('world-capitals', 'read');
    expect(slot.take('other-quiz')).toBeUndefined();
    expect(slot.take('world-capitals')).toBeUndefined();
  });

  it('gives no read older than its age limit', () => {
    let now = 1_000;
    const slot = earlyReadSlot<string>(30_000, () => now);
    slot.put('uid', 'read');
    now += 30_000;
    expect(slot.take('uid')).toBeUndefined();
    slot.put('uid', 'fresh');
    now += 29_999;
    expect(slot.take('uid')).toBe('fresh');
  });
});
