import { z } from 'zod';
import { documentId } from './request-fields';
import { route } from './route';

/** Marking notifications read (the bell reads them from Firestore): functions/src/api/notifications.ts. */

export interface UnreadCount {
  unread: number;
}

/** POST /notifications/read-all: how many were marked. */
export interface MarkedAll {
  marked: number;
}

/** POST …/read: whether it was unread. */
export interface MarkedOne {
  changed: boolean;
}

export const notificationsApi = {
  unreadCount: route<UnreadCount>()('GET', '/api/v1/notifications/unread-count'),
  readAll: route<MarkedAll>()('POST', '/api/v1/notifications/read-all'),
  readNotification: route<MarkedOne>()('POST', '/api/v1/notifications/:notificationId/read', { params: z.object({ notificationId: documentId }) }),
  readBroadcast: route<MarkedOne>()('POST', '/api/v1/broadcasts/:broadcastId/read', { params: z.object({ broadcastId: documentId }) }),
};
