import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

/** Light/dark mode through next-themes (a class on <html>), remembered in localStorage. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" disableTransitionOnChange storageKey="quizmaster-color-mode">
      {children}
    </ThemeProvider>
  );
}
