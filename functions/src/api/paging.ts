import { z } from 'zod';
import { PAGE_SIZES } from '@quizmaster/shared/paging';

/**
 * `?limit=&cursor=` of every paged list endpoint. `limit` is a whole number from 1 to
 * PAGE_SIZES.apiMax (PAGE_SIZES.apiDefault when absent); `cursor` is a list's `nextCursor`,
 * checked against the list's order by `readPage` (a 400 naming `cursor` when it is not one).
 */
export const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,6}$/, `Expected a whole number from 1 to ${PAGE_SIZES.apiMax}`)
    .transform(Number)
    .pipe(z.number().min(1, `Expected a whole number from 1 to ${PAGE_SIZES.apiMax}`).max(PAGE_SIZES.apiMax, `At most ${PAGE_SIZES.apiMax} per page`))
    .default(PAGE_SIZES.apiDefault),
  cursor: z.string().optional(),
});

/**
 * The next page of a bare-array answer, in headers: `X-Next-Cursor` and an RFC 8288
 * `Link: <…>; rel="next"` (the same path and query with the new cursor, relative to the origin).
 * Both are left out on the last page. Same-origin callers read them like any other header.
 */
export function nextPageHeaders(requestUrl: string, nextCursor: string | null): Record<string, string> {
  if (nextCursor === null) return {};
  const url = new URL(requestUrl, 'http://origin.invalid');
  url.searchParams.set('cursor', nextCursor);
  return { 'X-Next-Cursor': nextCursor, Link: `<${url.pathname}${url.search}>; rel="next"` };
}
