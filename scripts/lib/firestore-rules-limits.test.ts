/**
 * firestore.rules cannot import TypeScript, so it restates the bounds of client queries
 * (QUERY_LIMITS in shared/src/paging.ts) as its `…Limit()` functions: they must be the same numbers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { repoRoot } from './processes.mjs';

describe("firestore.rules' query limits", () => {
  it('are QUERY_LIMITS, each restated once as a …Limit() function', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    const restated = [...rules.matchAll(/function (\w+)Limit\(\) \{\s*return (\d+);\s*\}/g)].map(([, name = '', value = '']) => [name, Number(value)] as const);
    expect(Object.fromEntries(restated)).toEqual(QUERY_LIMITS);
    expect(restated).toHaveLength(Object.keys(QUERY_LIMITS).length);
  });

  it('bound every list the rules allow: each `allow list` asks for a limit or allows nothing', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    const listRules = [...rules.matchAll(/allow ([\w, ]+): if ([^;]+);/g)].filter(([, operations = '']) => /\b(list|read)\b/.test(operations));
    const unbounded = listRules.filter(([, , condition = '']) => condition.trim() !== 'false' && !/limitAtMost\(|adminList\(|ownOrAdminList\(/.test(condition));
    expect(unbounded.map(([rule]) => rule)).toEqual([]);
  });
});
