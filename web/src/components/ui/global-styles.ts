import type { SystemContext } from '@chakra-ui/react';

/**
 * Chakra's global styles (the reset, every token as a CSS variable, the global CSS) are the same
 * on every page load, yet ChakraProvider turns them into CSS in the browser each time: emotion
 * serializes them, stylis parses them and the browser inserts several hundred rules, about 100 ms
 * of main thread on a desktop before the first page can render (four times that on a phone).
 * The build writes them into every HTML page instead (`globalStyleTags` in src/prerender.tsx,
 * used by vite.config.ts), and the built app hands ChakraProvider a system without them.
 *
 * The copy keeps the system's property descriptors: the build makes `_global` a lazy getter
 * (vite.config.ts, `chakraLazyGlobalStyles`), which a spread would call, building the CSS anyway.
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
  });
}
