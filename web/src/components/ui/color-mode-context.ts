import { createContext } from 'react';

export type ColorMode = 'light' | 'dark';

/** Where the chosen mode is remembered; index.html reads the same key before React starts. */
export const COLOR_MODE_STORAGE_KEY = 'quizmaster-color-mode';

export interface ColorModeState {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
}

export const ColorModeContext = createContext<ColorModeState | null>(null);
