import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The catalogue's type filter in the URL (`?type=paid`): reload and Back keep it. Changing it
 * replaces the history entry and starts again from the first page (drops `more`).
 */
export function useQuizTypeParam(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setType = useCallback(
    (value: string) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (value === '') copy.delete('type');
          else copy.set('type', value);
          copy.delete('more');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [params.get('type') ?? '', setType];
}
