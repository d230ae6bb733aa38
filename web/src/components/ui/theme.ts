import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra system: the default theme with system fonts (nothing to download), and error text dark
 * enough for WCAG AA contrast (Chakra's default red.500 on white is 3.8:1).
 */
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
    semanticTokens: {
      colors: {
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
