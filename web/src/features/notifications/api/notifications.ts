import type { Auth } from 'firebase/auth';
import { BELL_COUNT_SHOWN, NOTIFICATIONS_PAGE_SIZE } from '@quizmaster/shared/notifications';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { apiRequest } from '@/lib/api-client';
import { readers } from '@/lib/firestore/readers';
import { countQuery, getDocument, runQuery, type Reader, type RestDocument } from '@/lib/firestore/rest';
import { broadcastsAfterQuery, broadcastsQuery, ownNotificationsQuery, type NewestFirstCursor } from '@/lib/firestore/rest-refs';
import { paths } from '@quizmaster/shared/paths';
import type { Feed, NotificationItem } from '../lib/merge';

/**
 * The bell's data, read once through Firestore's REST API with the user's ID token (the bell is on
 * every signed-in page; no listener, no Firestore SDK): the inbox and a count for the count, a page
 * of each feed when the list opens.
 * Marking read goes through the API (only the functions write notifications).
 */

/** Until when broadcasts count as read: the inbox's watermark, or the account's creation (a new user starts at 0). */
interface ReadState {
  seenAt: Date;
  readIds: ReadonlySet<string>;
}

async function readState(user: Reader, uid: string, accountCreatedAt: Date) {
  const document = await getDocument(user, paths.notificationInbox(uid));
  const inbox = document ? readers.notificationInbox(document.data) : undefined;
  const state: ReadState = { seenAt: inbox?.broadcastsSeenAt ?? accountCreatedAt, readIds: new Set(inbox?.readBroadcasts ?? []) };
  return { inbox, state };
}

/**
 * The unread count: own unread notifications (the inbox's exact counter) plus the broadcasts after
 * the watermark not read one by one. The rules bound the count() (QUERY_LIMITS.broadcasts), so it
 * counts as far as the badge needs ("99+") past the ones read one by one; beyond the bound, which
 * takes some 400 broadcasts read one by one since the last "Mark all as read", it may say fewer.
 */
export async function readUnreadCount(user: Reader, uid: string, accountCreatedAt: Date): Promise<number> {
  const { inbox, state } = await readState(user, uid, accountCreatedAt);
  const enough = Math.min(QUERY_LIMITS.broadcasts, BELL_COUNT_SHOWN + 1 + state.readIds.size);
  const broadcasts = await countQuery(user, broadcastsAfterQuery(state.seenAt, enough));
  return Math.max(0, inbox?.unread ?? 0) + Math.max(0, broadcasts - state.readIds.size);
}

/** Where each feed stands: what it has read and the last row to continue after. */
export interface FeedCursor extends Feed {
  last?: NewestFirstCursor | undefined;
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
export async function readListPage(user: Reader, uid: string, accountCreatedAt: Date, previous?: ListState): Promise<ListState> {
  const read = previous?.read ?? (await readState(user, uid, accountCreatedAt)).state;
  const loadOwn = !previous || previous.own.more;
  const loadBroadcasts = !previous || previous.broadcasts.more;
  const [own, broadcasts] = await Promise.all([
    loadOwn ? runQuery(user, ownNotificationsQuery(uid, { count: PAGE, after: previous?.own.last })) : null,
    loadBroadcasts ? runQuery(user, broadcastsQuery({ count: PAGE, after: previous?.broadcasts.last })) : null,
  ]);
  const empty: FeedCursor = { items: [], more: false };
  const before = { own: previous?.own ?? empty, broadcasts: previous?.broadcasts ?? empty };
  const append = (feed: FeedCursor, documents: RestDocument[], toItem: (row: RestDocument) => NotificationItem): FeedCursor => {
    const { rows, more } = page(documents.map(toItem));
    const last = rows.at(-1);
    return { items: [...feed.items, ...rows], more, last: last ? [last.createdAt, last.id] : feed.last };
  };
  const nextOwn = own
    ? append(before.own, own, (row) => {
        const { title, body, link, createdAt, read: isRead } = readers.notification(row.data);
        return { id: row.id, source: 'own', title, body, link, createdAt, read: isRead };
      })
    : before.own;
  const nextBroadcasts = broadcasts
    ? append(before.broadcasts, broadcasts, (row) => {
        const { title, body, link, createdAt } = readers.broadcast(row.data);
        const isRead = createdAt.getTime() <= read.seenAt.getTime() || read.readIds.has(row.id);
        return { id: row.id, source: 'broadcast', title, body, link, createdAt, read: isRead };
      })
    : before.broadcasts;
  return { own: nextOwn, broadcasts: nextBroadcasts, read };
}

/** Marks one row read (POST …/read): the user's own notification or a broadcast. */
export function markRead(auth: Auth, item: Pick<NotificationItem, 'id' | 'source'>) {
  return item.source === 'own'
    ? apiRequest(auth, 'POST /api/v1/notifications/:notificationId/read', { params: { notificationId: item.id } })
    : apiRequest(auth, 'POST /api/v1/broadcasts/:broadcastId/read', { params: { broadcastId: item.id } });
}

/** "Mark all as read". */
export function markAllRead(auth: Auth) {
  return apiRequest(auth, 'POST /api/v1/notifications/read-all');
}
