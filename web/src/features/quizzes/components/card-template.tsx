import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { CARD_TEMPLATE_ATTRIBUTE, TEMPLATE_COVER, TEMPLATE_QUIZ_ID } from '@quizmaster/shared/catalogue-first-row-marks';
import { QUIZZES_CARD_TITLE_LEVEL } from '../lib/grid-columns';
import { takeTestTarget } from '../lib/take-test';
import { QuizCard } from './quiz-card';

/** A paid quiz with an availability window: its card has every part the served first row fills or removes. */
const TEMPLATE_QUIZ: WithId<QuizSummary> = {
  id: TEMPLATE_QUIZ_ID,
  quizName: 'Quiz',
  image: TEMPLATE_COVER,
  description: 'Description',
  quizType: 'paid',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 1,
  questionCount: 1,
  submissionCount: 0,
  createdBy: 'template',
  createdAt: new Date(0),
  opensAt: new Date(8_640_000_000_000_000),
};

/** A card of /quizzes' first row before the page is in: Take A Test leads where it does while the player's access loads. */
export function EarlyQuizCard({ quiz }: { quiz: WithId<QuizSummary> }) {
  return <QuizCard quiz={quiz} takeTest={takeTestTarget(quiz, 'loading')} titleLevel={QUIZZES_CARD_TITLE_LEVEL} coverPriority="eager" />;
}

/**
 * The card /quizzes' prerendered shell carries for the server to copy into its first row
 * (shared/src/catalogue-first-row.ts; inert: nothing shows or loads): the app's own QuizCard,
 * with its styles in the HTML's head. Rendered by the build only (src/prerender.tsx), so the
 * app's chunks do not change for it.
 */
export function CardTemplate() {
  return (
    <template {...{ [CARD_TEMPLATE_ATTRIBUTE]: '' }}>
      <EarlyQuizCard quiz={TEMPLATE_QUIZ} />
    </template>
  );
}
