import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Chakra system: the default theme with our brand colour and system fonts (nothing to download). */
const config = defineConfig({
  globalCss: {
    html: { scrollPaddingTop: '80px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif` },
        body: { value: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif` },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
