/**
 * A small load generator: a fixed number of requests, at most `concurrency` in flight, each
 * timed from send to the full answer. Closed loop (a new request starts when one ends), like
 * `concurrency` users clicking as fast as the server answers.
 */
import { performance } from 'node:perf_hooks';

export interface Outcome {
  ok: boolean;
  /** HTTP status, or a short error text when the request failed before an answer. */
  status: number | string;
}

export interface LoadResult {
  concurrency: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  errors: number;
  /** Status (or error) of failed requests and how often each occurred. */
  errorKinds: Record<string, number>;
}

/** The nearest-rank percentile of sorted values (p in 0–100). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export async function runLoad(concurrency: number, requests: number, send: (index: number) => Promise<Outcome>): Promise<LoadResult> {
  const durations: number[] = [];
  const errorKinds: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < requests; index = next++) {
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = await send(index);
      } catch (error) {
        outcome = { ok: false, status: error instanceof Error ? error.message.slice(0, 60) : String(error) };
      }
      durations.push(performance.now() - started);
      if (!outcome.ok) errorKinds[String(outcome.status)] = (errorKinds[String(outcome.status)] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, requests) }, worker));
  const wallMs = performance.now() - started;
  const sorted = durations.sort((a, b) => a - b);
  return {
    concurrency,
    requests,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    requestsPerSecond: requests / (wallMs / 1000),
    errors: Object.values(errorKinds).reduce((sum, count) => sum + count, 0),
    errorKinds,
  };
}

/** "p50 12 / p95 30 / p99 41 ms, 85 req/s" */
export const describeLoad = (result: LoadResult) =>
  `p50 ${result.p50Ms.toFixed(0)} / p95 ${result.p95Ms.toFixed(0)} / p99 ${result.p99Ms.toFixed(0)} ms, ${result.requestsPerSecond.toFixed(0)} req/s`;
