import { appUrl } from '../../support/urls';

/** How long one warm-up request may take; one whose worker never starts gets no answer at all. */
const WARM_UP_REQUEST_TIMEOUT_MS = 45_000;

/**
 * The functions emulator serves each open request with a worker process of its own (about
 * 55 MB each, kept until the functions reload) and starts missing ones on demand. A worker not
 * up within 30 s fails its request without answering it, and dozens starting at once on two busy
 * cores can take longer than that. So before a burst of `inFlight` requests, workers are started
 * a wave at a time: each wave holds `step` more requests open together than the last
 * (signed-in reads, slow enough to overlap). The burst then finds them ready and measures the
 * app rather than process start-up.
 */
export async function warmUpFunctionWorkers(inFlight: number, path: string, tokens: string[], step = 25): Promise<void> {
  const read = (index: number) =>
    fetch(`${appUrl}${path}`, {
      headers: { authorization: `Bearer ${tokens[index % tokens.length] ?? ''}` },
      signal: AbortSignal.timeout(WARM_UP_REQUEST_TIMEOUT_MS),
    }).then((response) => response.arrayBuffer());
  for (let size = Math.min(step, inFlight); ; size = Math.min(size + step, inFlight)) {
    // A request that fails or times out here still leaves its worker starting: the next wave finds it.
    await Promise.allSettled(Array.from({ length: size }, (_unused, index) => read(index)));
    if (size === inFlight) return;
  }
}

/** Runs tasks with at most `limit` of them pending at once; the others wait their turn, in order. */
export function inFlightLimit(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
