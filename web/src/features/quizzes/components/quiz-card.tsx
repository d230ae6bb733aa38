import { AspectRatio, Badge, Button, Card, HStack, Image, Text } from '@chakra-ui/react';
import { LuCalendarClock, LuClock, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { cardDescription, cardName } from '@quizmaster/shared/text';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { availabilityLabel, questionsPerAttempt } from '../lib/availability';
import type { TakeTestTarget } from '../lib/take-test';

function Fact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      {icon}
      <Text>{children}</Text>
    </HStack>
  );
}

/**
 * A quiz on the landing page and /quizzes: cover, short name and description (SPEC.md section 9),
 * how many took it, a Paid badge, and Take A Test leading where the player may go.
 */
export function QuizCard({
  quiz,
  takeTest,
  titleLevel = 'h3',
  coverPriority = 'lazy',
}: {
  quiz: WithId<QuizSummary>;
  takeTest: TakeTestTarget;
  /** One level below the heading the grid sits under, so headings never skip a level. */
  titleLevel?: 'h2' | 'h3';
  /** 'eager' for the first cards, which may be the largest thing on the first screen. */
  coverPriority?: 'eager' | 'lazy';
}) {
  const takers = quiz.submissionCount;
  const questions = questionsPerAttempt(quiz);
  const availability = availabilityLabel(quiz);
  return (
    <Card.Root overflow="hidden" variant="elevated" h="full" transition="transform 0.15s, box-shadow 0.15s" _hover={{ shadow: 'lg' }}>
      <AspectRatio ratio={16 / 9} bg="bg.muted">
        <Image src={quiz.image} alt="" loading={coverPriority} fetchPriority={coverPriority === 'eager' ? 'high' : 'auto'} />
      </AspectRatio>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Card.Title as={titleLevel} title={quiz.quizName}>
            {cardName(quiz.quizName)}
          </Card.Title>
          {quiz.quizType === 'paid' ? (
            // orange.700, not the solid default: white text on it keeps a 4.5:1 contrast.
            <Badge variant="solid" bg="orange.700" color="white" flexShrink="0">
              Paid
            </Badge>
          ) : null}
        </HStack>
        <Card.Description title={quiz.description}>{cardDescription(quiz.description)}</Card.Description>
        <HStack gap="4" wrap="wrap" rowGap="1" mt="auto" pt="2">
          <Fact icon={<LuUsers aria-hidden />}>
            {takers} {takers === 1 ? 'person' : 'people'} took it
          </Fact>
          <Fact icon={<LuClock aria-hidden />}>
            {questions} {questions === 1 ? 'question' : 'questions'} · {quiz.allQTime} min
          </Fact>
          {availability ? <Fact icon={<LuCalendarClock aria-hidden />}>{availability}</Fact> : null}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="purple" w="full" aria-label={`Take A Test: ${quiz.quizName}`}>
          <RouterLink to={takeTest.to} state={takeTest.state}>
            Take A Test
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
