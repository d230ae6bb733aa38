import { describe, expect, it } from 'vitest';
import { RESULTS_QUIZ_ID } from './scale-data';
import { scalePages, scaleSection, scaleSettleMs, selectedScalePages, type PageAtSize, type PageLoad, type ScaleFigures } from './scale';

/** ADR 0014: every admin table (and the dashboard's figures) is measured as the admin, with the 1.5 s target. */
const ADMIN_TABLES = [
  '/dashboard',
  '/dashboard/users',
  '/dashboard/paymentLists',
  '/dashboard/manageQuizzes',
  '/dashboard/auditLog',
  `/dashboard/quizDetails/${RESULTS_QUIZ_ID}`,
  `/dashboard/itemAnalysis/${RESULTS_QUIZ_ID}`,
];

const load = (shownMs: number | undefined, bytes: number, rows: number): PageLoad => ({
  shownMs,
  sessionMs: 700,
  rows,
  landedOn: '/dashboard/users',
  firestoreDocuments: rows,
  firestoreBytes: bytes,
  apiCalls: 0,
  apiBytes: 0,
  apiReads: 0,
  details: [],
  screenshot: undefined,
});

const atSize = (size: number, median: PageLoad): PageAtSize => ({ path: '/dashboard/users', who: 'admin', admin: true, size, median, timesMs: [median.shownMs], error: undefined });

const figures = (small: PageLoad, large: PageLoad): ScaleFigures => ({
  sizes: [100, 10_000],
  runs: [
    { size: 100, seededDocuments: 0, seedSeconds: 0, settleSeconds: 0, loadAverage: [0, 0, 0], pages: [atSize(100, small)] },
    { size: 10_000, seededDocuments: 0, seedSeconds: 0, settleSeconds: 0, loadAverage: [0, 0, 0], pages: [atSize(10_000, large)] },
  ],
  cleanupSeconds: 0,
  removedDocuments: 0,
  firestoreDebugLogMb: undefined,
});

const verdicts = (section: ReturnType<typeof scaleSection>) => section.rows.map((entry) => [entry.figure, entry.verdict]);

describe('the scale pages', () => {
  it('cover every admin table and the dashboard, as the admin, with the admin target', () => {
    for (const path of ADMIN_TABLES) expect(scalePages.find((page) => page.path === path)).toMatchObject({ who: 'admin', admin: true });
  });

  it('are narrowed by --scale-pages prefixes', () => {
    expect(selectedScalePages(['--scale-pages', '/dashboard/auditLog,/leaderboard']).map((page) => page.path)).toEqual(['/dashboard/auditLog', `/leaderboard/${RESULTS_QUIZ_ID}`]);
    expect(() => selectedScalePages(['--scale-pages', '/nowhere'])).toThrow(/No scale page/);
  });
});

describe('--settle-seconds', () => {
  it('caps the wait for the load to settle, 3 minutes unless told', () => {
    expect(scaleSettleMs(['--only', 'scale'])).toBe(180_000);
    expect(scaleSettleMs(['--settle-seconds', '0'])).toBe(0);
    expect(() => scaleSettleMs(['--settle-seconds', 'soon'])).toThrow(/--settle-seconds/);
  });
});

describe('the scale verdicts', () => {
  it('meet the targets: content within 1.5 s at the largest N, bytes and rows at most 1.5x', () => {
    expect(verdicts(scaleSection(figures(load(900, 10_000, 20), load(1500, 15_000, 20))))).toEqual([
      ['/dashboard/users (admin), N=100', ''],
      ['/dashboard/users (admin), N=10,000', 'met'],
      ['/dashboard/users (admin), N=10,000 / N=100', 'met'],
    ]);
  });

  it('miss a slow admin page, and bytes or rows that grow with N', () => {
    expect(verdicts(scaleSection(figures(load(900, 10_000, 20), load(1501, 15_001, 20))))).toEqual([
      ['/dashboard/users (admin), N=100', ''],
      ['/dashboard/users (admin), N=10,000', 'missed'],
      ['/dashboard/users (admin), N=10,000 / N=100', 'missed'],
    ]);
    expect(verdicts(scaleSection(figures(load(900, 10_000, 20), load(1000, 10_000, 31))))[2]).toEqual(['/dashboard/users (admin), N=10,000 / N=100', 'missed']);
  });

  it('tell when the session was restored, the start-up part of the time', () => {
    expect(scaleSection(figures(load(900, 10_000, 20), load(1500, 15_000, 20))).rows[0]?.measured).toMatch(/^0\.90 s; session restored at 0\.70 s; 20 rows;/);
  });

  it('miss a page that showed nothing', () => {
    expect(verdicts(scaleSection(figures(load(900, 10_000, 20), load(undefined, 10_000, 20))))).toEqual([
      ['/dashboard/users (admin), N=100', ''],
      ['/dashboard/users (admin), N=10,000', 'missed'],
      ['/dashboard/users (admin), N=10,000 / N=100', 'missed'],
    ]);
  });
});
