import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueListOf } from '@quizmaster/shared/catalogue-list';

// The REST reader is the network: each call answers a fresh, recognisable result.
const runQuery = vi.fn<(...args: unknown[]) => Promise<unknown[]>>();
vi.mock('@/lib/firestore/rest', () => ({ DOCUMENT_ID: '__name__', runQuery: (...args: unknown[]) => runQuery(...args) }));

// The rows' reading is the readers' own concern (readers.test.ts): here, rows as they come.
vi.mock('@/lib/firestore/readers', () => ({ readers: { quizSummary: (data: object) => data } }));

const { earlyCatalogueRows, readCatalogue, startEarlyCatalogueRead, takeEarlyCatalogueRead } = await import('./catalogue-read');
/** The early read of the list a /quizzes URL with `search` opens. */
const startFor = (search: string) => startEarlyCatalogueRead(catalogueListOf(new URLSearchParams(search)));

const quizDocument = (id: string) => ({
  id,
  data: { quizName: id },
});

describe("the catalogue's early read", () => {
  let reads = 0;
  beforeEach(() => {
    reads = 0;
    runQuery.mockImplementation(() => Promise.resolve([quizDocument(`read-${String(++reads)}`)]));
  });
  afterEach(() => {
    vi.useRealTimers();
    runQuery.mockReset();
  });

  it("is the page's first read when the page asks for the same list, and is taken only once", async () => {
    void startFor('?type=paid&more=2');
    expect(runQuery).toHaveBeenCalledTimes(1);
    const first = await readCatalogue({ quizType: 'paid', count: 24 });
    expect(first.map((quiz) => quiz.id)).toEqual(['read-1']);
    expect(runQuery).toHaveBeenCalledTimes(1);
    const again = await readCatalogue({ quizType: 'paid', count: 24 });
    expect(again.map((quiz) => quiz.id)).toEqual(['read-2']);
  });

  it('is not used for another list, nor for a next page', async () => {
    void startFor('');
    expect((await readCatalogue({ quizType: 'free', count: 12 })).map((quiz) => quiz.id)).toEqual(['read-2']);
    void startFor('');
    const after = [new Date(0), 'x'] as const;
    expect((await readCatalogue({ quizType: null, count: 12, after })).map((quiz) => quiz.id)).toEqual(['read-4']);
  });

  it('is dropped once it is too old to show', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    void startFor('');
    vi.setSystemTime(31_000);
    expect((await readCatalogue({ quizType: null, count: 12 })).map((quiz) => quiz.id)).toEqual(['read-2']);
  });

  it('is read again by the page when it failed', async () => {
    runQuery.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    void startFor('?more=nonsense');
    expect((await readCatalogue({ quizType: null, count: 12 })).map((quiz) => quiz.id)).toEqual(['read-1']);
    expect(runQuery).toHaveBeenCalledTimes(2);
  });

  it("gives the rows it has read to the page's first render, for the same list only, until the page has taken them", async () => {
    const rows = startFor('?type=free');
    expect(earlyCatalogueRows({ quizType: 'free', count: 12 })).toBeUndefined();
    await rows;
    expect(earlyCatalogueRows({ quizType: 'free', count: 12 })?.map((quiz) => quiz.id)).toEqual(['read-1']);
    expect(earlyCatalogueRows({ quizType: 'free', count: 12 })?.map((quiz) => quiz.id)).toEqual(['read-1']);
    expect(earlyCatalogueRows({ quizType: 'paid', count: 12 })).toBeUndefined();
    expect(earlyCatalogueRows({ quizType: 'free', count: 24 })).toBeUndefined();
    takeEarlyCatalogueRead();
    expect(earlyCatalogueRows({ quizType: 'free', count: 12 })).toBeUndefined();
    expect((await readCatalogue({ quizType: 'free', count: 12 })).map((quiz) => quiz.id)).toEqual(['read-2']);
  });

  it('gives nothing to a first render when it failed', async () => {
    runQuery.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(startFor('')).rejects.toThrow('offline');
    expect(earlyCatalogueRows({ quizType: null, count: 12 })).toBeUndefined();
  });
});
