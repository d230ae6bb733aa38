import { QUIZ_TYPES, type QuizSummary, type QuizType } from './models/quiz';
import { MAX_RESTORED_PAGES, PAGE_SIZES } from './paging';

/** A quiz with its document id. */
export type CatalogueRow = QuizSummary & { id: string };

/** The catalogue list a /quizzes URL opens with: its `?type=`, and `?more=` pages (anything unreadable is one page). */
export interface CatalogueList {
  quizType: QuizType | null;
  /** The quizzes shown: pages × the page size (the read asks for one more, which says whether there are more). */
  count: number;
}

/** The pages a URL asks for: `?more=2` is the first two pages; anything unreadable is one. */
export function pagesFrom(text: string | null): number {
  const pages = Number.parseInt(text ?? '', 10);
  return Number.isFinite(pages) && pages >= 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

export function catalogueListOf(params: Pick<URLSearchParams, 'get'>): CatalogueList {
  return { quizType: QUIZ_TYPES.find((type) => type === params.get('type')) ?? null, count: pagesFrom(params.get('more')) * PAGE_SIZES.catalogue };
}
