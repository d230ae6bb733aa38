import { Container } from '@chakra-ui/react';
import { QuizSkeleton } from '@/features/quiz-taking/components/quiz-skeleton';
import { earlySignedInReadMark } from '@/app/early-signed-in-reads';

/** /startQuiz/{id} while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    // The entry starts (or resumes) the attempt as soon as Auth has restored the session (src/main.tsx).
    <Container maxW="6xl" py={{ base: '6', md: '10' }} {...earlySignedInReadMark('quiz-start')}>
      <QuizSkeleton />
    </Container>
  );
}
