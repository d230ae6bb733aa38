// @vitest-environment jsdom
// The pages are read back as a browser parses them: jsdom's DOMParser follows the HTML standard.
import { describe, expect, it } from 'vitest';
import { HOLD_PRESS_ATTRIBUTE, SERVED_CARD_ATTRIBUTE, SERVED_CATALOGUE_ID } from '@quizmaster/shared/catalogue-first-row';
import { renderQuizzesPage } from './render';
import { row, SHELL } from './test-fixtures';

const NOW = new Date('2026-06-01T12:00:00Z');
const list = { quizType: null, count: 12 };

function served(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const cards = [...document.querySelectorAll(`[${SERVED_CARD_ATTRIBUTE}]`)];
  const data = JSON.parse(document.getElementById(SERVED_CATALOGUE_ID)?.textContent ?? 'null') as unknown;
  return { document, cards, data };
}

describe("the server-rendered /quizzes' first row", () => {
  it('fills the first three skeletons, preloads the first cover, and carries every row read as wire documents', () => {
    const rows = [row('geography'), row('history', { quizType: 'paid', closesAt: new Date('2026-06-02T10:00:00Z') }), row('science'), row('fourth')];
    const { document, cards, data } = served(renderQuizzesPage(SHELL, list, rows, NOW));
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).toEqual(['/covers/geography.svg', '/covers/history.svg', '/covers/science.svg']);
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual(['/startQuiz/geography', '/startQuiz/history', '/startQuiz/science']);
    expect(cards.map((card) => card.querySelector('[data-card-part="paid"]') !== null)).toEqual([false, true, false]);
    // Only a paid card's press waits for the player's claims (the shell's loader holds it until the entry).
    expect(cards.map((card) => card.querySelector('a')?.hasAttribute(HOLD_PRESS_ATTRIBUTE))).toEqual([false, true, false]);
    expect(cards[1]?.querySelector('[data-card-part="availability"] p')?.textContent).toMatch(/^Closes Jun 2, /);
    expect(cards[0]?.querySelector('[data-card-part="availability"]')).toBeNull();
    expect(document.querySelectorAll('[data-quiz-card-skeleton]')).toHaveLength(3);
    expect(document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/covers/geography.svg');
    // The template stays as it was, for the entry and the app.
    expect(document.querySelector('template')?.content.querySelector('img')?.getAttribute('src')).toBe('/covers/template.svg');
    expect(data).toMatchObject({ quizType: null, count: 12 });
    const documents = (data as { documents: { id: string; fields: Record<string, unknown> }[] }).documents;
    expect(documents.map((document) => document.id)).toEqual(['geography', 'history', 'science', 'fourth']);
    expect(documents[1]?.fields).toMatchObject({
      quizName: { stringValue: 'The history quiz' },
      allQTime: { integerValue: '6' },
      createdAt: { timestampValue: '2026-01-02T03:04:05.678Z' },
      closesAt: { timestampValue: '2026-06-02T10:00:00.000Z' },
    });
    // The rest of the document is the shell's, inline script included.
    expect(document.querySelector('head script')?.textContent).toBe('var inline = 1 < 2 && "</b>";');
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/entry.js');
  });

  it("puts an admin's markup in a quiz's text as text, and ends the JSON block nowhere but at its end", () => {
    const hostile = '<img src=x onerror=alert(1)></script><script>alert(2)</script>';
    const html = renderQuizzesPage(SHELL, list, [row('evil', { quizName: hostile, description: hostile, image: '"><script>alert(3)</script>' })], NOW);
    // No element but the shell's and the card's.
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('script')).toHaveLength(3);
    expect(parsed.querySelectorAll('img')).toHaveLength(1);
    const card = parsed.querySelector(`[${SERVED_CARD_ATTRIBUTE}]`);
    expect(card?.querySelector('h2')?.getAttribute('title')).toBe(hostile);
    expect(card?.querySelector('h2')?.textContent).toBe(hostile.slice(0, 20));
    expect(card?.querySelector('img')?.getAttribute('src')).toBe('"><script>alert(3)</script>');
    const { data } = served(html);
    expect((data as { documents: { fields: { quizName: unknown } }[] }).documents[0]?.fields.quizName).toEqual({ stringValue: hostile });
  });

  it('leaves the skeletons of an empty catalogue, without a cover to preload', () => {
    const { document, cards, data } = served(renderQuizzesPage(SHELL, list, [], NOW));
    expect(cards).toHaveLength(0);
    expect(document.querySelectorAll('[data-quiz-card-skeleton]')).toHaveLength(6);
    expect(document.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    expect(data).toEqual({ quizType: null, count: 12, documents: [] });
  });

  it('serves a shell without a card template (another build) as it is', () => {
    const shell = SHELL.replace(/<template[\s\S]*<\/template>/, '');
    expect(renderQuizzesPage(shell, list, [row('geography')], NOW)).toBe(shell);
  });
});
