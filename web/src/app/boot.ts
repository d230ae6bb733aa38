import { needsAuth, settleSessionHint } from '@/lib/session-hint';

/**
 * Controls that act on a click. A click on one before the app has started is held and replayed
 * once the app handles events; a click on a link navigates as usual (the next page is a document
 * of its own).
 */
const CONTROLS = 'button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="switch"], [role="tab"]';

/** Signs that the visitor is about to use the page (a scroll too: the header changes past 50 px). */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/** Marks the parts of a prerendered page whose content needs the app (the landing page's catalogue). */
export const START_WHEN_VISIBLE_ATTRIBUTE = 'data-start-app-when-visible';

/**
 * Starts the app now, or for a prerendered page a visitor is reading, when it is needed.
 *
 * A prerendered page (vite.config.ts) is complete on screen before any script runs: text,
 * images, links. Starting the app (React, the router, Chakra: over 100 ms of main thread on a
 * desktop, four times that on a mid-range phone) is what makes a phone's first seconds
 * unresponsive. So for a visitor (the session hint says signed out) it starts when the page needs
 * it: a part whose content needs the app scrolls into view, or the visitor touches, clicks, types
 * or tabs. A signed-in browser starts at once (its header shows the account), as do all pages
 * served from the app shell.
 */
export function startWhenNeeded(container: HTMLElement, start: () => Promise<void>): void {
  const prerendered = container.dataset.prerendered === window.location.pathname;
  // Prerendered pages are drawn light: in dark mode their controls (the Dark switch) need the app.
  const dark = document.documentElement.classList.contains('dark');
  if (!prerendered || dark || typeof IntersectionObserver === 'undefined') {
    void start();
    return;
  }
  // A browser without a hint has it settled first (a look at Firebase Auth's stores, a moment).
  void settleSessionHint().then((hint) => {
    if (needsAuth(hint)) void start();
    else startOnDemand(container, start);
  });
}

function startOnDemand(container: HTMLElement, start: () => Promise<void>): void {

  let started = false;
  const heldClicks: HTMLElement[] = [];
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.intersectionRatio > 0)) startNow();
  });
  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldClicks.includes(control)) heldClicks.push(control);
    startNow();
  };

  function startNow() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, startNow, { capture: true });
    start().then(
      () => {
        document.removeEventListener('click', holdClick, { capture: true });
        for (const control of heldClicks.splice(0)) control.click();
      },
      (error: unknown) => {
        document.removeEventListener('click', holdClick, { capture: true });
        reportError(error);
      },
    );
  }

  document.addEventListener('click', holdClick, { capture: true });
  for (const type of INTENT_EVENTS) document.addEventListener(type, startNow, { capture: true, passive: true });
  for (const part of container.querySelectorAll(`[${START_WHEN_VISIBLE_ATTRIBUTE}]`)) observer.observe(part);
}
