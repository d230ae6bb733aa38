import { HOLD_PRESS_ATTRIBUTE, refreshAvailability, SERVED_CARD_ATTRIBUTE, SERVED_CATALOGUE_ID } from '@quizmaster/shared/catalogue-first-row';
import { catalogueListOf } from '@quizmaster/shared/catalogue-list';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { readers } from '@/lib/firestore/readers';
import { decodeValue } from '@/lib/firestore/rest';
import { startEarlyCatalogueRead } from '../api/catalogue-read';
import { CARD_PART_ATTRIBUTE } from './card-parts';
import { holdTakeTest, isPlainClick } from './held-take-test';

/** The first-row cards the server rendered into the page, once the entry has taken them over. */
let filled: Element[] = [];

/**
 * The cards the server filled into the shell, for the app's render of the shell (QuizzesShell),
 * which moves them into its own grid: the same nodes, so nothing changes on screen, not even for
 * a frame. Their links are plain ones to the quiz page, as the HTML's were.
 */
export const filledFirstRow = (): readonly Element[] => filled;

interface ServedCatalogue {
  quizType: unknown;
  count: unknown;
  documents: { id: string; fields: Record<string, Record<string, unknown>> }[];
}

/**
 * Takes over the first row the server rendered into the page (functions/src/quizzes-page): its
 * rows become the early read (the app reads nothing again), its cards the filled ones, their
 * availability line in the reader's clock and time zone. Answers the cards, or undefined for a
 * page without them (or with rows of another list than the URL's).
 */
export function adoptServedFirstRow(container: HTMLElement, location: Pick<Location, 'search'>): Element[] | undefined {
  const block = container.ownerDocument.getElementById(SERVED_CATALOGUE_ID);
  if (!block?.textContent) return undefined;
  let rows: WithId<QuizSummary>[];
  const list = catalogueListOf(new URLSearchParams(location.search));
  try {
    const served = JSON.parse(block.textContent) as ServedCatalogue;
    if (served.quizType !== list.quizType || served.count !== list.count) return undefined;
    rows = served.documents.map(({ id, fields }) => ({ ...readers.quizSummary(decodeValue({ mapValue: { fields } })), id }));
  } catch {
    return undefined;
  }
  void startEarlyCatalogueRead(list, rows);
  filled = [...container.querySelectorAll(`[${SERVED_CARD_ATTRIBUTE}]`)];
  filled.forEach((card, index) => {
    card.removeAttribute(SERVED_CARD_ATTRIBUTE);
    const quiz = rows[index];
    if (quiz) refreshAvailability(card, quiz);
    if (quiz?.quizType === 'paid') holdPlainPresses(card, quiz.id);
  });
  return filled;
}

/**
 * A served paid card's Take A Test leads to the quiz page (the player's claims are not known
 * yet). A plain press waits for them instead, the link busy, and the app's grid leads on to
 * /payment or the quiz once they are in (use-take-test-press.ts): no detour through the quiz
 * page's 403. A new tab still opens the link's address.
 */
function holdPlainPresses(card: Element, quizId: string) {
  const link = card.querySelector(`a[${CARD_PART_ATTRIBUTE}="take-test"]`);
  // A press the shell's loader held before this script ran (it marked the link busy): the app's
  // grid takes it up. Without the mark the loader leaves the link's presses to the handler below.
  if (link?.hasAttribute(HOLD_PRESS_ATTRIBUTE)) {
    link.removeAttribute(HOLD_PRESS_ATTRIBUTE);
    if (link.getAttribute('aria-busy') === 'true') holdTakeTest(quizId);
  }
  link?.addEventListener('click', (event) => {
    if (!(event instanceof MouseEvent) || !isPlainClick(event)) return;
    event.preventDefault();
    link.setAttribute('aria-busy', 'true');
    holdTakeTest(quizId);
  });
}

/**
 * The longest the app's start waits for the first row's covers (from the entry's start): past it,
 * a slow cover no longer holds the app.
 */
export const FIRST_ROW_WAIT_MS = 1500;

/** Resolves once the browser has painted a frame after now (a task queued from requestAnimationFrame runs after its paint). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once `cover` has loaded or failed. */
const coverSettled = (cover: HTMLImageElement) =>
  cover.complete ? Promise.resolve() : new Promise<void>((resolve) => ['load', 'error'].forEach((type) => cover.addEventListener(type, () => resolve(), { once: true })));

/**
 * /quizzes' first row before the app (src/main.tsx): the server's, taken over; or, for a page
 * served without it (the server's read failed), the catalogue's read, started now rather than
 * once the app is up. Resolves once the served covers have loaded and painted (at once without
 * them, at most after FIRST_ROW_WAIT_MS): the app's start waits for it, as evaluating the app is
 * a long task that would hold the covers' paint, the page's largest, off screen.
 */
export function startEarlyFirstRow(container: HTMLElement, location: Pick<Location, 'search'>): Promise<void> {
  const served = adoptServedFirstRow(container, location);
  if (!served) {
    void startEarlyCatalogueRead(catalogueListOf(new URLSearchParams(location.search))).catch(() => undefined);
    return Promise.resolve();
  }
  const painted = Promise.all(served.flatMap((card) => [...card.querySelectorAll('img')]).map(coverSettled)).then(afterPaint);
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, FIRST_ROW_WAIT_MS))]);
}
