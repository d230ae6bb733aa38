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

/**
 * The script that reads the preload table and adds the links. It never changes between builds,
 * so the Content-Security-Policy (firebase.json) allows it by its hash; the table, which does
 * change, travels beside it as JSON, which the browser does not run.
 */
export const ROUTE_PRELOAD_LOADER = `(function(){var d=JSON.parse(document.getElementById('${ROUTE_PRELOADS_ID}').textContent),f=d.files,r=d.routes,p=location.pathname;for(var i=0;i<r.length;i++)if(new RegExp(r[i][0],'i').test(p)){r[i][1].forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.setAttribute('crossorigin','');l.href='/'+f[n];document.head.appendChild(l)});break}})()`;

/**
 * Inline HTML for the SPA shell: it adds `<link rel="modulepreload">` for the chunks of the
 * page being opened, so the browser fetches them alongside the entry script instead of after it
 * has run (the router only asks for a route's modules once the entry has loaded). `filesOf`
 * gives a module's chunk files as the build names them; files the shell already loads are left
 * out by the caller.
 */
export function routePreloadScript(chains: RouteModuleChain[], filesOf: (module: string) => string[]): string {
  const files: string[] = [];
  const indexOf = (file: string) => {
    const index = files.indexOf(file);
    return index >= 0 ? index : files.push(file) - 1;
  };
  const table = chains.flatMap(({ pattern, modules }) => {
    const source = patternRegExpSource(pattern);
    if (source === undefined) return [];
    const chunkIndexes = [...new Set(modules.flatMap(filesOf))].map(indexOf);
    return chunkIndexes.length > 0 ? [[source, chunkIndexes] as const] : [];
  });
  // `<` escaped, so no file name or pattern can end the block early.
  const data = JSON.stringify({ files, routes: table }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ROUTE_PRELOADS_ID}">${data}</script><script>${ROUTE_PRELOAD_LOADER}</script>`;
}
