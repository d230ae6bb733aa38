/**
 * A prerendered page's emotion styles (the rules of the classes its HTML uses), out of emotion's
 * reach. Emotion's browser cache moves every `<style data-emotion>` it finds to the end of <head>
 * as it is created (when the app chunk evaluates): the browser then rebuilds its style rules and
 * restyles the whole page, 20-70 ms of main thread at Lighthouse's 4x slower CPU. The build merges
 * the page's tags into one `<style data-prerendered-css="name name …">` (vite.config.ts,
 * `prerenderedDocument`) and the global ones carry `data-s` (prerender.tsx, `globalStyleTags`), which
 * emotion leaves where they are; `adoptPrerenderedStyles` (`adopt-prerendered-styles.ts`)
 * tells the cache their classes are in. This module runs in the build (vite.config.ts) too.
 */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

const emotionTag = /^<style data-emotion="([^" ]+) ?([^"]*)"[^>]*>([\s\S]*)<\/style>$/;

/** The `<style>` elements of a prerendered page's head, from the tags emotion rendered (in order) with its HTML. */
export function prerenderedStyleTags(tags: readonly string[]): string {
  const names: string[] = [];
  const rules: string[] = [];
  const others: string[] = [];
  for (const tag of tags) {
    const [, key, tagNames = '', css = ''] = emotionTag.exec(tag) ?? [];
    if (!key) throw new Error(`Not an emotion <style> element: ${tag.slice(0, 100)}`);
    if (css === '') continue; // an empty Global (the app's provider leaves Chakra's global styles to the HTML)
    if (key === 'css') {
      names.push(tagNames);
      rules.push(css);
    } else {
      others.push(tag.replace('<style ', '<style data-s="" '));
    }
  }
  const pageStyles = names.length === 0 ? '' : `<style ${PRERENDERED_CSS_ATTRIBUTE}="${names.join(' ')}">${rules.join('')}</style>`;
  return others.join('') + pageStyles;
}
