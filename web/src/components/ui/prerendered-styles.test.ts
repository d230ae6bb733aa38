// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptPrerenderedStyles } from './adopt-prerendered-styles';
import { PRERENDERED_CSS_ATTRIBUTE, prerenderedStyleTags } from './prerendered-styles';

describe('prerenderedStyleTags', () => {
  const tags = [
    '<style data-emotion="css-global 0"></style>',
    '<style data-emotion="css abc">.css-abc{color:red;}</style>',
    '<style data-emotion="css-global 1x2">@layer base{body{margin:0;}}</style>',
    '<style data-emotion="css def ghi">.css-def{margin:0;}.css-ghi{padding:0;}</style>',
  ];

  it("merges the page's class rules, in order, into one element emotion does not know", () => {
    const html = prerenderedStyleTags(tags);
    expect(html).toContain(`<style ${PRERENDERED_CSS_ATTRIBUTE}="abc def ghi">.css-abc{color:red;}.css-def{margin:0;}.css-ghi{padding:0;}</style>`);
    expect(html).not.toMatch(/data-emotion="css /);
  });

  it('keeps non-empty global styles with the data-s mark emotion skips, and drops empty ones', () => {
    const html = prerenderedStyleTags(tags);
    expect(html).toContain('<style data-s="" data-emotion="css-global 1x2">@layer base{body{margin:0;}}</style>');
    expect(html).not.toContain('css-global 0');
  });

  it('writes nothing for a page without styles, and refuses what is not an emotion tag', () => {
    expect(prerenderedStyleTags([])).toBe('');
    expect(() => prerenderedStyleTags(['<style>p{}</style>'])).toThrow(/Not an emotion/);
  });
});

describe('adoptPrerenderedStyles', () => {
  // The web tests share one document (isolate: false): other files' emotion style tags must be
  // back in <head> after this test, or a later file's first render fails (NotFoundError).
  const othersTags: Node[] = [];
  beforeEach(() => othersTags.push(...document.head.childNodes));
  afterEach(() => document.head.replaceChildren(...othersTags.splice(0)));

  it("marks the prerendered classes as inserted in the browser's cache, leaving the elements where they are", () => {
    document.head.innerHTML = `<style data-s="" data-emotion="css-global 1x2">body{}</style>${prerenderedStyleTags(['<style data-emotion="css abc def">.css-abc{}.css-def{}</style>'])}`;
    const before = document.head.innerHTML;
    const cache = createCache({ key: 'css' });
    expect(document.head.innerHTML).toBe(before);
    adoptPrerenderedStyles(cache);
    expect(cache.inserted).toMatchObject({ abc: true, def: true });
  });
});
