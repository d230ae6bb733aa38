import { Container } from '@chakra-ui/react';
import { QuizSkeleton } from '@/features/quiz-taking/components/quiz-skeleton';
import { QUIZ_PAGE_CONTAINER } from '@/features/quiz-taking/lib/quiz-layout';
import { earlySignedInReadMark } from '@/app/early-signed-in-reads';
import { APP_AFTER_EARLY_PAINT_ATTRIBUTE } from '@/lib/early-paint';

/** /startQuiz/{id} while it loads (app/shell/route-shell.tsx). */
export function Shell() {
  return (
    // The entry starts (or resumes) the attempt as soon as Auth has restored the session and paints
    // its first question over this (src/main.tsx); the app's chunks come after that (lib/early-paint.ts).
    <Container {...QUIZ_PAGE_CONTAINER} {...earlySignedInReadMark('quiz-start')} {...{ [APP_AFTER_EARLY_PAINT_ATTRIBUTE]: '' }}>
      <QuizSkeleton />
    </Container>
  );
}
