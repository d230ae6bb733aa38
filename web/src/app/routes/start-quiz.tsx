import { Container } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { QuizTakingPage } from '@/features/quiz-taking/components/quiz-taking-page';
import { QUIZ_PAGE_CONTAINER } from '@/features/quiz-taking/lib/quiz-layout';

// Shown only to a player with no attempt left: fetched then, not with the quiz.
const QuizLeaderboard = lazy(() => import('@/features/leaderboard/components/quiz-leaderboard').then((module) => ({ default: module.QuizLeaderboard })));

/** /startQuiz/{quizId} (signed-in): taking a quiz. The page sets its title to the quiz's name. */
export function StartQuizRoute() {
  const { quizId = '' } = useParams();
  return (
    <RequireSignedIn>
      <Container {...QUIZ_PAGE_CONTAINER}>
        {/* A new quiz id starts a new page, never a mix of two attempts. */}
        <QuizTakingPage
          key={quizId}
          quizId={quizId}
          leaderboard={
            <Suspense fallback={null}>
              <QuizLeaderboard quizId={quizId} />
            </Suspense>
          }
        />
      </Container>
    </RequireSignedIn>
  );
}
