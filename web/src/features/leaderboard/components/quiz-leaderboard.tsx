import { Badge, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { ApiRequestError } from '@/lib/api-client';
import { readLeaderboard, type Leaderboard } from '../api/leaderboard';
import { durationText } from '../lib/duration';


type Loaded = { status: 'loading' } | { status: 'ready'; board: Leaderboard } | { status: 'none' } | { status: 'error'; message: string };

/**
 * A quiz's leaderboard: the top 10 by marks, then time (equal marks and time share a rank), and
 * the player's own rank when they are not among them. Shows nothing when the quiz has none.
 * `refreshKey` reloads it (after the player submits).
 */
export function QuizLeaderboard({ quizId, refreshKey = 0 }: { quizId: string; refreshKey?: number }) {
  const auth = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    readLeaderboard(auth, quizId).then(
      (board) => current && setLoaded({ status: 'ready', board }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiRequestError && (error.code === 'no-leaderboard' || error.status === 404)) setLoaded({ status: 'none' });
        else setLoaded({ status: 'error', message: error instanceof Error ? error.message : 'The leaderboard could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [auth, quizId, refreshKey]);

  if (loaded.status === 'none') return null;
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={`leaderboard-${quizId}`}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={`leaderboard-${quizId}`}>
          Leaderboard
        </Heading>
        {loaded.status === 'loading' ? <Skeleton h="24" role="status" aria-busy="true" aria-label="Loading the leaderboard" /> : null}
        {loaded.status === 'error' ? <Text color="fg.error">{loaded.message}</Text> : null}
        {loaded.status === 'ready' ? <Board board={loaded.board} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

function Board({ board }: { board: Leaderboard }) {
  if (board.top.length === 0 && !board.you) return <Text color="fg.muted">Nobody is on the leaderboard yet: be the first.</Text>;
  const youInTop = board.top.some((row) => row.you);
  return (
    <Stack gap="3">
      {!board.quiz.enabled ? <Badge alignSelf="start">Players do not see this leaderboard: it is turned off for this quiz.</Badge> : null}
      <Table.Root size="sm" aria-label="Leaderboard">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Rank</Table.ColumnHeader>
            <Table.ColumnHeader>Player</Table.ColumnHeader>
            <Table.ColumnHeader>Marks</Table.ColumnHeader>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {board.top.map((row, index) => (
            <Table.Row key={`${String(row.rank)}-${String(index)}`} fontWeight={row.you ? 'semibold' : undefined} bg={row.you ? 'purple.subtle' : undefined}>
              <Table.Cell>{row.rank}</Table.Cell>
              <Table.Cell>
                {row.userName}
                {row.you ? ' (you)' : ''}
              </Table.Cell>
              <Table.Cell>{row.marks}%</Table.Cell>
              <Table.Cell>{durationText(row.durationMs)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {board.you && !youInTop ? (
        <Text>
          {board.you.hidden
            ? `You are hidden from leaderboards (your profile says so); among the players shown you would rank ${String(board.you.rank)} of ${String(board.players + 1)}.`
            : `Your rank: ${String(board.you.rank)} of ${String(board.players)}, with ${String(board.you.marks)}% in ${durationText(board.you.durationMs)}.`}
        </Text>
      ) : null}
    </Stack>
  );
}
