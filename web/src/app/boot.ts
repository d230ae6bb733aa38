import { afterNextPaint } from '@/lib/after-next-paint';
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
  // A signed-in route's prerendered shell (src/components/shell): the app starts once the shell has painted and
  // renders over it; a click on one of its controls meanwhile is replayed on the app's.
  if (container.dataset.shell !== undefined) {
    const release = holdClicks(container);
    afterNextPaint().then(start).then(
      () => release(true),
      (error: unknown) => {
        release(false);
        reportError(error);
      },
    );
    return;
  }
  const prerendered = container.dataset.prerendered === window.location.pathname;
  // Prerendered pages are drawn light: in dark mode their controls (the Dark switch) need the app.
  const dark = document.documentElement.classList.contains('dark');
  if (!prerendered || dark || typeof IntersectionObserver === 'undefined') {
    void start();
    return;
  }
  // A browser without a hint has it settled first (a look at Firebase Auth's stores, a moment).
  void settleSessionHint().then((hint) => {
    if (needsAuth(hint)) void afterNextPaint().then(start);
    else startOnDemand(container, start);
  });
}

/** Where an element sits under `root`: the child index at each level (to find its counterpart once the app rendered over it). */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Holds clicks on controls until the app has started (`onClick` too, to start it); the returned
 * function stops holding and, with `replay`, clicks each held control, or the control the app
 * rendered in its place (same position and tag) when it rendered over the page.
 */
function holdClicks(container: HTMLElement, onClick?: () => void): (replay: boolean) => void {
  const held: { control: HTMLElement; path: number[] }[] = [];
  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((each) => each.control === control)) held.push({ control, path: pathFrom(container, control) });
    onClick?.();
  };
  document.addEventListener('click', holdClick, { capture: true });
  return (replay) => {
    document.removeEventListener('click', holdClick, { capture: true });
    if (!replay) return;
    for (const { control, path } of held.splice(0)) {
      const target = control.isConnected ? control : elementAt(container, path);
      if (target instanceof HTMLElement && target.tagName === control.tagName) target.click();
    }
  };
}

function startOnDemand(container: HTMLElement, start: () => Promise<void>): void {
  let started = false;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.intersectionRatio > 0)) startNow();
  });
  const release = holdClicks(container, () => startNow());

  function startNow() {
    if (started) return;
    started = true;
    observer.disconnect();
    for (const type of INTENT_EVENTS) document.removeEventListener(type, startNow, { capture: true });
    start().then(
      () => release(true),
      (error: unknown) => {
        release(false);
        reportError(error);
      },
    );
  }

  for (const type of INTENT_EVENTS) document.addEventListener(type, startNow, { capture: true, passive: true });
  for (const part of container.querySelectorAll(`[${START_WHEN_VISIBLE_ATTRIBUTE}]`)) observer.observe(part);
}
