import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_ROUTES, shellFileOf, shellRewriteSourceOf } from './shell-routes';

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}

/** Shells a function serves with data filled in (it reads the shell's file from Hosting): /quizzes' first row (functions/src/quizzes-page). */
const SERVED_BY_FUNCTION: Record<string, string> = { '/quizzes': 'quizzesPage' };

// Vitest runs from the repository's root.
const hosting = (JSON.parse(readFileSync(resolve(process.cwd(), 'firebase.json'), 'utf8')) as { hosting: { rewrites: Rewrite[] } }).hosting;

describe('the signed-in shells', () => {
  it('are served by Hosting for every signed-in route, before the fallback to app.html', () => {
    const fallback = hosting.rewrites.findIndex((rewrite) => rewrite.source === '**');
    for (const { pattern } of SHELL_ROUTES) {
      const index = hosting.rewrites.findIndex((rewrite) => rewrite.source === shellRewriteSourceOf(pattern));
      expect(index, pattern).toBeGreaterThanOrEqual(0);
      expect(index, pattern).toBeLessThan(fallback);
      const served = SERVED_BY_FUNCTION[pattern];
      if (served) expect(hosting.rewrites[index]?.function?.functionId, pattern).toBe(served);
      else expect(hosting.rewrites[index]?.destination).toBe(`/${shellFileOf(pattern)}`);
    }
  });

  it('name their files and rewrites after the pattern', () => {
    expect(shellFileOf('/dashboard/editQuiz/:quizId')).toBe('shells/dashboard/editQuiz/_.html');
    expect(shellRewriteSourceOf('/review/:quizId/:attemptId')).toBe('/review/*/*');
  });
});
