import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the browser APIs Chakra UI and the layout use; give them inert versions.
if (!('matchMedia' in window)) {
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
  if (!(name in window)) Object.defineProperty(window, name, { value: InertObserver });
}

afterEach(() => {
  cleanup();
});
