import { Alert, Box } from '@chakra-ui/react';
import type { QuizSessionState } from '../lib/quiz-session';
import { verdictText } from '../lib/quiz-facts';

/**
 * Question-wise quizzes: the verdict of the question just left ('Question 1: Correct! Well
 * done.'), above the next question or the end screen, so one Next both checks and moves on. The
 * status region is there from the start, so screen readers announce each verdict as it appears.
 */
export function LastVerdictStatus({ verdict }: { verdict: QuizSessionState['lastVerdict'] }) {
  return (
    // Visually hidden while empty, not display: none, so the region stays in the accessibility tree.
    <Box role="status" _empty={{ srOnly: true }}>
      {verdict ? (
        <Alert.Root status={verdict.correct ? 'success' : 'error'} variant="subtle" size="sm">
          <Alert.Indicator />
          <Alert.Title>{`Question ${String(verdict.questionNumber)}: ${verdictText(verdict.correct)}`}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
