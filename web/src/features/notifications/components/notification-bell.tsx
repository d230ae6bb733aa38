import { Box, Circle, Float, IconButton } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { BELL_COUNT_SHOWN, notificationLabels } from '@quizmaster/shared/notifications';
import { PHONE_SMALL } from '@/components/layout/header-sizes';
import { readUnreadCount } from '../api/notifications';

// The list and its code load when the bell is first opened.
const NotificationPanel = lazy(() => import('./notification-panel').then((module) => ({ default: module.NotificationPanel })));

/**
 * The signed-in user's bell (SPEC.md section 1: a count, 0 for a new user). The count is read once
 * when the bell appears and again when the tab comes back into view or the list changes it; a
 * click opens the list of notifications below the header.
 */
export function NotificationBell({ user }: { user: User }) {
  const createdAtMs = Date.parse(user.metadata.creationTime ?? '') || 0;
  const accountCreatedAt = useMemo(() => new Date(createdAtMs), [createdAtMs]);
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const refresh = useCallback(() => {
    readUnreadCount(user, user.uid, accountCreatedAt).then(setCount, (error: unknown) => {
      console.warn('The notification count could not be read.', error);
    });
  }, [user, accountCreatedAt]);

  useEffect(() => {
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  // Escape or a click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Box position="relative" ref={root}>
      <IconButton
        aria-label={notificationLabels.bell(count)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        variant="ghost"
        size={PHONE_SMALL}
        rounded="full"
        onClick={() => setOpen((was) => !was)}
      >
        <LuBell />
      </IconButton>
      <Float placement="top-end" offset="1.5">
        <Circle size="4" bg="purple.solid" color="purple.contrast" fontSize="2xs" fontWeight="bold" aria-hidden data-testid="notification-count">
          {count > BELL_COUNT_SHOWN ? `${String(BELL_COUNT_SHOWN)}+` : count}
        </Circle>
      </Float>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} user={user} accountCreatedAt={accountCreatedAt} setCount={setCount} onChanged={refresh} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
