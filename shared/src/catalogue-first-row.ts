/**
 * /quizzes' first row of cards, filled into the page's prerendered shell before the app starts:
 * by the server (functions/src/quizzes-page, which serves /quizzes with it) and, when the page
 * came without it, by the browser's entry from its early read (web/src/features/quizzes/lib/
 * early-first-row.ts). Both copy the card the build rendered into the shell's `<template>` (the
 * app's own QuizCard, so the same markup and styles) and fill its parts through the DOM, so a
 * quiz's text is never parsed as HTML.
 */
import { quizCardText } from './card-text';
import { QUIZ_TYPES, type QuizSummary, type QuizType } from './models/quiz';
import { MAX_RESTORED_PAGES, PAGE_SIZES } from './paging';

/** /quizzes' prerendered shell holds a QuizCard in a `<template>` with this attribute (web: components/card-template.tsx). */
export const CARD_TEMPLATE_ATTRIBUTE = 'data-quiz-card-template';

/**
 * The template card's quiz id, which its Take A Test link ends with: a filled card's link is the
 * template's with the quiz's id (the app's own link, as `paths` builds it).
 */
export const TEMPLATE_QUIZ_ID = '__quiz__';

/** The template card's cover: the server puts the first quiz's in the preload React hoisted for it. */
export const TEMPLATE_COVER = '/covers/template.svg';

/** Marks the parts of a QuizCard that vary by quiz (web: components/quiz-card.tsx). */
export const CARD_PART_ATTRIBUTE = 'data-card-part';

export type CardPart = 'cover' | 'title' | 'paid' | 'description' | 'takers' | 'questions' | 'availability' | 'take-test';

/** Each skeleton card of the grid's loading state (web: quiz-grid-skeleton.tsx), whose place a filled card takes. */
export const CARD_SKELETON_ATTRIBUTE = 'data-quiz-card-skeleton';

/** The grid's first row on the widest screens: the cards whose covers load at once, and that the shell fills early. */
export const FIRST_ROW_CARDS = 3;

/** A quiz with its document id. */
export type CatalogueRow = QuizSummary & { id: string };

/** The catalogue list a /quizzes URL opens with: its `?type=`, and `?more=` pages (anything unreadable is one page). */
export interface CatalogueList {
  quizType: QuizType | null;
  /** The quizzes shown: pages × the page size (the read asks for one more, which says whether there are more). */
  count: number;
}

/** The pages a URL asks for: `?more=2` is the first two pages; anything unreadable is one. */
export function pagesFrom(text: string | null): number {
  const pages = Number.parseInt(text ?? '', 10);
  return Number.isFinite(pages) && pages >= 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

export function catalogueListOf(params: Pick<URLSearchParams, 'get'>): CatalogueList {
  return { quizType: QUIZ_TYPES.find((type) => type === params.get('type')) ?? null, count: pagesFrom(params.get('more')) * PAGE_SIZES.catalogue };
}

/**
 * The id of the JSON block the server-rendered /quizzes carries after #root: the list it read
 * (`{ quizType, count, documents }`, each document `{ id, fields }` in Firestore's REST wire
 * format, the rows the app's first render takes instead of reading them again).
 */
export const SERVED_CATALOGUE_ID = 'served-catalogue';

/** Marks a first-row card the server filled in (the entry takes those cards over and drops the mark). */
export const SERVED_CARD_ATTRIBUTE = 'data-served-card';

/**
 * The few DOM calls the filling makes, so a browser's DOM and the server's (linkedom) both serve
 * (the functions are compiled without the DOM's types).
 */
export interface CardNode {
  querySelector(selectors: string): CardNode | null;
  querySelectorAll(selectors: string): ArrayLike<CardNode>;
  cloneNode(deep: boolean): unknown;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  remove(): void;
  replaceWith(node: never): void;
  readonly firstElementChild: CardNode | null;
  readonly lastElementChild: CardNode | null;
  textContent: string | null;
  /** A `<template>`'s inert content. */
  readonly content?: { readonly firstElementChild: CardNode | null };
}

/** A copy of the template's card, filled with `quiz`: what the app's QuizCard renders for it while the player's access loads. */
function filledCard<Card extends CardNode>(template: Card, quiz: CatalogueRow, now: Date): Card {
  const card = template.cloneNode(true) as Card;
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
export function fillFirstRow<Card extends CardNode>(root: Pick<Card, 'querySelector' | 'querySelectorAll'>, quizzes: readonly CatalogueRow[], now: Date = new Date()): Card[] {
  const template = root.querySelector(`template[${CARD_TEMPLATE_ATTRIBUTE}]`);
  // The template's content (a browser's inert fragment), or its children where a DOM keeps them there.
  const card = (template?.content?.firstElementChild ?? template?.firstElementChild) as Card | null | undefined;
  if (!card) return [];
  const skeletons = root.querySelectorAll(`[${CARD_SKELETON_ATTRIBUTE}]`);
  return quizzes.slice(0, FIRST_ROW_CARDS).flatMap((quiz, index) => {
    const skeleton = skeletons[index];
    if (!skeleton) return [];
    const filled = filledCard(card, quiz, now);
    skeleton.replaceWith(filled as never);
    return [filled];
  });
}

/**
 * Brings a served card's availability line to the reader's clock and time zone (the server wrote
 * it in its own): the one part of a card that depends on where and when it is read.
 */
export function refreshAvailability(card: CardNode, quiz: CatalogueRow, now: Date = new Date()): void {
  const line = card.querySelector(`[${CARD_PART_ATTRIBUTE}="availability"]`);
  const text = quizCardText(quiz, now).availability;
  if (line && text !== null) (line.lastElementChild ?? line).textContent = text;
}
