import { getCountFromServer, onSnapshot, queryEqual, type Query } from 'firebase/firestore';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countedTotal, PAGE_SIZES, QUERY_LIMITS, type CountedTotal } from '@quizmaster/shared/paging';
import { pageLinks, pageStart, positionFromParams, readPage, type PagedQuery, type PageRead } from './page-position';
import { countQuery, urlPageQuery, type PageOrder } from './page-query';

export type { PagedQuery, PageLinks } from './page-position';

/** The same query object for as long as the query is the same, so effects re-run only on a real change. */
function useStableQuery<T>(next: Query<T> | null): Query<T> | null {
  const [stable, setStable] = useState(next);
  const same = stable === next || (stable !== null && next !== null && queryEqual(stable, next));
  if (!same) setStable(next);
  return same ? stable : next;
}

export interface PagedQueryOptions {
  /**
   * Prefix of this list's URL parameters, for a page with two lists (`payments.` reads and
   * writes `payments.after`, `payments.before`, `payments.start`); none by default.
   */
  paramPrefix?: string;
}

/**
 * One page of a list, live and bounded: the page the URL names (`after` / `before` a cursor,
 * `start` for the row numbers) of `base` in `order`, `size` rows at a time. The listener covers
 * only the rows on screen, so a row that changes (a refund, a role) updates in place and the
 * cost stays that of one page whatever the collection holds. `base` carries the filters (null
 * while they are not ready); changing them is the caller's business, which also drops the cursor.
 */
export function usePagedQuery<Row>(
  base: Query<Row> | null,
  order: PageOrder,
  size: number = PAGE_SIZES.table,
  { paramPrefix = '' }: PagedQueryOptions = {},
): PagedQuery<Row> {
  const [params] = useSearchParams();
  const position = positionFromParams(params, paramPrefix);
  const start = pageStart(params, paramPrefix, position);
  const page = useStableQuery(base ? urlPageQuery(base, order, params, size, paramPrefix) : null);
  const [state, setState] = useState<{ query: Query<Row>; read: PageRead<Row> } | null>(null);

  useEffect(() => {
    if (!page) return undefined;
    return onSnapshot(
      page,
      (snapshot) => {
        startTransition(() => setState({ query: page, read: readPage(snapshot.docs, order, size, position) }));
      },
      (error) => {
        console.error(error);
        startTransition(() => setState({ query: page, read: { error } }));
      },
    );
    // `page` stands for the position, order and size.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  if (!state || !page || state.query !== page) return { status: 'loading', rows: undefined, links: undefined, error: undefined };
  const { read } = state;
  if ('error' in read) return { status: 'error', rows: undefined, links: undefined, error: read.error };

  const links = pageLinks(params, paramPrefix, read, size, start);
  return { status: 'success', rows: read.rows, links, error: undefined };
}

/**
 * How many documents a query matches, up to `max` (the caller's bound in firestore.rules: the
 * admins' unless told), from a `count()` aggregation (one read per 1,000 index entries, never the
 * documents): for headers such as "All Users (3,003)", or "(10,000+)" at `max`. Asked for once `page`
 * (the list's page on screen) has loaded: the rows are what the admin came for, and on a large
 * collection the count is the slower read (the emulator counts by scanning every document), so
 * it must not compete with them. Read once per query, and again whenever `revision` changes
 * (e.g. the rows of the page on screen, so that a row deleted or added there updates the total).
 */
export function useQueryCount(
  base: Query | null,
  page: { status: PagedQuery<unknown>['status'] },
  revision?: unknown,
  max: number = QUERY_LIMITS.admin,
): CountedTotal | undefined {
  const stable = useStableQuery(page.status === 'loading' ? null : base);
  const [counted, setCounted] = useState<{ query: Query; total: CountedTotal } | null>(null);
  const latestRequest = useRef(0);
  useEffect(() => {
    if (!stable) return;
    // Only the latest request's answer counts (a query or revision changed meanwhile).
    const request = (latestRequest.current += 1);
    getCountFromServer(countQuery(stable, max)).then(
      (snapshot) => {
        if (latestRequest.current === request) startTransition(() => setCounted({ query: stable, total: countedTotal(snapshot.data().count, max) }));
      },
      (error: unknown) => console.error('Counting failed', error),
    );
  }, [stable, revision, max]);
  return counted && counted.query === stable ? counted.total : undefined;
}
