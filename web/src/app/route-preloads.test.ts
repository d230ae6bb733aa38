import { afterEach, describe, expect, it } from 'vitest';
import { patternRegExpSource, ROUTE_PRELOAD_LOADER, routeModuleChains, routePreloadScript } from './route-preloads';
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
  const files: Record<string, string[]> = { layout: ['assets/layout.js', 'assets/shared.js'], home: ['assets/home.js'], users: ['assets/users.js', 'assets/shared.js'] };

  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"], script').forEach((element) => element.remove());
    window.history.replaceState(null, '', '/');
  });

  /**
   * Puts the HTML into <head> as the shell has it, then runs its script as the browser would, at
   * `pathname` (scripts inserted as HTML do not run); answers the links it added to <head>.
   */
  const run = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    document.head.insertAdjacentHTML('beforeend', routePreloadScript(chains, (module) => files[module] ?? []));
    const script = [...document.head.querySelectorAll('script:not([type])')].map((element) => element.textContent).join('');
    window.eval(script);
    return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'));
  };

  it('preloads each chunk of the page opened once, as modules, and nothing of the other pages', () => {
    const links = run('/dashboard/users');
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/layout.js', '/assets/shared.js', '/assets/users.js']);
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('preloads nothing for a URL no page has', () => {
    expect(run('/nowhere')).toHaveLength(0);
  });

  it('runs the same script in every build, so the Content-Security-Policy can allow it by its hash', () => {
    const other = routePreloadScript([{ pattern: '/quizzes', modules: ['quizzes'] }], () => ['assets/quizzes-1.js']);
    expect(other).toContain(`<script>${ROUTE_PRELOAD_LOADER}</script>`);
    expect(routePreloadScript(chains, (module) => files[module] ?? [])).toContain(`<script>${ROUTE_PRELOAD_LOADER}</script>`);
  });

  it('keeps a file name with `</script>` inside its JSON block', () => {
    const html = routePreloadScript([{ pattern: '/x', modules: ['x'] }], () => ['assets/</script><script>alert(1)</script>.js']);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
