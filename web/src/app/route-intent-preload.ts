import { ROUTE_PRELOADS_ID } from './route-preloads';

/** The shell's route preload table (route-preloads.ts, routePreloadScript): files, and [pattern source, file indexes] per route. */
interface RoutePreloadTable {
  files: string[];
  routes: [string, number[]][];
}

function readTable(doc: Document): RoutePreloadTable | undefined {
  const text = doc.getElementById(ROUTE_PRELOADS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RoutePreloadTable;
  } catch {
    return undefined;
  }
}

/** The files of the first route whose pattern matches `pathname`, as the shell's loader picks them. */
export function routeFilesOf(table: RoutePreloadTable, pathname: string): string[] {
  const route = table.routes.find(([source]) => new RegExp(source, 'i').test(pathname));
  return (route?.[1] ?? []).flatMap((index) => table.files[index] ?? []);
}

/**
 * The build gives route modules no preload lists of their own (vite.config.ts, routeModuleChunks),
 * so a page visited in the app would load its module, then its imports. When a pointer or the focus
 * comes to a link of the app, this adds `<link rel="modulepreload">` for the linked page's files from
 * the shell's own table, once each: they are in the cache by the time of the click. Pages without the
 * table (the prerendered ones, whose links mostly open other documents) are left as they are.
 * Returns a function that stops it.
 */
export function preloadRoutesOnIntent(doc: Document = document): () => void {
  const table = readTable(doc);
  if (!table) return () => undefined;
  const preloaded = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    for (const file of routeFilesOf(table, link.pathname)) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const preload = doc.createElement('link');
      preload.rel = 'modulepreload';
      preload.setAttribute('crossorigin', '');
      preload.href = `/${file}`;
      doc.head.appendChild(preload);
    }
  };
  // pointerover and focusin bubble (pointerenter and focus do not), so one listener serves every link.
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, onIntent);
  };
}
