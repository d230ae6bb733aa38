import { Badge, Box, Button, Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@/lib/firebase-context';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { readMyBests, readMyResults, type MyBest, type MyResult } from '../api/my-results';
import { MarksChart, MarksChartEmpty, MarksChartSkeleton } from './marks-chart';

interface Paged<T> {
  rows: T[];
  nextCursor: string | null;
  status: 'loading' | 'ready' | 'error';
  error?: string;
}

const initial = <T,>(): Paged<T> => ({ rows: [], nextCursor: null, status: 'loading' });
const failure = (error: unknown) => (error instanceof Error ? error.message : 'Your results could not be loaded.');

/**
 * A paged list from the API: the first page on mount, the next ones on demand. A page arrives as a
 * transition, which React renders in short slices: the table and the cards as one update were a
 * single task of several hundred ms on a phone.
 */
function usePagedList<T>(read: (cursor: string | null) => Promise<{ rows: T[]; nextCursor: string | null }>) {
  const [state, setState] = useState<Paged<T>>(initial);
  const fetchPage = useCallback(
    (cursor: string | null) =>
      read(cursor).then(
        ({ rows, nextCursor }) => {
          startTransition(() => setState((current) => ({ rows: cursor ? [...current.rows, ...rows] : rows, nextCursor, status: 'ready' })));
        },
        (error: unknown) => {
          startTransition(() => setState((current) => ({ ...current, status: 'error', error: failure(error) })));
        },
      ),
    [read],
  );
  useEffect(() => {
    void fetchPage(null);
  }, [fetchPage]);
  const loadMore = () => {
    setState((current) => ({ ...current, status: 'loading' }));
    void fetchPage(state.nextCursor);
  };
  return { ...state, loadMore };
}

const dateOf = (iso: string) => iso.slice(0, 10);

/**
 * My Results (/dashboard/myResults): every attempt the player made across quizzes, newest first
 * and a page at a time, with a review link when the quiz's policy allows it and the certificate of
 * a passing attempt; a chart of the marks over the loaded attempts; the best grade at each quiz.
 */
interface MyResultsPageProps {
  /** A certificate's download button (composed by the route: it belongs to the certificates feature). */
  renderCertificate: (certificateId: string) => ReactNode;
  /** A quiz's leaderboard (the leaderboard feature's), shown under the player's best at it. */
  renderLeaderboard: (quizId: string) => ReactNode;
  /** "1:05": how the leaderboard shows a time. */
  formatDuration: (ms: number) => string;
}

export function MyResultsPage({ renderCertificate, renderLeaderboard, formatDuration }: MyResultsPageProps) {
  const auth = useAuth();
  const readResults = useCallback((cursor: string | null) => readMyResults(auth, cursor).then(({ results, nextCursor }) => ({ rows: results, nextCursor })), [auth]);
  const readBests = useCallback((cursor: string | null) => readMyBests(auth, cursor).then(({ bests, nextCursor }) => ({ rows: bests, nextCursor })), [auth]);
  const results = usePagedList<MyResult>(readResults);
  const bests = usePagedList<MyBest>(readBests);

  return (
    <Stack gap="8">
      <Heading as="h1" size="xl">
        My Results
      </Heading>
      <Stack as="section" gap="3" aria-labelledby="marks-over-time">
        <Heading as="h2" size="md" id="marks-over-time">
          Marks over time
        </Heading>
        {results.rows.length > 1 ? <MarksChart results={results.rows} /> : results.status === 'loading' ? <MarksChartSkeleton /> : <MarksChartEmpty />}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="all-attempts">
        <Heading as="h2" size="md" id="all-attempts">
          All attempts
        </Heading>
        {results.status === 'error' ? <LoadFailed>{results.error}</LoadFailed> : null}
        {results.status === 'ready' && results.rows.length === 0 ? (
          <Text>
            You have not taken a quiz yet.{' '}
            <Link asChild colorPalette="purple">
              <RouterLink to={paths.quizzes.getHref()}>Browse the quizzes</RouterLink>
            </Link>
          </Text>
        ) : null}
        {results.rows.length > 0 ? <ResultsTable results={results.rows} renderCertificate={renderCertificate} /> : null}
        {results.status === 'loading' ? <Skeleton h="24" rounded="md" role="status" aria-busy="true" aria-label="Loading your results" /> : null}
        {results.nextCursor && results.status === 'ready' ? (
          <Button alignSelf="start" size="sm" variant="outline" onClick={results.loadMore}>
            Load more results
          </Button>
        ) : null}
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="best-per-quiz">
        <Heading as="h2" size="md" id="best-per-quiz">
          Best per quiz
        </Heading>
        {bests.status === 'error' ? <LoadFailed>{bests.error}</LoadFailed> : null}
        {bests.status === 'ready' && bests.rows.length === 0 ? <Text color="fg.muted">No results yet.</Text> : null}
        <Stack as="ul" listStyleType="none" gap="2">
          {bests.rows.map((best) => (
            <BestCard key={best.quizId} best={best} renderLeaderboard={renderLeaderboard} formatDuration={formatDuration} />
          ))}
        </Stack>
        {bests.nextCursor && bests.status === 'ready' ? (
          <Button alignSelf="start" size="sm" variant="outline" onClick={bests.loadMore}>
            Load more quizzes
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The player's best at one quiz, with the quiz's leaderboard on demand. */
function BestCard({ best, renderLeaderboard, formatDuration }: { best: MyBest } & Pick<MyResultsPageProps, 'renderLeaderboard' | 'formatDuration'>) {
  const [showBoard, setShowBoard] = useState(false);
  return (
            <Card.Root as="li" size="sm" variant="outline">
              <Card.Body gap="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{best.quizName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {best.attempts === 1 ? '1 attempt' : `${String(best.attempts)} attempts`} · best on attempt {best.attempt}, in {formatDuration(best.durationMs)}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <Badge colorPalette="purple" size="lg" aria-label={`Best grade ${best.grade}`}>
                      {best.grade}
                    </Badge>
                    <Text fontWeight="semibold">{best.marks}%</Text>
                    <Button size="xs" variant="ghost" colorPalette="purple" aria-expanded={showBoard} onClick={() => setShowBoard((shown) => !shown)}>
                      {showBoard ? 'Hide leaderboard' : 'Leaderboard'}
                    </Button>
                  </HStack>
                </HStack>
                {showBoard ? renderLeaderboard(best.quizId) : null}
              </Card.Body>
            </Card.Root>
  );
}

function ResultsTable({ results, renderCertificate }: { results: readonly MyResult[] } & Pick<MyResultsPageProps, 'renderCertificate'>) {
  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="l3" tabIndex={0} role="region" aria-label="My results table">
        <Table.Root size="sm">
          <Table.Caption srOnly>My results, newest first</Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Quiz</Table.ColumnHeader>
              <Table.ColumnHeader>Attempt</Table.ColumnHeader>
              <Table.ColumnHeader>Marks</Table.ColumnHeader>
              <Table.ColumnHeader>Grade</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Review</Table.ColumnHeader>
              <Table.ColumnHeader>Certificate</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.map((result) => (
              <Table.Row key={`${result.quizId}/${result.submissionId}`}>
                <Table.Cell>{result.quizName || 'A deleted quiz'}</Table.Cell>
                <Table.Cell>{result.attempt}</Table.Cell>
                <Table.Cell>{result.marks}%</Table.Cell>
                <Table.Cell>{result.grade}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{dateOf(result.submittedAt)}</Table.Cell>
                <Table.Cell>
                  {result.reviewable ? (
                    <Link asChild colorPalette="purple">
                      <RouterLink to={paths.attemptReview.getHref(result.quizId, result.submissionId)}>Review</RouterLink>
                    </Link>
                  ) : (
                    <Text as="span" color="fg.muted">
                      —
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>{result.certificateId ? renderCertificate(result.certificateId) : null}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
