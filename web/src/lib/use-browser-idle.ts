import { useEffect, useState } from 'react';

/** Longest wait for an idle moment: work deferred to idle time still happens on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

/** True once the browser has had an idle moment after the first render (for work no page waits on). */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
