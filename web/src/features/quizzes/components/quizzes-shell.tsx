import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EARLY_CATALOGUE_READ_ATTRIBUTE } from '@/lib/early-reads';
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

/** /quizzes before Auth and the catalogue are in (components/shell): the filter's and the cards' places. */
export function QuizzesShell() {
  return (
    <QuizzesPage>
      {/* The entry starts the catalogue's read at once on this page (src/main.tsx). */}
      <Stack gap="6" {...{ [EARLY_CATALOGUE_READ_ATTRIBUTE]: '' }}>
        {/* The type filter: its label and select. */}
        <Stack gap="1.5" w={{ base: 'full', sm: '56' }}>
          <Skeleton h="5" w="12" />
          <Skeleton h="10" />
        </Stack>
        <QuizGridSkeleton />
      </Stack>
    </QuizzesPage>
  );
}
