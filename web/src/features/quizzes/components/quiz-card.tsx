import { AspectRatio, Badge, Button, Card, HStack, Image, Text } from '@chakra-ui/react';
import { LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { cardDescription, cardName } from '@quizmaster/shared/text';
import { paths } from '@/config/paths';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';

/** A quiz on the landing page and /quizzes: cover, short name and description, takers, Paid badge. */
export function QuizCard({ quiz }: { quiz: WithId<QuizSummary> }) {
  const takers = quiz.submissionCount;
  return (
    <Card.Root overflow="hidden" variant="elevated" h="full">
      <AspectRatio ratio={16 / 9}>
        <Image src={quiz.image} alt="" loading="lazy" />
      </AspectRatio>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Card.Title as="h3" title={quiz.quizName}>
            {cardName(quiz.quizName)}
          </Card.Title>
          {quiz.quizType === 'paid' ? (
            <Badge colorPalette="orange" variant="solid">
              Paid
            </Badge>
          ) : null}
        </HStack>
        <Card.Description title={quiz.description}>{cardDescription(quiz.description)}</Card.Description>
        <HStack color="fg.muted" fontSize="sm" gap="1.5">
          <LuUsers aria-hidden />
          <Text>
            {takers} {takers === 1 ? 'person' : 'people'} took it
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="purple" w="full" aria-label={`Take A Test: ${quiz.quizName}`}>
          <RouterLink to={paths.startQuiz.getHref(quiz.id)}>Take A Test</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
