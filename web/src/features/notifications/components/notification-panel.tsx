import { Box, Button, Circle, Heading, HStack, Link, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/firebase-context';
import { notificationLabels } from '@quizmaster/shared/notifications';
import { markAllRead, markRead, readListPage, type ListState } from '../api/notifications';
import { countAfter, hasMoreRows, mergedRows, type NotificationItem } from '../lib/merge';

interface PanelProps {
  id: string;
  user: User;
  accountCreatedAt: Date;
  setCount: Dispatch<SetStateAction<number>>;
  /** Reads the count again from Firestore (after the server changed it). */
  onChanged: () => void;
  onClose: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The state with the rows `change` applies to marked read. */
function withRead(state: ListState, change: (item: NotificationItem) => boolean): ListState {
  const mark = (items: NotificationItem[]) => items.map((item) => (change(item) ? { ...item, read: true } : item));
  return { ...state, own: { ...state.own, items: mark(state.own.items) }, broadcasts: { ...state.broadcasts, items: mark(state.broadcasts.items) } };
}

function Row({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const content = (
    <HStack align="start" gap="2">
      <Circle size="2" mt="1.5" flexShrink="0" bg={item.read ? 'transparent' : 'purple.solid'} aria-hidden />
      <Stack gap="0.5" minW="0">
        <Text fontWeight={item.read ? 'normal' : 'semibold'} fontSize="sm">
          {item.read ? null : <VisuallyHidden>{notificationLabels.unread}: </VisuallyHidden>}
          {item.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {item.body}
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          {dateFormat.format(item.createdAt)}
        </Text>
      </Stack>
    </HStack>
  );
  return (
    <Box as="li" listStyleType="none" data-unread={item.read ? undefined : ''} bg={item.read ? undefined : 'purple.subtle/40'} rounded="md">
      {item.link ? (
        <Link asChild display="block" p="2" rounded="md" _hover={{ textDecoration: 'none', bg: 'bg.muted' }}>
          <RouterLink to={item.link} onClick={() => onOpen(item)}>
            {content}
          </RouterLink>
        </Link>
      ) : (
        <Box p="2">{content}</Box>
      )}
    </Box>
  );
}

/**
 * The list behind the bell: the user's own notifications and the broadcasts, newest first, a page
 * at a time ("Load more"), unread ones marked. Opening one marks it read and follows its link.
 */
export function NotificationPanel({ id, user, accountCreatedAt, setCount, onChanged, onClose }: PanelProps) {
  const auth = useAuth();
  const [state, setState] = useState<ListState | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    readListPage(user, user.uid, accountCreatedAt).then(setState, (error: unknown) => {
      console.warn('The notifications could not be read.', error);
      setFailed(true);
    });
  }, [user, accountCreatedAt]);

  const rows = state ? mergedRows([state.own, state.broadcasts]) : [];

  const update = (next: ListState) => {
    const before = state ? mergedRows([state.own, state.broadcasts]) : [];
    setCount((count) => countAfter(count, before, mergedRows([next.own, next.broadcasts])));
    setState(next);
  };

  const open = (item: NotificationItem) => {
    if (!state || item.read) {
      onClose();
      return;
    }
    update(withRead(state, (row) => row.id === item.id && row.source === item.source));
    onClose();
    markRead(auth, item).catch((error: unknown) => {
      console.warn('The notification could not be marked read.', error);
    });
  };

  const readAll = async () => {
    if (!state) return;
    setBusy(true);
    try {
      await markAllRead(auth);
      setState(withRead(state, () => true));
      setCount(0);
      onChanged();
    } catch (error) {
      console.warn('The notifications could not be marked read.', error);
    } finally {
      setBusy(false);
    }
  };

  const loadMore = async () => {
    if (!state) return;
    setBusy(true);
    try {
      setState(await readListPage(user, user.uid, accountCreatedAt, state));
    } catch (error) {
      console.warn('More notifications could not be read.', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      id={id}
      role="region"
      aria-label={notificationLabels.heading}
      position="fixed"
      top="16"
      right={{ base: '2', md: '4' }}
      w="min(24rem, calc(100vw - 1rem))"
      maxH="70dvh"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      shadow="lg"
      p="3"
      zIndex="popover"
    >
      <HStack justify="space-between" mb="2" gap="2">
        <Heading as="h2" size="sm">
          {notificationLabels.heading}
        </Heading>
        <Button size="xs" variant="ghost" colorPalette="purple" onClick={() => void readAll()} disabled={!state || busy || rows.every((row) => row.read)}>
          {notificationLabels.markAllRead}
        </Button>
      </HStack>
      {failed ? (
        <Text fontSize="sm" color="fg.error">
          {notificationLabels.loadFailed}
        </Text>
      ) : !state ? (
        <Spinner size="sm" colorPalette="purple" />
      ) : rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {notificationLabels.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="1" m="0" p="0">
          {rows.map((item) => (
            <Row key={`${item.source}-${item.id}`} item={item} onOpen={open} />
          ))}
        </Stack>
      )}
      {state && hasMoreRows([state.own, state.broadcasts]) ? (
        <Button mt="2" size="xs" variant="outline" colorPalette="purple" w="full" onClick={() => void loadMore()} disabled={busy}>
          {notificationLabels.loadMore}
        </Button>
      ) : null}
    </Box>
  );
}
