import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { catalogueListOf, type CatalogueList, type CatalogueRow } from '@quizmaster/shared/catalogue-first-row';
import { renderQuizzesPage } from './render';
import type { Shell } from './shell';

/** A served page, gzipped once for every visit that gets it. */
interface Page {
  html: string;
  gzipped: Buffer;
}

export interface QuizzesPageSources {
  /**
   * The build's /quizzes shell (web/dist/shells/quizzes.html as Hosting serves it), read for every
   * page served (conditionally: shell.ts), so no page names a previous release's asset files.
   */
  readShell: () => Promise<Shell>;
  /** The list's rows as the app reads them: published quizzes, newest first, `count + 1` of them. */
  readRows: (list: CatalogueList) => Promise<CatalogueRow[]>;
  now?: () => number;
  /** How long a list's rows (and its page, while the shell is the same) are kept in memory (0: a read per visit, as in the emulators, whose tests change the catalogue between visits). */
  pageTtlMs: number;
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
 * painted from the HTML (render.ts). Each list (`?type=` × `?more=`, a bounded set) is read at
 * most once per `pageTtlMs`; its page is rendered again when the rows or the shell change. A
 * failed catalogue read serves the plain shell, whose entry reads the catalogue itself; without
 * the shell there is nothing to serve (503, try again).
 */
export function quizzesPageHandler(sources: QuizzesPageSources) {
  const now = sources.now ?? Date.now;
  const rowsOfList = new Map<string, () => Promise<CatalogueRow[]>>();
  const rowsOf = (key: string, list: CatalogueList) => {
    let readRows = rowsOfList.get(key);
    if (!readRows) {
      readRows = memo(() => sources.readRows(list), sources.pageTtlMs, now);
      rowsOfList.set(key, readRows);
    }
    return readRows();
  };
  const rendered = new Map<string, { shell: Shell; rows: CatalogueRow[]; page: Page }>();
  const pageOf = (key: string, list: CatalogueList, shell: Shell, rows: CatalogueRow[]): Page => {
    const kept = rendered.get(key);
    if (kept && kept.shell === shell && kept.rows === rows) return kept.page;
    const html = renderQuizzesPage(shell.html, list, rows, new Date(now()));
    const page = { html, gzipped: gzipSync(html) };
    // Kept for the next visits while both the shell and the rows are the same.
    if (sources.pageTtlMs > 0) rendered.set(key, { shell, rows, page });
    return page;
  };

  return async (request: Request, response: Response): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    const list = catalogueListOf(new URL(request.originalUrl || request.url, 'http://page').searchParams);
    const key = `${list.quizType ?? ''}:${String(list.count)}`;
    // The rows and the shell are read at the same time.
    const rowsRead = rowsOf(key, list).then(
      (rows) => ({ rows }),
      (error: unknown) => ({ error }),
    );
    let shell: Shell;
    try {
      shell = await sources.readShell();
    } catch (noShell) {
      console.error(`/quizzes has no shell to serve: ${String(noShell)}`);
      response.set({ 'Retry-After': '5', 'Cache-Control': 'no-store' }).status(503).send('Quiz Master is starting. Please reload in a moment.');
      return;
    }
    let page: Page;
    let ttlMs = sources.pageTtlMs;
    try {
      const read = await rowsRead;
      if ('error' in read) throw read.error;
      page = pageOf(key, list, shell, read.rows);
    } catch (readFailed) {
      console.warn(`/quizzes served without its first row: ${String(readFailed)}`);
      page = { html: shell.html, gzipped: gzipSync(shell.html) };
      ttlMs = 0;
    }
    response.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl(ttlMs), Vary: 'Accept-Encoding' });
    if (/\bgzip\b/.test(request.get('accept-encoding') ?? '')) response.set('Content-Encoding', 'gzip').send(page.gzipped);
    else response.send(page.html);
  };
}
