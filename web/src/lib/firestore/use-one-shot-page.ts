import { getCount, getDocs, queryEqual, type Query } from 'firebase/firestore/lite';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countedTotal, PAGE_SIZES, QUERY_LIMITS, type CountedTotal } from '@quizmaster/shared/paging';
import { liteCountQuery, litePageQuery } from './one-shot-reads';
import { pageLinks, pageStart, positionFromParams, readPage, type PagedQuery, type PageOrder, type PageRead } from './page-position';

/** The same query object for as long as the query is the same, so effects re-run only on a real change. */
function useStableQuery<T>(next: Query<T> | null): Query<T> | null {
  const [stable, setStable] = useState(next);
  const same = stable === next || (stable !== null && next !== null && queryEqual(stable, next));
  if (!same) setStable(next);
  return same ? stable : next;
}

/**
 * One page of a list, read once through Firestore Lite: the page the URL names (as
 * `usePagedQuery` pages the live lists, with the same links), read again whenever `revision`
 * changes (the caller's refresh points). The previous rows stay on screen during a re-read.
 */
export function useOneShotPage<Row>(base: Query<Row> | null, order: PageOrder, size: number = PAGE_SIZES.table, revision?: unknown): PagedQuery<Row> {
  const [params] = useSearchParams();
  const position = positionFromParams(params);
  const start = pageStart(params, '', position);
  const page = useStableQuery(base ? litePageQuery(base, order, size, position) : null);
  const [state, setState] = useState<{ query: Query<Row>; read: PageRead<Row> } | null>(null);

  useEffect(() => {
    if (!page) return undefined;
    let current = true;
    getDocs(page).then(
      (snapshot) => {
        if (current) setState({ query: page, read: readPage(snapshot.docs, order, size, position) });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setState({ query: page, read: { error: error instanceof Error ? error : new Error(String(error)) } });
      },
    );
    return () => {
      current = false;
    };
    // `page` stands for the position, order and size.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, revision]);

  if (!state || !page || state.query !== page) return { status: 'loading', rows: undefined, links: undefined, error: undefined };
  const { read } = state;
  if ('error' in read) return { status: 'error', rows: undefined, links: undefined, error: read.error };
  return { status: 'success', rows: read.rows, links: pageLinks(params, '', read, size, start), error: undefined };
}

/**
 * How many documents `base` matches, up to `max` (the caller's bound in firestore.rules), from
 * one `count()` aggregation once the page has loaded, and again whenever `revision` changes.
 */
export function useOneShotCount(base: Query | null, page: { status: PagedQuery<unknown>['status'] }, revision?: unknown, max: number = QUERY_LIMITS.own): CountedTotal | undefined {
  const stable = useStableQuery(page.status === 'loading' ? null : base);
  const [counted, setCounted] = useState<{ query: Query; total: CountedTotal } | null>(null);
  const latestRequest = useRef(0);
  useEffect(() => {
    if (!stable) return;
    // Only the latest request's answer counts (a query or revision changed meanwhile).
    const request = (latestRequest.current += 1);
    getCount(liteCountQuery(stable, max)).then(
      (snapshot) => {
        if (latestRequest.current === request) setCounted({ query: stable, total: countedTotal(snapshot.data().count, max) });
      },
      (error: unknown) => console.error('Counting failed', error),
    );
  }, [stable, revision, max]);
  return counted && counted.query === stable ? counted.total : undefined;
}
