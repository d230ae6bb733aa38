import { getDocs, type DocumentData, type Query } from 'firebase/firestore';
import { decodeCursor, type CursorValue } from '@quizmaster/shared/paging';
import { cursorOf, pageQuery, slicePage, type PageOrder, type PagePosition } from '@quizmaster/web/lib/firestore/page-query';

/** The cursor values of a row, as the web app puts them in `?after=` / `?before=` and reads them back. */
function cursorValues(order: PageOrder, row: Parameters<typeof cursorOf>[1]): CursorValue[] {
  const values = decodeCursor(cursorOf(order, row), 2);
  if (!values) throw new Error('A row gave a cursor that does not decode.');
  return values;
}

/** One page as `usePagedQuery` reads it: size + 1 rows at `position`, sliced the same way. */
export async function readPage<T extends DocumentData>(base: Query<T>, order: PageOrder, size: number, position: PagePosition) {
  const snapshot = await getDocs(pageQuery(base, order, size, position));
  const page = slicePage(snapshot.docs, size, position);
  const first = page.rows[0];
  const last = page.rows.at(-1);
  return {
    ...page,
    ids: page.rows.map((row) => row.id),
    /** Where the Next link goes. */
    next: page.hasNext && last ? { after: cursorValues(order, last) } : null,
    /** Where the Previous link goes. */
    previous: page.hasPrevious && first ? { before: cursorValues(order, first) } : null,
  };
}

/**
 * Every page of a list, following the Next links from the top; `between(pageNumber)` runs after
 * each page is read (to add rows while someone pages). Returns the ids page by page.
 */
export async function readAllPages<T extends DocumentData>(
  base: Query<T>,
  order: PageOrder,
  size: number,
  between: (pageNumber: number) => Promise<void> = () => Promise.resolve(),
): Promise<string[][]> {
  const pages: string[][] = [];
  let position: PagePosition = null;
  for (;;) {
    const page: { ids: string[]; next: PagePosition } = await readPage(base, order, size, position);
    pages.push(page.ids);
    if (!page.next) return pages;
    if (pages.length > 100) throw new Error('Paging does not end.');
    await between(pages.length);
    position = page.next;
  }
}

/** The ids that occur more than once. */
export function repeated(ids: readonly string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

/** `items` in a list's order: by `key` (descending or ascending), then by id in the same direction. */
export function inOrder<T extends { id: string }>(items: readonly T[], key: (item: T) => number | string, direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...items].sort((a, b) => sign * (compare(key(a), key(b)) || compare(a.id, b.id))).map((item) => item.id);
}
