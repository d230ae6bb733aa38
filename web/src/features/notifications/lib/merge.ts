/**
 * The bell's list merges two feeds read a page at a time, both newest first: the user's own
 * notifications and the broadcasts. A row may be shown only once no row still unread from the
 * other feed could come before it.
 */
export interface NotificationItem {
  id: string;
  source: 'own' | 'broadcast';
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  read: boolean;
}

/** One feed as read so far: its rows (newest first) and whether more follow. */
export interface Feed {
  items: NotificationItem[];
  more: boolean;
}

const newestFirst = (a: NotificationItem, b: NotificationItem) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The rows to show: both feeds merged newest first, cut where a feed with more rows stops (a row
 * older than that feed's last one read could follow one of its unread rows).
 */
export function mergedRows(feeds: readonly Feed[]): NotificationItem[] {
  const limits = feeds.flatMap((feed) => {
    const last = feed.items.at(-1);
    return feed.more && last ? [last.createdAt.getTime()] : [];
  });
  const boundary = limits.length > 0 ? Math.max(...limits) : -Infinity;
  return feeds
    .flatMap((feed) => feed.items)
    .filter((item) => item.createdAt.getTime() >= boundary)
    .sort(newestFirst);
}

/** Whether "Load more" has anything to load. */
export const hasMoreRows = (feeds: readonly Feed[]) => feeds.some((feed) => feed.more);

/** The unread count once the rows on screen changed from `before` to `after` (never below 0). */
export function countAfter(count: number, before: readonly NotificationItem[], after: readonly NotificationItem[]): number {
  const unread = (rows: readonly NotificationItem[]) => rows.filter((row) => !row.read).length;
  return Math.max(0, count - (unread(before) - unread(after)));
}
