import { Alert, Button, Center, EmptyState, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuBookOpen } from 'react-icons/lu';
import type { QuizType } from '@quizmaster/shared/models/quiz';
import { useQuizSummaries } from '../api/use-quiz-summaries';
import { FIRST_ROW_CARDS, gridColumns } from '../lib/grid-columns';
import { takeTestTarget, type PlayerAccess } from '../lib/take-test';
import { useTakeTestPress } from '../lib/use-take-test-press';
import { QuizCard } from './quiz-card';
import { QuizGridSkeleton } from './quiz-grid-skeleton';

/** The first row of covers (three on wide screens) loads at once; the rest as they scroll into view. */
const EAGER_COVERS = FIRST_ROW_CARDS;

/**
 * Cards past the first row are left to the browser's idle time on the first render, a row at each
 * idle moment, and then laid out only when near the viewport: a dozen cards of Chakra elements in
 * one commit was the longest task of /quizzes' start-up, and nine in one was still a long one.
 */
const OFFSCREEN_CARD_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 26rem' } as const;

/**
 * How many of `total` cards to render: the first row at once, then a row more at each idle
 * moment (at most a second apart), then all of them, "Load more" included.
 */
function useCardsShown(total: number | undefined): number {
  const [shown, setShown] = useState(EAGER_COVERS);
  useEffect(() => {
    if (total === undefined || shown === Number.POSITIVE_INFINITY) return;
    const next = () => setShown((count) => (count + EAGER_COVERS >= total ? Number.POSITIVE_INFINITY : count + EAGER_COVERS));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(next, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(next, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, [total, shown]);
  return shown;
}

/** "12 more quizzes loaded. Showing 24." for the screen reader's live region. */
function loadedMoreText(added: number, shown: number, hasMore: boolean): string {
  const what = `${String(added)} more ${added === 1 ? 'quiz' : 'quizzes'} loaded.`;
  return hasMore ? `${what} Showing ${String(shown)}.` : `${what} Showing all ${String(shown)}.`;
}

/**
 * The 'All Quizzes' grid: skeletons while loading, then the first page of cards with "Load more",
 * an empty state or an error. `quizType` shows only free or only paid quizzes. The player's
 * `access` decides where each Take A Test leads; the grid itself needs no Firebase Auth, so a
 * visitor's landing page does not load it (quiz-catalogue.tsx).
 */
export function QuizGrid({
  access,
  resolveAccess,
  cardTitleLevel = 'h3',
  quizType = null,
}: {
  access: PlayerAccess;
  /** The access once known, for a press on a paid quiz while `access` is 'loading' (use-take-test-press.ts). */
  resolveAccess?: () => Promise<PlayerAccess>;
  cardTitleLevel?: 'h2' | 'h3';
  quizType?: QuizType | null;
}) {
  const summaries = useQuizSummaries(quizType);
  const { busyQuizId, onTakeTest } = useTakeTestPress(access, resolveAccess);
  const cardsShown = useCardsShown(summaries.status === 'success' ? summaries.data.length : undefined);
  // Chakra types SimpleGrid's element as a div whatever `as` renders (here the ul of cards).
  const list = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  // The first card a "Load more" added, to focus once it is on screen when the button is gone.
  const [focusRequest, setFocusRequest] = useState<{ card: number } | null>(null);
  const focused = useRef<{ card: number } | null>(null);
  const shownCount = summaries.status === 'success' ? summaries.data.length : 0;

  useEffect(() => {
    if (!focusRequest || focused.current === focusRequest) return;
    const link = list.current?.children[focusRequest.card]?.querySelector('a');
    if (link) {
      link.focus();
      focused.current = focusRequest;
    }
  }, [focusRequest, shownCount]);

  if (summaries.status === 'error') {
    console.error(summaries.error);
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We could not load the quizzes.</Alert.Title>
          <Alert.Description>Please check your connection and refresh the page to try again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (summaries.status === 'loading') return <QuizGridSkeleton />;

  const { data: quizzes, hasMore, loadingMore, loadMore } = summaries;

  const onLoadMore = async () => {
    if (loadingMore) return;
    setLoadMoreFailed(false);
    const shownBefore = quizzes.length;
    let result: Awaited<ReturnType<typeof loadMore>>;
    try {
      result = await loadMore();
    } catch (error) {
      console.error('Loading more quizzes failed', error);
      setLoadMoreFailed(true);
      return;
    }
    if (!result) return;
    setAnnouncement(loadedMoreText(result.added, shownBefore + result.added, result.hasMore));
    // The button stays where it was while there are more; once it is gone, focus goes to the first new card.
    if (!result.hasMore && result.added > 0) setFocusRequest({ card: shownBefore });
  };

  return (
    <Stack gap="6">
      {quizzes.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuBookOpen />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{quizType ? `No ${quizType} quizzes yet` : 'No quizzes yet'}</EmptyState.Title>
              <EmptyState.Description>New quizzes appear here as soon as they are published.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid as="ul" ref={list} columns={gridColumns} gap="6" listStyleType="none">
          {quizzes.slice(0, cardsShown).map((quiz, index) => (
            <li key={quiz.id} style={index < EAGER_COVERS ? undefined : OFFSCREEN_CARD_STYLE}>
              <QuizCard
                quiz={quiz}
                takeTest={takeTestTarget(quiz, access)}
                onTakeTest={onTakeTest(quiz)}
                takeTestBusy={busyQuizId === quiz.id}
                titleLevel={cardTitleLevel}
                coverPriority={index < EAGER_COVERS ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <Text srOnly role="status">
        {announcement}
      </Text>
      {hasMore ? (
        <Center flexDirection="column" gap="2">
          <Button
            variant="outline"
            colorPalette="purple"
            size="lg"
            onClick={() => void onLoadMore()}
            // Not `disabled` while loading: a disabled button would drop the keyboard focus.
            aria-disabled={loadingMore || undefined}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? 'Loading more quizzes…' : 'Load more quizzes'}
          </Button>
          {loadMoreFailed ? (
            <Text color="fg.error" fontSize="sm">
              More quizzes could not be loaded. Please try again.
            </Text>
          ) : null}
        </Center>
      ) : null}
    </Stack>
  );
}
