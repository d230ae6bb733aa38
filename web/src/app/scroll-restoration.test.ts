import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { createScrollMemory } from './scroll-restoration';

const at = (key: string, hash = ''): Location => ({ key, pathname: `/${key}`, search: '', hash, state: null });

/** A window with just what the scroll memory uses: its scroll, history, storage and page events. */
function fakeWindow(storage: Storage = window.sessionStorage) {
  const listeners = new Map<string, () => void>();
  const fake = {
    scrollY: 0,
    scrollTo: (_x: number, y: number) => {
      fake.scrollY = y;
    },
    history: { scrollRestoration: 'auto' as ScrollRestoration },
    sessionStorage: storage,
    document,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: string) => listeners.get(type)?.(),
  };
  return fake;
}

describe('createScrollMemory', () => {
  it("leaves the page load's scrolling to the browser, and takes over from the first navigation", () => {
    const win = fakeWindow();
    const memory = createScrollMemory(win as unknown as Window);
    win.scrollY = 500;
    memory.arrive(at('first'), 'POP');
    expect(win.scrollY).toBe(500);
    expect(win.history.scrollRestoration).toBe('auto');

    memory.leave(at('first'), at('second'), false);
    expect(win.history.scrollRestoration).toBe('manual');
  });

  it('starts a new page at the top, and restores each page on Back and Forward', () => {
    const win = fakeWindow();
    const memory = createScrollMemory(win as unknown as Window);
    win.scrollY = 700;
    memory.leave(at('list'), at('detail'), false);
    memory.arrive(at('detail'), 'PUSH');
    expect(win.scrollY).toBe(0);

    win.scrollY = 40;
    memory.leave(at('detail'), at('list'), false);
    memory.arrive(at('list'), 'POP');
    expect(win.scrollY).toBe(700);

    memory.leave(at('list'), at('detail'), false);
    memory.arrive(at('detail'), 'POP');
    expect(win.scrollY).toBe(40);
  });

  it('keeps the scroll when the navigation asked to (preventScrollReset: a filter)', () => {
    const win = fakeWindow();
    const memory = createScrollMemory(win as unknown as Window);
    win.scrollY = 320;
    memory.leave(at('unfiltered'), at('filtered'), true);
    memory.arrive(at('filtered'), 'REPLACE');
    expect(win.scrollY).toBe(320);
  });

  it('keeps the positions across a reload of the tab, and gives the scrolling back to the browser as the page is left', () => {
    const win = fakeWindow();
    const memory = createScrollMemory(win as unknown as Window);
    win.scrollY = 250;
    memory.leave(at('list'), at('detail'), false);
    win.fire('pagehide');
    expect(win.history.scrollRestoration).toBe('auto');

    const reloaded = fakeWindow();
    const again = createScrollMemory(reloaded as unknown as Window);
    again.leave(at('detail'), at('list'), false);
    again.arrive(at('list'), 'POP');
    expect(reloaded.scrollY).toBe(250);
  });
});
