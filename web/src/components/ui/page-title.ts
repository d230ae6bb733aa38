import { useEffect } from 'react';
import { pageTitle } from '@quizmaster/shared/text';

/** Sets document.title to '{title} - Quiz Master' while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
