import { AspectRatio, Card, Heading, Image } from '@chakra-ui/react';
import * as DataList from '@/components/ui/data-list';
import { memo } from 'react';
import type { StartedAttempt } from '../api/attempts';
import { resultsLabel, timingLabel, totalTimeLabel } from '../lib/quiz-facts';

/**
 * SPEC.md "Quiz taking": the side panel with the quiz name, total time in minutes and total
 * questions. Memoised: the attempt never changes while it is played, so a tick, a move or the
 * clock's second does not render it again (issue 16: interactions under 100 ms on a phone).
 */
export const QuizSidePanel = memo(function QuizSidePanel({ attempt }: { attempt: StartedAttempt }) {
  const facts = [
    { label: 'Quiz', value: attempt.quiz.quizName },
    { label: 'Total time', value: totalTimeLabel(attempt.quiz.allQTime) },
    { label: 'Total questions', value: String(attempt.questionCount) },
    { label: 'Timing', value: timingLabel(attempt.timeType) },
    { label: 'Results', value: resultsLabel(attempt.resultType) },
    { label: 'Attempt', value: `${String(attempt.attempt)} of ${String(attempt.attemptsAllowed)}` },
  ];
  return (
    <Card.Root as="aside" aria-labelledby="quiz-panel-title" variant="outline" overflow="hidden" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <AspectRatio ratio={16 / 9} bg="bg.muted" display={{ base: 'none', lg: 'block' }}>
        <Image src={attempt.quiz.image} alt="" />
      </AspectRatio>
      <Card.Body gap="4">
        <Heading id="quiz-panel-title" as="h2" size="md">
          Quiz details
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="2.5">
          {facts.map((fact) => (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel minW="28">{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
});
