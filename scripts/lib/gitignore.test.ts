import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes.mjs';

/** Whether .gitignore's patterns ignore `path` (tracked or not: --no-index checks the patterns themselves). */
function ignored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '--quiet', path], { cwd: repoRoot, stdio: 'ignore' });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 1) return false;
    throw error;
  }
}

describe('.gitignore', () => {
  // A real project's parameters (functions/.env.<project id>) may name mail accounts and such;
  // the demo project's file, which only the emulators read, is committed.
  it.each(['functions/.env.some-project', 'functions/.env.quizmaster-prod', 'functions/.env.local', 'functions/.env.demo-quizmaster.local', 'functions/.secret.local'])(
    'ignores %s',
    (path) => {
      expect(ignored(path)).toBe(true);
    },
  );

  it('keeps functions/.env.demo-quizmaster', () => {
    expect(ignored('functions/.env.demo-quizmaster')).toBe(false);
  });
});
