import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAdminSource, LANDING_ROUTE, measureBundle, staticClosure, type Manifest } from './bundle-size.mjs';

/**
 * A fabricated build: web/dist with a manifest, JS files with sourcemaps (beside it in
 * web/dist-sourcemaps, as the real build keeps them) and a CSS file. The admin feature hides
 * inside a shared chunk, where only its sourcemap names it.
 */
function writeBuild(root: string, manifest: Manifest, sources: Record<string, string[]>) {
  const dist = join(root, 'web', 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) {
    // Contents of different sizes, so a wrong file set gives a wrong sum.
    writeFileSync(join(dist, chunk.file), `/* ${chunk.file} */ ${'x'.repeat(chunk.file.length * 37)}`);
    const chunkSources = sources[chunk.file];
    if (chunkSources) {
      const map = { version: 3, sources: chunkSources.map((source) => `../../${source}`), mappings: '' };
      mkdirSync(join(`${dist}-sourcemaps`, 'assets'), { recursive: true });
      writeFileSync(join(`${dist}-sourcemaps`, `${chunk.file}.map`), JSON.stringify(map));
    }
    for (const css of chunk.css ?? []) writeFileSync(join(dist, css), `.a{color:red}/* ${css} */`);
  }
  return dist;
}

const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const contentOf = (file: string) => `/* ${file} */ ${'x'.repeat(file.length * 37)}`;

const landingChunk = { file: 'assets/landing.js', src: LANDING_ROUTE, isDynamicEntry: true, imports: ['index.html', '_grid.js'] };

const baseManifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [LANDING_ROUTE, 'src/app/routes/dashboard/users.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_react.js'] },
  [LANDING_ROUTE]: landingChunk,
  'src/app/routes/dashboard/users.tsx': {
    file: 'assets/users.js',
    src: 'src/app/routes/dashboard/users.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_grid.js', '_table.js'],
  },
  '_table.js': { file: 'assets/table.js' },
};

const baseSources = {
  'assets/index.js': ['src/main.tsx', 'src/app/router.tsx'],
  'assets/react.js': ['../node_modules/react/index.js'],
  'assets/grid.js': ['src/features/quizzes/components/quiz-grid.tsx'],
  'assets/landing.js': ['src/app/routes/landing.tsx'],
  'assets/users.js': ['src/app/routes/dashboard/users.tsx'],
  'assets/table.js': ['src/features/admin-users/components/users-table.tsx'],
};

describe('the landing bundle from a Vite manifest', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('follows static imports transitively, never dynamic ones', () => {
    expect([...staticClosure(baseManifest, ['index.html'])].sort()).toEqual(['_react.js', 'index.html']);
    expect([...staticClosure(baseManifest, [LANDING_ROUTE])].sort()).toEqual(['_grid.js', '_react.js', 'index.html', LANDING_ROUTE]);
  });

  it('sums the gzip sizes of the entry, the landing route, their imports and their CSS', () => {
    const dist = writeBuild(root, baseManifest, baseSources);
    const report = measureBundle(dist);
    const js = ['assets/grid.js', 'assets/index.js', 'assets/landing.js', 'assets/react.js'];
    expect(report.landing.js.map((file) => file.file)).toEqual(js);
    expect(report.landing.jsTotal.gzip).toBe(js.reduce((sum, file) => sum + gzip(contentOf(file)), 0));
    expect(report.landing.css.map((file) => file.file)).toEqual(['assets/index.css']);
    expect(report.landing.total.gzip).toBe(report.landing.jsTotal.gzip + report.landing.cssTotal.gzip);
  });

  it('counts the islands the landing page imports dynamically, but not other routes', () => {
    const manifest: Manifest = {
      ...baseManifest,
      [LANDING_ROUTE]: { ...landingChunk, dynamicImports: ['src/features/quizzes/catalogue.tsx', 'src/app/routes/dashboard/users.tsx'] },
      'src/features/quizzes/catalogue.tsx': { file: 'assets/catalogue.js', src: 'src/features/quizzes/catalogue.tsx', isDynamicEntry: true, imports: ['_firestore.js'], css: ['assets/catalogue.css'] },
      '_firestore.js': { file: 'assets/firestore.js' },
    };
    const dist = writeBuild(root, manifest, baseSources);
    const { landing } = measureBundle(dist);
    expect(landing.islands).toEqual(['src/features/quizzes/catalogue.tsx']);
    expect(landing.js.map((file) => file.file)).toEqual(['assets/catalogue.js', 'assets/firestore.js', 'assets/grid.js', 'assets/index.js', 'assets/landing.js', 'assets/react.js']);
    expect(landing.css.map((file) => file.file)).toEqual(['assets/catalogue.css', 'assets/index.css']);
    const islandsGzip = gzip(contentOf('assets/catalogue.js')) + gzip(contentOf('assets/firestore.js'));
    expect(landing.jsTotal.gzip - landing.staticJsTotal.gzip).toBe(islandsGzip);
  });

  it('counts for each route only what the entry has not loaded yet', () => {
    const dist = writeBuild(root, baseManifest, baseSources);
    const users = measureBundle(dist).routes.find((route) => route.route === 'src/app/routes/dashboard/users.tsx');
    expect(users?.files.sort()).toEqual(['assets/grid.js', 'assets/table.js', 'assets/users.js']);
  });

  it('finds no admin code on the landing page when admin modules stay in their own chunks', () => {
    const dist = writeBuild(root, baseManifest, baseSources);
    expect(measureBundle(dist).adminInLanding).toEqual({ modules: [], checkedWith: 'manifest and sourcemaps' });
  });

  it('finds an admin feature merged into a chunk the landing page loads, through its sourcemap', () => {
    const sources = { ...baseSources, 'assets/grid.js': [...baseSources['assets/grid.js'], 'src/features/admin-users/lib/format.ts'] };
    const dist = writeBuild(root, baseManifest, sources);
    expect(measureBundle(dist).adminInLanding.modules).toEqual(['src/features/admin-users/lib/format.ts']);
  });

  it('finds an admin route imported statically by the landing route, through the manifest', () => {
    const manifest: Manifest = { ...baseManifest, [LANDING_ROUTE]: { ...landingChunk, imports: ['index.html', 'src/app/routes/dashboard/users.tsx'] } };
    const dist = writeBuild(root, manifest, {});
    const report = measureBundle(dist);
    expect(report.adminInLanding).toEqual({ modules: ['src/app/routes/dashboard/users.tsx'], checkedWith: 'manifest only (no sourcemaps)' });
  });

  it('reports a route module bundled into the entry', () => {
    const sources = { ...baseSources, 'assets/index.js': [...baseSources['assets/index.js'], 'src/app/routes/pricing.tsx'] };
    const dist = writeBuild(root, baseManifest, sources);
    expect(measureBundle(dist).routesInEntry).toEqual(['src/app/routes/pricing.tsx']);
  });

  it('knows admin code by its path', () => {
    expect(isAdminSource('src/app/routes/dashboard/add-quiz.tsx')).toBe(true);
    expect(isAdminSource('src/features/admin-payments/components/payments-table.tsx')).toBe(true);
    expect(isAdminSource('src/app/routes/dashboard/my-payments.tsx')).toBe(false);
    expect(isAdminSource('src/features/quizzes/components/quiz-grid.tsx')).toBe(false);
  });
});
