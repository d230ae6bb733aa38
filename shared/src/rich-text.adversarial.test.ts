/// <reference types="node" />
// (This test measures CPU time with process.cpuUsage; shared code itself stays runtime-neutral.)
/**
 * Hostile texts for the markup scanner: every opener without its closer (`$`, `$$`, `\(`, runs of
 * backticks, fences) must not make it rescan the rest of the text for each one. Measured far over
 * the rendered limit, so a quadratic scan shows as seconds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text';

/** The fastest of a few runs, in CPU ms (CPU time: CI shares two cores with the build). */
function fastestRun(run: () => unknown, runs = 5): number {
  let fastest = Infinity;
  for (let index = 0; index < runs; index += 1) {
    const before = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(before);
    fastest = Math.min(fastest, (user + system) / 1000);
  }
  return fastest;
}

const PIECES = ['$', '$$', '\\(', '\\[', '\\)', '\\', '`', '``', '```', '```js', '\n', '\n```', ' ', 'x', '1', '\\$', '{'];

describe('parseRichText ends in linear time', () => {
  it.each([
    ['dollars', '$x '],
    ['double dollars', '$$ x '],
    ['unclosed \\(', '\\(x '],
    ['unclosed \\[', '\\[x '],
    ['backtick runs of growing length', '` `` ``` '],
    ['fence openers', '```js\nx\n'],
    ['dollars before digits', 'a$1 $'],
  ])('%s: 80,000 characters in under 100 ms', (_what, unit) => {
    const text = unit.repeat(Math.ceil(80_000 / unit.length));
    expect(fastestRun(() => parseRichText(text), 3)).toBeLessThan(100);
  });

  it('four times the text takes about four times as long, never sixteen (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }), (pieces) => {
        const unit = pieces.join('');
        const small = unit.repeat(Math.ceil(20_000 / unit.length));
        const large = unit.repeat(Math.ceil(80_000 / unit.length));
        const measured: string[] = [];
        const linear = () => {
          const smallMs = fastestRun(() => parseRichText(small));
          const largeMs = fastestRun(() => parseRichText(large));
          measured.push(`${largeMs.toFixed(1)} ms for 80,000 characters, ${smallMs.toFixed(1)} ms for 20,000`);
          return largeMs < 3 * 4 * smallMs + 50;
        };
        expect(linear() || linear(), `${JSON.stringify(unit)}: ${measured.join('; then ')}`).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
