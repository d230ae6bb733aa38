import type { Auth } from 'firebase/auth';
import { getCount, getDoc, getDocs, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import { BELL_COUNT_SHOWN, NOTIFICATIONS_PAGE_SIZE } from '@quizmaster/shared/notifications';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { apiRequest } from '@/lib/api-client';
import { broadcastsAfterQuery, broadcastsQuery, notificationInboxRef, ownNotificationsQuery } from '@/lib/firestore/lite-refs';
import type { Feed, NotificationItem } from '../lib/merge';

/**
 * The bell's data, read once with Firestore Lite (the bell is on every page; no listener, no full
 * SDK): the inbox and a `count()` for the count, a page of each feed when the list opens.
 * Marking read goes through the API (only the functions write notifications).
 */

/** Until when broadcasts count as read: the inbox's watermark, or the account's creation (a new user starts at 0). */
interface ReadState {
  seenAt: Date;
  readIds: ReadonlySet<string>;
}

async function readState(db: Firestore, uid: string, accountCreatedAt: Date) {
  const inbox = (await getDoc(notificationInboxRef(db, uid))).data();
  const state: ReadState = { seenAt: inbox?.broadcastsSeenAt ?? accountCreatedAt, readIds: new Set(inbox?.readBroadcasts ?? []) };
  return { inbox, state };
}

/**
 * The unread count: own unread notifications (the inbox's exact counter) plus the broadcasts after
 * the watermark not read one by one. The rules bound the count() (QUERY_LIMITS.broadcasts), so it
 * counts as far as the badge needs ("99+") past the ones read one by one; beyond the bound, which
 * takes some 400 broadcasts read one by one since the last "Mark all as read", it may say fewer.
 */
export async function readUnreadCount(db: Firestore, uid: string, accountCreatedAt: Date): Promise<number> {
  const { inbox, state } = await readState(db, uid, accountCreatedAt);
  const enough = Math.min(QUERY_LIMITS.broadcasts, BELL_COUNT_SHOWN + 1 + state.readIds.size);
  const broadcasts = (await getCount(broadcastsAfterQuery(db, state.seenAt, enough))).data().count;
  return Math.max(0, inbox?.unread ?? 0) + Math.max(0, broadcasts - state.readIds.size);
}

/** Where each feed stands: what it has read and the last snapshot to continue after. */
export interface FeedCursor extends Feed {
  last?: DocumentSnapshot | undefined;
}
export interface ListState {
  own: FeedCursor;
  broadcasts: FeedCursor;
  read: ReadState;
}

const PAGE = NOTIFICATIONS_PAGE_SIZE;

function page<T>(docs: T[]): { rows: T[]; more: boolean } {
  return { rows: docs.slice(0, PAGE), more: docs.length > PAGE };
}

/** The first page of both feeds (`previous` absent), or the next page of each feed that has more. */
export async function readListPage(db: Firestore, uid: string, accountCreatedAt: Date, previous?: ListState): Promise<ListState> {
  const read = previous?.read ?? (await readState(db, uid, accountCreatedAt)).state;
  const loadOwn = !previous || previous.own.more;
  const loadBroadcasts = !previous || previous.broadcasts.more;
  const [own, broadcasts] = await Promise.all([
    loadOwn ? getDocs(ownNotificationsQuery(db, uid, { count: PAGE, after: previous?.own.last })) : null,
    loadBroadcasts ? getDocs(broadcastsQuery(db, { count: PAGE, after: previous?.broadcasts.last })) : null,
  ]);
  const empty: FeedCursor = { items: [], more: false };
  const before = { own: previous?.own ?? empty, broadcasts: previous?.broadcasts ?? empty };
  const append = <T extends DocumentSnapshot>(feed: FeedCursor, docs: T[], toItem: (row: T) => NotificationItem): FeedCursor => {
    const { rows, more } = page(docs);
    return { items: [...feed.items, ...rows.map(toItem)], more, last: rows.at(-1) ?? feed.last };
  };
  const nextOwn = own
    ? append(before.own, own.docs, (row) => {
        const { title, body, link, createdAt, read: isRead } = row.data();
        return { id: row.id, source: 'own', title, body, link, createdAt, read: isRead };
      })
    : before.own;
  const nextBroadcasts = broadcasts
    ? append(before.broadcasts, broadcasts.docs, (row) => {
        const { title, body, link, createdAt } = row.data();
        const isRead = createdAt.getTime() <= read.seenAt.getTime() || read.readIds.has(row.id);
        return { id: row.id, source: 'broadcast', title, body, link, createdAt, read: isRead };
      })
    : before.broadcasts;
  return { own: nextOwn, broadcasts: nextBroadcasts, read };
}

/** Marks one row read (POST …/read): the user's own notification or a broadcast. */
export function markRead(auth: Auth, item: Pick<NotificationItem, 'id' | 'source'>) {
  const path = item.source === 'own' ? `/api/v1/notifications/${encodeURIComponent(item.id)}/read` : `/api/v1/broadcasts/${encodeURIComponent(item.id)}/read`;
  return apiRequest<{ changed: boolean }>(auth, 'POST', path);
}

/** "Mark all as read". */
export function markAllRead(auth: Auth) {
  return apiRequest<{ marked: number }>(auth, 'POST', '/api/v1/notifications/read-all');
}
