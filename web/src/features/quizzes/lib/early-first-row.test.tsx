import { afterEach, describe, expect, it } from 'vitest';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { renderWithProviders } from '@/test/render';
import { CardTemplate, EarlyQuizCard } from '../components/card-template';
import { QuizGridSkeleton } from '../components/quiz-grid-skeleton';
import { fillFirstRow as fillCards, HOLD_PRESS_ATTRIBUTE, SERVED_CARD_ATTRIBUTE, SERVED_CATALOGUE_ID } from '@quizmaster/shared/catalogue-first-row';
import { formatMonthDayTime } from '@quizmaster/shared/format';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { earlyCatalogueRows, takeEarlyCatalogueRead } from '../api/catalogue-read';
import { CARD_SKELETON_ATTRIBUTE } from './card-parts';
import { adoptServedFirstRow, filledFirstRow } from './early-first-row';
import { onHeldTakeTest } from './held-take-test';

const quiz = (id: string, overrides: Partial<QuizSummary> = {}): WithId<QuizSummary> => ({
  id,
  quizName: `The ${id} quiz, with a name longer than a card shows`,
  image: `/covers/${id}.svg`,
  description: `All about ${id}, with a description longer than forty characters.`,
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 6,
  questionCount: 5,
  submissionCount: 1,
  createdBy: 'admin',
  createdAt: new Date(0),
  ...overrides,
});

/** /quizzes' shell as the prerender writes it: the skeleton grid and the card template (whose children the HTML parser puts in its content). */
function renderShell() {
  const view = renderWithProviders(
    <>
      <QuizGridSkeleton />
      <CardTemplate />
    </>,
  );
  const template = view.container.querySelector('template');
  if (!template) throw new Error('no template');
  template.content.append(...template.childNodes);
  return view.container;
}

/** The app's own card for `each`, as the shell and the page render it while the access loads. */
function appCardOf(each: WithId<QuizSummary>): string {
  const { container, unmount } = renderWithProviders(<EarlyQuizCard quiz={each} />);
  const html = container.innerHTML;
  unmount();
  return html;
}

// The server's filling (functions/src/quizzes-page), on the shell the build renders: it must make the app's own cards.
const fillFirstRow = (root: ParentNode, quizzes: WithId<QuizSummary>[]) => fillCards(root, quizzes);

describe("the served first row's filling", () => {
  it("fills the first row's skeletons with the same cards as the app's, paid, free, with or without a window", () => {
    const quizzes = [
      quiz('geography'),
      quiz('history', { quizType: 'paid', submissionCount: 12, drawCount: 3, closesAt: new Date('2999-01-01T10:00:00') }),
      quiz('science & nature', { opensAt: new Date('2999-01-01T10:00:00') }),
      quiz('fourth'),
    ];
    const shell = renderShell();
    const grid = shell.querySelector(`[${CARD_SKELETON_ATTRIBUTE}]`)?.parentElement;
    if (!grid) throw new Error('no grid');
    fillFirstRow(shell, quizzes);
    const cards = [...grid.children];
    expect(cards).toHaveLength(6);
    quizzes.slice(0, 3).forEach((each, index) => expect(cards[index]?.outerHTML).toBe(appCardOf(each)));
    // The rest of the grid keeps its skeletons; the template is left as it was.
    expect(cards.slice(3).every((card) => card.hasAttribute(CARD_SKELETON_ATTRIBUTE))).toBe(true);
    expect(shell.querySelector('template')?.content.querySelector('img')?.getAttribute('src')).toBe('/covers/template.svg');
  });

  it('leaves the skeletons of an empty catalogue, and a page the app has rendered over (no template)', () => {
    const shell = renderShell();
    fillFirstRow(shell, []);
    expect(shell.querySelectorAll(`[${CARD_SKELETON_ATTRIBUTE}]`)).toHaveLength(6);
    const { container: rendered } = renderWithProviders(<QuizGridSkeleton />);
    fillFirstRow(rendered, [quiz('geography')]);
    expect(rendered.querySelectorAll(`[${CARD_SKELETON_ATTRIBUTE}]`)).toHaveLength(6);
  });
});

/**
 * What functions/src/quizzes-page serves: the first row filled, marked, and the rows in Firestore's
 * wire format; filled in a clock past every window here, so its availability lines say "Closed".
 */
function serveShell(quizzes: WithId<QuizSummary>[], quizType: 'paid' | null = null) {
  const shell = renderShell();
  const serverClock = new Date('3000-01-01T00:00:00Z');
  fillCards(shell, quizzes, serverClock).forEach((card, index) => {
    card.setAttribute(SERVED_CARD_ATTRIBUTE, '');
    // As the server marks them (functions/src/quizzes-page/render.ts).
    if (quizzes[index]?.quizType === 'paid') card.querySelector('a')?.setAttribute(HOLD_PRESS_ATTRIBUTE, '');
  });
  const wire = (value: unknown) =>
    value instanceof Date ? { timestampValue: value.toISOString() } : typeof value === 'number' ? { integerValue: String(value) } : { stringValue: value };
  const documents = quizzes.map(({ id, ...fields }) => ({ id, fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, wire(value)])) }));
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVED_CATALOGUE_ID;
  block.textContent = JSON.stringify({ quizType, count: PAGE_SIZES.catalogue, documents });
  document.body.append(block);
  return shell;
}

describe("the server's first row, taken over by the entry", () => {
  afterEach(() => {
    document.getElementById(SERVED_CATALOGUE_ID)?.remove();
    takeEarlyCatalogueRead();
  });

  it('becomes the filled row and the early read (nothing is read again), with the availability in local time', () => {
    const closesAt = new Date('2999-01-01T10:00:00Z');
    const quizzes = [quiz('geography'), quiz('history', { closesAt }), quiz('science')];
    const shell = serveShell(quizzes);
    const served = [...shell.querySelectorAll(`[${SERVED_CARD_ATTRIBUTE}]`)];
    expect(adoptServedFirstRow(shell, { search: '' })).toEqual(served);
    expect(filledFirstRow()).toEqual(served);
    expect(shell.querySelectorAll(`[${SERVED_CARD_ATTRIBUTE}]`)).toHaveLength(0);
    expect(served[1]?.querySelector('[data-card-part="availability"]')?.textContent).toBe(`Closes ${formatMonthDayTime(closesAt)}`);
    expect(served.map((card) => card.outerHTML)).toEqual(quizzes.map(appCardOf));
    expect(earlyCatalogueRows({ quizType: null, count: PAGE_SIZES.catalogue })).toEqual(quizzes);
  });

  it("holds a plain press on a paid card's Take A Test for the app's grid, and leaves free cards and new tabs to the link", () => {
    const shell = serveShell([quiz('geography'), quiz('history', { quizType: 'paid' })]);
    const [free, paid] = (adoptServedFirstRow(shell, { search: '' }) ?? []).map((card) => card.querySelector('a'));
    if (!free || !paid) throw new Error('no links');
    // Whether the card's own handler took the press; then no press follows the link (jsdom cannot navigate).
    let taken = false;
    shell.addEventListener('click', (event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    });
    const press = (link: HTMLAnchorElement, init: MouseEventInit = {}) => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      return taken;
    };
    const held: string[] = [];
    const stop = onHeldTakeTest((quizId) => held.push(quizId));
    try {
      expect(press(free)).toBe(false);
      expect(press(paid, { ctrlKey: true })).toBe(false);
      expect(press(paid, { button: 1 })).toBe(false);
      expect(held).toEqual([]);
      expect(press(paid)).toBe(true);
      expect(paid.getAttribute('aria-busy')).toBe('true');
      expect(held).toEqual(['history']);
    } finally {
      stop();
    }
  });

  it("hands the app a press the shell's loader held on a paid card before the entry, and drops the loader's mark", () => {
    const shell = serveShell([quiz('geography'), quiz('history', { quizType: 'paid' })]);
    const paid = shell.querySelectorAll('a')[1];
    if (!paid) throw new Error('no link');
    expect(paid.hasAttribute(HOLD_PRESS_ATTRIBUTE)).toBe(true);
    // What the loader's click listener does to a plain press (web/src/app/route-preloads.ts).
    paid.setAttribute('aria-busy', 'true');
    const held: string[] = [];
    const stop = onHeldTakeTest((quizId) => held.push(quizId));
    try {
      adoptServedFirstRow(shell, { search: '' });
      expect(held).toEqual(['history']);
      expect(shell.querySelector(`[${HOLD_PRESS_ATTRIBUTE}]`)).toBeNull();
    } finally {
      stop();
    }
  });

  it("leaves rows of another list than the URL's, and a page without them", () => {
    const shell = serveShell([quiz('geography')], 'paid');
    expect(adoptServedFirstRow(shell, { search: '' })).toBeUndefined();
    expect(earlyCatalogueRows({ quizType: null, count: PAGE_SIZES.catalogue })).toBeUndefined();
    document.getElementById(SERVED_CATALOGUE_ID)?.remove();
    expect(adoptServedFirstRow(renderShell(), { search: '?type=paid' })).toBeUndefined();
  });
});
