import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { startEarlyCatalogueRead } from '../api/catalogue-read';
import { CARD_PART_ATTRIBUTE, CARD_SKELETON_ATTRIBUTE, type CardPart } from './card-parts';
import { quizCardText } from './card-text';
import { FIRST_ROW_CARDS } from './grid-columns';

/**
 * /quizzes' prerendered shell holds a QuizCard in a `<template>` with this attribute
 * (quizzes-shell.tsx, which imports it from here: this module is then among the page's preloads).
 */
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
 */
export function fillFirstRow(root: ParentNode, quizzes: readonly WithId<QuizSummary>[]): void {
  const template = root.querySelector<HTMLTemplateElement>(`template[${CARD_TEMPLATE_ATTRIBUTE}]`)?.content.firstElementChild;
  if (!template) return;
  const skeletons = root.querySelectorAll(`[${CARD_SKELETON_ATTRIBUTE}]`);
  quizzes.slice(0, FIRST_ROW_CARDS).forEach((quiz, index) => skeletons[index]?.replaceWith(filledCard(template, quiz)));
}

/** Starts /quizzes' early catalogue read and fills the shell's first row from it (src/main.tsx); a failed read leaves the skeletons to the page. */
export function startEarlyFirstRow(container: HTMLElement, location: Pick<Location, 'search'>): void {
  startEarlyCatalogueRead(location).then(
    (quizzes) => fillFirstRow(container, quizzes),
    () => undefined,
  );
}
