import type { CatalogueList } from '@quizmaster/shared/catalogue-list';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { WithId } from '@/lib/firestore/converter';
import { readers } from '@/lib/firestore/readers';
import { runQuery, type RestDocument } from '@/lib/firestore/rest';
import { catalogueQuery } from '@/lib/firestore/rest-refs';

export type CatalogueRead = Parameters<typeof catalogueQuery>[0];
type Rows = Promise<WithId<QuizSummary>[]>;

export { pagesFrom } from '@quizmaster/shared/catalogue-list';

/** The catalogue's rows: a public read (no ID token), each quiz read as its model. */
async function readRows(query: CatalogueRead): Rows {
  const documents: RestDocument[] = await runQuery(null, catalogueQuery(query));
  return documents.map((document) => ({ ...readers.quizSummary(document.data), id: document.id }));
}

/** A read started before the app (startEarlyCatalogueRead), until the page takes it; `settled` once it succeeded. */
let early: (CatalogueList & { rows: Rows; startedAt: number; settled?: WithId<QuizSummary>[] }) | undefined;

/** Past this, an early read nobody took (the page was left before it mounted) is too old to show. */
const EARLY_READ_MAX_AGE_MS = 30_000;

/**
 * Starts the read the catalogue page will make for `list` (the URL's `?type=` and `?more=`),
 * from the entry (src/main.tsx) while the app's chunks download: the catalogue is public, so it
 * needs neither Auth nor the page, and its first cards no longer wait for both before their read
 * even starts. With `served`, the rows the server-rendered page came with
 * (functions/src/quizzes-page) are that read, already in: nothing reads them again.
 */
export function startEarlyCatalogueRead(list: CatalogueList, served?: WithId<QuizSummary>[]): Rows {
  const rows = served ? Promise.resolve(served) : readRows(list);
  const started: NonNullable<typeof early> = { ...list, rows, startedAt: Date.now(), settled: served };
  early = started;
  // Kept for the app's first render (earlyCatalogueRows); a failed early read is made again by the page.
  rows.then((settled) => (started.settled = settled)).catch(() => undefined);
  return rows;
}

const isFresh = (started: NonNullable<typeof early>) => Date.now() - started.startedAt < EARLY_READ_MAX_AGE_MS;

const isSameList = (started: NonNullable<typeof early>, query: CatalogueRead) =>
  !query.after && started.quizType === query.quizType && started.count === query.count;

/**
 * The early read's rows if it has already come back and is the page's first list (`query`): the
 * page's first render then shows the cards the shell showed (early-first-row.ts) rather than a
 * skeleton. A look only (renders may run twice): the page then takes it (takeEarlyCatalogueRead).
 */
export function earlyCatalogueRows(query: CatalogueRead): WithId<QuizSummary>[] | undefined {
  const started = early;
  if (!started?.settled || !isFresh(started) || !isSameList(started, query)) return undefined;
  return started.settled;
}

/** The page has shown the early read's rows (earlyCatalogueRows): later reads are new ones. */
export function takeEarlyCatalogueRead(): void {
  early = undefined;
}

/** The catalogue's rows for `query`: the early read when it is the same one (taken once), else a new read. */
export function readCatalogue(query: CatalogueRead): Rows {
  const started = early;
  early = undefined;
  if (started && isFresh(started) && isSameList(started, query)) return started.rows.catch(() => readRows(query));
  return readRows(query);
}
