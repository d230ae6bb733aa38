import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PRELOAD_LOADER, routePreloadScript } from './route-preloads';
import { APP_AFTER_EARLY_PAINT_ATTRIBUTE, appAfterEarlyPaint, EARLY_PAINT_EVENT, EARLY_PAINT_WAIT_MS } from '@/lib/early-paint';

describe("the shell's loader on a page that paints from its early read", () => {
  const scripts = {
    entry: 'assets/index.js',
    preloads: ['assets/runtime.js', 'assets/start-app.js', 'assets/app.js'],
    app: ['assets/start-app.js', 'assets/app.js'],
    // The early reads' files; one no page has (left out of the table).
    early: ['assets/early-reads.js', 'assets/early-quiz-start.js', 'assets/early-profile-read.js'],
  };
  const chains = [{ pattern: '/startQuiz/:quizId', modules: ['shell', 'page'] }];
  const files: Record<string, string[]> = { shell: ['assets/shell.js', 'assets/early-reads.js', 'assets/early-quiz-start.js'], page: ['assets/start-quiz.js'] };

  // Fake timers: the loader's later batches and its EARLY_PAINT_WAIT_MS timer must not outlive a
  // test (the web tests share one document: a batch added later lands in another file's head).
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"], script').forEach((element) => element.remove());
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(document, 'visibilityState');
    vi.useRealTimers();
  });

  /** The shell at `pathname`, its root marked or not, with its loader run as the browser would (at once: a hidden tab). */
  function load(marked: boolean) {
    window.history.replaceState(null, '', '/startQuiz/world-capitals');
    document.body.innerHTML = `<div id="root"><div ${marked ? APP_AFTER_EARLY_PAINT_ATTRIBUTE : 'data-other'}=""></div></div>`;
    document.head.insertAdjacentHTML('beforeend', routePreloadScript(chains, (module) => files[module] ?? [], scripts));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    window.eval([...document.head.querySelectorAll('script:not([type])')].map((element) => element.textContent).join(''));
  }
  const preloaded = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((link) => new URL(link.href).pathname);
  const entries = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')).map((script) => new URL(script.src).pathname);

  it("spells this module's names (it cannot import them: they would pull the entry's module into the app's chunk)", () => {
    expect(ROUTE_PRELOAD_LOADER).toContain(`document.querySelector('[${APP_AFTER_EARLY_PAINT_ATTRIBUTE}]')`);
    expect(ROUTE_PRELOAD_LOADER).toContain(`document.addEventListener('${EARLY_PAINT_EVENT}',w);setTimeout(w,${String(EARLY_PAINT_WAIT_MS)})`);
  });

  it("fetches the entry, its imports and the early read's files first, the app's and the page's other chunks once the early read has painted", () => {
    load(true);
    expect(entries()).toEqual(['/assets/index.js']);
    expect(preloaded()).toEqual(['/assets/runtime.js', '/assets/early-reads.js', '/assets/early-quiz-start.js']);
    document.dispatchEvent(new Event(EARLY_PAINT_EVENT));
    vi.advanceTimersByTime(0); // the links go in four per task
    expect(preloaded().slice(3)).toEqual(['/assets/start-app.js', '/assets/app.js', '/assets/shell.js', '/assets/start-quiz.js']);
    document.dispatchEvent(new Event(EARLY_PAINT_EVENT));
    expect(preloaded()).toHaveLength(7);
    expect(document.getElementById('route-preloads')?.textContent).not.toContain('early-profile-read');
  });

  it("fetches the app's chunks after EARLY_PAINT_WAIT_MS when nothing says the read has painted", () => {
    load(true);
    expect(preloaded()).toHaveLength(3);
    vi.advanceTimersByTime(EARLY_PAINT_WAIT_MS);
    vi.advanceTimersByTime(0);
    expect(preloaded()).toHaveLength(7);
  });

  it('holds nothing on a page without the mark', () => {
    load(false);
    vi.advanceTimersByTime(0); // the links go in four per task
    expect(preloaded()).toEqual([
      '/assets/runtime.js',
      '/assets/start-app.js',
      '/assets/app.js',
      '/assets/shell.js',
      '/assets/early-reads.js',
      '/assets/early-quiz-start.js',
      '/assets/start-quiz.js',
    ]);
  });
});

describe('appAfterEarlyPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('tells the loader once the early read has painted, or failed', async () => {
    const told = vi.fn();
    document.addEventListener(EARLY_PAINT_EVENT, told);
    await appAfterEarlyPaint(Promise.resolve());
    expect(told).toHaveBeenCalledTimes(1);
    await appAfterEarlyPaint(Promise.reject(new Error('offline')));
    expect(told).toHaveBeenCalledTimes(2);
    document.removeEventListener(EARLY_PAINT_EVENT, told);
  });

  it('does not wait longer than EARLY_PAINT_WAIT_MS for a read that hangs', async () => {
    vi.useFakeTimers();
    let done = false;
    void appAfterEarlyPaint(new Promise(() => undefined)).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(EARLY_PAINT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
