import { Badge, Box, Card, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/firebase-context';
import { ITEM_FLAG_BOUNDS, MIN_ANSWERS_TO_FLAG, type ItemFlag } from '@quizmaster/shared/item-analysis';
import { BackLink } from '@/components/ui/back-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { readItemAnalysis, type AnalysedItem, type ItemAnalysis } from '../api/item-analysis';

type Loaded = { status: 'loading' } | { status: 'ready'; report: ItemAnalysis } | { status: 'error'; message: string };

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(0)}%`);
const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

const FLAG_TEXT: Record<ItemFlag, string> = {
  'too-easy': `Too easy (over ${String(ITEM_FLAG_BOUNDS.tooEasyAbove * 100)}% right)`,
  'too-hard': `Too hard (under ${String(ITEM_FLAG_BOUNDS.tooHardBelow * 100)}% right)`,
  'poor-discrimination': `Discriminates poorly (below ${String(ITEM_FLAG_BOUNDS.discriminationBelow)})`,
};

/**
 * The item analysis of a quiz (admins, /dashboard/itemAnalysis/{quizId}): per question its
 * difficulty, its discrimination (point-biserial correlation with the rest of the score), how
 * often each option was ticked, blanks, the average time, and flags; then the leaderboard.
 */
export function ItemAnalysisPage({ quizId, leaderboard }: { quizId: string; leaderboard?: ReactNode }) {
  const auth = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    readItemAnalysis(auth, quizId).then(
      (report) => current && setLoaded({ status: 'ready', report }),
      (error: unknown) => current && setLoaded({ status: 'error', message: error instanceof Error ? error.message : 'The item analysis could not be loaded.' }),
    );
    return () => {
      current = false;
    };
  }, [auth, quizId]);

  return (
    <Stack gap="6">
      <BackLink to={paths.quizDetails.getHref(quizId)}>Back to the quiz</BackLink>
      {loaded.status === 'loading' ? <Skeleton h="60" rounded="md" role="status" aria-busy="true" aria-label="Loading the item analysis" /> : null}
      {loaded.status === 'error' ? <LoadFailed>{loaded.message}</LoadFailed> : null}
      {loaded.status === 'ready' ? <Report report={loaded.report} /> : null}
      {leaderboard}
    </Stack>
  );
}

function Report({ report }: { report: ItemAnalysis }) {
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Item analysis: {report.quiz.quizName}
        </Heading>
        <Text color="fg.muted">
          {report.submissions === 1 ? '1 submission' : `${String(report.submissions)} submissions`}
          {report.averageMarks === null ? '' : ` · average ${report.averageMarks.toFixed(1)}%`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Difficulty is the share of players who got a question exactly right. Discrimination is the point-biserial correlation between getting it
          right and the rest of the score (−1 to 1; below {ITEM_FLAG_BOUNDS.discriminationBelow} the question separates strong and weak players poorly).
          Flags need at least {MIN_ANSWERS_TO_FLAG} answers. Time is measured by the server between a player&apos;s moves.
        </Text>
      </Stack>
      {report.submissions === 0 ? <Text>No submissions yet: the figures appear as players submit.</Text> : null}
      <List.Root as="ol" listStyle="none" gap="4">
        {report.items.map((item, index) => (
          <List.Item key={item.questionId}>
            <ItemCard item={item} number={index + 1} />
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function ItemCard({ item, number }: { item: AnalysedItem; number: number }) {
  return (
    <Card.Root variant="outline" size="sm" aria-label={`Question ${String(number)}`}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Text fontWeight="semibold">
            {number}. {item.question}
          </Text>
          <HStack gap="1" wrap="wrap">
            {item.flags.map((flag) => (
              <Badge key={flag} colorPalette="orange">
                {FLAG_TEXT[flag]}
              </Badge>
            ))}
          </HStack>
        </HStack>
        <HStack gap="6" wrap="wrap" fontSize="sm">
          <Figure label="Answers" value={String(item.answers)} />
          <Figure label="Difficulty" value={percent(item.difficulty)} />
          <Figure label="Discrimination" value={item.discrimination === null ? '—' : item.discrimination.toFixed(2)} />
          <Figure label="Blank" value={percent(item.blankShare)} />
          <Figure label="Average time" value={seconds(item.averageTimeMs)} />
        </HStack>
        {item.type === undefined || item.options.length > 0 ? (
          <Bars
            label="How often each option was chosen"
            bars={item.options.map((option) => ({
              key: String(option.optionId),
              text: `${option.option || `Option ${String(option.optionId)}`}${option.right ? ' ✓' : ''}`,
              count: option.count,
              share: option.share,
              right: option.right,
            }))}
          />
        ) : null}
        {item.parts && item.parts.length > 0 ? (
          <Bars label={item.type === 'numeric' ? 'Where the answers fell' : 'Most confused'} bars={item.parts.map((part) => ({ key: part.label, text: part.label, count: part.count, share: part.share, right: part.label === 'Within the tolerance' }))} />
        ) : null}
        {item.wrongAnswers && item.wrongAnswers.length > 0 ? (
          <Bars label="Most common wrong answers" bars={item.wrongAnswers.map((answer) => ({ key: answer.label, text: answer.label, count: answer.count, share: answer.share, right: false }))} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

interface Bar {
  key: string;
  text: string;
  count: number;
  share: number;
  right: boolean;
}

/** Counts as bars with their share of the answers: options, a typed question's tallies, wrong answers. */
function Bars({ label, bars }: { label: string; bars: Bar[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="1" aria-label={label}>
      {bars.map((bar) => (
        <HStack as="li" key={bar.key} gap="3" fontSize="sm">
          <Box w="40%" minW="0" truncate>
            {bar.text}
          </Box>
          <Box flex="1" h="2" bg="bg.muted" rounded="full" overflow="hidden" aria-hidden>
            <Box h="full" w={`${(bar.share * 100).toFixed(1)}%`} bg={bar.right ? 'green.solid' : 'purple.solid'} />
          </Box>
          <Text w="20" textAlign="end">
            {bar.count} ({percent(bar.share)})
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}
