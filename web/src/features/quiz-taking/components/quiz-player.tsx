import { Alert, Button, Flex, Heading, HStack, Spacer, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuSkipForward } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/firebase-context';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { TypedResponse } from '@quizmaster/shared/question-types/model';
import { servedOrder } from '@quizmaster/shared/question-types/responses';
import { finishQuiz, saveAnswer, submitQuiz, type AttemptQuestion, type FinishOutcome, type StartedAttempt } from '../api/attempts';
import { useServedQuestions } from '../api/use-served-questions';
import {
  answersToSubmit,
  answerToSaveBeforeMove,
  canGoNext,
  currentQuestionId,
  firstOpenQuestion,
  initialSession,
  quizSessionReducer,
  responseOf,
  responsesToSubmit,
  selectionOf,
  type MoveType,
  type SavedBeforeMove,
} from '../lib/quiz-session';
import { earlyAnswerTo, forgetEarlyAnswer, withEarlyAnswer, type EarlyFocus } from '../lib/early-question';
import { MOVE_BUTTON_FLEX, MOVE_ROW, QUIZ_TITLE_SIZE } from '../lib/quiz-layout';
import { isSingleChoice, questionPositionLabel } from '../lib/quiz-facts';
import { useCountdown } from '../lib/use-countdown';
import { CountdownTimer } from './countdown-timer';
import { LastVerdictStatus } from './last-verdict-status';
import { ProgressBar } from './progress-bar';
import { QuestionView } from './question-view';
import { QuizFrame } from './quiz-frame';
import { QuizSidePanel } from './quiz-side-panel';
import { preloadTypedInput } from './typed/loaders';

// The score screen is fetched when the player reaches the last question (or the time runs out),
// not with the page: most of the quiz is played without it.
const loadScoreScreen = () => import('./score-screen');
const ScoreScreen = lazy(() => loadScoreScreen().then((module) => ({ default: module.ScoreScreen })));

/** The attempt's score from the server: not in yet (asked for once the end is reached), in, or not reached (a retry asks again). */
type Finish = { status: 'pending' | 'failed' } | ({ status: 'finished' } & FinishOutcome);

/** The answer a question shows before the player touches it, which Next may save as it is: an ordering's served order. */
const implicitAnswerOf = (question: AttemptQuestion | undefined): TypedResponse | undefined =>
  question?.content?.type === 'ordering' ? servedOrder(question.content) : undefined;

/**
 * Plays a started attempt: one question at a time against the server's clock, saving each answer
 * as the player moves (so a refresh resumes). Reaching the end, or the time running out, finishes
 * the attempt on the server, which scores it; the score screen shows that score with Submit,
 * which confirms it and returns to the home page (SPEC.md sections 2 and 4). A reload on the score
 * screen shows it again: the start answers with the finished attempt and its result.
 */
export function QuizPlayer({ attempt, clockOffsetMs }: { attempt: StartedAttempt; clockOffsetMs: number }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const quizId = attempt.quiz._id;
  const total = attempt.questionCount;
  const questionWise = attempt.resultType === 'question-wise';
  const deadlineMs = Date.parse(attempt.deadline);

  // With what the player ticked on the question painted before the app (lib/early-question.ts).
  // A finished attempt (its score screen reloaded) goes straight to the score.
  const [state, dispatch] = useReducer(quizSessionReducer, attempt, (started) => {
    const session = initialSession({
      questionIds: started.questionIds,
      answers: started.answers,
      responses: started.responses,
      locked: started.locked,
      firstOpenIndex: firstOpenQuestion(
        started.questionDeadlines?.map((deadline) => Date.parse(deadline)) ?? null,
        0,
        started.questionCount,
        Date.now() + clockOffsetMs,
      ),
    });
    if (started.result) return { ...session, phase: 'review' as const, timeUp: started.status === 'expired', lastVerdict: null };
    return withEarlyAnswer(session, started.attemptId);
  });
  // Ticks on the early question while this first render was under way (a transition, in slices):
  // what it has when the render is on screen, against what the first render showed.
  const [atMount] = useState(() => ({ state }));
  useLayoutEffect(() => {
    const questionId = currentQuestionId(atMount.state);
    const early = earlyAnswerTo(attempt.attemptId, questionId);
    forgetEarlyAnswer();
    if (!early || questionId === undefined) return;
    const shown = selectionOf(atMount.state, questionId);
    const shownQuestion = attempt.questions[atMount.state.index];
    if (shownQuestion && isSingleChoice(shownQuestion)) {
      const chosen = early.selection[0];
      if (chosen !== undefined && chosen !== shown[0]) dispatch({ type: 'choose', optionId: chosen });
    } else {
      const changed = [...early.selection.filter((id) => !shown.includes(id)), ...shown.filter((id) => !early.selection.includes(id))];
      for (const optionId of changed) dispatch({ type: 'toggle', optionId });
    }
  }, [atMount, attempt]);
  // Read by the question's view when it is first on screen, before the effect above forgets it.
  const earlyFocus = useCallback(
    () => earlyAnswerTo(attempt.attemptId, currentQuestionId(atMount.state))?.focused ?? null,
    [atMount, attempt.attemptId],
  );
  // Stable, so that a tick renders again only the option it changed (QuestionView's OptionCard).
  const toggleOption = useCallback((optionId: number) => dispatch({ type: 'toggle', optionId }), []);
  const chooseOption = useCallback((optionId: number) => dispatch({ type: 'choose', optionId }), []);
  const respond = useCallback((response: TypedResponse) => dispatch({ type: 'respond', response }), []);
  // The move waiting for its answer to be saved: its button shows it is busy.
  const [pendingMove, setPendingMove] = useState<MoveType | null>(null);
  const saving = pendingMove !== null;
  const [submitting, setSubmitting] = useState(false);
  // Focus follows the player's moves, but the page does not grab it when it first appears.
  const [moved, setMoved] = useState(false);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const [finish, setFinish] = useState<Finish>(() =>
    attempt.result ? { status: 'finished', result: attempt.result, expired: attempt.status === 'expired' } : { status: 'pending' },
  );
  // Which try at finishing was sent (a retry after a failure is the next one).
  const [finishTry, setFinishTry] = useState(0);
  const sentFinishTry = useRef<number | null>(null);

  const onQuestion = state.phase === 'question';
  // The attempt's end (or its close elsewhere) is handled as for a save; other failures offer a retry.
  const served = useServedQuestions(attempt, onQuestion && !state.timeUp ? state.index : null, (error) => {
    const code = error instanceof ApiRequestError ? error.code : 'unknown';
    if (code === 'deadline-passed') dispatch({ type: 'timeUp' });
    else if (code === 'attempt-closed') setClosedMessage(error instanceof Error ? error.message : null);
    else console.error(error);
  });
  const questionDeadlinesMs = served.deadlinesMs;
  const perQuestionClock = onQuestion && questionDeadlinesMs !== null;
  const activeDeadlineMs = perQuestionClock ? (questionDeadlinesMs[state.index] ?? deadlineMs) : deadlineMs;
  const nextOpenAfter = (index: number) => firstOpenQuestion(questionDeadlinesMs, index + 1, total, Date.now() + clockOffsetMs);

  const clock = useCountdown(activeDeadlineMs, clockOffsetMs, () => {
    // Finished: the score stands, whatever the clock says now.
    if (!onQuestion) return;
    setMoved(true);
    // Per-question timing: this question's time is over, go on (its deadline is never after the quiz's).
    if (perQuestionClock) dispatch({ type: 'questionTimeOver', nextOpenIndex: nextOpenAfter(state.index) });
    else dispatch({ type: 'timeUp' });
  });

  const onLastQuestion = onQuestion && state.index >= total - 1;
  useEffect(() => {
    if (onLastQuestion) void loadScoreScreen();
  }, [onLastQuestion]);

  // The end reached or the time up: the server freezes the answers (with those not saved yet) and scores them.
  const finishing = !onQuestion && !closedMessage && finish.status === 'pending';
  useEffect(() => {
    if (!finishing || sentFinishTry.current === finishTry) return;
    sentFinishTry.current = finishTry;
    finishQuiz(auth, quizId, { attemptId: attempt.attemptId, answers: answersToSubmit(state), responses: responsesToSubmit(state) }).then(
      (outcome) => setFinish({ status: 'finished', ...outcome }),
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.code === 'attempt-closed') {
          setClosedMessage(error.message);
        } else {
          console.error(error);
          setFinish({ status: 'failed' });
        }
      },
    );
  }, [finishing, finishTry, auth, quizId, attempt.attemptId, state]);

  const retryFinish = () => {
    setFinish({ status: 'pending' });
    setFinishTry((count) => count + 1);
  };

  const isOpen = (index: number) => questionDeadlinesMs === null || (questionDeadlinesMs[index] ?? 0) > clock.serverNowMs;
  const questionId = currentQuestionId(state);
  const question = served.questions[state.index];
  const implicit = implicitAnswerOf(question);
  // The next question's view, when it is of a typed type, is fetched while this one is answered.
  const nextType = served.questions[state.index + 1]?.content?.type;
  useEffect(() => {
    if (nextType) preloadTypedInput(nextType);
  }, [nextType]);

  const handleSaveError = (error: unknown) => {
    setMoved(true);
    const code = error instanceof ApiRequestError ? error.code : 'unknown';
    // A save that arrives after the time ran out and the attempt was finished: the score stands.
    if (!onQuestion && (code === 'attempt-closed' || code === 'deadline-passed')) return;
    switch (code) {
      case 'deadline-passed':
        dispatch({ type: 'timeUp' });
        break;
      case 'question-time-over':
        dispatch({ type: 'questionTimeOver', nextOpenIndex: nextOpenAfter(state.index) });
        break;
      case 'attempt-closed':
        setClosedMessage(error instanceof Error ? error.message : null);
        break;
      case 'rate-limited':
        notify.error(error instanceof Error ? error.message : 'Too many saved answers: try again shortly.');
        break;
      default:
        console.error(error);
        notify.error('Your answer could not be saved. Please check your connection and try again.');
    }
  };

  /**
   * Next, Skip and Previous first save the shown question's answer (SPEC.md section 4: each
   * click scores the current question), then move; a failed save keeps the player where they are.
   * Question-wise, that save locks the answer and its verdict shows above the next screen.
   */
  const moveOn = async (type: MoveType) => {
    // Next needs a ticked option (canGoNext); Skip and Previous do not.
    if (saving || questionId === undefined || (type === 'next' && !canGoNext(state, { implicit }))) return;
    const answer = answerToSaveBeforeMove(state, { questionWise, move: type, implicit });
    let saved: SavedBeforeMove | undefined;
    if (answer !== null) {
      // The busy state is a transition: the browser paints the press at once and the player's
      // re-render follows, so the click responds within a phone's frame budget (ADR 0011).
      startTransition(() => setPendingMove(type));
      try {
        const response = await saveAnswer(auth, quizId, { attemptId: attempt.attemptId, questionId, answer });
        // Choice questions answer with the option ids they were sent (typed ones: ADR 0035).
        saved = { questionId, answer: Array.isArray(response.answer) ? response.answer : answer, correct: response.correct };
      } catch (error) {
        handleSaveError(error);
        return;
      } finally {
        setPendingMove(null);
      }
    }
    setMoved(true);
    dispatch({ type, saved });
  };

  // Stable for the memoised MoveButtons: the latest moveOn, kept after each render.
  const moveOnRef = useRef(moveOn);
  useLayoutEffect(() => {
    moveOnRef.current = moveOn;
  });
  const onMove = useCallback((type: MoveType) => void moveOnRef.current(type), []);

  const onSubmit = async () => {
    setSubmitting(true);
    try {
      const submitted = await submitQuiz(auth, quizId, { attemptId: attempt.attemptId });
      // The spec's toast as it is (the score was on the screen); it outlives the page change.
      notify.success(submitted.message);
      // Replacing the quiz page, so Back does not start another attempt.
      void navigate(paths.home.getHref(), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiRequestError && error.code === 'attempt-closed') {
        setClosedMessage(error.message);
      } else {
        console.error(error);
        notify.error('Your quiz could not be submitted. Please try again.');
      }
    }
  };

  const body = (() => {
    if (closedMessage) {
      return (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>{closedMessage}</Alert.Title>
            <Button asChild size="sm" variant="outline" alignSelf="flex-start">
              <RouterLink to={paths.home.getHref()}>Back to Home</RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      );
    }
    if (!onQuestion) {
      const working = (
        <Flex justify="center" py="10">
          <Spinner size="lg" color="purple.solid" aria-label="Working out your score" />
        </Flex>
      );
      if (finish.status === 'failed') {
        return (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Title>Your score could not be worked out. Please check your connection and try again.</Alert.Title>
              <Button size="sm" variant="outline" alignSelf="flex-start" onClick={retryFinish}>
                Try again
              </Button>
            </Alert.Content>
          </Alert.Root>
        );
      }
      if (finish.status !== 'finished') return working;
      return (
        <Suspense fallback={working}>
          <ScoreScreen
            state={state}
            resultType={attempt.resultType}
            questions={attempt.questionIds.map(
              (id, index) => served.questions[index] ?? { _id: id, question: `Question ${String(index + 1)} (not reached in time)`, options: [] },
            )}
            result={finish.result}
            expired={finish.expired}
            submitting={submitting}
            focusOnShow={moved}
            onSubmit={() => void onSubmit()}
          />
        </Suspense>
      );
    }
    if (!question || questionId === undefined) {
      return served.failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Title>The next question could not be loaded.</Alert.Title>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={served.retry}>
              Try again
            </Button>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Flex justify="center" py="10">
          <Spinner size="lg" color="purple.solid" aria-label="Loading the next question" />
        </Flex>
      );
    }
    const canGoBack = state.index > 0 && isOpen(state.index - 1);
    return (
      <>
        <QuestionView
          question={question}
          number={state.index + 1}
          total={total}
          selection={selectionOf(state, questionId)}
          response={responseOf(state, questionId)}
          verdict={state.verdicts[questionId]}
          disabled={saving}
          focusOnShow={moved}
          earlyFocus={earlyFocus}
          onToggle={toggleOption}
          onChoose={chooseOption}
          onRespond={respond}
        />
        <MoveButtons canGoBack={canGoBack} canGoNext={canGoNext(state, { implicit })} pendingMove={pendingMove} onMove={onMove} earlyFocus={earlyFocus} />
      </>
    );
  })();

  // The score screen has no clock: the attempt is finished.
  const showClock = !closedMessage && onQuestion;
  return (
    <QuizFrame
      title={<QuizTitle name={attempt.quiz.quizName} />}
      side={<QuizSidePanel attempt={attempt} />}
    >
      {showClock ? (
        <QuizProgress
          questionIndex={state.index}
          total={total}
          remainingMs={clock.remainingMs}
          thresholdMs={clock.thresholdMs}
          scope={perQuestionClock ? 'question' : 'quiz'}
        />
      ) : null}
      {questionWise ? <LastVerdictStatus verdict={closedMessage ? null : state.lastVerdict} /> : null}
      {body}
    </QuizFrame>
  );
}

/** The quiz's name above its frame. */
export function QuizTitle({ name }: { name: string }) {
  return (
    <Heading as="h1" size={QUIZ_TITLE_SIZE}>
      {name}
    </Heading>
  );
}

/**
 * The question counter, the clock and the progress bar. Memoised (as MoveButtons, QuizSidePanel
 * and QuestionView's options): a tick renders again only what it changes, which keeps it within
 * 100 ms on a phone (ADR 0011; `npm run bench -- --only interaction`).
 */
export const QuizProgress = memo(function QuizProgress({
  questionIndex,
  total,
  remainingMs,
  thresholdMs,
  scope,
}: {
  /** The question shown (0-based), or null on the end screen. */
  questionIndex: number | null;
  total: number;
  remainingMs: number;
  thresholdMs: number | null;
  scope: 'quiz' | 'question';
}) {
  const onQuestion = questionIndex !== null;
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="4">
        <Text fontWeight="semibold" color="fg.muted">
          {onQuestion ? (
            <>
              Question{' '}
              <Text as="span" color="fg" data-testid="progress-counter">
                {questionIndex + 1}/{total}
              </Text>
            </>
          ) : (
            'All questions seen'
          )}
        </Text>
        <CountdownTimer remainingMs={remainingMs} thresholdMs={thresholdMs} scope={scope} />
      </HStack>
      <ProgressBar
        value={onQuestion ? questionIndex + 1 : total}
        max={total}
        label={onQuestion ? questionPositionLabel(questionIndex + 1, total) : 'All questions seen'}
      />
    </Stack>
  );
});

/** Previous, Skip and Next, with the busy state of the move being saved. */
export const MoveButtons = memo(function MoveButtons({
  canGoBack,
  canGoNext,
  pendingMove,
  onMove,
  earlyFocus,
}: {
  canGoBack: boolean;
  canGoNext: boolean;
  pendingMove: MoveType | null;
  onMove: (type: MoveType) => void;
  /** Where the focus was on the question painted before the app, read once on screen (as QuestionView's). */
  earlyFocus?: () => EarlyFocus;
}) {
  const buttons = useRef<Partial<Record<MoveType, HTMLButtonElement | null>>>({});
  const [takeOverFocus] = useState(() => earlyFocus);
  // The early button that had the focus, until this row has given it to its own. Next may still be
  // disabled in the first commit (the player takes the early ticks over in its layout effect, after
  // this one's), and enabled in the render that follows at once, in the same task.
  const focusToTake = useRef<MoveType | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (focusToTake.current === undefined) {
      const focused = takeOverFocus?.() ?? null;
      focusToTake.current = focused === 'previous' || focused === 'skip' || focused === 'next' ? focused : null;
    }
    const button = focusToTake.current === null ? null : buttons.current[focusToTake.current];
    if (button && !button.disabled) {
      button.focus();
      focusToTake.current = null;
    }
  }, [takeOverFocus, canGoBack, canGoNext]);
  useEffect(() => {
    const timer = setTimeout(() => (focusToTake.current = null));
    return () => clearTimeout(timer);
  }, []);
  return (
    <Flex {...MOVE_ROW}>
      {/* Busy, but not disabled: a disabled button would drop the keyboard focus. */}
      <Button ref={(button) => void (buttons.current.previous = button)} variant="outline" flex={MOVE_BUTTON_FLEX} onClick={() => onMove('previous')} disabled={!canGoBack} aria-busy={pendingMove === 'previous'}>
        {pendingMove === 'previous' ? <Spinner size="xs" aria-hidden /> : <LuArrowLeft aria-hidden />} Previous
      </Button>
      <Spacer display={{ base: 'none', sm: 'block' }} />
      <Button ref={(button) => void (buttons.current.skip = button)} variant="ghost" flex={MOVE_BUTTON_FLEX} onClick={() => onMove('skip')} aria-busy={pendingMove === 'skip'}>
        Skip {pendingMove === 'skip' ? <Spinner size="xs" aria-hidden /> : <LuSkipForward aria-hidden />}
      </Button>
      <Button ref={(button) => void (buttons.current.next = button)} colorPalette="purple" flex={MOVE_BUTTON_FLEX} onClick={() => onMove('next')} disabled={!canGoNext} aria-busy={pendingMove === 'next'}>
        Next {pendingMove === 'next' ? <Spinner size="xs" aria-hidden /> : <LuArrowRight aria-hidden />}
      </Button>
    </Flex>
  );
});
