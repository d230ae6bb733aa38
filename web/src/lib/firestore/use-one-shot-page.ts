import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countedTotal, PAGE_SIZES, QUERY_LIMITS, type CountedTotal } from '@quizmaster/shared/paging';
import type { WithId } from './converter';
import { pageLinks, pageStart, positionFromParams, readPage, type PagedQuery, type PageOrder, type PageRead } from './page-position';
import { countQuery, runQuery, type Reader, type RestDocument, type RestQuery } from './rest';
import { restCountQuery, restPageQuery, type RestList } from './one-shot-reads';

/** The same query object for as long as it asks the same (dates compare by their instant), so effects re-run only on a real change. */
function useStableQuery(next: RestQuery | null): RestQuery | null {
  const key = next ? JSON.stringify(next) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `next`.
  return useMemo(() => next, [key]);
}

/** A REST document as the paging helpers read a snapshot: its sort fields for cursors, its model through `read`. */
const asSnapshot = <Row extends object>(document: RestDocument, read: (data: unknown) => Row) => ({
  id: document.id,
  ref: { path: document.path },
  get: (field: string) => document.data[field],
  data: (): WithId<Row> => ({ ...read(document.data), id: document.id }),
});

/**
 * One page of a list, read once through the REST reader: the page the URL names (as
 * `usePagedQuery` pages the live lists, with the same links), read again whenever `revision`
 * changes (the caller's refresh points). The previous rows stay on screen during a re-read. A
 * document that does not parse through `read` is left out, and the pager says so.
 */
export function useOneShotPage<Row extends object>(
  reader: Reader,
  list: RestList | null,
  read: (data: unknown) => Row,
  order: PageOrder,
  size: number = PAGE_SIZES.table,
  revision?: unknown,
): PagedQuery<WithId<Row>> {
  const [params] = useSearchParams();
  const position = positionFromParams(params);
  const start = pageStart(params, '', position);
  const pageQuery = list ? restPageQuery(list, order, size, position) : null;
  const page = useStableQuery(pageQuery?.query ?? null);
  const reversed = pageQuery?.reversed ?? false;
  const [state, setState] = useState<{ query: RestQuery; read: PageRead<WithId<Row>> } | null>(null);

  useEffect(() => {
    if (!page) return undefined;
    let current = true;
    runQuery(reader, page).then(
      (documents) => {
        const snapshots = (reversed ? documents.reverse() : documents).map((document) => asSnapshot(document, read));
        if (current) startTransition(() => setState({ query: page, read: readPage(snapshots, order, size, position) }));
      },
      (error: unknown) => {
        console.error(error);
        if (current) startTransition(() => setState({ query: page, read: { error: error instanceof Error ? error : new Error(String(error)) } }));
      },
    );
    return () => {
      current = false;
    };
    // `page` stands for the position (and so `reversed`), order and size; the reader is the signed-in user, whose uid is in the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, revision]);

  if (!state || !page || state.query !== page) return { status: 'loading', rows: undefined, links: undefined, error: undefined };
  const { read: pageRead } = state;
  if ('error' in pageRead) return { status: 'error', rows: undefined, links: undefined, error: pageRead.error };
  return { status: 'success', rows: pageRead.rows, links: pageLinks(params, '', pageRead, size, start), error: undefined };
}

/**
 * How many documents `list` matches, up to `max` (the caller's bound in firestore.rules), from
 * one count aggregation once the page has loaded, and again whenever `revision` changes.
 */
export function useOneShotCount(
  reader: Reader,
  list: RestList | null,
  page: { status: PagedQuery<unknown>['status'] },
  revision?: unknown,
  max: number = QUERY_LIMITS.own,
): CountedTotal | undefined {
  const stable = useStableQuery(page.status === 'loading' || !list ? null : restCountQuery(list, max));
  const [counted, setCounted] = useState<{ query: RestQuery; total: CountedTotal } | null>(null);
  const latestRequest = useRef(0);
  useEffect(() => {
    if (!stable) return;
    // Only the latest request's answer counts (a query or revision changed meanwhile).
    const request = (latestRequest.current += 1);
    countQuery(reader, stable).then(
      (count) => {
        if (latestRequest.current === request) startTransition(() => setCounted({ query: stable, total: countedTotal(count, max) }));
      },
      (error: unknown) => console.error('Counting failed', error),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reader is the signed-in user, whose uid is in the query.
  }, [stable, revision, max]);
  return counted && counted.query === stable ? counted.total : undefined;
}
