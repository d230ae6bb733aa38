import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { EARLY_CATALOGUE_READ_ATTRIBUTE } from '@/lib/early-reads';
import { earlyCatalogueRows } from '../api/catalogue-read';
import { CARD_TEMPLATE_ATTRIBUTE, TEMPLATE_QUIZ_ID } from '../lib/early-first-row';
import { FIRST_ROW_CARDS } from '../lib/grid-columns';
import { EarlyQuizCard } from './quiz-grid';
import { QuizGridSkeleton } from './quiz-grid-skeleton';

/** /quizzes' frame: the section, its heading and intro (the page and its shell share it). */
export function QuizzesPage({ children }: { children: ReactNode }) {
  return (
    <Container as="section" aria-labelledby="quizzes-title" maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="2" mb="8">
        <Heading id="quizzes-title" as="h1" size={{ base: '2xl', md: '3xl' }}>
          All Quizzes
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          Pick a topic and test yourself against the clock. Paid quizzes are open to premium members.
        </Text>
      </Stack>
      {children}
    </Container>
  );
}

/** A paid quiz with an availability window: its card has every part the early first row fills or removes. */
const TEMPLATE_QUIZ: WithId<QuizSummary> = {
  id: TEMPLATE_QUIZ_ID,
  quizName: 'Quiz',
  image: '/covers/template.svg',
  description: 'Description',
  quizType: 'paid',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 1,
  questionCount: 1,
  submissionCount: 0,
  createdBy: 'template',
  createdAt: new Date(0),
  opensAt: new Date(8_640_000_000_000_000),
};


/** The card the prerendered shell carries for lib/early-first-row.ts to copy (inert: nothing shows or loads). */
export const CardTemplate = () => (
  <template {...{ [CARD_TEMPLATE_ATTRIBUTE]: '' }}>
    <EarlyQuizCard quiz={TEMPLATE_QUIZ} />
  </template>
);

/**
 * /quizzes before Auth and the catalogue are in (components/shell): the filter's and the cards'
 * places. The prerendered HTML also holds a card template, which the entry fills with the first
 * row as soon as the early catalogue read is in (lib/early-first-row.ts); the app's render of the
 * shell shows the same cards from the same read.
 */
export function QuizzesShell() {
  const [firstRow] = useState(() => earlyCatalogueRows()?.slice(0, FIRST_ROW_CARDS) ?? []);
  return (
    <QuizzesPage>
      {/* The entry starts the catalogue's read at once on this page (src/main.tsx). */}
      <Stack gap="6" {...{ [EARLY_CATALOGUE_READ_ATTRIBUTE]: '' }}>
        {/* The type filter: its label and select. */}
        <Stack gap="1.5" w={{ base: 'full', sm: '56' }}>
          <Skeleton h="5" w="12" />
          <Skeleton h="10" />
        </Stack>
        <QuizGridSkeleton firstCards={firstRow.map((quiz) => <EarlyQuizCard key={quiz.id} quiz={quiz} />)} />
        {import.meta.env.SSR ? <CardTemplate /> : null}
      </Stack>
    </QuizzesPage>
  );
}
