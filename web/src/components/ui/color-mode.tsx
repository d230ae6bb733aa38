import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, ColorModeContext, type ColorMode } from './color-mode-context';

function initialColorMode(): ColorMode {
  const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Chakra's dark styles follow a `dark` class on <html>; `color-scheme` styles native controls. */
function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/**
 * Light/dark mode, remembered in localStorage. An inline script in index.html applies the
 * remembered mode before the app loads, so a dark-mode reload never flashes light.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorModeState] = useState(initialColorMode);
  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);

  const setColorMode = useCallback((mode: ColorMode) => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    setColorModeState(mode);
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
