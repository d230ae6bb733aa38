import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import type { QuizSummary, QuizType } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import type { NewestFirstCursor } from '@/lib/firestore/rest-refs';
import { earlyCatalogueRows, pagesFrom, readCatalogue, takeEarlyCatalogueRead } from './catalogue-read';

const PAGE = PAGE_SIZES.catalogue;

/** The next page continues after the last card. */
const cursorAfter = (quiz: WithId<QuizSummary>): NewestFirstCursor => [quiz.createdAt, quiz.id];

interface Loaded {
  quizType: QuizType | null;
  pages: number;
  quizzes: WithId<QuizSummary>[];
  hasMore: boolean;
  /**
   * Set by "Load more": the pages the URL said before it. The URL catches up a render later (the
   * router navigates asynchronously); until then the list must stay on screen, or the grid would
   * flash its skeleton and the Load more button would lose the keyboard focus.
   */
  extendedFrom?: number;
}

function loadedList(quizType: QuizType | null, pages: number, quizzes: WithId<QuizSummary>[], hasMore: boolean): Loaded {
  return { quizType, pages, quizzes, hasMore };
}

/** What a "Load more" did: how many quizzes it added and whether any are left. */
export interface LoadedMore {
  added: number;
  hasMore: boolean;
}

export type QuizSummaries =
  | { status: 'loading'; data: undefined; error: undefined }
  | {
      status: 'success';
      data: WithId<QuizSummary>[];
      error: undefined;
      hasMore: boolean;
      loadingMore: boolean;
      /** Appends the next page; null when the list changed meanwhile; rejects when the read failed. */
      loadMore: () => Promise<LoadedMore | null>;
    }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * The quiz catalogue, newest first, `PAGE_SIZES.catalogue` cards a page, read once through
 * Firestore's REST API (./rest.ts: the landing page loads no Firebase SDK; the cards need not be live).
 * "Load more" reads the next page after the last card, and records how many pages are shown in
 * the URL (`?more=2`), so reload and Back show the same cards: restoring reads them in one query
 * of pages x size, the cost of what is shown. `quizType` narrows it to free or paid quizzes.
 */
export function useQuizSummaries(quizType: QuizType | null = null): QuizSummaries {
  const [params, setParams] = useSearchParams();
  const requested = pagesFrom(params.get('more'));
  // The early read's list when it is already in: the first render then shows the cards the shell showed, not a skeleton.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const early = earlyCatalogueRows({ quizType, count: requested * PAGE });
    return early ? loadedList(quizType, requested, early.slice(0, requested * PAGE), early.length > requested * PAGE) : null;
  });
  const [error, setError] = useState<{ quizType: QuizType | null; pages: number; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The latest list and what the page asks for now, for reads that finish after either changed.
  const latest = useRef<Loaded | null>(loaded);
  const wanted = useRef({ quizType, requested });
  useEffect(() => {
    wanted.current = { quizType, requested };
  }, [quizType, requested]);

  const current = loaded && loaded.quizType === quizType && (loaded.pages === requested || loaded.extendedFrom === requested) ? loaded : null;

  useEffect(() => {
    const shown = latest.current;
    // The early read's list (taken at the first render) or a "Load more" of ours already shows what the URL now says.
    if (shown && shown.quizType === quizType && shown.pages === requested) {
      takeEarlyCatalogueRead();
      return undefined;
    }
    let active = true;
    readCatalogue({ quizType, count: requested * PAGE }).then(
      (quizzes) => {
        if (!active) return;
        const count = requested * PAGE;
        const next = loadedList(quizType, requested, quizzes.slice(0, count), quizzes.length > count);
        latest.current = next;
        setLoaded(next);
      },
      (failure: unknown) => {
        if (active) setError({ quizType, pages: requested, error: failure });
      },
    );
    return () => {
      active = false;
    };
  }, [quizType, requested]);

  const loadMore = useCallback(async (): Promise<LoadedMore | null> => {
    const shown = latest.current;
    const last = shown?.quizzes.at(-1);
    if (!shown || !last || !shown.hasMore) return null;
    setLoadingMore(true);
    try {
      const quizzes = await readCatalogue({ quizType: shown.quizType, count: PAGE, after: cursorAfter(last) });
      // The filter or the URL changed meanwhile: this page belongs to no list on screen.
      const stillShown = latest.current === shown && wanted.current.quizType === shown.quizType && wanted.current.requested === shown.pages;
      if (!stillShown) return null;
      const added = quizzes.slice(0, PAGE);
      const next = { ...loadedList(shown.quizType, shown.pages + 1, [...shown.quizzes, ...added], quizzes.length > PAGE), extendedFrom: shown.pages };
      latest.current = next;
      setLoaded(next);
      setParams(
        (currentParams) => {
          const copy = new URLSearchParams(currentParams);
          copy.set('more', String(next.pages));
          return copy;
        },
        // Loading more is not a new place to go Back to; reload and Back restore it from the URL.
        { replace: true, preventScrollReset: true },
      );
      return { added: added.length, hasMore: next.hasMore };
    } finally {
      setLoadingMore(false);
    }
  }, [setParams]);

  if (error && error.quizType === quizType && error.pages === requested && !current) {
    return { status: 'error', data: undefined, error: error.error };
  }
  if (!current) return { status: 'loading', data: undefined, error: undefined };
  return {
    status: 'success',
    data: current.quizzes,
    error: undefined,
    hasMore: current.hasMore,
    loadingMore,
    loadMore,
  };
}
