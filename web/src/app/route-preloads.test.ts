import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_PRESS_ATTRIBUTE } from '@quizmaster/shared/catalogue-first-row-marks';
import { HOLD_PRESS_MARK, patternRegExpSource, ROUTE_PRELOAD_LOADER, routeModuleChains, routePreloadScript } from './route-preloads';
import { routes } from './routes';

const chainOf = (pattern: string) => routeModuleChains(routes).find((chain) => chain.pattern === pattern);

describe('routeModuleChains', () => {
  it('gives each page its layouts and its own module, outermost first', () => {
    // An admin's live table: the full SDK's layout inside the dashboard's.
    expect(chainOf('/dashboard/users')?.modules).toEqual([
      'src/app/routes/firebase-layout.tsx',
      'src/app/routes/dashboard/layout.tsx',
      'src/app/routes/live-data-layout.tsx',
      'src/app/routes/dashboard/users.tsx',
    ]);
    // The player's pages read once: no live-data layout.
    expect(chainOf('/dashboard')?.modules).toEqual([
      'src/app/routes/firebase-layout.tsx',
      'src/app/routes/dashboard/layout.tsx',
      'src/app/routes/dashboard/home.tsx',
    ]);
    expect(chainOf('/startQuiz/:quizId')?.modules).toEqual(['src/app/routes/firebase-layout.tsx', 'src/app/routes/start-quiz.tsx']);
    expect(chainOf('/user/:userId')?.modules.at(-1)).toBe('src/app/routes/user-details.tsx');
    expect(chainOf('/')?.modules).toEqual(['src/app/routes/landing.tsx']);
  });
});

describe('patternRegExpSource', () => {
  const matches = (pattern: string, path: string) => new RegExp(patternRegExpSource(pattern) ?? '(?!)', 'i').test(path);

  it('matches a parameter segment, any case and an optional trailing slash, as react-router does', () => {
    expect(matches('/dashboard/quizDetails/:quizId', '/dashboard/quizDetails/q-1')).toBe(true);
    expect(matches('/dashboard/quizDetails/:quizId', '/dashboard/quizdetails/q-1/')).toBe(true);
    expect(matches('/dashboard/quizDetails/:quizId', '/dashboard/quizDetails/q-1/more')).toBe(false);
    expect(matches('/dashboard', '/dashboard/users')).toBe(false);
  });

  it('leaves the catch-all out', () => {
    expect(patternRegExpSource('*')).toBeUndefined();
  });
});

describe('routePreloadScript', () => {
  const chains = [
    { pattern: '/dashboard', modules: ['layout', 'home'] },
    { pattern: '/dashboard/users', modules: ['layout', 'users'] },
  ];
  const files: Record<string, string[]> = { layout: ['assets/layout.js', 'assets/shared.js', 'assets/app.js'], home: ['assets/home.js'], users: ['assets/users.js', 'assets/shared.js'] };
  const filesOf = (module: string) => files[module] ?? [];
  const scripts = { entry: 'assets/index.js', preloads: ['assets/runtime.js', 'assets/app.js'] };

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"], script').forEach((element) => element.remove());
    window.history.replaceState(null, '', '/');
  });

  /**
   * Puts the HTML into <head> as the shell has it, then runs its script as the browser would, at
   * `pathname` (scripts inserted as HTML do not run).
   */
  const run = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    document.head.insertAdjacentHTML('beforeend', routePreloadScript(chains, filesOf, scripts));
    const script = [...document.head.querySelectorAll('script:not([type])')].map((element) => element.textContent).join('');
    window.eval(script);
  };
  const preloaded = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((link) => new URL(link.href).pathname);
  const entries = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')).map((script) => new URL(script.src).pathname);

  it("adds nothing before the page's first paint, then the app's chunks, the page's chunks once each, and the entry", async () => {
    run('/dashboard/users');
    expect(preloaded()).toEqual([]);
    expect(entries()).toEqual([]);
    await vi.waitFor(() => expect(entries()).toEqual(['/assets/index.js']));
    expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/app.js', '/assets/layout.js', '/assets/shared.js', '/assets/users.js']);
    const added = document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]');
    expect(Array.from(added).every((element) => element.getAttribute('crossorigin') === '')).toBe(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entries()).toHaveLength(1);
  });

  it("waits for the first contentful paint's report where the browser has paint entries (a frame's paint is on screen later than its requestAnimationFrame)", async () => {
    let report: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
    const disconnect = vi.fn();
    const observe = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = observe;
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      run('/dashboard');
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      // Frames come and go; a first paint that is not contentful does not count.
      await new Promise((resolve) => setTimeout(resolve, 50));
      report?.({ getEntriesByName: () => [] }, { disconnect });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(entries()).toEqual([]);
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      await vi.waitFor(() => expect(entries()).toEqual(['/assets/index.js']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds the links four per task, the entry with the first four', async () => {
    const many = [{ pattern: '/big', modules: ['big'] }];
    const bigFiles = Array.from({ length: 20 }, (_, index) => `assets/big-${String(index)}.js`);
    window.history.replaceState(null, '', '/big');
    document.head.insertAdjacentHTML('beforeend', routePreloadScript(many, () => bigFiles, scripts));
    // What each task added: a mutation observer's callback runs once after each task's changes.
    const perTask: number[] = [];
    const observer = new MutationObserver((records) => perTask.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0)));
    observer.observe(document.head, { childList: true });
    window.eval([...document.head.querySelectorAll('script:not([type])')].map((element) => element.textContent).join(''));
    await vi.waitFor(() => expect(preloaded()).toHaveLength(22));
    observer.disconnect();
    expect(perTask).toEqual([5, 4, 4, 4, 4, 2]);
    expect(entries()).toEqual(['/assets/index.js']);
  });

  it('loads at once in a hidden tab, which paints nothing', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      run('/dashboard');
      // The first four links and the entry in this task, without waiting for a paint.
      expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/app.js', '/assets/layout.js', '/assets/shared.js']);
      expect(entries()).toEqual(['/assets/index.js']);
      await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/app.js', '/assets/layout.js', '/assets/shared.js', '/assets/home.js']));
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it("loads the app's chunks and the entry for a URL no page has, and no page's chunks", async () => {
    run('/nowhere');
    await vi.waitFor(() => expect(entries()).toEqual(['/assets/index.js']));
    expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/app.js']);
  });

  it("holds a plain press on a served paid card's Take A Test until the entry takes the card over (it drops the mark)", () => {
    expect(HOLD_PRESS_MARK).toBe(HOLD_PRESS_ATTRIBUTE);
    run('/quizzes');
    document.body.innerHTML = `<a href="/startQuiz/paid" ${HOLD_PRESS_ATTRIBUTE}><span>Take A Test</span></a><a href="/startQuiz/free">Take A Test</a>`;
    const [paid, free] = [...document.body.querySelectorAll('a')];
    if (!paid || !free) throw new Error('no links');
    // Whether the loader took the press; then no press follows the link (jsdom cannot navigate).
    let held = false;
    const record = (event: Event) => {
      held = event.defaultPrevented;
      event.preventDefault();
    };
    document.body.addEventListener('click', record);
    const press = (target: Element, init: MouseEventInit = {}) => {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      return held;
    };
    try {
      expect(press(free)).toBe(false);
      expect(press(paid, { ctrlKey: true })).toBe(false);
      expect(press(paid, { button: 1 })).toBe(false);
      expect(paid.hasAttribute('aria-busy')).toBe(false);
      expect(press(paid.querySelector('span') ?? paid)).toBe(true);
      expect(paid.getAttribute('aria-busy')).toBe('true');
      paid.removeAttribute(HOLD_PRESS_ATTRIBUTE);
      expect(press(paid)).toBe(false);
    } finally {
      document.body.removeEventListener('click', record);
      document.body.innerHTML = '';
    }
  });

  it('runs the same script in every build, so the Content-Security-Policy can allow it by its hash', () => {
    const other = routePreloadScript([{ pattern: '/quizzes', modules: ['quizzes'] }], () => ['assets/quizzes-1.js'], { entry: 'assets/index-2.js', preloads: [] });
    expect(other).toContain(`<script>${ROUTE_PRELOAD_LOADER}</script>`);
    expect(routePreloadScript(chains, filesOf, scripts)).toContain(`<script>${ROUTE_PRELOAD_LOADER}</script>`);
  });

  it('keeps a file name with `</script>` inside its JSON block', () => {
    const html = routePreloadScript([{ pattern: '/x', modules: ['x'] }], () => ['assets/</script><script>alert(1)</script>.js'], scripts);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
