import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from './processes.mjs';

/**
 * firebase-tools' own file walk for `firebase deploy --only functions`: its
 * lib/deploy/functions/prepareFunctionsUpload.js zips what this returns for the functions source
 * folder, with firebase.json's `ignore` (minimatch, `matchBase` and `dot` on, against full paths).
 */
type ReaddirRecursive = (options: { path: string; ignore: string[] }) => Promise<{ name: string }[]>;
const { readdirRecursive } = createRequire(import.meta.url)('firebase-tools/lib/fsAsync') as { readdirRecursive: ReaddirRecursive };

/** What prepareFunctionsUpload adds to the configured globs (firebase-tools 14). */
const ALWAYS_IGNORED = ['firebase-debug.log', 'firebase-debug.*.log', '.runtimeconfig.json'];

const functionsConfig = (JSON.parse(readFileSync(`${repoRoot}/firebase.json`, 'utf8')) as { functions: { source: string; ignore?: string[] }[] }).functions;

/** The functions folder as a developer has it, secrets included. */
const LOCAL_FUNCTIONS_FOLDER = [
  'package.json',
  'lib/index.js',
  'lib/index.js.map',
  'src/index.ts',
  'node_modules/stripe/package.json',
  'build.mjs',
  'tsconfig.json',
  '.env.demo-quizmaster',
  '.secret.local',
  '.env.local',
  '.env.demo-quizmaster.local',
  'firebase-debug.log',
];

describe("firebase.json's functions ignore, applied as firebase deploy applies it", () => {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'functions-deploy-'));
    for (const file of LOCAL_FUNCTIONS_FOLDER) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), file.endsWith('.local') ? 'STRIPE_SECRET_KEY=sk_test_fake\n' : '{}\n');
    }
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('uploads the built code and its manifest, never local secrets, sources or dependencies', async () => {
    expect(functionsConfig).toHaveLength(1);
    const ignore = [...(functionsConfig[0]?.ignore ?? []), ...ALWAYS_IGNORED];
    const uploaded = (await readdirRecursive({ path: folder, ignore })).map((file) => relative(folder, file.name)).sort();
    expect(uploaded).toEqual(['.env.demo-quizmaster', 'lib/index.js', 'package.json']);
  });
});
