import type { RouteObject } from 'react-router-dom';

/** What a route built by routes.tsx's `lazyModule` carries in its `handle`: its module, as Vite's manifest names it, and its loader. */
export interface RouteModuleHandle {
  module: string;
  load: () => Promise<Record<string, unknown>>;
}

/** A URL pattern of the app and the route modules it renders, outermost layout first. */
export interface RouteModuleChain {
  pattern: string;
  modules: string[];
}

const moduleOf = (route: RouteObject): string | undefined => (route.handle as RouteModuleHandle | undefined)?.module;

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every page's URL pattern (react-router syntax) with the chain of lazy modules it needs. */
export function routeModuleChains(routes: RouteObject[], parentPath = '', parentModules: string[] = []): RouteModuleChain[] {
  return routes.flatMap((route) => {
    const pattern = joinPath(parentPath, route.path);
    const own = moduleOf(route);
    const modules = own ? [...parentModules, own] : parentModules;
    if (route.children && route.children.length > 0) return routeModuleChains(route.children, pattern, modules);
    return [{ pattern: pattern || '/', modules }];
  });
}

/**
 * A pattern as a regular expression source that the browser can test `location.pathname`
 * against (react-router matches case-insensitively, with an optional trailing slash), or
 * undefined for the catch-all, which would match every URL.
 */
export function patternRegExpSource(pattern: string): string | undefined {
  if (pattern.includes('*')) return undefined;
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** The id of the JSON block that carries the shell's preload table (see routePreloadScript). */
export const ROUTE_PRELOADS_ID = 'route-preloads';

/** The longest the loader waits for the first contentful paint's report (a shell that paints nothing contentful still gets its app). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The script that reads the preload table and, once the page has painted, adds the app's
 * scripts: the entry and a `<link rel="modulepreload">` for each chunk the app and the opened
 * page need. Before the paint nothing but the document loads, so a phone shows the prerendered
 * shell as soon as its HTML is in, and Lighthouse does not count the scripts as holding up the
 * first paint (its simulation treats every script that finished loading before the observed
 * paint as render-blocking). The paint: the first-contentful-paint entry, which the browser
 * reports once that frame is on screen (a frame's rasterisation, covers included, can take tens of
 * milliseconds after its main-thread paint; and a document that arrives in pieces, as /quizzes'
 * from its function, runs this script before its first frame has any content), or at most
 * FIRST_PAINT_WAIT_MS; a browser without paint entries waits for a requestAnimationFrame
 * callback (just before a frame's paint) and a task queued from it; a hidden tab paints nothing,
 * so it loads them at once (or when it is hidden). The links go in four per task, the entry
 * with the first four: each one starts a fetch, about 0.5 ms of main thread on a desktop but
 * up to 8 ms at Lighthouse's 4x CPU (a page's forty in one go, and later eight per task, were
 * long tasks on a phone). A shell that paints its largest content
 * from an early read (lib/early-paint.ts: /startQuiz's question) fetches the entry, its imports and
 * the early read's own files (`early`) first, and holds the rest (the app's own chunks, the `app`
 * of the preloads, and the page's other modules) until that read has painted, or at most
 * EARLY_PAINT_WAIT_MS: on a phone's HTTP/1.1 connections every file before the read's costs it
 * bandwidth and a place in the queue (the names are lib/early-paint.ts', written out:
 * importing them would pull that entry module into the app's chunk; lib/early-paint.test.ts checks them). It never changes between builds, so the
 * A press on a served paid card's Take A Test before the entry has taken the card over
 * (HOLD_PRESS_ATTRIBUTE) is held here: no default, the link busy; the entry hands it to the app.
 * Content-Security-Policy (firebase.json) allows it by its hash; the table, which does change,
 * travels beside it as JSON, which the browser does not run.
 */
/**
 * shared's HOLD_PRESS_ATTRIBUTE, written out: importing it would put the marks' module in the app's
 * chunk (route-intent-preload.ts imports this file), and /quizzes' entry, which uses them, would
 * then import that chunk. route-preloads.test.ts checks that they agree.
 */
export const HOLD_PRESS_MARK = 'data-hold-press';

export const ROUTE_PRELOAD_LOADER = `(function(){document.addEventListener('click',function(e){var t=e.target,l=t&&t.closest&&t.closest('a[${HOLD_PRESS_MARK}]');if(l&&!e.button&&!e.metaKey&&!e.ctrlKey&&!e.shiftKey&&!e.altKey&&!e.defaultPrevented){e.preventDefault();l.setAttribute('aria-busy','true')}},true);var d=JSON.parse(document.getElementById('${ROUTE_PRELOADS_ID}').textContent),f=d.files,r=d.routes,p=location.pathname,n=d.preloads.slice(),h=[],o=0;for(var i=0;i<r.length;i++)if(new RegExp(r[i][0],'i').test(p)){n=n.concat(r[i][1]);break}function a(t,k){var e=document.createElement(t);e.setAttribute('crossorigin','');if(t==='link'){e.rel='modulepreload';e.href='/'+f[k]}else{e.type='module';e.src='/'+f[k]}document.head.appendChild(e)}function b(){n.splice(0,4).forEach(function(k){a('link',k)});if(o===1){o=2;a('script',d.entry)}if(n.length)setTimeout(b,0)}function w(){if(h.length){n=n.concat(h.splice(0));b()}}function g(){if(o)return;o=1;if(document.querySelector('[data-app-after-early-paint]')){h=n.filter(function(k){return d.app.indexOf(k)>=0||(d.preloads.indexOf(k)<0&&d.early.indexOf(k)<0)});n=n.filter(function(k){return h.indexOf(k)<0});document.addEventListener('quizmaster:early-paint',w);setTimeout(w,3000)}b()}function q(){requestAnimationFrame(function(){setTimeout(g,0)})}function c(){try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return q();new PerformanceObserver(function(l,b){if(l.getEntriesByName('first-contentful-paint').length){b.disconnect();setTimeout(g,0)}}).observe({type:'paint',buffered:true});setTimeout(g,${String(FIRST_PAINT_WAIT_MS)})}catch(e){q()}}if(document.visibilityState==='hidden')g();else{document.addEventListener('visibilitychange',g);c()}})()`;

/** The app's own scripts, which the shell loads after its first paint (see ROUTE_PRELOAD_LOADER). */
export interface ShellScripts {
  /** The entry module (src/main.tsx as built). */
  entry: string;
  /** The chunks every page that starts the app needs: the entry's imports and the app chunk. */
  preloads: string[];
  /** Of those, the app chunk's own (not the entry's imports): what a shell that paints from an early read holds (lib/early-paint.ts). */
  app?: string[];
  /**
   * The early reads' files (app/early-signed-in-reads.ts and the modules it imports, at once or
   * later): of a page's modules, the only ones a shell that paints from an early read fetches before that paint.
   */
  early?: string[];
}

/**
 * Inline HTML for the SPA shell: the app's entry and, for the page being opened, a
 * `<link rel="modulepreload">` for each chunk of its route modules, so the browser fetches them
 * alongside the entry instead of after it has run (the router only asks for a route's modules
 * once the entry has loaded). `filesOf` gives a module's chunk files as the build names them;
 * files of `scripts` are left out of the routes' lists.
 */
export function routePreloadScript(chains: RouteModuleChain[], filesOf: (module: string) => string[], scripts: ShellScripts): string {
  const files: string[] = [];
  const indexOf = (file: string) => {
    const index = files.indexOf(file);
    return index >= 0 ? index : files.push(file) - 1;
  };
  const entry = indexOf(scripts.entry);
  const preloads = [...new Set(scripts.preloads)].map(indexOf);
  const app = [...new Set(scripts.app ?? [])].map(indexOf);
  const loadedAnyway = new Set([scripts.entry, ...scripts.preloads]);
  const table = chains.flatMap(({ pattern, modules }) => {
    const source = patternRegExpSource(pattern);
    if (source === undefined) return [];
    const chunkIndexes = [...new Set(modules.flatMap(filesOf))].filter((file) => !loadedAnyway.has(file)).map(indexOf);
    return chunkIndexes.length > 0 ? [[source, chunkIndexes] as const] : [];
  });
  // Only those some page fetches (the others would only lengthen the table).
  const early = [...new Set(scripts.early ?? [])].map((file) => files.indexOf(file)).filter((index) => index >= 0);
  // `<` escaped, so no file name or pattern can end the block early.
  const data = JSON.stringify({ files, entry, preloads, app, early, routes: table }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${data}</script><script>${ROUTE_PRELOAD_LOADER}</script>`;
}
