import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '@quizmaster/shared/text';

/**
 * Set only while the build prerenders a page (src/prerender.tsx): receives the page's title,
 * which goes into the HTML's <title>, since effects do not run there.
 */
export const PageTitleCapture = createContext<((title: string) => void) | null>(null);

/** Sets document.title to '{title} - Quiz Master' while the page is shown. */
export function usePageTitle(title: string): void {
  useContext(PageTitleCapture)?.(pageTitle(title));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
