import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { usePageTitle } from '@/components/ui/page-title';
import { FilterableQuizGrid } from '@/features/quizzes/components/filterable-quiz-grid';

/** /quizzes (signed-in, SPEC.md section 2): the quizzes as a card grid, free, paid or both, under a page heading. */
export function QuizzesRoute() {
  usePageTitle('Quizzes');
  return (
    <RequireSignedIn>
      <Container as="section" aria-labelledby="quizzes-title" maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="2" mb="8">
          <Heading id="quizzes-title" as="h1" size={{ base: '2xl', md: '3xl' }}>
            All Quizzes
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            Pick a topic and test yourself against the clock. Paid quizzes are open to premium members.
          </Text>
        </Stack>
        {/* The page's heading is the h1, so each quiz's title is an h2. */}
        <FilterableQuizGrid cardTitleLevel="h2" />
      </Container>
    </RequireSignedIn>
  );
}
