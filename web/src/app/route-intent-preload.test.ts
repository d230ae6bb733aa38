import { afterEach, describe, expect, it } from 'vitest';
import { preloadRoutesOnIntent, routeFilesOf } from './route-intent-preload';
import { ROUTE_PRELOADS_ID } from './route-preloads';

const table = {
  files: ['assets/firebase-layout.js', 'assets/quizzes.js', 'assets/dashboard.js'],
  routes: [
    ['^/quizzes/?$', [0, 1]],
    ['^/dashboard/?$', [0, 2]],
  ] as [string, number[]][],
};

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('preloadRoutesOnIntent', () => {
  let stop: () => void = () => undefined;
  // Only what these tests add is removed from <head>: the web tests share one document, whose
  // <head> also holds the style tags emotion keeps inserting next to (wiping them breaks it).
  afterEach(() => {
    stop();
    for (const added of document.head.querySelectorAll(`#${ROUTE_PRELOADS_ID}, link[rel="modulepreload"]`)) added.remove();
    document.body.innerHTML = '';
  });

  const withTable = () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = ROUTE_PRELOADS_ID;
    script.textContent = JSON.stringify(table);
    document.head.append(script);
    document.body.innerHTML = '<a href="/quizzes"><span>Quizzes</span></a><a href="/dashboard/">Dashboard</a><a href="https://example.com/quizzes">Away</a>';
  };
  const link = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === text) as HTMLAnchorElement;

  it("matches a path as the shell's loader does: first route, any case, trailing slash", () => {
    expect(routeFilesOf(table, '/Quizzes/')).toEqual(['assets/firebase-layout.js', 'assets/quizzes.js']);
    expect(routeFilesOf(table, '/nowhere')).toEqual([]);
  });

  it("preloads a linked page's files when the pointer or the focus comes to the link, each file once", () => {
    withTable();
    stop = preloadRoutesOnIntent();
    expect(preloads()).toEqual([]);
    link('Quizzes').querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toEqual(['/assets/firebase-layout.js', '/assets/quizzes.js']);
    link('Dashboard').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preloads()).toEqual(['/assets/firebase-layout.js', '/assets/quizzes.js', '/assets/dashboard.js']);
    link('Away').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toHaveLength(3);
  });

  it('does nothing on a page without the table (a prerendered page)', () => {
    document.body.innerHTML = '<a href="/quizzes">Quizzes</a>';
    stop = preloadRoutesOnIntent();
    link('Quizzes').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloads()).toEqual([]);
  });
});
