import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkFetchedBudgets, checkFileCounts, ENFORCE_FETCHED_BUDGETS, FIRST_VISIT_BUDGETS, FIRST_VISIT_FILE_CEILINGS, fetchedBudgetChecks, type RouteBudget } from './bundle-budget.mjs';
import {
  firstVisitOf,
  isAdminSource,
  LANDING_ROUTE,
  measureBundle,
  pageClosure,
  patternOf,
  staticClosure,
  type FirstVisit,
  type Manifest,
} from './bundle-size.mjs';

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

/** The shell's route preload table, as web/vite.config.ts writes it into app.html. */
function writeAppHtml(dist: string, routes: [string, string[]][]) {
  const files = [...new Set(routes.flatMap(([, routeFiles]) => routeFiles))];
  const table = { files, routes: routes.map(([source, routeFiles]) => [source, routeFiles.map((file) => files.indexOf(file))]) };
  writeFileSync(
    join(dist, 'app.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><script type="application/json" id="route-preloads">${JSON.stringify(table)}</script><script>(loader)</script></head><body><div id="root"></div></body></html>`,
  );
}

const REQUIRE_SIGNED_IN = 'src/components/auth/require-signed-in.tsx';
const REQUIRE_ADMIN = 'src/components/auth/require-admin.tsx';
const START = 'src/app/start.tsx';
const HEADER_ISLANDS = 'src/components/layout/header-islands.tsx';
const CLAIMS_SYNC = 'src/features/auth/components/claims-sync.tsx';
const VITALS_CARD = 'src/features/admin-web-vitals/components/web-vitals-card.tsx';
const STORAGE = '../node_modules/firebase/storage/dist/esm/index.esm.js';
const route = (name: string) => `src/app/routes/${name}.tsx`;
const dynamicEntry = (file: string, src: string, more: Partial<Manifest[string]> = {}) => ({ [src]: { file, src, isDynamicEntry: true, ...more } });

/**
 * A fabricated app shaped like Quiz Master's: a small entry that starts the app (start.tsx, with
 * React) at load; the header's islands for signed-in users; a pathless Firebase layout that loads
 * the claims sync for signed-in users; a public /pricing; a signed-in /payment with two card forms
 * (the stand-in replacing Stripe's); a /dashboard with an admin-only card; an admin
 * /dashboard/addQuiz whose quiz form loads Storage on a click.
 */
const appManifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_hint.js'], dynamicImports: [START], css: ['assets/index.css'] },
  '_hint.js': { file: 'assets/hint.js' },
  '_react.js': { file: 'assets/react.js' },
  '_grid.js': { file: 'assets/grid.js', imports: ['_react.js'] },
  '_auth.js': { file: 'assets/auth.js' },
  '_firestore-full.js': { file: 'assets/firestore-full.js' },
  '_require-signed-in.js': { file: 'assets/require-signed-in.js', imports: ['_react.js'] },
  '_require-admin.js': { file: 'assets/require-admin.js', imports: ['_require-signed-in.js'] },
  '_quiz-form.js': { file: 'assets/quiz-form.js', dynamicImports: [STORAGE] },
  ...dynamicEntry('assets/start.js', START, {
    imports: ['_react.js'],
    dynamicImports: [HEADER_ISLANDS, LANDING_ROUTE, route('firebase-layout'), route('pricing'), route('payment'), route('dashboard/home'), route('dashboard/add-quiz')],
  }),
  ...dynamicEntry('assets/header-islands.js', HEADER_ISLANDS, { imports: ['_auth.js'] }),
  ...dynamicEntry('assets/landing.js', LANDING_ROUTE, { imports: ['_grid.js'] }),
  ...dynamicEntry('assets/firebase-layout.js', route('firebase-layout'), { imports: ['_auth.js'], dynamicImports: [CLAIMS_SYNC] }),
  ...dynamicEntry('assets/claims-sync.js', CLAIMS_SYNC, { imports: ['_firestore-full.js'] }),
  ...dynamicEntry('assets/pricing.js', route('pricing'), { imports: ['_grid.js'] }),
  ...dynamicEntry('assets/payment.js', route('payment'), {
    imports: ['_require-signed-in.js'],
    dynamicImports: ['src/features/payments/components/stand-in-card-form.tsx', 'src/features/payments/components/stripe-card-form.tsx'],
  }),
  ...dynamicEntry('assets/stand-in-card-form.js', 'src/features/payments/components/stand-in-card-form.tsx'),
  ...dynamicEntry('assets/stripe-card-form.js', 'src/features/payments/components/stripe-card-form.tsx'),
  ...dynamicEntry('assets/home.js', route('dashboard/home'), { imports: ['_require-signed-in.js'], dynamicImports: [VITALS_CARD] }),
  ...dynamicEntry('assets/web-vitals-card.js', VITALS_CARD),
  ...dynamicEntry('assets/add-quiz.js', route('dashboard/add-quiz'), { imports: ['_require-admin.js', '_quiz-form.js'], dynamicImports: [VITALS_CARD] }),
  ...dynamicEntry('assets/storage.js', STORAGE),
};

const appSources = {
  'assets/index.js': ['src/main.tsx'],
  'assets/start.js': ['src/app/start.tsx', 'src/app/router.tsx'],
  'assets/require-signed-in.js': [REQUIRE_SIGNED_IN],
  'assets/require-admin.js': [REQUIRE_ADMIN],
  'assets/auth.js': ['../node_modules/firebase/auth/index.js'],
};

/** The table vite.config.ts would write: each pattern's chain files with their static imports, less the shell's. */
const appRoutes: [string, string[]][] = [
  ['^/pricing/?$', ['assets/firebase-layout.js', 'assets/auth.js', 'assets/pricing.js', 'assets/grid.js', 'assets/react.js']],
  ['^/payment/?$', ['assets/firebase-layout.js', 'assets/auth.js', 'assets/payment.js', 'assets/require-signed-in.js', 'assets/react.js']],
  ['^/dashboard/?$', ['assets/firebase-layout.js', 'assets/auth.js', 'assets/home.js', 'assets/require-signed-in.js', 'assets/react.js']],
  ['^/dashboard/addQuiz/?$', ['assets/firebase-layout.js', 'assets/auth.js', 'assets/add-quiz.js', 'assets/require-admin.js', 'assets/require-signed-in.js', 'assets/react.js', 'assets/quiz-form.js']],
  ['^/startQuiz/[^/]+/?$', ['assets/firebase-layout.js', 'assets/auth.js', 'assets/payment.js', 'assets/require-signed-in.js', 'assets/react.js']],
];

/** A budget table for the fabricated app: the landing page at 170 KiB, every other page at 200. */
const appBudgets: Record<string, RouteBudget> = Object.fromEntries([
  ['/', { target: 170, ceiling: 170 }],
  ...appRoutes.map(([source]) => [patternOf(source), { target: 200, ceiling: 200 }]),
]);

const jsOf = (visit: FirstVisit | undefined) => visit?.js.map((file) => file.file);
const withPrefix = (files: string[]) => files.map((file) => `assets/${file}.js`).sort();

describe('what a first visit of each page fetches', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-first-visit-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('follows the dynamic imports that run at load, not those on a click, nor the replaced card form', () => {
    const payment = pageClosure(appManifest, ['index.html', route('payment')], { signedIn: true });
    expect(payment.islands.sort()).toEqual([START, HEADER_ISLANDS, 'src/features/payments/components/stand-in-card-form.tsx'].sort());
    expect(payment.deferred.map((entry) => entry.module)).toEqual(['src/features/payments/components/stripe-card-form.tsx']);
    const addQuiz = pageClosure(appManifest, ['index.html', route('dashboard/add-quiz')], { signedIn: true, admin: true });
    expect(addQuiz.keys.has(STORAGE)).toBe(false);
    expect(addQuiz.deferred.find((entry) => entry.module === STORAGE)?.why).toMatch(/^on-demand: /);
  });

  it("counts a route's own early read on that route only", () => {
    // Shared with the page's module, the read's chunk has a key and no source.
    const READ = '_catalogue-read-Ab1_x.js';
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, dynamicImports: [READ] },
      [READ]: { file: 'assets/catalogue-read-Ab1_x.js' },
    };
    expect(pageClosure(manifest, ['index.html'], { signedIn: true, pattern: '/quizzes' }).keys.has(READ)).toBe(true);
    const payment = pageClosure(manifest, ['index.html'], { signedIn: true, pattern: '/payment' });
    expect(payment.keys.has(READ)).toBe(false);
    expect(payment.deferred.find((entry) => entry.module === READ)?.why).toMatch(/^route: /);
    expect(pageClosure(manifest, ['index.html']).keys.has(READ)).toBe(false);
  });

  it("counts the header's islands when the session may be signed in, the claims sync only for a signed-in visit, an admin's parts only for an admin", () => {
    const roots = ['index.html', route('firebase-layout'), route('dashboard/home')];
    const visitor = pageClosure(appManifest, roots);
    expect(visitor.keys.has(START)).toBe(true);
    expect(visitor.deferred.map((entry) => entry.module).sort()).toEqual([CLAIMS_SYNC, VITALS_CARD, HEADER_ISLANDS].sort());
    const firstVisitWithAuth = pageClosure(appManifest, roots, { loadsAuth: true });
    expect(firstVisitWithAuth.keys.has(HEADER_ISLANDS)).toBe(true);
    expect(firstVisitWithAuth.keys.has(CLAIMS_SYNC)).toBe(false);
    const player = pageClosure(appManifest, roots, { signedIn: true });
    expect([...player.keys]).toEqual(expect.arrayContaining([HEADER_ISLANDS, CLAIMS_SYNC, '_firestore-full.js']));
    expect(player.keys.has(VITALS_CARD)).toBe(false);
    expect(pageClosure(appManifest, roots, { signedIn: true, admin: true }).keys.has(VITALS_CARD)).toBe(true);
  });

  it("counts the notification bell for a signed-in user only, and its panel never at load (it opens on a click)", () => {
    const BELL = 'src/features/notifications/components/notification-bell.tsx';
    const PANEL = 'src/features/notifications/components/notification-panel.tsx';
    const manifest: Manifest = {
      ...appManifest,
      // The app's provider imports the bell lazily; the bell imports Firestore Lite and its panel lazily.
      ...dynamicEntry('assets/start.js', START, { ...appManifest[START], dynamicImports: [...(appManifest[START]?.dynamicImports ?? []), BELL] }),
      ...dynamicEntry('assets/notification-bell.js', BELL, { imports: ['_firestore-lite.js'], dynamicImports: [PANEL] }),
      ...dynamicEntry('assets/notification-panel.js', PANEL),
      '_firestore-lite.js': { file: 'assets/firestore-lite.js' },
    };
    const landing = pageClosure(manifest, ['index.html', LANDING_ROUTE]);
    expect(landing.keys.has(BELL)).toBe(false);
    expect(landing.keys.has('_firestore-lite.js')).toBe(false);
    expect(landing.deferred.find((entry) => entry.module === BELL)?.why).toMatch(/^signed-in: /);
    // A first visit of an app-shell page (Auth loads, the session hint is unknown) is not yet signed in.
    expect(pageClosure(manifest, ['index.html', route('firebase-layout'), route('pricing')], { loadsAuth: true }).keys.has(BELL)).toBe(false);
    const player = pageClosure(manifest, ['index.html', route('firebase-layout'), route('dashboard/home')], { signedIn: true });
    expect([...player.keys]).toEqual(expect.arrayContaining([BELL, '_firestore-lite.js']));
    expect(player.keys.has(PANEL)).toBe(false);
    expect(player.deferred.find((entry) => entry.module === PANEL)?.why).toMatch(/^on-demand: /);
  });

  it('measures every route of the preload table: entry, chain, static imports and what runs at load', () => {
    const dist = writeBuild(root, appManifest, appSources);
    writeAppHtml(dist, appRoutes);
    const { firstVisits } = measureBundle(dist);
    expect(firstVisits.problems).toEqual([]);
    expect(firstVisits.routes.map((visit) => [visit.pattern, visit.route, visit.signedIn, visit.admin])).toEqual([
      ['/pricing', route('pricing'), false, false],
      ['/payment', route('payment'), true, false],
      ['/dashboard', route('dashboard/home'), true, false],
      ['/dashboard/addQuiz', route('dashboard/add-quiz'), true, true],
      ['/startQuiz/:param', route('payment'), true, false],
    ]);
    expect(jsOf(firstVisits.landing)).toEqual(withPrefix(['grid', 'hint', 'index', 'landing', 'react', 'start']));
    const pricing = firstVisitOf(firstVisits, '/pricing');
    expect(pricing?.chain).toEqual([route('firebase-layout'), route('pricing')]);
    // A first visit of a page that loads Firebase Auth: the session hint is unknown, the header's islands load.
    expect(jsOf(pricing)).toEqual(withPrefix(['auth', 'firebase-layout', 'grid', 'header-islands', 'hint', 'index', 'pricing', 'react', 'start']));
    expect(pricing?.jsTotal.gzip).toBe(jsOf(pricing)?.reduce((sum, file) => sum + gzip(contentOf(file)), 0));
    expect(jsOf(firstVisitOf(firstVisits, '/payment'))).toEqual(
      withPrefix(['auth', 'claims-sync', 'firebase-layout', 'firestore-full', 'header-islands', 'hint', 'index', 'payment', 'react', 'require-signed-in', 'stand-in-card-form', 'start']),
    );
    expect(jsOf(firstVisitOf(firstVisits, '/dashboard'))).not.toContain('assets/web-vitals-card.js');
    const addQuiz = jsOf(firstVisitOf(firstVisits, '/dashboard/addQuiz'));
    expect(addQuiz).toContain('assets/web-vitals-card.js');
    expect(addQuiz).not.toContain('assets/storage.js');
    // A path matches its pattern as the shell's loader tests it: case-insensitively, with a parameter.
    expect(firstVisitOf(firstVisits, '/startquiz/world-capitals')?.pattern).toBe('/startQuiz/:param');
    expect(firstVisitOf(firstVisits, '/')?.route).toBe(LANDING_ROUTE);
    expect(firstVisitOf(firstVisits, '/nowhere')).toBeUndefined();
  });

  it('counts every route signed in and as an admin, and says so, when the build has no sourcemaps', () => {
    const dist = writeBuild(root, appManifest, {});
    writeAppHtml(dist, appRoutes);
    const { firstVisits } = measureBundle(dist);
    expect(firstVisitOf(firstVisits, '/pricing')).toMatchObject({ signedIn: true, admin: true });
    expect(firstVisits.problems.join()).toMatch(/counted signed in \(an upper bound\).*counted as an admin \(an upper bound\)/);
  });

  it('says so when app.html has no preload table, and the budget check then fails', () => {
    const dist = writeBuild(root, appManifest, appSources);
    const { firstVisits } = measureBundle(dist);
    expect(firstVisits.routes).toEqual([]);
    expect(firstVisits.problems.join()).toMatch(/no route preload table/);
    expect(checkFetchedBudgets(firstVisits, appBudgets).ok).toBe(false);
  });

  it('passes the fetched budgets on a small build and fails them when one visit is too large', () => {
    const dist = writeBuild(root, appManifest, appSources);
    writeAppHtml(dist, appRoutes);
    const small = checkFetchedBudgets(measureBundle(dist).firstVisits, appBudgets);
    expect(small.ok).toBe(true);
    expect(small.problems).toEqual([]);
    expect(small.checks.map((check) => [check.pattern, check.budget?.ceiling])).toEqual([
      ['/', 170],
      ['/pricing', 200],
      ['/payment', 200],
      ['/dashboard', 200],
      ['/dashboard/addQuiz', 200],
      ['/startQuiz/:param', 200],
    ]);

    // The full Firestore SDK behind the claims sync: about 300 KiB gzip (random bytes do not shrink).
    writeFileSync(join(dist, 'assets/firestore-full.js'), randomBytes(300 * 1024).toString('base64'));
    const large = checkFetchedBudgets(measureBundle(dist).firstVisits, appBudgets);
    expect(large.ok).toBe(false);
    expect(large.checks.filter((check) => !check.ok).map((check) => check.pattern)).toEqual(['/payment', '/dashboard', '/dashboard/addQuiz', '/startQuiz/:param']);
  });

  it("fails the landing page alone at its 170 KiB ceiling, below the others'", () => {
    const dist = writeBuild(root, appManifest, appSources);
    writeAppHtml(dist, appRoutes);
    // About 180 KiB gzip (random bytes do not shrink) in React, which every page loads.
    writeFileSync(join(dist, 'assets/react.js'), randomBytes(180 * 1024).toString('base64'));
    const { checks } = checkFetchedBudgets(measureBundle(dist).firstVisits, appBudgets);
    const landing = checks[0];
    expect(landing?.gzip).toBeGreaterThan(170 * 1024);
    expect(Math.max(...checks.map((check) => check.gzip))).toBeLessThan(200 * 1024);
    expect(checks.map((check) => check.ok)).toEqual([false, true, true, true, true, true]);
  });

  it('measures the prerendered pages as a visitor opens them: the app only when a part starts it when visible', () => {
    const dist = writeBuild(root, appManifest, appSources);
    writeAppHtml(dist, appRoutes.filter(([source]) => source !== '^/pricing/?$'));
    const prerendered = (path: string, body: string) => `<!doctype html><html><head></head><body><div id="root" data-prerendered="${path}">${body}</div></body></html>`;
    writeFileSync(join(dist, 'index.html'), prerendered('/', '<h1>Quiz Master</h1><section data-start-app-when-visible="">…</section>'));
    writeFileSync(join(dist, 'pricing.html'), prerendered('/pricing', '<h1>Pricing</h1>'));
    const { firstVisits, landing } = measureBundle(dist);
    expect(jsOf(firstVisits.landing)).toEqual(withPrefix(['grid', 'hint', 'index', 'landing', 'react', 'start']));
    expect(landing.islands).toEqual([START]);
    const pricing = firstVisitOf(firstVisits, '/pricing');
    expect(pricing).toMatchObject({ pattern: '/pricing', route: route('pricing'), signedIn: false });
    expect(jsOf(pricing)).toEqual(withPrefix(['hint', 'index']));
    expect(pricing?.deferred.map((entry) => entry.why)).toEqual([expect.stringMatching(/^app start: /)]);
    expect(firstVisits.problems).toEqual([]);

    // A landing page without a part to start when visible starts the app on the first touch only.
    writeFileSync(join(dist, 'index.html'), prerendered('/', '<h1>Quiz Master</h1>'));
    expect(jsOf(measureBundle(dist).firstVisits.landing)).toEqual(withPrefix(['hint', 'index']));

    // A prerendered page that starts the app at load, whose route module the bench does not know.
    writeFileSync(join(dist, 'about.html'), prerendered('/about', '<section data-start-app-when-visible="">…</section>'));
    expect(measureBundle(dist).firstVisits.problems.join()).toMatch(/prerendered page \/about \(about.html\) starts the app at load, but PRERENDERED_ROUTE_MODULES/);
  });

  it('turns table sources back into patterns', () => {
    expect(patternOf('^/dashboard/myPayments/?$')).toBe('/dashboard/myPayments');
    expect(patternOf('^/review/[^/]+/[^/]+/?$')).toBe('/review/:param/:param');
    expect(patternOf('^/profile/important_links/?$')).toBe('/profile/important_links');
    expect(patternOf('^/a\\.b/?$')).toBe('/a.b');
  });
});

describe('the fetched budgets in the bundle budget suite', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const smallBuild = () => {
    const dist = writeBuild(root, appManifest, appSources);
    writeAppHtml(dist, appRoutes);
    return dist;
  };
  const overBudget = () => {
    const dist = smallBuild();
    writeFileSync(join(dist, 'assets/firestore-full.js'), randomBytes(300 * 1024).toString('base64'));
    return measureBundle(dist);
  };
  const logged = () => {
    const lines: string[] = [];
    return { lines, log: (line: string) => lines.push(line) };
  };

  it('fails the suite on a page over its ceiling when enforced, and prints ceiling and target', () => {
    const { lines, log } = logged();
    const { checks, summary } = fetchedBudgetChecks(overBudget(), { enforce: true, budgets: appBudgets, log });
    expect(checks).toEqual([true, true, false, false, false, false]);
    expect(lines.join('\n')).toMatch(/ceiling +target/);
    expect(lines.find((line) => line.includes(' /payment '))).toMatch(/ 200 +200 +\+\d+\.\d .*OVER/);
    expect(summary).toMatch(/4 of 6 pages over their ceiling/);
  });

  it('holds a page to its ceiling above the target, a ratchet: 1 KiB over it fails, at it passes', () => {
    const report = overBudget();
    const payment = firstVisitOf(report.firstVisits, '/payment');
    const figure = (payment?.jsTotal.gzip ?? 0) / 1024;
    expect(figure).toBeGreaterThan(200);
    const ratchet = (ceiling: number) => ({ ...appBudgets, '/payment': { target: 200, ceiling } });
    const at = checkFetchedBudgets(report.firstVisits, ratchet(Math.ceil(figure))).checks.find((check) => check.pattern === '/payment');
    expect(at).toMatchObject({ ok: true, lowerCeilingTo: undefined });
    const under = checkFetchedBudgets(report.firstVisits, ratchet(Math.ceil(figure) - 1)).checks.find((check) => check.pattern === '/payment');
    expect(under?.ok).toBe(false);
    // Far above the figure, the ceiling can come down: to the figure plus at most 2 KiB, never under the target.
    const loose = checkFetchedBudgets(report.firstVisits, ratchet(Math.ceil(figure) + 20)).checks.find((check) => check.pattern === '/payment');
    expect(loose).toMatchObject({ ok: true, lowerCeilingTo: Math.ceil(figure) + 1 });
    const loosePricing = checkFetchedBudgets(report.firstVisits, { ...appBudgets, '/pricing': { target: 200, ceiling: 250 } }).checks.find((check) => check.pattern === '/pricing');
    expect(loosePricing?.lowerCeilingTo).toBe(200);
  });

  it('fails a page that has no row, and names rows of pages the build has not', () => {
    const { '/dashboard': _dashboard, ...withoutDashboard } = appBudgets;
    const budgets = { ...withoutDashboard, '/gone': { target: 200, ceiling: 200 } };
    const { lines, log } = logged();
    const { checks } = fetchedBudgetChecks(measureBundle(smallBuild()), { enforce: true, budgets, log });
    expect(checks).toEqual([true, true, true, false, true, true]);
    const text = lines.join('\n');
    expect(text).toMatch(/\/dashboard has no row in FIRST_VISIT_BUDGETS/);
    expect(text).toMatch(/NO ROW.*\/dashboard /);
    expect(text).toMatch(/a row for \/gone, which the build has no page for/);
  });

  it('only prints the verdicts while not enforced', () => {
    const { lines, log } = logged();
    const { checks, summary } = fetchedBudgetChecks(overBudget(), { enforce: false, budgets: appBudgets, log });
    expect(checks).toEqual([]);
    expect(lines.join('\n')).toMatch(/not enforced/);
    expect(lines.filter((line) => line.includes('OVER'))).toHaveLength(4);
    expect(summary).toMatch(/4 of 6 pages over their ceiling \(not enforced\)/);
  });

  it("is enforced, with ADR 0011's targets for the pages it names", () => {
    expect(ENFORCE_FETCHED_BUDGETS).toBe(true);
    const targets = Object.fromEntries(Object.entries(FIRST_VISIT_BUDGETS).map(([pattern, budget]) => [pattern, budget.target]));
    expect(targets).toMatchObject({
      '/': 170,
      '/quizzes': 210,
      '/payment': 210,
      '/dashboard': 210,
      '/dashboard/myPayments': 210,
      '/dashboard/myResults': 210,
      '/leaderboard/:param': 210,
      '/review/:param/:param': 210,
      '/startQuiz/:param': 225,
      '/profile': 225,
    });
    for (const [pattern, budget] of Object.entries(FIRST_VISIT_BUDGETS)) {
      // A ceiling under the target is the target: the table holds a page that meets it at the target.
      expect(budget.ceiling, pattern).toBeGreaterThanOrEqual(budget.target);
      expect(budget.target, pattern).toBeLessThanOrEqual(300);
    }
  });
});

describe('the count of JS files a first visit fetches', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'bundle-files-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const visits = () => {
    const dist = writeBuild(root, appManifest, appSources);
    writeAppHtml(dist, appRoutes);
    return measureBundle(dist).firstVisits;
  };

  it('fails a page of a kind that fetches more files than its ceiling, and passes at it', () => {
    const firstVisits = visits();
    const { ok, most } = checkFileCounts(firstVisits, { signedOut: 99, signedIn: 99, admin: 99 });
    expect(ok).toBe(true);
    expect(most.signedIn).toBeGreaterThan(1);
    const atCeiling = checkFileCounts(firstVisits, { ...most });
    expect(atCeiling).toMatchObject({ ok: true, over: [] });
    const fewer = checkFileCounts(firstVisits, { ...most, signedIn: most.signedIn - 1 });
    expect(fewer.ok).toBe(false);
    expect(fewer.over.length).toBeGreaterThan(0);
    for (const page of fewer.over) expect(page).toMatchObject({ files: most.signedIn, ceiling: most.signedIn - 1 });
  });

  it('holds signed-in pages to fewer files than admin pages, and none to more than 80', () => {
    expect(FIRST_VISIT_FILE_CEILINGS.signedIn).toBeLessThanOrEqual(FIRST_VISIT_FILE_CEILINGS.admin);
    for (const ceiling of Object.values(FIRST_VISIT_FILE_CEILINGS)) expect(ceiling).toBeLessThanOrEqual(80);
  });
});
