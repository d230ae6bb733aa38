import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { EARLY_CATALOGUE_READ_ATTRIBUTE } from '@/lib/early-reads';
import { filledFirstRow } from '../lib/early-first-row';
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

/** A card the server filled into the prerendered shell, moved into the app's render of it (the same node: its cover stays painted). */
function FilledCard({ card }: { card: Element }) {
  return (
    <div
      style={{ display: 'contents' }}
      ref={(slot) => {
        if (slot && card.parentElement !== slot) slot.replaceChildren(card);
      }}
    />
  );
}

/**
 * /quizzes before Auth and the catalogue are in (components/shell): the filter's and the cards'
 * places. The server fills the prerendered HTML's first row (functions/src/quizzes-page) and the
 * entry takes it over (lib/early-first-row.ts); the app's render of the shell keeps those cards
 * where they were, and the page's grid then renders the same from the same rows.
 */
export function QuizzesShell() {
  const [firstRow] = useState(filledFirstRow);
  return (
    <QuizzesPage>
      {/* The entry takes the served first row, or starts the catalogue's read, on this page (src/main.tsx). */}
      <Stack gap="6" {...{ [EARLY_CATALOGUE_READ_ATTRIBUTE]: '' }}>
        {/* The type filter: its label and select. */}
        <Stack gap="1.5" w={{ base: 'full', sm: '56' }}>
          <Skeleton h="5" w="12" />
          <Skeleton h="10" />
        </Stack>
        <QuizGridSkeleton firstCards={firstRow.map((card, index) => <FilledCard key={index} card={card} />)} />
      </Stack>
    </QuizzesPage>
  );
}
