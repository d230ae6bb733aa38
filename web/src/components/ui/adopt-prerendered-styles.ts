import type { EmotionCache } from '@emotion/react';
import { PRERENDERED_CSS_ATTRIBUTE } from './prerendered-styles';

let adopted = false;

/** Marks the prerendered page's classes as inserted in the browser's emotion cache, so the app does not insert their rules again. */
export function adoptPrerenderedStyles(cache: EmotionCache | null): void {
  if (adopted || !cache || typeof document === 'undefined') return;
  adopted = true;
  for (const style of document.querySelectorAll(`style[${PRERENDERED_CSS_ATTRIBUTE}]`)) {
    for (const name of (style.getAttribute(PRERENDERED_CSS_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
}
