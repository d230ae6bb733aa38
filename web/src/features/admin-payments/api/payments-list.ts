import type { Firestore } from 'firebase/firestore';
import { REFUND_STATES, type RefundState } from '@quizmaster/shared/models/payment';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { holdQuery } from '@/lib/firestore/prefetch';
import { urlPageQuery } from '@/lib/firestore/page-query';
import { paymentsList } from '@/lib/firestore/refs';
import { utcDay } from '@/lib/utc-day';

const DAY_MS = 24 * 60 * 60 * 1000;

const asRefundState = (value: string | null): RefundState | '' => REFUND_STATES.find((state) => state === value) ?? '';

/** An e-mail search is on (it leads the order, so the date filters are off meanwhile). */
export const searchesByEmail = (params: URLSearchParams) => (params.get('email') ?? '').trim() !== '';

/** The payments list the URL asks for (`refund`, `email`, `from`, `to`). */
export function paymentsListFromUrl(db: Firestore, params: URLSearchParams) {
  const searching = searchesByEmail(params);
  const toDay = utcDay(params.get('to') ?? '');
  return paymentsList(db, {
    refund: asRefundState(params.get('refund')),
    email: params.get('email') ?? '',
    from: searching ? null : utcDay(params.get('from') ?? ''),
    // "To" includes its whole day: the list stops before the next one.
    until: searching || !toDay ? null : new Date(toDay.getTime() + DAY_MS),
  });
}

/** Starts reading the page of payments the URL names (the route's prefetch: see adminPrefetch). */
export function prefetchPaymentsPage(db: Firestore, params: URLSearchParams): void {
  const list = paymentsListFromUrl(db, params);
  holdQuery(urlPageQuery(list.query, list.order, params, PAGE_SIZES.table));
}
