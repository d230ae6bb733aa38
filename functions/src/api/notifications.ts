import { Router } from 'express';
import { notificationsApi } from '@quizmaster/shared/api/notifications';
import { markAllRead, markBroadcastRead, markNotificationRead, unreadCount } from '../services/notifications';
import { endpoint } from './endpoint';

/**
 * Notifications (ADR 0022): the bell reads its notifications straight from Firestore; marking
 * them read goes through here (only the functions write them). Always the caller's own.
 */
export const notificationsRouter = Router();

notificationsRouter.get(
  '/notifications/unread-count',
  endpoint({
    route: notificationsApi.unreadCount,
    access: 'signed-in',
    handle: async ({ caller }) => ({ unread: await unreadCount(caller.uid) }),
  }),
);

notificationsRouter.post(
  '/notifications/read-all',
  endpoint({
    route: notificationsApi.readAll,
    access: 'signed-in',
    handle: async ({ caller }) => ({ marked: await markAllRead(caller.uid) }),
  }),
);

notificationsRouter.post(
  '/notifications/:notificationId/read',
  endpoint({
    route: notificationsApi.readNotification,
    access: 'signed-in',
    handle: async ({ caller, params }) => ({ changed: await markNotificationRead(caller.uid, params.notificationId) }),
  }),
);

notificationsRouter.post(
  '/broadcasts/:broadcastId/read',
  endpoint({
    route: notificationsApi.readBroadcast,
    access: 'signed-in',
    handle: async ({ caller, params }) => ({ changed: await markBroadcastRead(caller.uid, params.broadcastId) }),
  }),
);
