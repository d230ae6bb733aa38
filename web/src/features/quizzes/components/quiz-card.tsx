import { AspectRatio, Badge, Box, Button, Card, HStack, Image, Text } from '@chakra-ui/react';
import type { MouseEventHandler } from 'react';
import { LuCalendarClock, LuClock, LuLoaderCircle, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { quizCardText } from '../lib/card-text';
import { CARD_PART_ATTRIBUTE, type CardPart } from '../lib/card-parts';
import type { TakeTestTarget } from '../lib/take-test';

/** Names a part of the card, which the server fills in for /quizzes' first row (shared/src/catalogue-first-row.ts). */
const part = (name: CardPart) => ({ [CARD_PART_ATTRIBUTE]: name });

function Fact({ icon, name, children }: { icon: React.ReactNode; name: CardPart; children: string }) {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm" {...part(name)}>
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
  onTakeTest,
  takeTestBusy = false,
  titleLevel = 'h3',
  coverPriority = 'lazy',
}: {
  quiz: WithId<QuizSummary>;
  takeTest: TakeTestTarget;
  /** A press of Take A Test, before the link is followed (it may wait for the player's access instead). */
  onTakeTest?: MouseEventHandler<HTMLAnchorElement>;
  /** While a press waits for the player's access. */
  takeTestBusy?: boolean;
  /** One level below the heading the grid sits under, so headings never skip a level. */
  titleLevel?: 'h2' | 'h3';
  /** 'eager' for the first cards, which may be the largest thing on the first screen. */
  coverPriority?: 'eager' | 'lazy';
}) {
  const text = quizCardText(quiz);
  return (
    <Card.Root overflow="hidden" variant="elevated" h="full" transition="transform 0.15s, box-shadow 0.15s" _hover={{ shadow: 'lg' }}>
      <AspectRatio ratio={16 / 9} bg="bg.muted">
        <Image src={quiz.image} alt="" loading={coverPriority} fetchPriority={coverPriority === 'eager' ? 'high' : 'auto'} {...part('cover')} />
      </AspectRatio>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Card.Title as={titleLevel} title={quiz.quizName} {...part('title')}>
            {text.title}
          </Card.Title>
          {quiz.quizType === 'paid' ? (
            // orange.700, not the solid default: white text on it keeps a 4.5:1 contrast.
            <Badge variant="solid" bg="orange.700" color="white" flexShrink="0" {...part('paid')}>
              Paid
            </Badge>
          ) : null}
        </HStack>
        <Card.Description title={quiz.description} {...part('description')}>
          {text.description}
        </Card.Description>
        <HStack gap="4" wrap="wrap" rowGap="1" mt="auto" pt="2">
          <Fact icon={<LuUsers aria-hidden />} name="takers">
            {text.takers}
          </Fact>
          <Fact icon={<LuClock aria-hidden />} name="questions">
            {text.questions}
          </Fact>
          {text.availability ? (
            <Fact icon={<LuCalendarClock aria-hidden />} name="availability">
              {text.availability}
            </Fact>
          ) : null}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button
          asChild
          colorPalette="purple"
          w="full"
          aria-label={`Take A Test: ${quiz.quizName}`}
          aria-busy={takeTestBusy || undefined}
          {...part('take-test')}
        >
          <RouterLink to={takeTest.to} state={takeTest.state} onClick={onTakeTest}>
            {takeTestBusy ? (
              <Box as="span" display="inline-flex" animation="spin" aria-hidden>
                <LuLoaderCircle />
              </Box>
            ) : null}
            Take A Test
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
