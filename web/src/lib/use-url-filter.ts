import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The parameters that place a paged list; any filter change drops them (back to the first page). */
const PAGE_PARAMS = ['after', 'before', 'start'] as const;

/**
 * A list filter kept in the URL (`?q=ada&role=admin`), so reload, Back and a shared link keep
 * it. Setting it replaces the history entry (typing is not navigation), keeps the scroll position
 * and starts at page one.
 */
export function useUrlFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      setParams(
        () => {
          // Not react-router's `current`: that is the URL of the render the setter came from, so a
          // delayed call (the search box's pause) would undo changes made meanwhile (a select).
          const copy = new URLSearchParams(window.location.search);
          if (next === '') copy.delete(name);
          else copy.set(name, next);
          for (const param of PAGE_PARAMS) copy.delete(param);
          return copy;
        },
        // Filtering is not navigating: the page stays where it is scrolled to (app/scroll-restoration.ts).
        { replace: true, preventScrollReset: true },
      );
    },
    [name, setParams],
  );
  return [value, setValue];
}
