import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { bin, repoRoot } from './processes.mjs';

const readJson = (path: string): unknown => JSON.parse(readFileSync(`${repoRoot}/${path}`, 'utf8'));
const root = readJson('package.json') as { engines: { node: string }; optionalDependencies: Record<string, string> };
const lock = readJson('package-lock.json') as { packages: Record<string, { engines?: { node?: string }; optional?: boolean }> };
const firebase = readJson('firebase.json') as { functions: { runtime: string }[] };

/** The `node-<os>-<cpu>` packages that put the project's Node.js into node_modules/.bin. */
const nodeBinaries = Object.entries(root.optionalDependencies).filter(([name]) => /^node-(linux|darwin|win)-/.test(name));

describe("the project's Node.js", () => {
  it('is pinned once, at the major of the functions deploy runtime (firebase.json)', () => {
    const versions = new Set(nodeBinaries.map(([, version]) => version));
    expect(versions.size).toBe(1);
    const [version] = [...versions] as [string];
    expect(firebase.functions.map((codebase) => codebase.runtime)).toEqual([`nodejs${String(semver.major(version))}`]);
  });

  it.runIf(existsSync(bin('node')))('runs these tests', () => {
    expect(process.version).toBe(`v${nodeBinaries[0]?.[1] ?? ''}`);
  });

  // `npm ci` itself runs on the system Node (root engines): a package whose engines exclude it
  // makes npm print an EBADENGINE warning on every fresh install.
  it("installs only packages whose engines accept the oldest Node npm may run on (no EBADENGINE)", () => {
    const oldest = semver.minVersion(root.engines.node)?.version ?? '';
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.optional && entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path || 'the root'} wants node ${entry.engines?.node ?? ''}`);
    expect(refusing).toEqual([]);
  });
});
