import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { catalogueListOf, type CatalogueList, type CatalogueRow } from '@quizmaster/shared/catalogue-first-row';
import { renderQuizzesPage } from './render';

/** A served page, gzipped once for every visit that gets it. */
interface Page {
  html: string;
  gzipped: Buffer;
}

export interface QuizzesPageSources {
  /** The build's /quizzes shell (web/dist/shells/quizzes.html as Hosting serves it). */
  readShell: () => Promise<string>;
  /** The list's rows as the app reads them: published quizzes, newest first, `count + 1` of them. */
  readRows: (list: CatalogueList) => Promise<CatalogueRow[]>;
  now?: () => number;
  /** How long a rendered page is served from memory (0: a read per visit, as in the emulators, whose tests change the catalogue between visits). */
  pageTtlMs: number;
  /** How long the shell is kept (a Hosting release changes its asset names: not for long). */
  shellTtlMs: number;
}

/** What a shared cache (Hosting's CDN) may keep the page for: the same short while as the memory. */
export const cacheControl = (ttlMs: number) => (ttlMs > 0 ? `public, max-age=0, s-maxage=${String(Math.round(ttlMs / 1000))}` : 'no-cache');

/** A value kept for `ttlMs`, computed once for concurrent askers; a failure is not kept. */
function memo<T>(compute: () => Promise<T>, ttlMs: number, now: () => number) {
  let kept: { value: Promise<T>; until: number } | undefined;
  return (): Promise<T> => {
    // Nothing kept, not even a read in flight: a visit sees what was there when it came.
    if (ttlMs <= 0) return compute();
    if (kept && now() < kept.until) return kept.value;
    const value = compute();
    const entry = { value, until: Number.POSITIVE_INFINITY };
    kept = entry;
    value.then(
      () => (entry.until = now() + ttlMs),
      () => kept === entry && (kept = undefined),
    );
    return value;
  };
}

/**
 * Serves /quizzes (firebase.json rewrites it here): the shell with the catalogue's first row
 * painted from the HTML (render.ts). One page per list (`?type=` × `?more=`, a bounded set),
 * kept for `pageTtlMs`. A failed catalogue read serves the plain shell, whose entry reads the
 * catalogue itself; without the shell there is nothing to serve (503, try again).
 */
export function quizzesPageHandler(sources: QuizzesPageSources) {
  const now = sources.now ?? Date.now;
  const shell = memo(sources.readShell, sources.shellTtlMs, now);
  const pages = new Map<string, () => Promise<Page>>();
  const pageOf = (list: CatalogueList) => {
    const key = `${list.quizType ?? ''}:${String(list.count)}`;
    let page = pages.get(key);
    if (!page) {
      page = memo(async () => {
        const [html, rows] = await Promise.all([shell(), sources.readRows(list)]);
        const rendered = renderQuizzesPage(html, list, rows, new Date(now()));
        return { html: rendered, gzipped: gzipSync(rendered) };
      }, sources.pageTtlMs, now);
      pages.set(key, page);
    }
    return page();
  };

  return async (request: Request, response: Response): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    const list = catalogueListOf(new URL(request.originalUrl || request.url, 'http://page').searchParams);
    let page: Page;
    let ttlMs = sources.pageTtlMs;
    try {
      page = await pageOf(list);
    } catch (readFailed) {
      console.warn(`/quizzes served without its first row: ${String(readFailed)}`);
      try {
        const html = await shell();
        page = { html, gzipped: gzipSync(html) };
        ttlMs = 0;
      } catch (noShell) {
        console.error(`/quizzes has no shell to serve: ${String(noShell)}`);
        response.set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).status(503).send('Quiz Master is starting. Please reload in a moment.');
        return;
      }
    }
    response.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl(ttlMs), Vary: 'Accept-Encoding' });
    if (/\bgzip\b/.test(request.get('accept-encoding') ?? '')) response.set('Content-Encoding', 'gzip').send(page.gzipped);
    else response.send(page.html);
  };
}
