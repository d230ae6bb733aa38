import { describe, expect, it } from 'vitest';
import { EARLY_SIGNED_IN_READ_ATTRIBUTE } from '@/lib/early-signed-in-reads';
import { earlySignedInReadOf } from './early-signed-in-reads';

describe('earlySignedInReadOf', () => {
  const containerWith = (html: string) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container;
  };

  it("names the read a page's shell asks for", () => {
    expect(earlySignedInReadOf(containerWith(`<main><div ${EARLY_SIGNED_IN_READ_ATTRIBUTE}="quiz-start"></div></main>`))).toBe('quiz-start');
    expect(earlySignedInReadOf(containerWith(`<div ${EARLY_SIGNED_IN_READ_ATTRIBUTE}="own-user-record"></div>`))).toBe('own-user-record');
  });

  it('starts nothing for a page without the mark, or with a read it does not know', () => {
    expect(earlySignedInReadOf(containerWith('<main></main>'))).toBeNull();
    expect(earlySignedInReadOf(containerWith(`<div ${EARLY_SIGNED_IN_READ_ATTRIBUTE}="payments"></div>`))).toBeNull();
  });
});
