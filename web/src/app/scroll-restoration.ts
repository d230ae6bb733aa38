import type { Location, NavigationType } from 'react-router-dom';

/** Where sessionStorage keeps the scroll positions, so a reload or a return from another site keeps them. */
const STORAGE_KEY = 'quizmaster-scroll-positions';

export interface ScrollMemory {
  /** As a navigation starts (the page left still on screen): remembers where it was scrolled to. */
  leave(from: Location, to: Location, keepScroll: boolean): void;
  /** Once the page navigated to is on screen: back/forward restore, other navigations go to the top. */
  arrive(location: Location, action: `${NavigationType}`): void;
}

function readPositions(storage: Storage): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll restoration for the app's own navigations, as react-router's data-router
 * `<ScrollRestoration>` did: positions by history entry (location.key), restored on back and
 * forward; a new page starts at the top, unless the navigation asked to keep the scroll
 * (`preventScrollReset`: a list's filters). On the page load itself the browser's own scrolling
 * stands (a visitor may have scrolled a prerendered page before the app started): the app takes
 * over only from its first navigation on, and gives it back when the page is left.
 */
export function createScrollMemory(win: Window = window): ScrollMemory {
  const positions = readPositions(win.sessionStorage);
  const keepScroll = new Set<string>();
  let current: string | undefined;
  const persist = () => {
    if (current !== undefined) positions[current] = win.scrollY;
    win.history.scrollRestoration = 'auto';
    try {
      win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: positions last as long as the page.
    }
  };
  const takeOver = () => {
    win.history.scrollRestoration = 'manual';
  };
  return {
    leave(from, to, keep) {
      positions[from.key] = win.scrollY;
      if (keep) keepScroll.add(to.key);
      if (current === undefined) {
        takeOver();
        win.addEventListener('pagehide', persist);
        // Back from the back/forward cache: the page is live again, and ours to scroll.
        win.addEventListener('pageshow', takeOver);
      }
      current = to.key;
    },
    arrive(location, action) {
      if (current === undefined) return;
      const saved = positions[location.key];
      if (action === 'POP' && saved !== undefined) {
        win.scrollTo(0, saved);
        return;
      }
      if (keepScroll.has(location.key)) return;
      const target = location.hash ? win.document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else win.scrollTo(0, 0);
    },
  };
}
