import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { startEarlyCatalogueRead } from '../api/catalogue-read';
import { CARD_PART_ATTRIBUTE, CARD_SKELETON_ATTRIBUTE, type CardPart } from './card-parts';
import { quizCardText } from './card-text';
import { FIRST_ROW_CARDS } from './grid-columns';

/** /quizzes' prerendered shell holds a QuizCard in a `<template>` with this attribute (components/card-template.tsx). */
export const CARD_TEMPLATE_ATTRIBUTE = 'data-quiz-card-template';

/**
 * The template card's quiz id, which its Take A Test link ends with: a filled card's link is the
 * template's with the quiz's id (the app's own link, as `paths` builds it, without loading `paths`,
 * which is in the app's chunk: nothing here may wait for the app).
 */
export const TEMPLATE_QUIZ_ID = '__quiz__';

/** A copy of the template's card, filled with `quiz`: what the app's QuizCard renders for it while the player's access loads. */
function filledCard(template: Element, quiz: WithId<QuizSummary>): Element {
  // A copy inside the template's inert document: its cover starts loading once it is in the page, with the quiz's own URL.
  const card = template.cloneNode(true) as Element;
  const part = (name: CardPart) => card.querySelector<HTMLElement>(`[${CARD_PART_ATTRIBUTE}="${name}"]`);
  const setText = (name: CardPart, value: string | null) => {
    const element = part(name);
    if (value === null) element?.remove();
    else if (element) (element.lastElementChild ?? element).textContent = value;
  };
  const text = quizCardText(quiz);
  part('cover')?.setAttribute('src', quiz.image);
  setText('title', text.title);
  part('title')?.setAttribute('title', quiz.quizName);
  if (quiz.quizType !== 'paid') part('paid')?.remove();
  setText('description', text.description);
  part('description')?.setAttribute('title', quiz.description);
  setText('takers', text.takers);
  setText('questions', text.questions);
  setText('availability', text.availability);
  const takeTest = part('take-test');
  const href = takeTest?.getAttribute('href');
  if (href?.endsWith(TEMPLATE_QUIZ_ID)) takeTest?.setAttribute('href', href.slice(0, -TEMPLATE_QUIZ_ID.length) + encodeURIComponent(quiz.id));
  takeTest?.setAttribute('aria-label', `Take A Test: ${quiz.quizName}`);
  return card;
}

/**
 * Paints the catalogue's first row into /quizzes' prerendered shell from the early read, before
 * the app has started: the first cover is the page's largest paint, and it no longer waits for
 * the app to render the cards before its download even starts. The app's first render shows the
 * same cards at the same places (QuizzesShell, then the grid, from the same read). Does nothing
 * once the app has rendered over the shell (no template then), nor for an empty catalogue.
 * Answers the covers it put in.
 */
export function fillFirstRow(root: ParentNode, quizzes: readonly WithId<QuizSummary>[]): HTMLImageElement[] {
  const template = root.querySelector<HTMLTemplateElement>(`template[${CARD_TEMPLATE_ATTRIBUTE}]`)?.content.firstElementChild;
  if (!template) return [];
  const skeletons = root.querySelectorAll(`[${CARD_SKELETON_ATTRIBUTE}]`);
  filled = quizzes.slice(0, FIRST_ROW_CARDS).flatMap((quiz, index) => {
    const skeleton = skeletons[index];
    if (!skeleton) return [];
    const card = filledCard(template, quiz);
    skeleton.replaceWith(card);
    return [card];
  });
  return filled.flatMap((card) => [...card.querySelectorAll('img')]);
}

/** The cards fillFirstRow put in the page. */
let filled: Element[] = [];

/**
 * The cards the entry filled into the shell, for the app's render of the shell (QuizzesShell),
 * which moves them into its own grid: the same nodes, so nothing changes on screen, not even for
 * a frame. Their links are plain ones to the quiz page, as the HTML's were.
 */
export const filledFirstRow = (): readonly Element[] => filled;

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
 * Starts /quizzes' early catalogue read and fills the shell's first row from it (src/main.tsx);
 * a failed read leaves the skeletons to the page. Resolves once the first row's covers have
 * loaded and painted (or at once without them, or after FIRST_ROW_WAIT_MS): the app's start
 * waits for it, as evaluating the app is a long task that would hold the covers' paint, the
 * page's largest, off screen.
 */
export function startEarlyFirstRow(container: HTMLElement, location: Pick<Location, 'search'>): Promise<void> {
  const painted = startEarlyCatalogueRead(location).then(
    (quizzes) => Promise.all(fillFirstRow(container, quizzes).map(coverSettled)).then(afterPaint),
    () => undefined,
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, FIRST_ROW_WAIT_MS))]);
}
