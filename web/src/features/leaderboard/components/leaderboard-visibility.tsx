import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAuth, useUser } from '@/lib/firebase-context';
import { reloadOwnUserRecord, useOwnUserRecord } from '@/lib/firestore/use-own-user-record';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { notify } from '@/lib/notify';

/**
 * The player's choice to appear on leaderboards (on by default). The server applies it to every
 * entry they have and to the ones to come (PUT /my-leaderboard-visibility); the switch follows
 * the stored record, read again after each change, so it shows what the server holds.
 */
export function LeaderboardVisibility() {
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const { data: record } = useOwnUserRecord(uid);
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  if (!user || !record) return null;
  const shown = record.hideFromLeaderboards !== true;

  const change = async (show: boolean) => {
    setBusy(true);
    try {
      // The API client loads with the first change: /profile paints without it.
      const { setLeaderboardVisibility } = await import('../api/set-leaderboard-visibility');
      await setLeaderboardVisibility(auth, !show);
      await reloadOwnUserRecord(auth, uid);
      notify.success(show ? 'You appear on leaderboards again.' : 'You are hidden from every leaderboard.');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Your choice could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="2">
          <Heading as="h2" size="sm">
            Leaderboards
          </Heading>
          <ToggleSwitch label="Show my name on quiz leaderboards" checked={shown} disabled={busy} onCheckedChange={(show) => void change(show)} />
          <Text fontSize="sm" color="fg.muted">
            When off, other players never see you; you still see your own rank.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
