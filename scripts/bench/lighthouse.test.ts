import { describe, expect, it } from 'vitest';
import { playerPages, selectPlayerPages } from './browser';
import { LOAD_LIMIT_PER_CORE, loadGateRefusal, performanceTargetOf } from './lighthouse';

const page = (path: string, maxDuringRuns: number) => ({ path, load: { before: [0, 0, 0], waitedSeconds: 0, settled: true, maxDuringRuns } });

describe('the Lighthouse load gate', () => {
  it('lets figures taken at or below the limit be recorded', () => {
    expect(loadGateRefusal([page('/', 1.2), page('/login', 3)], 3)).toBeUndefined();
  });

  it('refuses figures whose runs saw the load above the limit, naming the pages', () => {
    const refusal = loadGateRefusal([page('/', 1.2), page('/quizzes', 3.4), page('/payment', 5)], 3);
    expect(refusal).toMatch(new RegExp(`above 3\\.0 \\(${String(LOAD_LIMIT_PER_CORE)} per core\\)`));
    expect(refusal).toMatch(/\/quizzes \(3\.4\), \/payment \(5\.0\)$/);
    expect(refusal).not.toMatch(/\/ \(1\.2\)/);
  });
});

describe('the pages a player sees', () => {
  it("are ADR 0011's eleven pages, and the quiz page of every question type, signed in where a player needs to be", () => {
    expect(playerPages.map(({ path, who }) => `${path} ${who}`)).toEqual([
      '/ visitor',
      '/login visitor',
      '/signUp visitor',
      '/pricing visitor',
      '/quizzes player',
      '/startQuiz/world-capitals new player',
      '/startQuiz/question-types-tour new player',
      '/payment new player',
      '/dashboard premium',
      '/dashboard/myPayments premium',
      '/dashboard/myResults premium',
      '/profile player',
    ]);
  });

  it('aim at 95 for performance, 90 on the quiz page and the profile (ADR 0011)', () => {
    expect(playerPages.map(({ path }) => `${path} ${String(performanceTargetOf(path))}`)).toEqual(expect.arrayContaining(['/startQuiz/world-capitals 90', '/startQuiz/question-types-tour 90']));
    expect(performanceTargetOf('/profile')).toBe(90);
    expect(performanceTargetOf('/profile/address')).toBe(95);
    expect(performanceTargetOf('/quizzes')).toBe(95);
  });

  it('can be narrowed with --pages, by path or its start', () => {
    expect(selectPlayerPages(undefined)).toEqual(playerPages);
    expect(selectPlayerPages(['/startQuiz', '/']).map((selected) => selected.path)).toEqual(['/', '/startQuiz/world-capitals', '/startQuiz/question-types-tour']);
    expect(selectPlayerPages(['/dashboard']).map((selected) => selected.path)).toEqual(['/dashboard']);
    expect(() => selectPlayerPages(['/nowhere'])).toThrow(/Unknown page/);
  });
});
