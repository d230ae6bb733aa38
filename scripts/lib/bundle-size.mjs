// @ts-check
// What the landing page costs to download, read from the web build's Vite manifest
// (web/dist/.vite/manifest.json). Used by the bundle budget in `npm test` and by `npm run bench`.
// Sizes are gzip at level 9 (node:zlib), the figure a CDN that compresses at its best would send.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing page's route module, as the manifest names it (see web/src/app/router.tsx). */
export const LANDING_ROUTE = 'src/app/routes/landing.tsx';

/** Issue 8: the landing page's JavaScript may cost at most this much, gzip. */
export const LANDING_JS_BUDGET_BYTES = 200 * 1024;

/**
 * Admin-only code, by source path relative to web/: the admin route modules and the admin
 * features. None of it may be downloaded by a visitor of the landing page.
 */
export const ADMIN_SOURCE_PATTERNS = [
  /^src\/app\/routes\/dashboard\/(users|add-quiz|edit-quiz|manage-quizzes|quiz-details|payment-lists|audit-log)\.tsx$/,
  /^src\/features\/quiz-authoring\//,
  /^src\/features\/admin-[^/]+\//,
];

/**
 * One chunk of the manifest (Vite's `ManifestChunk`): keys of other chunks in `imports`.
 * @typedef {object} ManifestChunk
 * @property {string} file path of the output file, relative to the dist folder
 * @property {string} [src] the source module, relative to web/ (entries and route modules)
 * @property {string} [name]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports] keys of the chunks this one imports statically
 * @property {string[]} [dynamicImports] keys of the chunks this one may load later
 * @property {string[]} [css] CSS files (relative to dist) this chunk needs
 */

/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * @typedef {object} FileSize
 * @property {string} file relative to the dist folder
 * @property {number} bytes as stored
 * @property {number} gzip gzip level 9
 */

/**
 * @typedef {object} SizeTotals
 * @property {number} bytes
 * @property {number} gzip
 */

/** @param {Buffer} content */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** @param {string} distDir */
export function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build -w web -- --mode emulator), with build.manifest on.`);
  }
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  return manifest;
}

/** The key of the HTML entry (index.html). @param {Manifest} manifest */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1) throw new Error(`Expected one entry in the Vite manifest, found ${keys.length}: ${keys.join(', ')}`);
  return /** @type {string} */ (keys[0]);
}

/**
 * The given chunks and every chunk they import statically, transitively: what the browser must
 * download once it has decided to run them.
 * @param {Manifest} manifest
 * @param {string[]} roots
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const queue = [...roots];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * What the browser downloads to show a page: the given chunks, their static imports, and the
 * modules they import dynamically at once (islands such as the quiz catalogue), transitively.
 * Dynamic imports of route modules are not followed: those load only when their route is
 * visited. An island loaded only on a click is counted too (an upper bound, on purpose).
 * @param {Manifest} manifest
 * @param {string[]} roots
 * @returns {{ keys: Set<string>, islands: string[] }}
 */
export function pageClosure(manifest, roots) {
  const keys = new Set();
  const islands = [];
  const queue = [...roots];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (keys.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    keys.add(key);
    queue.push(...(chunk.imports ?? []));
    for (const dynamic of chunk.dynamicImports ?? []) {
      if (isRouteSource(manifest[dynamic]?.src ?? dynamic) || keys.has(dynamic) || queue.includes(dynamic)) continue;
      islands.push(dynamic);
      queue.push(dynamic);
    }
  }
  return { keys, islands };
}

/**
 * Output files (JS and CSS, relative to dist) of a set of chunks.
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = /** @type {ManifestChunk} */ (manifest[key]);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/**
 * @param {string} distDir
 * @param {string[]} files relative to distDir
 * @returns {FileSize[]}
 */
export function measureFiles(distDir, files) {
  return files.map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzip: gzipSize(content) };
  });
}

/** @param {FileSize[]} sizes @returns {SizeTotals} */
export const totalOf = (sizes) => ({
  bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
  gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
});

/**
 * Where the build keeps its source maps: beside the output folder, never inside it, so Hosting
 * cannot serve them (web/vite.config.ts, `sourcemapsOutsideOutput`).
 * @param {string} distDir
 */
export const sourcemapsDirOf = (distDir) => `${distDir}-sourcemaps`;

/**
 * The module paths (relative to webRoot) that went into an output file, from its sourcemap.
 * Undefined when the build wrote no sourcemap.
 * @param {string} distDir
 * @param {string} file relative to distDir
 * @param {string} webRoot the folder the sources are relative to (web/)
 */
export function sourcesOf(distDir, file, webRoot) {
  const mapFile = join(sourcemapsDirOf(distDir), `${file}.map`);
  if (!existsSync(mapFile)) return undefined;
  const map = /** @type {{ sources?: string[], sourceRoot?: string }} */ (JSON.parse(readFileSync(mapFile, 'utf8')));
  // The bundler wrote the sources relative to where the map was first written: beside the file.
  const base = resolve(dirname(join(distDir, file)), map.sourceRoot ?? '');
  return (map.sources ?? []).map((source) => relative(webRoot, resolve(base, source)));
}

/** @param {string} source relative to web/ */
export const isAdminSource = (source) => ADMIN_SOURCE_PATTERNS.some((pattern) => pattern.test(source));

/** @param {string} source relative to web/ */
export const isRouteSource = (source) => source.startsWith('src/app/routes/');

/**
 * The source modules (relative to webRoot) bundled into a set of chunks: each chunk's own `src`,
 * and every source in its sourcemap (modules merged into shared chunks have no manifest entry).
 * @param {Manifest} manifest
 * @param {Set<string>} keys
 * @param {{ distDir: string, webRoot: string }} where
 */
export function sourcesIn(manifest, keys, { distDir, webRoot }) {
  const sources = new Set();
  let withMap = 0;
  for (const key of keys) {
    const chunk = /** @type {ManifestChunk} */ (manifest[key]);
    if (chunk.src) sources.add(chunk.src);
    if (!chunk.file.endsWith('.js')) continue;
    // The bundler's own runtime chunk has no sources and no map; every other chunk has one.
    const mapped = sourcesOf(distDir, chunk.file, webRoot);
    if (mapped) withMap += 1;
    for (const source of mapped ?? []) sources.add(source);
  }
  return { sources: [...sources].sort(), checkedWith: withMap > 0 ? 'manifest and sourcemaps' : 'manifest only (no sourcemaps)' };
}

/**
 * @typedef {object} RouteSize
 * @property {string} route the route module (src/app/routes/…)
 * @property {string[]} files JS and CSS it adds to what the entry already loaded
 * @property {SizeTotals} size their total
 */

/**
 * @typedef {object} BundleReport
 * @property {string} distDir
 * @property {{ js: FileSize[], css: FileSize[], jsTotal: SizeTotals, cssTotal: SizeTotals, total: SizeTotals, staticJsTotal: SizeTotals, islands: string[] }} landing
 *   the entry and the landing route with what they import (see pageClosure); `staticJsTotal` is
 *   the part loaded through static imports alone, `islands` the dynamic imports followed
 * @property {{ modules: string[], checkedWith: string }} adminInLanding admin modules among the landing page's
 * @property {string[]} routesInEntry route modules bundled into the entry instead of loading on demand
 * @property {RouteSize[]} routes per route module: what it adds to the entry, largest first
 */

/**
 * Everything the budget and the bench report about a build.
 * @param {string} distDir the build output (web/dist)
 * @param {{ webRoot?: string }} [options] the folder sources are relative to (default: distDir/..)
 * @returns {BundleReport}
 */
export function measureBundle(distDir, { webRoot = resolve(distDir, '..') } = {}) {
  const manifest = readManifest(distDir);
  const entry = entryKey(manifest);
  // Without a chunk of its own, the landing route is inside the entry (routesInEntry says so).
  const landingRoots = manifest[LANDING_ROUTE] ? [entry, LANDING_ROUTE] : [entry];
  const { keys: landingKeys, islands } = pageClosure(manifest, landingRoots);
  const landingFiles = filesOf(manifest, landingKeys);
  const js = measureFiles(distDir, landingFiles.js);
  const css = measureFiles(distDir, landingFiles.css);
  const staticJs = new Set(filesOf(manifest, staticClosure(manifest, landingRoots)).js);

  const entryKeys = staticClosure(manifest, [entry]);
  const entryFiles = filesOf(manifest, entryKeys);
  const loadedWithEntry = new Set([...entryFiles.js, ...entryFiles.css]);
  const routeKeys = Object.keys(manifest).filter((key) => isRouteSource(manifest[key]?.src ?? ''));
  const routes = routeKeys
    .map((key) => {
      const files = filesOf(manifest, staticClosure(manifest, [key]));
      const added = [...files.js, ...files.css].filter((file) => !loadedWithEntry.has(file));
      return { route: key, files: added, size: totalOf(measureFiles(distDir, added)) };
    })
    .sort((a, b) => b.size.gzip - a.size.gzip);

  const landingSources = sourcesIn(manifest, landingKeys, { distDir, webRoot });
  const entrySources = sourcesIn(manifest, entryKeys, { distDir, webRoot });
  return {
    distDir,
    landing: {
      js,
      css,
      jsTotal: totalOf(js),
      cssTotal: totalOf(css),
      total: totalOf([...js, ...css]),
      staticJsTotal: totalOf(js.filter((file) => staticJs.has(file.file))),
      islands,
    },
    adminInLanding: { modules: landingSources.sources.filter(isAdminSource), checkedWith: landingSources.checkedWith },
    routesInEntry: entrySources.sources.filter(isRouteSource),
    routes,
  };
}

/** Bytes as KiB with one decimal. @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
