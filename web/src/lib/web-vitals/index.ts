import { isSessionSampled } from './sampling';

/** Longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 5000;

let started = false;

/**
 * Real-user metrics (ADR 0025), started by the entry (src/main.tsx), so that a visitor
 * reading a prerendered page is measured even if the app never starts. In a sampled session,
 * once the page has loaded and the browser is idle, loads the reporter (web-vitals and the
 * queue, a chunk of its own) and lets it report this page load's Core Web Vitals. Nothing of it
 * is in the entry beyond this function and the sampling; an unsampled session downloads nothing.
 */
export function startWebVitalsReporting(): void {
  if (started || !isSessionSampled()) return;
  started = true;
  // The path the page load opened, before any navigation inside the app.
  const pathname = window.location.pathname;
  const load = () => {
    import('./reporter').then(
      ({ reportWebVitals }) => reportWebVitals(pathname),
      () => undefined, // Offline or a new deploy: this page load goes unmeasured.
    );
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(load, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
