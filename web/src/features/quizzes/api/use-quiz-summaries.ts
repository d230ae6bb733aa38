import { getDocs, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_RESTORED_PAGES, PAGE_SIZES } from '@quizmaster/shared/paging';
import type { QuizSummary, QuizType } from '@quizmaster/shared/models/quiz';
import { defaultFirebaseApp } from '@/lib/firebase-app';
import { liteFirestore } from '@/lib/firestore/lite';
import type { WithId } from '@/lib/firestore/converter';
import { catalogueQuery } from '@/lib/firestore/lite-refs';

const PAGE = PAGE_SIZES.catalogue;

/** The pages a URL asks for: `?more=2` is the first two pages; anything unreadable is one. */
function pagesFrom(text: string | null): number {
  const pages = Number.parseInt(text ?? '', 10);
  return Number.isFinite(pages) && pages >= 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

type Snapshot = QueryDocumentSnapshot<WithId<QuizSummary>>;

interface Loaded {
  quizType: QuizType | null;
  pages: number;
  /** The cursor of the next page is the last snapshot. */
  snapshots: Snapshot[];
  quizzes: WithId<QuizSummary>[];
  hasMore: boolean;
  /**
   * Set by "Load more": the pages the URL said before it. The URL catches up a render later (the
   * router navigates asynchronously); until then the list must stay on screen, or the grid would
   * flash its skeleton and the Load more button would lose the keyboard focus.
   */
  extendedFrom?: number;
}

function loadedList(quizType: QuizType | null, pages: number, snapshots: Snapshot[], hasMore: boolean): Loaded {
  return { quizType, pages, snapshots, quizzes: snapshots.map((snapshot) => snapshot.data()), hasMore };
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
 * Firestore Lite (the landing page never loads the full SDK; the cards need not be live).
 * "Load more" reads the next page after the last card, and records how many pages are shown in
 * the URL (`?more=2`), so reload and Back show the same cards: restoring reads them in one query
 * of pages x size, the cost of what is shown. `quizType` narrows it to free or paid quizzes.
 */
export function useQuizSummaries(quizType: QuizType | null = null): QuizSummaries {
  // The default app, not reactfire's: the landing page shows the catalogue without reactfire (and Auth).
  const app = defaultFirebaseApp();
  const [params, setParams] = useSearchParams();
  const requested = pagesFrom(params.get('more'));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<{ quizType: QuizType | null; pages: number; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The latest list and what the page asks for now, for reads that finish after either changed.
  const latest = useRef<Loaded | null>(null);
  const wanted = useRef({ quizType, requested });
  useEffect(() => {
    wanted.current = { quizType, requested };
  }, [quizType, requested]);

  const current = loaded && loaded.quizType === quizType && (loaded.pages === requested || loaded.extendedFrom === requested) ? loaded : null;

  useEffect(() => {
    const shown = latest.current;
    // A "Load more" of ours already shows what the URL now says.
    if (shown && shown.quizType === quizType && shown.pages === requested) return undefined;
    let active = true;
    getDocs(catalogueQuery(liteFirestore(app), { quizType, count: requested * PAGE })).then(
      (snapshot) => {
        if (!active) return;
        const count = requested * PAGE;
        const next = loadedList(quizType, requested, snapshot.docs.slice(0, count), snapshot.docs.length > count);
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
  }, [app, quizType, requested]);

  const loadMore = useCallback(async (): Promise<LoadedMore | null> => {
    const shown = latest.current;
    const last = shown?.snapshots.at(-1);
    if (!shown || !last || !shown.hasMore) return null;
    setLoadingMore(true);
    try {
      const snapshot = await getDocs(catalogueQuery(liteFirestore(app), { quizType: shown.quizType, count: PAGE, after: last }));
      // The filter or the URL changed meanwhile: this page belongs to no list on screen.
      const stillShown = latest.current === shown && wanted.current.quizType === shown.quizType && wanted.current.requested === shown.pages;
      if (!stillShown) return null;
      const added = snapshot.docs.slice(0, PAGE);
      const next = { ...loadedList(shown.quizType, shown.pages + 1, [...shown.snapshots, ...added], snapshot.docs.length > PAGE), extendedFrom: shown.pages };
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
  }, [app, setParams]);

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
