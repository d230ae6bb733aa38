import { describe, expect, it } from 'vitest';
import { searchKey } from '@quizmaster/shared/paging';
import { RESULTS_QUIZ_ID, SCALE_ID_PREFIX, scaleSizes, scaleWrites, SUBMISSION_COUNTERS, type ScaleWrite } from './scale-data';

const now = new Date('2026-06-15T12:00:00Z');
const all = (from: number, to: number) => [...scaleWrites(from, to, now)];
const under = (writes: ScaleWrite[], pattern: RegExp) => writes.filter((write) => pattern.test(write.path));
const date = (value: unknown) => value as Date;

describe('the scale data', () => {
  const writes = all(0, 1000);
  const users = under(writes, /^users\//);
  const payments = under(writes, /^payments\//);
  const quizzes = under(writes, /^quizzes\/[^/]+$/);
  const results = under(writes, new RegExp(`^quizzes/${RESULTS_QUIZ_ID}/submissions/`));
  const shards = under(writes, new RegExp(`^quizzes/${RESULTS_QUIZ_ID}/${SUBMISSION_COUNTERS}/`));
  const auditEntries = under(writes, /^auditLog\//);

  it('has N users, payments, results and audit entries, N/10 quizzes, each once, all under the scale- id range', () => {
    expect([users.length, payments.length, results.length, auditEntries.length, quizzes.length]).toEqual([1000, 1000, 1000, 1000, 100]);
    expect(new Set(writes.map((write) => write.path)).size).toBe(writes.length);
    for (const { path } of [...users, ...payments, ...quizzes, ...results, ...auditEntries]) {
      const id = path.split('/').at(-1) ?? '';
      expect(id.startsWith(SCALE_ID_PREFIX) && id < 'scale.').toBe(true);
    }
  });

  it('keeps the results quiz count and its shards at N', () => {
    const resultsQuiz = quizzes.find((quiz) => quiz.path === `quizzes/${RESULTS_QUIZ_ID}`);
    expect(resultsQuiz?.data.submissionCount).toBe(1000);
    expect(shards).toHaveLength(10);
    expect(shards.reduce((sum, shard) => sum + Number(shard.data.count), 0)).toBe(1000);
  });

  it('grows from a smaller N by adding documents only: N = 100 then 1,000 equals N = 1,000', () => {
    const grown = new Map([...all(0, 100), ...all(100, 1000)].map((write) => [write.path, write.data]));
    const direct = new Map(writes.map((write) => [write.path, write.data]));
    expect(grown).toEqual(direct);
  });

  it('looks like real data: unique e-mails, search keys, every refund state, dates over months, marks 0-100', () => {
    expect(new Set(users.map((user) => user.data.email)).size).toBe(users.length);
    expect(new Set(users.map((user) => user.data.name)).size).toBeGreaterThan(500);
    for (const user of users) expect(user.data.nameLower).toBe(searchKey(String(user.data.name)));
    for (const quiz of quizzes) expect(quiz.data.quizNameLower).toBe(searchKey(String(quiz.data.quizName)));

    const states = new Map<unknown, number>();
    for (const payment of payments) states.set(payment.data.refund, (states.get(payment.data.refund) ?? 0) + 1);
    expect([...states.keys()].sort()).toEqual(['false', 'processing', 'true']);
    expect(states.get('false')).toBeGreaterThan(700);

    const month = (value: unknown) => date(value).toISOString().slice(0, 7);
    expect(new Set(payments.map((payment) => month(payment.data.createdAt))).size).toBeGreaterThanOrEqual(12);
    expect(new Set(users.map((user) => month(user.data.createdAt))).size).toBeGreaterThanOrEqual(17);
    for (const payment of payments) expect(date(payment.data.createdAt).getTime()).toBeLessThanOrEqual(now.getTime());

    const marks = results.map((result) => Number(result.data.marks));
    expect(Math.min(...marks)).toBeLessThanOrEqual(10);
    expect(Math.max(...marks)).toBeGreaterThanOrEqual(90);
    expect(new Set(results.map((result) => result.data.grade)).size).toBe(6);
  });

  it('spreads the audit log over the last year, several admins and actions, newest first by a single field', () => {
    const month = (value: unknown) => date(value).toISOString().slice(0, 7);
    expect(new Set(auditEntries.map((entry) => month(entry.data.at))).size).toBeGreaterThanOrEqual(12);
    for (const entry of auditEntries) expect(date(entry.data.at).getTime()).toBeLessThan(now.getTime());
    expect(new Set(auditEntries.map((entry) => entry.data.actorEmail)).size).toBe(3);
    expect(new Set(auditEntries.map((entry) => entry.data.action)).size).toBe(5);
  });

  it('keeps each user consistent with their payment: premium unless refunded', () => {
    payments.forEach((payment, index) => {
      const user = users[index];
      expect(payment.data.uid).toBe(user?.path.split('/')[1]);
      expect(payment.data.email).toBe(user?.data.email);
      expect(user?.data.isPaid).toBe(payment.data.refund !== 'true');
    });
  });
});

describe('--sizes', () => {
  it("defaults to the issue's 100 and 10,000", () => {
    expect(scaleSizes(['node', 'run.ts', '--only', 'scale'])).toEqual([100, 10_000]);
  });

  it('takes multiples of 10, sorted and without repeats', () => {
    expect(scaleSizes(['--sizes', '1000,100,1000'])).toEqual([100, 1000]);
  });

  it('refuses what would not make N/10 quizzes', () => {
    expect(() => scaleSizes(['--sizes', '105'])).toThrow(/multiples of 10/);
    expect(() => scaleSizes(['--sizes', ''])).toThrow(/--sizes/);
    expect(() => scaleSizes(['--sizes', 'many'])).toThrow(/--sizes/);
  });
});
