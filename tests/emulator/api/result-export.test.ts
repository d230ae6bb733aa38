/**
 * GET /api/v1/quiz-results/{quizId}/csv: a quiz's Result Sheet streamed as CSV to admins, more
 * than two export pages of it here, read through the Hosting emulator as the browser does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { CsvLineCounter, EXPORT_FAILED_MARK, resultSheetCsv } from '@quizmaster/shared/result-sheet-csv';
import { appUrl } from '../../support/urls';
import { arrangeQuiz, useDemoData } from './fixture';

const { admin, refs, tokens } = useDemoData('result-export', { reset: 'once' });

const BIG_QUIZ = 'export-big';
const BROKEN_QUIZ = 'export-broken';
const ROWS = 2 * PAGE_SIZES.export + 500;

/** Names a spreadsheet must not run, and CSV's special characters. */
const TRICKY_NAMES = ['=HYPERLINK("http://evil")', '+1 555', '-2', '@SUM(A1)', 'Doe, Jane', 'Line\nbreak', 'Say "hi"', 'Bob;=2+3', ' =1+1'];

function submission(index: number, marks: number) {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 1000);
  const userName = TRICKY_NAMES[index % 97] ?? `Player ${String(index)}`;
  return { userId: `uid-${String(index)}`, userName, userEmail: `p${String(index)}@example.com`, marks, points: 1, grade: 'C', paid: false, attempt: 1, startedAt: at, submittedAt: at };
}

/** Writes the submissions in sequential batches of 500 (the emulator's limit per commit). */
async function seedSubmissions(quizId: string, count: number, marksOf: (index: number) => number) {
  for (let start = 0; start < count; start += 500) {
    const batch = admin.firestore.batch();
    for (let index = start; index < Math.min(count, start + 500); index += 1) {
      batch.set(refs.submissions(quizId).doc(`s${String(index).padStart(5, '0')}`), submission(index, marksOf(index)));
    }
    await batch.commit();
  }
}

const exportPath = (quizId: string) => `${appUrl}/api/v1/quiz-results/${quizId}/csv`;
const asAdmin = () => ({ headers: { authorization: `Bearer ${tokens.admin}` } });

beforeAll(async () => {
  await arrangeQuiz(refs, BIG_QUIZ);
  // Few distinct marks, so most rows tie and the id decides their order.
  await seedSubmissions(BIG_QUIZ, ROWS, (index) => (index * 7) % 11);
}, 60_000);

describe('GET /quiz-results/{quizId}/csv', () => {
  it('streams the whole Result Sheet to an admin: header and every row once, best marks first, with the total up front', async () => {
    const response = await fetch(exportPath(BIG_QUIZ), asAdmin());
    expect(response).toHaveStatus(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="quiz-export-big-results.csv"');
    expect(response.headers.get('x-total-rows')).toBe(String(ROWS));
    const csv = await response.text();

    // The expected sheet: every submission, marks descending, then id descending.
    const stored = (await refs.submissions(BIG_QUIZ).get()).docs.map((doc) => ({ id: doc.id, row: doc.data() }));
    stored.sort((a, b) => b.row.marks - a.row.marks || (a.id < b.id ? 1 : -1));
    expect(stored).toHaveLength(ROWS);
    expect(csv).toBe(resultSheetCsv(stored.map(({ row }) => row)));

    const counter = new CsvLineCounter();
    counter.push(csv);
    expect(counter).toMatchObject({ rows: ROWS, failed: false });
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    // A formula after a `;` (what a `;`-separator spreadsheet would run) or after white space.
    expect(csv).toContain(`,"'Bob;=2+3",`);
    expect(csv).toContain(`,"' =1+1",`);
  });

  it('answers only the header for a quiz nobody took', async () => {
    await arrangeQuiz(refs, 'export-empty');
    const response = await fetch(exportPath('export-empty'), asAdmin());
    expect(response.headers.get('x-total-rows')).toBe('0');
    expect(await response.text()).toBe('#,Name,Email,Marks,Grade,Submitted\r\n');
  });

  it('refuses a player (403 JSON) and a visitor (401 JSON)', async () => {
    for (const token of [tokens.player, tokens.premium]) {
      const response = await fetch(exportPath(BIG_QUIZ), { headers: { authorization: `Bearer ${token}` } });
      expect(response).toHaveStatus(403);
      expect(await response.json()).toMatchObject({ error: 'permission-denied' });
    }
    const visitor = await fetch(exportPath(BIG_QUIZ));
    expect(visitor).toHaveStatus(401);
    expect(await visitor.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('answers 404 JSON for an unknown quiz and 400 JSON for an id that is not one', async () => {
    const unknown = await fetch(exportPath('no-such-quiz'), asAdmin());
    expect(unknown).toHaveStatus(404);
    expect(await unknown.json()).toMatchObject({ error: 'not-found', message: 'No quiz has the id no-such-quiz.' });
    const invalid = await fetch(exportPath('bad%2Fid'), asAdmin());
    expect(invalid).toHaveStatus(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid-argument', fields: [{ field: 'quizId' }] });
  });

  it('ends a sheet that fails part-way with a line saying the file is incomplete', async () => {
    await arrangeQuiz(refs, BROKEN_QUIZ);
    await seedSubmissions(BROKEN_QUIZ, PAGE_SIZES.export + 100, () => 50);
    // A result that breaks the model, last in the sheet (lowest marks): the second page fails.
    await admin.firestore.doc(`${paths.submissions(BROKEN_QUIZ)}/zz-broken`).set({ userId: 'x', marks: -1 });

    const stop = new AbortController();
    const response = await fetch(exportPath(BROKEN_QUIZ), { ...asAdmin(), signal: stop.signal });
    expect(response).toHaveStatus(200);
    const counter = new CsvLineCounter();
    const decoder = new TextDecoder();
    let text = '';
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    // Production cuts the connection after the line; the emulators' proxies leave it open, so the
    // reader stops at the line (as the web app does) or at the cut, whichever comes first.
    const deadline = setTimeout(() => stop.abort(), 20_000);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const chunk = decoder.decode(value, { stream: true });
        text += chunk;
        counter.push(chunk);
        if (counter.failed) break;
      }
    } catch {
      // The cut: what arrived before it is checked below.
    } finally {
      clearTimeout(deadline);
      stop.abort();
    }
    expect(counter).toMatchObject({ failed: true, rows: PAGE_SIZES.export });
    expect(text.endsWith(`${EXPORT_FAILED_MARK},The export stopped after ${String(PAGE_SIZES.export)} rows because of an error on the server. This file is incomplete: download it again.\r\n`)).toBe(true);
  });
});
