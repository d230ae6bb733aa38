import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarksDoc, RESULTS_MARKER } from './results';

describe('where npm run bench records its runs', () => {
  it('is docs/benchmark-results.md, which holds the marker the runs go after', () => {
    expect(benchmarksDoc.endsWith('/docs/benchmark-results.md')).toBe(true);
    expect(readFileSync(benchmarksDoc, 'utf8')).toContain(RESULTS_MARKER);
  });

  it('is not docs/BENCHMARKS.md, which keeps the method and the latest figures only', () => {
    expect(readFileSync(benchmarksDoc.replace('benchmark-results.md', 'BENCHMARKS.md'), 'utf8')).not.toContain(RESULTS_MARKER);
  });
});
