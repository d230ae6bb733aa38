import {
  catalogueListOf,
  fillFirstRow as fillCards,
  refreshAvailability,
  SERVED_CARD_ATTRIBUTE,
  SERVED_CATALOGUE_ID,
} from '@quizmaster/shared/catalogue-first-row';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { readers } from '@/lib/firestore/readers';
import { decodeValue } from '@/lib/firestore/rest';
import { adoptServedCatalogue, startEarlyCatalogueRead } from '../api/catalogue-read';

export { CARD_TEMPLATE_ATTRIBUTE, TEMPLATE_QUIZ_ID } from '@quizmaster/shared/catalogue-first-row';

/** The first-row cards in the page before the app: the server's, or the entry's from its early read. */
let filled: Element[] = [];

/**
 * Paints the catalogue's first row into /quizzes' prerendered shell from the early read, before
 * the app has started (when the page came without it: the server's read failed). The app's first
 * render shows the same cards at the same places (QuizzesShell, then the grid, from the same
 * read). Does nothing once the app has rendered over the shell (no template then), nor for an
 * empty catalogue. Answers the cards it put in.
 */
export function fillFirstRow(root: ParentNode, quizzes: readonly WithId<QuizSummary>[]): Element[] {
  filled = fillCards<Element>(root, quizzes);
  return filled;
}

/**
 * The cards the server or the entry filled into the shell, for the app's render of the shell
 * (QuizzesShell), which moves them into its own grid: the same nodes, so nothing changes on
 * screen, not even for a frame. Their links are plain ones to the quiz page, as the HTML's were.
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
 * availability line in the reader's time zone. Answers the cards, or undefined for a page
 * without them (or rows of another list than the URL's).
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
  adoptServedCatalogue(list, rows);
  filled = [...container.querySelectorAll(`[${SERVED_CARD_ATTRIBUTE}]`)];
  filled.forEach((card, index) => {
    card.removeAttribute(SERVED_CARD_ATTRIBUTE);
    const quiz = rows[index];
    if (quiz) refreshAvailability(card, quiz);
  });
  return filled;
}

/**
 * The longest the app's start waits for the first row (from the entry's start): past it, a slow
 * read or cover no longer holds the app, whose chunks a phone is still downloading by then anyway.
 */
export const FIRST_ROW_WAIT_MS = 1500;

/** Resolves once the browser has painted a frame after now (a task queued from requestAnimationFrame runs after its paint). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves once `cover` has loaded or failed. */
const coverSettled = (cover: HTMLImageElement) =>
  cover.complete ? Promise.resolve() : new Promise<void>((resolve) => ['load', 'error'].forEach((type) => cover.addEventListener(type, () => resolve(), { once: true })));

/**
 * The first row before the app (src/main.tsx): the server's, or else the early catalogue read's,
 * filled into the shell (a failed read leaves the skeletons to the page). Resolves once the first
 * row's covers have loaded and painted (or at once without them, or after FIRST_ROW_WAIT_MS): the
 * app's start waits for it, as evaluating the app is a long task that would hold the covers'
 * paint, the page's largest, off screen.
 */
export function startEarlyFirstRow(container: HTMLElement, location: Pick<Location, 'search'>): Promise<void> {
  const served = adoptServedFirstRow(container, location);
  const cards = served ? Promise.resolve(served) : startEarlyCatalogueRead(location).then((quizzes) => fillFirstRow(container, quizzes));
  const painted = cards.then(
    (row) => Promise.all(row.flatMap((card) => [...card.querySelectorAll('img')]).map(coverSettled)).then(afterPaint),
    () => undefined,
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, FIRST_ROW_WAIT_MS))]);
}
