import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };

const functionsDir = new URL('..', import.meta.url).pathname;

/**
 * `firebase deploy` uploads only functions/ and installs what its package.json lists, so the
 * bundle may require nothing else: no workspace package, no hoisted root dependency.
 */
describe('the functions bundle', () => {
  it('requires only Node built-ins and the dependencies functions/package.json declares', () => {
    // A bundle of its own: `npm test` builds lib/ for the emulators while the unit tests run.
    const outDir = mkdtempSync(join(tmpdir(), 'functions-bundle-'));
    let bundle: string;
    try {
      execFileSync(process.execPath, ['build.mjs', '--outfile', join(outDir, 'index.cjs')], { cwd: functionsDir });
      bundle = readFileSync(join(outDir, 'index.cjs'), 'utf8');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
    const required = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
    const packageName = (specifier: string) =>
      specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

    const allowed = new Set([...builtinModules, ...Object.keys(pkg.dependencies)]);
    const undeclared = required.filter(
      (specifier) => !specifier.startsWith('node:') && !allowed.has(packageName(specifier)),
    );

    expect(required.length).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);
    expect(bundle).toContain('Quiz Master'); // shared constants were bundled in
  });
});
