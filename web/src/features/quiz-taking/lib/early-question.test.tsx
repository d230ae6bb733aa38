import { ChakraProvider, Container } from '@chakra-ui/react';
import type { Auth } from 'firebase/auth';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '@/components/ui/theme';
import { renderWithProviders } from '@/test/render';
import type { QuizStart, StartedAttempt } from '../api/attempts';
import { EarlyQuizTemplate } from '../components/early-quiz-template';
import { QuizPlayer } from '../components/quiz-player';
import { QuizSkeleton } from '../components/quiz-skeleton';
import { earlyAnswerTo, earlyQuestionView, fillEarlyQuestion, PAINT_REPORT_WAIT_MS, painted } from './early-question';
import { QUIZ_PAGE_CONTAINER } from './quiz-layout';

vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({ name: 'auth' }) as unknown as Auth }));

const NOW = Date.parse('2026-11-27T12:00:00Z');
const minutes = (count: number) => new Date(NOW + count * 60_000).toISOString();

function attemptOf(overrides: Partial<StartedAttempt> = {}): StartedAttempt {
  return {
    attemptId: 'u1-1',
    resumed: false,
    attempt: 1,
    attemptsAllowed: 3,
    status: 'open',
    resultType: 'quiz-wise',
    timeType: 'per-quiz',
    startedAt: minutes(0),
    deadline: minutes(10),
    questionDeadlines: null,
    serverTime: minutes(0),
    quiz: { _id: 'world-capitals', quizName: 'World Capitals', image: '/covers/geography.svg', description: 'Capitals', quizType: 'free', allQTime: 10 },
    timeMultiplier: 1,
    questionCount: 3,
    questionIds: ['q1', 'q2', 'q3'],
    questions: [
      { _id: 'q1', question: 'What is the capital of Australia?', choice: 'single', options: [1, 2, 3, 4].map((id) => ({ id, option: `City ${String(id)}` })) },
      { _id: 'q2', question: 'Which of these are in Europe?', choice: 'multiple', options: [1, 2, 3].map((id) => ({ id, option: `Place ${String(id)}` })) },
      { _id: 'q3', question: 'What is the capital of Peru?', choice: 'single', options: [1, 2].map((id) => ({ id, option: `Town ${String(id)}` })) },
    ],
    answers: {},
    locked: {},
    ...overrides,
  };
}

const startOf = (attempt: StartedAttempt, clockOffsetMs = 0): QuizStart => ({ attempt, clockOffsetMs });

const MAP = { id: 'AbCdEfGhIjKlMnOpQrStUv', alt: 'A map of Australia', width: 1280, height: 960, widths: [320, 640, 960, 1280] };
const FLAG = { id: 'ZyXwVuTsRqPoNmLkJiHgFe', alt: 'A flag', width: 300, height: 200, widths: [300] };

/** The first question with an image of its own and on some of its options (ADR 0037). */
function withImages(question = true): StartedAttempt {
  const [first, ...rest] = attemptOf().questions;
  if (!first) throw new Error('a first question expected');
  const options = first.options.map((option, index) => (index === 1 ? option : { ...option, image: index === 3 ? MAP : { ...FLAG, alt: `Flag ${String(option.id)}` } }));
  return attemptOf({ questions: [{ ...first, ...(question ? { image: MAP } : {}), options }, ...rest] });
}

/** React's ids (useId) differ between two renders: the same markup with them numbered in order. */
function sameIds(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(/_r_[\da-z]+_/g, (id) => ids.get(id) ?? (ids.set(id, `id${String(ids.size)}`), `id${String(ids.size - 1)}`)[1] ?? id);
}

/** Takes the early page away as the app's commit does; Chromium reports the focused element's removal as a focusout to nowhere. */
function removeAsTheAppDoes(shell: Element) {
  document.activeElement?.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  shell.remove();
}

/** /startQuiz's shell as the prerender writes it: the loading state, and the player's template. */
function renderShell() {
  const view = renderWithProviders(
    <>
      <div data-shell-content="">
        <Container {...QUIZ_PAGE_CONTAINER}>
          <QuizSkeleton />
        </Container>
      </div>
      <EarlyQuizTemplate />
    </>,
  );
  // As the browser parses the HTML (the template's children go into its content), outside React.
  const template = view.container.querySelector('template');
  template?.content.append(...template.childNodes);
  const shell = document.createElement('div');
  shell.innerHTML = view.container.innerHTML;
  view.unmount();
  return shell;
}

/** The app's quiz page for `start`, as its first render has it (app/routes/start-quiz.tsx). */
function appPageOf(start: QuizStart): string {
  const { container, unmount } = renderWithProviders(
    <Container {...QUIZ_PAGE_CONTAINER}>
      <QuizPlayer attempt={start.attempt} clockOffsetMs={start.clockOffsetMs} />
    </Container>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe("/startQuiz's early question", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const cases: [string, StartedAttempt][] = [
    ['a new attempt, one answer', attemptOf()],
    ['a resumed attempt on its first unanswered question, several answers, ticked saved', attemptOf({ resumed: true, answers: { q1: [2] }, questionIds: ['q1', 'q2', 'q3'], questions: attemptOf().questions })],
    ['a question-wise quiz', attemptOf({ resultType: 'question-wise' })],
    [
      'per-question timing, the first question closed',
      attemptOf({ timeType: 'per-question', questionDeadlines: [minutes(-1), minutes(2), minutes(4)], questions: attemptOf().questions.slice(0, 2) }),
    ],
    ['a question with an image, and images on some options (ADR 0037)', withImages()],
    ['images on some options only', withImages(false)],
  ];
  for (const [name, attempt] of cases) {
    it(`is the app's first screen, in its place: ${name}`, () => {
      const start = startOf(attempt, 1500);
      const shell = renderShell();
      expect(fillEarlyQuestion(shell, start)).toBe(shell.firstElementChild);
      // In place of the loading state, the same markup as the app's page.
      expect(shell.querySelector('[data-shell-content]')).toBeNull();
      const page = shell.firstElementChild;
      // The cover gets its source on wide screens only (its panel is hidden on phones): jsdom lays nothing out.
      const withoutCover = (html: string) => html.replace(/ src="\/covers\/[^"]*"/, '');
      expect(sameIds(page?.outerHTML ?? '')).toBe(sameIds(withoutCover(appPageOf(start))));
    });
  }

  it('resumes on the first unanswered question with the saved answer ticked, Next on', () => {
    const view = earlyQuestionView(startOf(attemptOf({ answers: { q1: [3] }, questions: attemptOf().questions })), NOW);
    expect(view).toMatchObject({ number: 2, total: 3, single: false, canGoBack: true, canGoNext: false, scope: 'quiz' });
    const inAnswered = earlyQuestionView(startOf(attemptOf({ answers: { q2: [1] } })), NOW);
    expect(inAnswered).toMatchObject({ number: 1 });
  });

  it('paints nothing for what is no plain question: the score screen, the time over, a question not served yet, a locked one', () => {
    const all = { q1: [1], q2: [1], q3: [1] };
    // Every question answered: the last one, as the app resumes (only its Next or Skip finishes the attempt).
    expect(earlyQuestionView(startOf(attemptOf({ answers: all })), NOW)).toMatchObject({ number: 3 });
    const result = { points: 5, marks: 33.33, grade: 'F', correctCount: 1, questionCount: 3, submissionId: 'u1-1', attempt: 1, attemptsAllowed: 3, submittedAt: minutes(5), status: 'submitted' as const };
    expect(earlyQuestionView(startOf(attemptOf({ answers: all, status: 'submitted', awaitingSubmit: true, result })), NOW)).toBeNull();
    expect(earlyQuestionView(startOf(attemptOf({ deadline: minutes(-1) })), NOW)).toBeNull();
    expect(earlyQuestionView(startOf(attemptOf({ answers: { q1: [1] }, questions: attemptOf().questions.slice(0, 1) })), NOW)).toBeNull();
    expect(earlyQuestionView(startOf(attemptOf({ resultType: 'question-wise', locked: { q1: true }, answers: {} })), NOW)).toMatchObject({ number: 2 });
  });

  it('paints no typed question (ADR 0035), resumes past saved typed responses, and paints true/false as radio buttons', () => {
    const [first, second, third] = attemptOf().questions;
    if (!first || !second || !third) throw new Error('three questions expected');
    const typedFirst = { ...first, options: [], type: 'short-answer' as const, content: { type: 'short-answer' as const } };
    expect(earlyQuestionView(startOf(attemptOf({ questions: [typedFirst, second, third] })), NOW)).toBeNull();
    // Its saved response answers it: the attempt resumes on the next question, as the app's player does.
    expect(earlyQuestionView(startOf(attemptOf({ questions: [typedFirst, second, third], responses: { q1: { text: 'Canberra' } } })), NOW)).toMatchObject({ number: 2 });
    const trueFalse = { _id: 'q1', question: 'Canberra is the capital of Australia.', type: 'true-false' as const, options: [{ id: 1, option: 'True' }, { id: 2, option: 'False' }] };
    expect(earlyQuestionView(startOf(attemptOf({ questions: [trueFalse, second, third] })), NOW)).toMatchObject({ number: 1, single: true });
  });

  it("starts the first question's images at once: eager, the question's own first (ADR 0037)", () => {
    const shell = renderShell();
    fillEarlyQuestion(shell, startOf(withImages()));
    const images = [...shell.querySelectorAll('img')].filter((image) => !image.closest('aside'));
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['A map of Australia', 'eager', 'high'],
      ['Flag 1', 'eager', 'auto'],
      ['Flag 3', 'eager', 'auto'],
      ['A map of Australia', 'eager', 'auto'],
    ]);
    expect(images[1]?.getAttribute('src')).toBe('/api/v1/question-images/ZyXwVuTsRqPoNmLkJiHgFe/300.webp');
    // The option without an image has its text as the label's only span, as the app renders it.
    expect(shell.querySelectorAll('label')[1]?.querySelectorAll('span')).toHaveLength(1);
  });

  it("the build's template loads no image: React's server render preloads none (the copies load them)", () => {
    const html = renderToString(
      <ChakraProvider value={getSystem()}>
        <EarlyQuizTemplate />
      </ChakraProvider>,
    );
    expect(html.match(/<img /g)?.length).toBe(3);
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves a page the app has rendered (no template) as it is', () => {
    const { container } = renderWithProviders(
      <div data-shell-content="">
        <QuizSkeleton />
      </div>,
    );
    expect(fillEarlyQuestion(container, startOf(attemptOf()))).toBeNull();
    expect(container.querySelector('[data-shell-content]')).not.toBeNull();
  });

  it("lets its options be ticked at once, and the app's player renders with the ticks and the focus", () => {
    const shell = document.body.appendChild(renderShell());
    const start = startOf(attemptOf());
    fillEarlyQuestion(shell, start);
    // boot.ts holds every click on a control until the app starts: the options' pass before it.
    const held = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', held, { capture: true });
    const radios = [...shell.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    radios[2]?.closest('label')?.click();
    radios[2]?.focus();
    expect(radios[2]?.checked).toBe(true);
    expect(held).not.toHaveBeenCalled();
    expect([...shell.querySelectorAll('button')].at(-1)?.disabled).toBe(false);
    expect(earlyAnswerTo('u1-1', 'q1')).toEqual({ attemptId: 'u1-1', questionId: 'q1', selection: [3], focused: 3 });
    expect(earlyAnswerTo('u1-2', 'q1')).toBeUndefined();
    // The app renders over it: the same tick, the focus on the same option.
    removeAsTheAppDoes(shell);
    const { container, unmount } = renderWithProviders(<QuizPlayer attempt={start.attempt} clockOffsetMs={0} />);
    const appRadios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(appRadios.map((radio) => radio.checked)).toEqual([false, false, true, false]);
    expect(document.activeElement).toBe(appRadios[2]);
    // Taken over once: a later visit starts from what the server saved.
    expect(earlyAnswerTo('u1-1', 'q1')).toBeUndefined();
    unmount();
    document.removeEventListener('click', held, { capture: true });
  });

  it("hands over the ticks and the focus as they are when the app's render is on screen, not when it started", () => {
    const shell = document.body.appendChild(renderShell());
    const start = startOf(attemptOf());
    fillEarlyQuestion(shell, start);
    const radios = [...shell.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    radios[0]?.focus();
    /** A keyboard player's arrow key on the early question while the app's render is under way (it is a transition, in slices). */
    function ArrowKeyMidRender() {
      if (shell.isConnected) {
        radios[1]?.click();
        radios[1]?.focus();
        removeAsTheAppDoes(shell);
      }
      return null;
    }
    const { container, unmount } = renderWithProviders(
      <>
        <QuizPlayer attempt={start.attempt} clockOffsetMs={0} />
        <ArrowKeyMidRender />
      </>,
    );
    const appRadios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(appRadios.map((radio) => radio.checked)).toEqual([false, true, false, false]);
    expect(document.activeElement).toBe(appRadios[1]);
    unmount();
  });

  it('gives Next the focus when a keyboard player chose and went on to Next while the app rendered', () => {
    const shell = document.body.appendChild(renderShell());
    const start = startOf(attemptOf());
    fillEarlyQuestion(shell, start);
    function ChooseThenTabToNextMidRender() {
      if (shell.isConnected) {
        shell.querySelectorAll<HTMLInputElement>('input[type="radio"]')[2]?.click();
        [...shell.querySelectorAll('button')].at(-1)?.focus();
        removeAsTheAppDoes(shell);
      }
      return null;
    }
    const { container, unmount } = renderWithProviders(
      <>
        <QuizPlayer attempt={start.attempt} clockOffsetMs={0} />
        <ChooseThenTabToNextMidRender />
      </>,
    );
    const next = [...container.querySelectorAll('button')].at(-1);
    expect(next?.disabled).toBe(false);
    expect(document.activeElement).toBe(next);
    expect([...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.checked)).toEqual([false, false, true, false]);
    unmount();
  });

  it("gives the app's question heading the focus when the early one had it", () => {
    const shell = document.body.appendChild(renderShell());
    const start = startOf(attemptOf());
    fillEarlyQuestion(shell, start);
    shell.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
    expect(earlyAnswerTo('u1-1', 'q1')?.focused).toBe('heading');
    removeAsTheAppDoes(shell);
    const { container, unmount } = renderWithProviders(<QuizPlayer attempt={start.attempt} clockOffsetMs={0} />);
    expect(document.activeElement).toBe(container.querySelector('h2'));
    unmount();
  });

  it('counts its clock down until the app renders over it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const shell = document.body.appendChild(renderShell());
    fillEarlyQuestion(shell, startOf(attemptOf()));
    const countdown = () => shell.querySelector('[data-testid="countdown"]')?.textContent;
    expect(countdown()).toBe('10:00');
    vi.advanceTimersByTime(61_000);
    expect(countdown()).toBe('08:59');
    expect(shell.querySelector('[role="timer"]')?.getAttribute('aria-label')).toBe('Time left: 8 minutes 59 seconds');
    // Gone once the app has rendered over it.
    shell.remove();
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('painted', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after PAINT_REPORT_WAIT_MS in a browser that reports no largest paint', async () => {
    vi.useFakeTimers();
    let done = false;
    void painted(document.createElement('div')).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
