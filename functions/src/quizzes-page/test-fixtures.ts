import type { CatalogueRow } from '@quizmaster/shared/catalogue-first-row';

/** Fixtures of the quizzesPage tests. */
const skeleton = '<div data-quiz-card-skeleton="" class="skeleton"></div>';
const part = (name: string, text: string) => `<div data-card-part="${name}"><svg aria-hidden="true"><path d="M0 0"></path></svg><p>${text}</p></div>`;
/** /quizzes' shell as the build writes it, in short: the cover's hoisted preload, six skeletons and the card template. */
export const SHELL = `<!doctype html><html lang="en"><head><title>Quizzes</title><script>var inline = 1 < 2 && "</b>";</script></head><body>
<div id="root" data-shell="/quizzes"><link rel="preload" as="image" href="/covers/template.svg" fetchPriority="high"/><main><div data-early-catalogue-read="">
<div class="grid">${skeleton.repeat(6)}</div></div></main>
<template data-quiz-card-template=""><div class="card"><img src="/covers/template.svg" alt="" loading="eager" data-card-part="cover"/>
<h2 title="Quiz" data-card-part="title">Quiz</h2><span data-card-part="paid">Paid</span><p title="Description" data-card-part="description">Description</p>
${part('takers', '0 people took it')}${part('questions', '1 question · 1 min')}${part('availability', 'Opens Sep 13, 12:00 AM')}
<a aria-label="Take A Test: Quiz" data-card-part="take-test" href="/startQuiz/__quiz__">Take A Test</a></div></template></div>
<script type="module" src="/assets/entry.js"></script></body></html>`;

export const row = (id: string, overrides: Partial<CatalogueRow> = {}): CatalogueRow => ({
  id,
  quizName: `The ${id} quiz`,
  image: `/covers/${id}.svg`,
  description: `All about ${id}.`,
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 6,
  questionCount: 5,
  submissionCount: 1,
  createdBy: 'admin',
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
  ...overrides,
});
