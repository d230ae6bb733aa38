/**
 * /quizzes' first row of cards, filled into the page's prerendered shell by the server
 * (functions/src/quizzes-page, which serves /quizzes with it), before any script runs. It copies
 * the card the build rendered into the shell's `<template>` (the app's own QuizCard, so the same
 * markup and styles: web/src/features/quizzes/lib/early-first-row.test.tsx compares them) and
 * fills its parts through the DOM, so a quiz's text is never parsed as HTML.
 */
import { availabilityLabel, quizCardText } from './card-text';
import {
  CARD_PART_ATTRIBUTE,
  CARD_SKELETON_ATTRIBUTE,
  CARD_TEMPLATE_ATTRIBUTE,
  FIRST_ROW_CARDS,
  TEMPLATE_QUIZ_ID,
  type CardPart,
} from './catalogue-first-row-marks';
import type { CatalogueRow } from './catalogue-list';

export * from './catalogue-first-row-marks';
export * from './catalogue-list';

/** A copy of the template's card, filled with `quiz`: what the app's QuizCard renders for it while the player's access loads. */
function filledCard(template: Element, quiz: CatalogueRow, now: Date): Element {
  const card = template.cloneNode(true) as Element;
  const part = (name: CardPart) => card.querySelector(`[${CARD_PART_ATTRIBUTE}="${name}"]`);
  const setText = (name: CardPart, value: string | null) => {
    const element = part(name);
    if (value === null) element?.remove();
    else if (element) (element.lastElementChild ?? element).textContent = value;
  };
  const text = quizCardText(quiz, now);
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
 * Fills the shell's first row (its first skeleton cards) with `quizzes`' cards, copies of the
 * template's. Does nothing without a template (a page the app has rendered over), and leaves
 * the skeletons of an empty catalogue. Answers the cards it put in.
 */
export function fillFirstRow(root: ParentNode, quizzes: readonly CatalogueRow[], now: Date = new Date()): Element[] {
  const template = root.querySelector<HTMLTemplateElement>(`template[${CARD_TEMPLATE_ATTRIBUTE}]`);
  const card = template?.content.firstElementChild;
  if (!card) return [];
  const skeletons = root.querySelectorAll(`[${CARD_SKELETON_ATTRIBUTE}]`);
  return quizzes.slice(0, FIRST_ROW_CARDS).flatMap((quiz, index) => {
    const skeleton = skeletons[index];
    if (!skeleton) return [];
    const filled = filledCard(card, quiz, now);
    skeleton.replaceWith(filled);
    return [filled];
  });
}

/**
 * Brings a served card's availability line to the reader's clock and time zone (the server wrote
 * it in its own): the one part of a card that depends on where and when it is read.
 */
export function refreshAvailability(card: Element, quiz: CatalogueRow, now: Date = new Date()): void {
  const line = card.querySelector(`[${CARD_PART_ATTRIBUTE}="availability"]`);
  const text = availabilityLabel(quiz, now);
  if (line && text !== null) (line.lastElementChild ?? line).textContent = text;
}
