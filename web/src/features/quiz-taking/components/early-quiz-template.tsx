import { Container } from '@chakra-ui/react';
import type { AttemptQuestion, StartedAttempt } from '../api/attempts';
import { EARLY_QUIZ_TEMPLATE_ATTRIBUTE } from '../lib/early-question';
import { QUIZ_PAGE_CONTAINER } from '../lib/quiz-layout';
import { LastVerdictStatus } from './last-verdict-status';
import { QuestionView } from './question-view';
import { QuizFrame } from './quiz-frame';
import { MoveButtons, QuizProgress, QuizTitle } from './quiz-player';
import { QuizSidePanel } from './quiz-side-panel';

/** Copied and filled for a question's or an option's image, or taken out (ADR 0037). Lazy and inert: it loads nothing. */
const TEMPLATE_IMAGE = { id: 'template', alt: 'Image', width: 1, height: 1, widths: [1] };

/** One option, with an image, to be copied for each of the question's (lib/early-question.ts). */
const TEMPLATE_QUESTION: AttemptQuestion = {
  _id: 'template',
  question: 'Question',
  image: TEMPLATE_IMAGE,
  options: [{ id: 0, option: 'Option', image: TEMPLATE_IMAGE }],
  choice: 'single',
};

const TEMPLATE_ATTEMPT: StartedAttempt = {
  attemptId: 'template',
  resumed: false,
  attempt: 1,
  attemptsAllowed: 1,
  status: 'open',
  resultType: 'question-wise',
  timeType: 'per-quiz',
  startedAt: new Date(0).toISOString(),
  deadline: new Date(0).toISOString(),
  questionDeadlines: null,
  serverTime: new Date(0).toISOString(),
    // No cover: with one, React's render would put a preload of it at the top of the shell's HTML (a
  // request, and one node more before the page's, which boot.ts's replay of a held click counts).
  quiz: { _id: 'template', quizName: 'Quiz', image: '', description: '', quizType: 'free', allQTime: 1 },
  timeMultiplier: 1,
  questionCount: 1,
  questionIds: [TEMPLATE_QUESTION._id],
  questions: [TEMPLATE_QUESTION],
  answers: {},
  locked: {},
};

const ignore = () => undefined;

/**
 * The player's first screen in /startQuiz's prerendered shell, for lib/early-question.ts to copy
 * and fill from the early start (inert: nothing shows or loads): the page's container around
 * QuizPlayer's own parts, in its order (quiz-player.tsx), with their styles in the HTML's head.
 * A question-wise quiz's verdict region is in (the copy drops it for the others). Rendered by
 * the build only (src/prerender.tsx), so the app's chunks do not change for it.
 */
export function EarlyQuizTemplate() {
  return (
    <template {...{ [EARLY_QUIZ_TEMPLATE_ATTRIBUTE]: '' }}>
      <Container {...QUIZ_PAGE_CONTAINER}>
        <QuizFrame title={<QuizTitle name={TEMPLATE_ATTEMPT.quiz.quizName} />} side={<QuizSidePanel attempt={TEMPLATE_ATTEMPT} />}>
          {/* A calm clock: the template's colours are those of a clock with time to spare. */}
          <QuizProgress questionIndex={0} total={1} remainingMs={60 * 60_000} thresholdMs={null} scope="quiz" />
          <LastVerdictStatus verdict={null} />
          <QuestionView
            question={TEMPLATE_QUESTION}
            number={1}
            total={1}
            selection={[]}
            verdict={undefined}
            disabled={false}
            focusOnShow={false}
            lazyImages
            onToggle={ignore}
            onChoose={ignore}
          />
          <MoveButtons canGoBack={false} canGoNext={false} pendingMove={null} onMove={ignore} />
        </QuizFrame>
      </Container>
    </template>
  );
}
