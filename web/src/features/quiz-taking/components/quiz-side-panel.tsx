import { AspectRatio, Card, Heading, Image, Skeleton } from '@chakra-ui/react';
import * as DataList from '@/components/ui/data-list';
import { memo, type ReactNode } from 'react';
import type { StartedAttempt } from '../api/attempts';
import { resultsLabel, timingLabel, totalTimeLabel } from '../lib/quiz-facts';

const FACTS = ['Quiz', 'Total time', 'Total questions', 'Timing', 'Results', 'Attempt'] as const;
type Fact = (typeof FACTS)[number];

/** The panel: the cover (wide screens), its heading and the facts' labels, each with its value. */
function SidePanel({ cover, values }: { cover: ReactNode; values: (fact: Fact) => ReactNode }) {
  return (
    <Card.Root as="aside" aria-labelledby="quiz-panel-title" variant="outline" overflow="hidden" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <AspectRatio ratio={16 / 9} bg="bg.muted" display={{ base: 'none', lg: 'block' }}>
        {cover}
      </AspectRatio>
      <Card.Body gap="4">
        <Heading id="quiz-panel-title" as="h2" size="md">
          Quiz details
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="2.5">
          {FACTS.map((fact) => (
            <DataList.Item key={fact}>
              <DataList.ItemLabel minW="28">{fact}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{values(fact)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * SPEC.md "Quiz taking": the side panel with the quiz name, total time in minutes and total
 * questions. Memoised: the attempt never changes while it is played, so a tick, a move or the
 * clock's second does not render it again (ADR 0011: interactions under 100 ms on a phone).
 */
export const QuizSidePanel = memo(function QuizSidePanel({ attempt }: { attempt: StartedAttempt }) {
  const values: Record<Fact, string> = {
    Quiz: attempt.quiz.quizName,
    'Total time': totalTimeLabel(attempt.quiz.allQTime),
    'Total questions': String(attempt.questionCount),
    Timing: timingLabel(attempt.timeType),
    Results: resultsLabel(attempt.resultType),
    Attempt: `${String(attempt.attempt)} of ${String(attempt.attemptsAllowed)}`,
  };
  return <SidePanel cover={<Image src={attempt.quiz.image} alt="" />} values={(fact) => values[fact]} />;
});

/** The side panel while the attempt starts: its heading and labels, the values as skeletons of their line. */
export function QuizSidePanelSkeleton() {
  return (
    <SidePanel
      cover={<Skeleton />}
      values={() => (
        <Skeleton as="span" display="inline-block" w="24" maxW="full">
          {'\u00a0'}
        </Skeleton>
      )}
    />
  );
}
