import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests of the build-time prerender run in Node (no window, no DOM): nothing to set up there.
const inBrowser = typeof window !== 'undefined';

// jsdom lacks the browser APIs Chakra UI and the layout use; give them inert versions.
if (inBrowser && !('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
  if (inBrowser && !(name in window)) Object.defineProperty(window, name, { value: InertObserver });
}

// Zag (under Chakra's checkbox) builds PointerEvents on blur; jsdom has none.
if (inBrowser && !('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim });
}

afterEach(() => {
  cleanup();
});
