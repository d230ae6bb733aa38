
// The paging query is part of the API contract: the routes of the paged lists carry it.
export { pageQuery } from '@quizmaster/shared/api/request-fields';

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
