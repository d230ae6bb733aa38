import { describe, expect, it } from 'vitest';
import { suiteOf } from './running-stack.mjs';

describe('npm run test:one: which suite runs a file', () => {
  it('knows emulator and browser test files by their folder, from the root or a full path', () => {
    expect(suiteOf('tests/emulator/api/attempts.test.ts')).toBe('emulator');
    expect(suiteOf('/home/me/quizmaster/tests/emulator/rules/queries.test.ts')).toBe('emulator');
    expect(suiteOf('tests/e2e/take-quiz.spec.ts')).toBe('e2e');
  });

  it('refuses anything else (unit tests need no stack)', () => {
    expect(suiteOf('web/src/features/quizzes/lib/take-test.test.ts')).toBeUndefined();
    expect(suiteOf('mytests/emulator-notes.md')).toBeUndefined();
  });
});
