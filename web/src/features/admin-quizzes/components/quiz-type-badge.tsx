import { Badge } from '@chakra-ui/react';
import type { QuizType } from '@quizmaster/shared/models/quiz';

/** A quiz's status: free or paid. */
export function QuizTypeBadge({ quizType }: { quizType: QuizType }) {
  return (
    <Badge colorPalette={quizType === 'paid' ? 'orange' : 'green'} variant="subtle">
      {quizType}
    </Badge>
  );
}
