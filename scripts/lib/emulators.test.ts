import { describe, expect, it } from 'vitest';
import { manifestLine } from './emulators.mjs';

describe('manifestLine (the Firestore launcher jar manifest)', () => {
  it('keeps a short header on one line', () => {
    expect(manifestLine('Main-Class', 'a.b.C')).toBe('Main-Class: a.b.C');
  });

  it('wraps long values into 72-byte lines continued with a leading space', () => {
    const value = `file:///usr/lib/google-cloud-sdk/platform/${'x'.repeat(150)}.jar`;
    const lines = manifestLine('Class-Path', value).split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(72);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    const [first = '', ...rest] = lines;
    expect(first + rest.map((line) => line.slice(1)).join('')).toBe(`Class-Path: ${value}`);
  });
});
