import type { ImageRef } from '@quizmaster/shared/question-images';
import { questionImageAttributes, type ImageLook, type ImagePriority } from '@/components/ui/question-image-attributes';
import type { QuizStart } from '../api/attempts';
import { formatCountdown, remainingMs, timerLabel } from './countdown';
import { answerHint, isSingleChoice, questionPositionLabel, resultsLabel, timingLabel, totalTimeLabel } from './quiz-facts';
import { canGoNext, currentQuestionId, firstOpenQuestion, initialSession, isLocked, selectionOf, type MoveType, type QuizSessionState } from './quiz-session';

/**
 * /startQuiz's first question painted into the prerendered shell from the entry's early start
 * (../api/early-quiz-start.ts), before the app has started: the question is the page's largest
 * paint, and it no longer waits for the app. Nothing here may import the app's chunk (React,
 * Chakra, the route paths): it runs before it. The app then renders the same over it.
 */

/** The shell's HTML carries the player's first screen in a `<template>` with this attribute (components/early-quiz-template.tsx). */
export const EARLY_QUIZ_TEMPLATE_ATTRIBUTE = 'data-early-quiz-template';

/** What the player's first render shows for a started attempt (quiz-player.tsx), or null when it is not a question. */
export interface EarlyQuestionView {
  questionId: string;
  quizName: string;
  image: string;
  /** 1-based. */
  number: number;
  total: number;
  question: string;
  /** The question's image (ADR 0037), painted as the app's QuestionImage renders it. */
  questionImage: ImageRef | null;
  single: boolean;
  options: { id: number; text: string; checked: boolean; image: ImageRef | null }[];
  canGoBack: boolean;
  canGoNext: boolean;
  questionWise: boolean;
  /** The clock's deadline on this device's clock, and whether it is the question's own. */
  deadlineMs: number;
  scope: 'quiz' | 'question';
  /** The side panel's values, in its order (quiz-side-panel.tsx, FACTS). */
  facts: string[];
}

/**
 * The first screen of a started attempt as QuizPlayer's first render has it (the same session
 * logic: lib/quiz-session.ts), or null when that is no plain question (the score screen, the time
 * over, a question not served yet, a locked one): the app shows those itself.
 */
export function earlyQuestionView({ attempt, clockOffsetMs }: QuizStart, nowMs: number): EarlyQuestionView | null {
  // A finished attempt awaiting Submit: the app shows its score screen.
  if (attempt.result) return null;
  const deadlinesMs = attempt.questionDeadlines?.map((deadline) => Date.parse(deadline)) ?? null;
  const serverNowMs = nowMs + clockOffsetMs;
  const state = initialSession({
    questionIds: attempt.questionIds,
    answers: attempt.answers,
    responses: attempt.responses,
    locked: attempt.locked,
    firstOpenIndex: firstOpenQuestion(deadlinesMs, 0, attempt.questionCount, serverNowMs),
  });
  const questionId = currentQuestionId(state);
  const question = attempt.questions[state.index];
  if (state.phase !== 'question' || questionId === undefined || !question || question._id !== questionId || isLocked(state, questionId)) return null;
  // A typed question (ADR 0035) has no options to paint: the app shows it with its own view.
  if (question.content) return null;
  // Math and code (ADR 0036) are painted by the app's RichText, not as plain text first.
  if (question.questionHtml || question.options.some((option) => option.html)) return null;
  const deadlineMs = (deadlinesMs ? deadlinesMs[state.index] : undefined) ?? Date.parse(attempt.deadline);
  if (remainingMs(deadlineMs, nowMs, clockOffsetMs) <= 0) return null;
  const selection = selectionOf(state, questionId);
  const previousOpen = deadlinesMs === null || (deadlinesMs[state.index - 1] ?? 0) > serverNowMs;
  return {
    questionId,
    quizName: attempt.quiz.quizName,
    image: attempt.quiz.image,
    number: state.index + 1,
    total: attempt.questionCount,
    question: question.question,
    questionImage: question.image ?? null,
    single: isSingleChoice(question),
    options: question.options.map((option) => ({ id: option.id, text: option.option, checked: selection.includes(option.id), image: option.image ?? null })),
    canGoBack: state.index > 0 && previousOpen,
    canGoNext: canGoNext(state),
    questionWise: attempt.resultType === 'question-wise',
    deadlineMs,
    scope: deadlinesMs === null ? 'quiz' : 'question',
    facts: [
      attempt.quiz.quizName,
      totalTimeLabel(attempt.quiz.allQTime),
      String(attempt.questionCount),
      timingLabel(attempt.timeType),
      resultsLabel(attempt.resultType),
      `${String(attempt.attempt)} of ${String(attempt.attemptsAllowed)}`,
    ],
  };
}

/** The parts of the template's player that vary by attempt, found by what the player's components render. */
function partsOf(page: Element) {
  const one = (selector: string) => page.querySelector<HTMLElement>(selector);
  const heading = one('h2[tabindex="-1"]');
  const group = one('[role="radiogroup"], [role="group"]');
  const option = group?.querySelector('label');
  const optionImage = option?.querySelector('img');
  const moves = option ? [...page.querySelectorAll<HTMLButtonElement>('button')] : [];
  const parts = {
    title: one('h1'),
    counter: one('[data-testid="progress-counter"]'),
    timer: one('[role="timer"]'),
    countdown: one('[data-testid="countdown"]'),
    progress: one('[role="progressbar"]'),
    range: one('[role="progressbar"] [data-part="range"]'),
    verdictStatus: one('[role="status"]'),
    heading,
    position: heading?.firstElementChild ?? null,
    hint: heading?.nextElementSibling ?? null,
    // The template's question has an image after its heading's block, and its option one under its text, in a wrapper.
    questionImage: heading?.parentElement?.nextElementSibling?.tagName === 'IMG' ? (heading.parentElement.nextElementSibling as HTMLImageElement) : null,
    optionImage,
    optionText: optionImage?.previousElementSibling,
    group,
    option,
    previous: moves.at(-3),
    next: moves.at(-1),
    cover: page.querySelector<HTMLImageElement>('aside img'),
    facts: [...page.querySelectorAll<HTMLElement>('aside dd')],
  };
  const complete = Object.values(parts).every((part) => (Array.isArray(part) ? part.length > 0 : part !== null && part !== undefined));
  return complete ? (parts as { [K in keyof typeof parts]: NonNullable<(typeof parts)[K]> }) : null;
}

/** Fills a copy of the template's image with the attributes the app's QuestionImage renders (their order is the template's). */
function showImage(element: HTMLImageElement, image: ImageRef, look: ImageLook, priority: ImagePriority) {
  const { srcSet, fetchPriority, ...rest } = questionImageAttributes(image, look, priority);
  for (const [name, value] of Object.entries({ ...rest, srcset: srcSet, fetchpriority: fetchPriority })) element.setAttribute(name, String(value));
}

/** Shows the time left on the early timer (the player's CountdownTimer, which the app renders over it, then counts on). */
function showTime(timer: HTMLElement, countdown: HTMLElement, view: EarlyQuestionView, offsetMs: number, nowMs: number) {
  const left = remainingMs(view.deadlineMs, nowMs, offsetMs);
  countdown.textContent = formatCountdown(left);
  timer.setAttribute('aria-label', timerLabel(left, view.scope));
}

/** The player's first screen for `view`: a copy of the template's, filled in. Null when the template does not read as expected. */
export function filledPlayer(template: Element, view: EarlyQuestionView, offsetMs: number, nowMs: number): Element | null {
  const page = template.cloneNode(true) as Element;
  const parts = partsOf(page);
  if (!parts) return null;
  parts.title.textContent = view.quizName;
  // Three text nodes, as React renders `{number}/{total}`: one node would be laid out a fraction of a pixel apart.
  parts.counter.replaceChildren(String(view.number), '/', String(view.total));
  showTime(parts.timer, parts.countdown, view, offsetMs, nowMs);
  parts.progress.setAttribute('aria-label', questionPositionLabel(view.number, view.total));
  parts.progress.setAttribute('aria-valuemax', String(view.total));
  parts.progress.setAttribute('aria-valuenow', String(view.number));
  parts.range.style.width = `${String(view.total > 0 ? Math.min(100, (view.number / view.total) * 100) : 0)}%`;
  if (!view.questionWise) parts.verdictStatus.remove();
  parts.position.textContent = `${questionPositionLabel(view.number, view.total)}: `;
  parts.heading.replaceChildren(parts.position, view.question);
  parts.hint.textContent = answerHint({ single: view.single, locked: false });
  if (view.questionImage) showImage(parts.questionImage, view.questionImage, 'question', 'high');
  else parts.questionImage.remove();
  parts.group.setAttribute('role', view.single ? 'radiogroup' : 'group');
  const radioName = parts.option.querySelector('input')?.getAttribute('name') ?? '';
  parts.group.replaceChildren(
    ...view.options.map((option) => {
      const label = parts.option.cloneNode(true) as HTMLElement;
      const input = label.querySelector('input');
      if (input) {
        input.type = view.single ? 'radio' : 'checkbox';
        if (view.single) input.name = radioName;
        else input.removeAttribute('name');
        input.value = String(option.id);
        input.defaultChecked = option.checked;
      }
      const image = label.querySelector('img');
      const text = image?.previousElementSibling;
      if (!image || !text) return label;
      text.textContent = option.text;
      if (option.image) showImage(image, option.image, 'option', 'eager');
      // Without an image, the option's text is the label's only span, as ChoiceCard renders it.
      else image.parentElement?.replaceWith(text);
      return label;
    }),
  );
  parts.previous.disabled = !view.canGoBack;
  parts.next.disabled = !view.canGoNext;
  parts.facts.forEach((fact, index) => (fact.textContent = view.facts[index] ?? ''));
  return page;
}

/** Where the focus was on the early question: an option (by its id), the question's heading, a move button, or elsewhere (null). */
export type EarlyFocus = number | 'heading' | MoveType | null;

/** What the player ticked on the early question, and where its focus was: the app's player takes them over. */
export interface EarlyAnswer {
  attemptId: string;
  questionId: string;
  selection: number[];
  focused: EarlyFocus;
}

let earlyAnswer: EarlyAnswer | undefined;

/** The early question's ticks and focus, if the player used it before the app rendered over it (quiz-player.tsx). */
export const earlyAnswerTo = (attemptId: string, questionId: string | undefined): EarlyAnswer | undefined =>
  earlyAnswer?.attemptId === attemptId && earlyAnswer.questionId === questionId ? earlyAnswer : undefined;

/** Once the app's player has taken them over: a later visit of the quiz starts from what the server saved. */
export function forgetEarlyAnswer(): void {
  earlyAnswer = undefined;
}

/**
 * Lets the early question's options be ticked at once, natively (app/boot.ts holds other clicks
 * until the app starts, and replays them), keeping what is ticked and focused for the app's
 * player, which renders over it with the same ticks and focus; Next follows, as the player's.
 */
function answerEarly(page: Element, { attemptId, questionId }: { attemptId: string; questionId: string }) {
  const group = page.querySelector<HTMLElement>('[role="radiogroup"], [role="group"]');
  // The move row's buttons, in their order (MoveButtons), as partsOf finds them.
  const [previous, skip, next] = [...page.querySelectorAll('button')].slice(-3);
  if (!group || !previous || !skip || !next) return;
  const moves = new Map<EventTarget, MoveType>([
    [previous, 'previous'],
    [skip, 'skip'],
    [next, 'next'],
  ]);
  const ticked = () => [...group.querySelectorAll('input')].filter((input) => input.checked).map((input) => Number(input.value));
  const heading = page.querySelector('h2[tabindex="-1"]');
  const answer: EarlyAnswer = { attemptId, questionId, selection: ticked(), focused: null };
  const focusOf = (target: EventTarget | null): EarlyFocus => {
    if (target instanceof HTMLInputElement && group.contains(target)) return Number(target.value);
    if (target !== null && target === heading) return 'heading';
    return (target && moves.get(target)) ?? null;
  };
  // Before boot.ts's hold (on the document): a listener on the window runs first in the capture phase.
  const letThrough = (event: MouseEvent) => {
    if (!page.isConnected) window.removeEventListener('click', letThrough, { capture: true });
    else if (event.target instanceof Node && group.contains(event.target)) event.stopImmediatePropagation();
  };
  window.addEventListener('click', letThrough, { capture: true });
  group.addEventListener('change', () => {
    answer.selection = ticked();
    next.disabled = answer.selection.length === 0;
    earlyAnswer = answer;
  });
  // The focus as it is when the app's commit removes this page (a keyboard player may move it while the app renders).
  page.addEventListener('focusin', (event) => {
    answer.focused = focusOf(event.target);
    earlyAnswer = answer;
  });
  // Focus moved out of the early page forgets it. Focus gone nowhere is looked at once the event is
  // over: Chromium reports the app's commit taking this page away as such a focusout, and the
  // app's player reads the focus right after it, in the same task.
  page.addEventListener('focusout', (event) => {
    const to = (event as FocusEvent).relatedTarget;
    if (to instanceof Node) {
      if (!page.contains(to)) answer.focused = null;
    } else
      setTimeout(() => {
        if (page.isConnected && !page.contains(document.activeElement)) answer.focused = null;
      });
  });
}

/** The longest `painted` waits for the browser to report the early question's paint. */
export const PAINT_REPORT_WAIT_MS = 500;

/**
 * Resolves once the browser reports a largest-contentful-paint inside `page` (the early question:
 * the moment it was on screen, which can be a frame or more after the task that put it in), or
 * after PAINT_REPORT_WAIT_MS (another element was larger; a browser without the report).
 */
export function painted(page: Element): Promise<void> {
  return new Promise((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
    const observer = supported
      ? new PerformanceObserver((list) => {
          const inPage = list.getEntries().some((entry) => {
            const element = (entry as LargestContentfulPaint).element;
            return element !== null && page.contains(element);
          });
          if (inPage) done();
        })
      : undefined;
    const timer = setTimeout(done, PAINT_REPORT_WAIT_MS);
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** How often the early timer is read again: as the player's clock (use-countdown.ts). */
const TICK_MS = 250;

/**
 * Paints the attempt's first question into /startQuiz's prerendered shell, in place of its
 * loading state (the same place the app's page takes: a click on a move button held meanwhile by
 * app/boot.ts is replayed on the app's button at the same position), lets its options be ticked
 * (answerEarly), and keeps its timer counting until the app renders over it. Does nothing once the app has rendered (the template is the HTML's only),
 * nor for a start that is no plain question. Answers the page it put in, if any.
 */
export function fillEarlyQuestion(root: ParentNode, start: QuizStart, now: () => number = Date.now): Element | null {
  const template = root.querySelector<HTMLTemplateElement>(`template[${EARLY_QUIZ_TEMPLATE_ATTRIBUTE}]`)?.content.firstElementChild;
  const loading = root.querySelector('[data-shell-content]');
  const view = template && loading ? earlyQuestionView(start, now()) : null;
  const page = template && view ? filledPlayer(template, view, start.clockOffsetMs, now()) : null;
  if (!loading || !view || !page) return null;
  loading.replaceWith(page);
  // The side panel's cover shows on wide screens only: a phone does not fetch it before the app's own render.
  const cover = page.querySelector<HTMLImageElement>('aside img');
  if (cover && cover.getClientRects().length > 0) cover.src = view.image;
  answerEarly(page, { attemptId: start.attempt.attemptId, questionId: view.questionId });
  const timer = page.querySelector<HTMLElement>('[role="timer"]');
  const countdown = page.querySelector<HTMLElement>('[data-testid="countdown"]');
  const ticking = setInterval(() => {
    if (!page.isConnected || !timer || !countdown) clearInterval(ticking);
    else showTime(timer, countdown, view, start.clockOffsetMs, now());
  }, TICK_MS);
  return page;
}

/** A started session with the early question's ticks, when the player ticked it before the app rendered (quiz-player.tsx). */
export function withEarlyAnswer(state: QuizSessionState, attemptId: string): QuizSessionState {
  const questionId = currentQuestionId(state);
  const early = earlyAnswerTo(attemptId, questionId);
  if (!early || questionId === undefined || state.phase !== 'question' || isLocked(state, questionId)) return state;
  return { ...state, selections: { ...state.selections, [questionId]: early.selection } };
}
