/**
 * Bundle figures: the landing page's JS and CSS from the Vite manifest of the build the hosting
 * emulator serves (scripts/lib/bundle-size.mjs, the same as the budget in `npm test`), and what a
 * browser really fetches when it opens `/`, until the network is idle.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { kib, LANDING_JS_BUDGET_BYTES, measureBundle, type BundleReport } from '../lib/bundle-size.mjs';
import { repoRoot } from '../lib/processes.mjs';
import { playwrightLaunchOptions } from './browser';
import { row, type Section } from './results';

export interface FetchedFile {
  path: string;
  type: 'script' | 'stylesheet';
  /** Bytes on the wire as the hosting emulator sent them (Brotli). */
  transferred: number;
  /** The body gzip-compressed at level 9, comparable with the manifest figures. */
  gzip: number;
}

export interface BundleFigures {
  manifest: BundleReport;
  fetched: FetchedFile[];
}

/** Opens `/` signed out in a fresh browser and lists the JS and CSS it downloads until the network is idle. */
async function fetchedByLandingPage(appUrl: string): Promise<FetchedFile[]> {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const page = await browser.newPage();
    const files: Promise<FetchedFile | undefined>[] = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      files.push(
        (async () => {
          const response = await request.response();
          if (!response) return undefined;
          const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
          return { path: new URL(request.url()).pathname, type, transferred: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    await page.goto(`${appUrl}/`);
    // A live Firestore listener would keep a request open for ever: then stop after 15 s.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return (await Promise.all(files)).filter((file): file is FetchedFile => file !== undefined);
  } finally {
    await browser.close();
  }
}

export async function measureBundleFigures(appUrl: string): Promise<BundleFigures> {
  return {
    manifest: measureBundle(`${repoRoot}/web/dist`, { webRoot: `${repoRoot}/web` }),
    fetched: await fetchedByLandingPage(appUrl),
  };
}

const sum = (files: FetchedFile[], pick: (file: FetchedFile) => number) => files.reduce((total, file) => total + pick(file), 0);

export function bundleSection({ manifest, fetched }: BundleFigures): Section {
  const { landing } = manifest;
  const fetchedJs = fetched.filter((file) => file.type === 'script');
  const fetchedCss = fetched.filter((file) => file.type === 'stylesheet');
  const adminFree = manifest.adminInLanding.modules.length === 0;
  const routesLazy = manifest.routesInEntry.length === 0;
  const rows = [
    row(
      'Landing JS before it is usable (manifest: static imports), gzip',
      kib(landing.staticJsTotal.gzip),
      `<= ${kib(LANDING_JS_BUDGET_BYTES)}`,
      landing.staticJsTotal.gzip <= LANDING_JS_BUDGET_BYTES,
    ),
    row('Landing JS with the Firebase islands (manifest), gzip', kib(landing.jsTotal.gzip)),
    row('Landing CSS (manifest), gzip', kib(landing.cssTotal.gzip)),
    row('Landing JS fetched by the browser (islands included), gzip', `${kib(sum(fetchedJs, (file) => file.gzip))} (${String(fetchedJs.length)} files)`),
    row('Landing CSS fetched by the browser, gzip', `${kib(sum(fetchedCss, (file) => file.gzip))} (${String(fetchedCss.length)} files)`),
    row('Landing JS + CSS on the wire (Brotli)', kib(sum(fetched, (file) => file.transferred))),
    row('Admin modules in the landing bundle', String(manifest.adminInLanding.modules.length), 'none', adminFree),
    row('Route modules in the entry (not lazy)', String(manifest.routesInEntry.length), 'none', routesLazy),
    ...manifest.routes.map((route) => row(`Route ${route.route.replace('src/app/routes/', '')} adds, gzip`, kib(route.size.gzip))),
  ];
  const notes = [
    'Sizes are gzip level 9 (node:zlib) of the files; "manifest" follows web/dist/.vite/manifest.json: "before it is usable" is the entry + landing route + their static imports (the budget), "with the Firebase islands" adds the non-route modules they import dynamically; "fetched" is what Chromium downloaded opening / signed out until the network was idle. A route "adds" its own chunk and the shared chunks the entry has not loaded.',
  ];
  const manifestFiles = new Set([...landing.js, ...landing.css].map((file) => `/${file.file}`));
  const extra = fetched.filter((file) => !manifestFiles.has(file.path)).map((file) => file.path);
  if (extra.length > 0) notes.push(`Fetched but not in the manifest's landing set: ${extra.join(', ')}.`);
  if (!adminFree) notes.push(`Admin code on the landing page: ${manifest.adminInLanding.modules.join(', ')}.`);
  if (!routesLazy) notes.push(`Routes in the entry: ${manifest.routesInEntry.join(', ')}.`);
  return { title: 'Bundle', rows, notes };
}
