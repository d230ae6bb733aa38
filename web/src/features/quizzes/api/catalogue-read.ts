import { MAX_RESTORED_PAGES, PAGE_SIZES } from '@quizmaster/shared/paging';
import { QUIZ_TYPES, type QuizSummary, type QuizType } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { readers } from '@/lib/firestore/readers';
import { runQuery, type RestDocument } from '@/lib/firestore/rest';
import { catalogueQuery } from '@/lib/firestore/rest-refs';

export type CatalogueRead = Parameters<typeof catalogueQuery>[0];
type Rows = Promise<WithId<QuizSummary>[]>;

/** The pages a URL asks for: `?more=2` is the first two pages; anything unreadable is one. */
export function pagesFrom(text: string | null): number {
  const pages = Number.parseInt(text ?? '', 10);
  return Number.isFinite(pages) && pages >= 1 ? Math.min(pages, MAX_RESTORED_PAGES) : 1;
}

/** The catalogue's rows: a public read (no ID token), each quiz read as its model. */
async function readRows(query: CatalogueRead): Rows {
  const documents: RestDocument[] = await runQuery(null, catalogueQuery(query));
  return documents.map((document) => ({ ...readers.quizSummary(document.data), id: document.id }));
}

/** A read started before the app (startEarlyCatalogueRead), until the page takes it. */
let early: { quizType: QuizType | null; count: number; rows: Rows; startedAt: number } | undefined;

/** Past this, an early read nobody took (the page was left before it mounted) is too old to show. */
const EARLY_READ_MAX_AGE_MS = 30_000;

/**
 * Starts the read the catalogue page at `location` will make (its `?type=` and `?more=`), from
 * the entry (src/main.tsx) while the app's chunks download: the catalogue is public, so it needs
 * neither Auth nor the page, and its first cards (the page's largest paint) no longer wait for
 * both before their read even starts.
 */
export function startEarlyCatalogueRead(location: Pick<Location, 'search'>): void {
  const params = new URLSearchParams(location.search);
  const quizType = QUIZ_TYPES.find((type) => type === params.get('type')) ?? null;
  const count = pagesFrom(params.get('more')) * PAGE_SIZES.catalogue;
  const rows = readRows({ quizType, count });
  rows.catch(() => undefined); // a failed early read is made again by the page
  early = { quizType, count, rows, startedAt: Date.now() };
}

/** The catalogue's rows for `query`: the early read when it is the same one (taken once), else a new read. */
export function readCatalogue(query: CatalogueRead): Rows {
  const started = early;
  early = undefined;
  const fresh = started !== undefined && Date.now() - started.startedAt < EARLY_READ_MAX_AGE_MS;
  if (started && fresh && !query.after && started.quizType === query.quizType && started.count === query.count) {
    return started.rows.catch(() => readRows(query));
  }
  return readRows(query);
}
