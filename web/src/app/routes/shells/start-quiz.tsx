import { Container } from '@chakra-ui/react';
import { QuizSkeleton } from '@/features/quiz-taking/components/quiz-skeleton';

/** /startQuiz/{id} while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <QuizSkeleton />
    </Container>
  );
}
