import type { Submission } from '@quizmaster/shared/models/submission';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { LIST_ORDERS } from '../data/list-orders';
import { orderedQuery, readRows, startAfterRow } from '../data/paging';
import { refs } from '../firebase';

/** How many results a quiz's Result Sheet has now (one count query, not a read of the rows). */
export async function countResults(quizId: string): Promise<number> {
  return (await refs.submissions(quizId).count().get()).data().count;
}

/**
 * A quiz's Result Sheet, best marks first (LIST_ORDERS.resultSheet), PAGE_SIZES.export rows at a
 * time by cursor: the caller holds one page, never the sheet. The next page is read while the
 * caller handles the current one.
 */
export async function* resultSheetPages(quizId: string): AsyncGenerator<Submission[]> {
  const order = LIST_ORDERS.resultSheet;
  const query = orderedQuery(refs.submissions(quizId), order);
  let page = await readRows(query, PAGE_SIZES.export, null);
  for (;;) {
    const last = page.items.at(-1);
    const next = page.more && last ? readRows(query, PAGE_SIZES.export, startAfterRow(order, last)) : null;
    // A failed read-ahead is reported when it is awaited, not as an unhandled rejection meanwhile.
    next?.catch(() => undefined);
    yield page.items.map((row) => row.data());
    if (!next) return;
    page = await next;
  }
}
