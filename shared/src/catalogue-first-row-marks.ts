/**
 * The marks of /quizzes' first row in the prerendered shell and in the served page: constants
 * only, with no imports, so the app's skeletons and cards name them without pulling in the
 * filling (./catalogue-first-row.ts).
 */

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

/**
 * The id of the JSON block the server-rendered /quizzes carries after #root: the list it read
 * (`{ quizType, count, documents }`, each document `{ id, fields }` in Firestore's REST wire
 * format, the rows the app's first render takes instead of reading them again).
 */
export const SERVED_CATALOGUE_ID = 'served-catalogue';

/** Marks a first-row card the server filled in (the entry takes those cards over and drops the mark). */
export const SERVED_CARD_ATTRIBUTE = 'data-served-card';

/**
 * Marks a served paid card's Take A Test link. Until the entry takes the row over (and drops the
 * mark), the shell's loader holds a plain press on it (web/src/app/route-preloads.ts: no default,
 * `aria-busy`), and the entry hands that press to the app, which waits for the player's claims:
 * a press made before any script of the app never detours through the quiz page (ADR 0007).
 */
export const HOLD_PRESS_ATTRIBUTE = 'data-hold-press';
