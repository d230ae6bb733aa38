import { Container, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { BackLink } from '@/components/ui/back-link';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { QuizLeaderboard } from '@/features/leaderboard/components/quiz-leaderboard';

/** /leaderboard/{quizId} (signed-in): a quiz's leaderboard on a page of its own, to link to and share. */
export function LeaderboardRoute() {
  usePageTitle('Leaderboard');
  const { quizId = '' } = useParams();
  return (
    <RequireSignedIn>
      <Container maxW="3xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          <BackLink to={paths.myResults.getHref()}>Back to My Results</BackLink>
          <QuizLeaderboard key={quizId} quizId={quizId} />
        </Stack>
      </Container>
    </RequireSignedIn>
  );
}
