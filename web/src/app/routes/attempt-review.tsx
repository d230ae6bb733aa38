import { Container } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { AttemptReviewPage } from '@/features/attempt-review/components/attempt-review-page';

/** /review/{quizId}/{attemptId} (signed-in): the review of a finished attempt, as the quiz's policy allows. */
export function AttemptReviewRoute() {
  const { quizId = '', attemptId = '' } = useParams();
  return (
    <RequireSignedIn>
      <Container maxW="4xl" py={{ base: '6', md: '10' }}>
        <AttemptReviewPage key={`${quizId}/${attemptId}`} quizId={quizId} attemptId={attemptId} />
      </Container>
    </RequireSignedIn>
  );
}
