import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { COLOR_MODE_STORAGE_KEY, ColorModeContext, type ColorMode } from './color-mode-context';

/** The remembered mode, else the system's. */
function currentColorMode(): ColorMode {
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

const listeners = new Set<() => void>();

/** Follows changes from this tab (setColorMode) and from other tabs (the storage event). */
function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_STORAGE_KEY) return;
    applyColorMode(currentColorMode());
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The prerendered HTML is rendered in light mode; React renders the same while it hydrates, then
 * switches to the real mode at once. The page's colours never wait for that: an inline script in
 * index.html puts the remembered mode on <html> before the first paint.
 */
const serverColorMode = (): ColorMode => 'light';

/** Light/dark mode, remembered in localStorage. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const colorMode = useSyncExternalStore(subscribe, currentColorMode, serverColorMode);

  const setColorMode = useCallback((mode: ColorMode) => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    applyColorMode(mode);
    for (const listener of listeners) listener();
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
