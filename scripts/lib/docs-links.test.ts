import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './processes.mjs';

/**
 * The map must not drift (ADR 0001): every file that docs/ARCHITECTURE.md and README.md name
 * (a markdown link, or a path in backticks) exists, every link of the decision records resolves,
 * and every `ADR NNNN` the code cites has its record in docs/decisions/.
 */

/** The documents whose backticked paths are checked: the map and the front page. */
const MAPS = ['README.md', 'docs/ARCHITECTURE.md'];

/** Where a backticked repository path may start. */
const TOP_LEVEL = /^(shared|functions|web|scripts|tests|stripe-stand-in|docs|\.ci)\/|^(firestore\.rules|firestore\.indexes\.json|storage\.rules|firebase\.json|package\.json|vitest\.config\.ts|playwright\.config\.ts|eslint\.config\.js)$/;

/** Files the docs name that each machine makes for itself (git-ignored), so they are not in a checkout. */
const MADE_LOCALLY = new Set(['functions/.secret.local', 'web/.env.production.local']);

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** The first capture group of each match. */
const captured = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** The text outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Markdown link targets that point into the repository, resolved from the document's folder. */
function linkedPaths(file: string): string[] {
  return captured(prose(read(file)), /\]\(([^)\s]+)\)/g)
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => relative(repoRoot, join(repoRoot, dirname(file), decodeURI(target.split('#')[0] ?? ''))));
}

/** Paths in backticks (`web/src/app/boot.ts`), leaving out patterns (`<area>`, `*`, `{uid}`) and commands. */
function backtickedPaths(file: string): string[] {
  return captured(prose(read(file)), /`([^`\n]+)`/g)
    .map((span) => span.trim())
    .filter((span) => TOP_LEVEL.test(span) && !/[\s<>*{}…]/.test(span))
    .map((span) => span.replace(/\/$/, ''))
    .filter((path) => !MADE_LOCALLY.has(path));
}

const missing = (paths: string[]) => [...new Set(paths)].filter((path) => !existsSync(join(repoRoot, path))).sort();

const decisionRecords = () => readdirSync(join(repoRoot, 'docs/decisions')).filter((name) => /^\d{4}-.+\.md$/.test(name));

/** Every `ADR NNNN` cited in the sources and docs, with where. */
function adrCitations(): { where: string; number: string }[] {
  const dirs = ['shared/src', 'functions/src', 'web/src', 'scripts', 'tests', 'stripe-stand-in', 'docs'];
  const citations: { where: string; number: string }[] = [];
  for (const dir of dirs.filter((d) => existsSync(join(repoRoot, d)))) {
    const files = readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' }).filter(
      (name) => /\.(ts|tsx|mjs|js|md)$/.test(name) && !name.includes('node_modules'),
    );
    for (const name of files) {
      const path = `${dir}/${name}`;
      read(path)
        .split('\n')
        .forEach((line, index) => {
          for (const number of captured(line, /\bADRs? (\d{4})\b/g)) citations.push({ where: `${path}:${String(index + 1)}`, number });
        });
    }
  }
  return citations;
}

const listed = (paths: string[]) => `these paths do not exist:\n  ${paths.join('\n  ')}\n`;

describe('the docs map', () => {
  for (const file of MAPS) {
    it(`${file} links only files that exist`, () => {
      const gone = missing(linkedPaths(file));
      expect(gone, listed(gone)).toEqual([]);
    });

    it(`${file} names in backticks only paths that exist`, () => {
      const gone = missing(backtickedPaths(file));
      expect(gone, listed(gone)).toEqual([]);
    });
  }

  it("README's layout block lists only folders that exist", () => {
    const readme = read('README.md');
    const block = /## Repository layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(block, 'README.md has no "Repository layout" code block').not.toBe('');
    // Top-level entries (`web/`) and the nested ones under them (`  src/app/`), read as paths.
    let parent = '';
    const folders = block.split('\n').flatMap((line) => {
      const entry = /^( *)([\w.-]+(?:\/[\w.-]+)*\/)(?=\s|$)/.exec(line);
      if (!entry) return [];
      const [, indent = '', name = ''] = entry;
      if (indent === '') parent = name;
      return [indent === '' ? name : parent + name];
    });
    const gone = missing(folders.map((folder) => folder.replace(/\/$/, '')));
    expect(gone, listed(gone)).toEqual([]);
  });

  it('names every web feature and every API router in the feature table', () => {
    const map = read('docs/ARCHITECTURE.md');
    const features = readdirSync(join(repoRoot, 'web/src/features'));
    const routers = readdirSync(join(repoRoot, 'functions/src/api')).filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'));
    // The routers' plumbing, named in the code layout rather than as a feature.
    const plumbing = new Set(['app.ts', 'endpoint.ts', 'caller.ts', 'errors.ts', 'json.ts', 'params.ts', 'paging.ts', 'list-orders.ts', 'client-address.ts']);
    const absent = [
      ...features.filter((name) => !map.includes(`(../web/src/features/${name})`)).map((name) => `web/src/features/${name}`),
      ...routers.filter((name) => !plumbing.has(name) && !map.includes(`(../functions/src/api/${name})`)).map((name) => `functions/src/api/${name}`),
    ];
    expect(absent, `docs/ARCHITECTURE.md's feature table has no row linking:\n  ${absent.join('\n  ')}\n`).toEqual([]);
  });

  it('has decision records whose links resolve', () => {
    const gone = decisionRecords().flatMap((name) => missing(linkedPaths(`docs/decisions/${name}`)).map((path) => `${path} (in docs/decisions/${name})`));
    expect(gone, listed(gone)).toEqual([]);
  });

  it('has a record for every ADR the code and docs cite', () => {
    const numbers = new Set(decisionRecords().map((name) => name.slice(0, 4)));
    const dangling = adrCitations().filter((citation) => !numbers.has(citation.number)).map((c) => `ADR ${c.number} at ${c.where}`);
    expect(dangling, `no record in docs/decisions/ for:\n  ${dangling.join('\n  ')}\n`).toEqual([]);
  });

  it('lists every record in the index', () => {
    const index = read('docs/decisions/README.md');
    const unlisted = decisionRecords().filter((name) => !index.includes(`(${name})`));
    expect(unlisted, `docs/decisions/README.md does not list:\n  ${unlisted.join('\n  ')}\n`).toEqual([]);
  });
});
