// @ts-check
// What the pages cost to download, read from the web build's Vite manifest
// (web/dist/.vite/manifest.json) and the route preload table of its app.html. Used by the bundle
// budget in `npm test` and by `npm run bench`. Sizes are gzip at level 9 (node:zlib), the figure
// a CDN that compresses at its best would send.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing page's route module, as the manifest names it (see web/src/app/router.tsx). */
export const LANDING_ROUTE = 'src/app/routes/landing.tsx';

/** ADR 0011: the landing page's JavaScript may cost at most this much, gzip. */
export const LANDING_JS_BUDGET_BYTES = 200 * 1024;

/**
 * The component that pages for signed-in users render (web/src/components/auth/require-signed-in.tsx):
 * a route whose modules include it is visited signed in, which loads the `signed-in` dynamic
 * imports below.
 */
export const REQUIRE_SIGNED_IN_SOURCE = 'src/components/auth/require-signed-in.tsx';

/** Likewise for admin pages (web/src/components/auth/require-admin.tsx) and the `admin` dynamic imports. */
export const REQUIRE_ADMIN_SOURCE = 'src/components/auth/require-admin.tsx';

/**
 * The attribute (web/src/app/boot.ts, START_WHEN_VISIBLE_ATTRIBUTE) on the parts of a prerendered
 * page whose content needs the app: a visitor's browser starts the app when one scrolls into view.
 * A prerendered page without one starts it only on the first touch, click, key or focus.
 */
export const START_WHEN_VISIBLE_ATTRIBUTE = 'data-start-app-when-visible';

/**
 * The route module of each prerendered page but the landing page (web/vite.config.ts,
 * `prerenderedPages`): the build's route preload table leaves prerendered pages out, and their
 * HTML does not name their module. Prerendered pages sit directly under the app layout (they
 * render without Firebase), so their chain is their own module. Needed only for a page that
 * starts the app at load (see START_WHEN_VISIBLE_ATTRIBUTE); a missing one is reported.
 * @type {Record<string, string>}
 */
export const PRERENDERED_ROUTE_MODULES = { '/': LANDING_ROUTE, '/pricing': 'src/app/routes/pricing.tsx' };

/**
 * @typedef {object} Visitor who opens the page, and how: which conditional dynamic imports run
 * @property {boolean} [signedIn]
 * @property {boolean} [admin]
 * @property {boolean} [loadsAuth] whether the page loads Firebase Auth for a visitor too (the pages
 *   served from the app shell, under the Firebase layout): on a first visit the session hint is
 *   unknown until Auth answers, so the `needs-auth` dynamic imports run. Default false.
 * @property {string} [pattern] the page's route pattern, for the `route` rules (none: they do not run)
 * @property {boolean} [appStartsAtLoad] whether the entry starts the app (its dynamic imports
 *   that are not routes) while the page loads: true but on a prerendered page that starts it
 *   only on the visitor's first touch, key or focus (web/src/app/boot.ts). Default true.
 */

/**
 * @typedef {object} DynamicImportRule
 * @property {RegExp} module the imported module, by its manifest `src` (or key)
 * @property {'load' | 'needs-auth' | 'signed-in' | 'admin' | 'on-demand' | 'replaced' | 'route'} when
 *   `load`: runs while the page loads, counted (listed to say why, and when it is an upper bound);
 *   `needs-auth`: runs while the page loads when the session hint (web/src/lib/session-hint.ts)
 *   does not say signed out: for a signed-in user, and on a first visit of a page that loads
 *   Firebase Auth (Visitor.loadsAuth);
 *   `signed-in` / `admin`: runs while the page loads, for a signed-in user / an admin only;
 *   `on-demand`: runs after a click or an action, never while the page loads;
 *   `replaced`: not loaded when its importer also imports a module matching `by` dynamically
 *   (the alternative the build chose)
 *   `route`: runs while the page loads on the pages whose pattern matches `pattern` only
 * @property {RegExp} [by] for `replaced`
 * @property {RegExp} [pattern] for `route`: the page's route pattern (`/quizzes`)
 * @property {string} why
 */

/**
 * When the dynamic imports that are not route modules run. "Run at load" means that the page's
 * first render, or an effect of it (idle callbacks included), imports the module before the
 * network is idle, without a click. Every dynamic import NOT listed here counts as run at load
 * by the page whose modules contain it: an upper bound, so that a new island counts until it is
 * listed here. Route modules are never followed: they load when their route is visited. The
 * entry's own dynamic imports that are not routes start the app (web/src/main.tsx): they run
 * at load but on a prerendered page that starts the app only on the visitor's first touch
 * (see Visitor.appStartsAtLoad).
 * @type {DynamicImportRule[]}
 */
export const DYNAMIC_IMPORT_RULES = [
  {
    module: /^src\/lib\/web-vitals\/reporter\.ts$/,
    when: 'load',
    why: 'in a sampled session (WEB_VITALS_SAMPLE_RATE), once the page has loaded and the browser is idle: counted, an upper bound for the unsampled sessions',
  },
  {
    module: /^src\/components\/layout\/header-islands\.tsx$/,
    when: 'needs-auth',
    why: "the header draws a visitor's brand and account area without Firebase when the session hint says signed out (a prerendered page that loads no Auth)",
  },
  {
    module: /^src\/features\/quizzes\/components\/member-quiz-grid\.tsx$/,
    when: 'needs-auth',
    why: "the landing page's catalogue for a signed-in player, by the session hint",
  },
  {
    module: /^src\/features\/auth\/components\/claims-sync\.tsx$/,
    when: 'signed-in',
    why: 'firebase-layout.tsx renders the claims sync for a signed-in user once the browser is idle (at most 2 s after the first render)',
  },
  {
    // Shared with the early reads (a chunk of its own): named by source or by chunk.
    module: /^(src\/lib\/restored-session\.ts|_restored-session-[\w-]+\.js)$/,
    when: 'signed-in',
    why: "on a signed-in route's shell the app's first render waits for Auth to restore the session (app/start-app.tsx); those pages load Auth anyway",
  },
  {
    module: /^src\/features\/notifications\/components\/notification-bell\.tsx$/,
    when: 'signed-in',
    why: "the header renders the notification bell (app/provider.tsx, React.lazy) only once a user is signed in: a visitor's header has none",
  },
  {
    module: /^src\/features\/notifications\/components\/notification-panel\.tsx$/,
    when: 'on-demand',
    why: 'the notification panel (React.lazy in notification-bell.tsx) renders only when the bell is opened',
  },
  // Before the admin rule below: these parts of admin pages load on demand, not with the page.
  {
    module: /^src\/components\/ui\/confirm-dialog\.tsx$/,
    when: 'on-demand',
    why: "an 'Are you sure?' dialog (confirm-dialog-on-demand.tsx) is fetched when it first opens, or when the pointer or focus reaches its button",
  },
  {
    module: /^src\/features\/quiz-authoring\/lib\/quiz-form-resolver\.ts$|(^|\/)shared\/src\/accommodations\.ts$/,
    when: 'on-demand',
    why: 'the quiz form and the accommodation form fetch their zod schema when they get the focus or first validate (lazy-quiz-form-resolver.ts, accommodation-form.tsx)',
  },
  {
    module: /^src\/features\/(admin-quizzes\/components\/export-progress|quiz-authoring\/components\/upload-progress)\.tsx$/,
    when: 'on-demand',
    why: 'the progress bars of a result export and of a cover upload load when one starts',
  },
  {
    module: /^src\/features\/admin-quizzes\/api\/export-results\.ts$/,
    when: 'on-demand',
    why: "the Result Sheet's CSV export (its stream reader and file save) loads when Download CSV is pressed (export-results-button.tsx)",
  },
  {
    module: /^src\/features\/admin-[^/]+\//,
    when: 'admin',
    why: "admin parts of pages players see too (the dashboard's real-user metrics card), rendered for an admin only",
  },
  {
    module: /(^|\/)node_modules\/react-toastify\/|^src\/app\/toast-container\.tsx$/,
    when: 'on-demand',
    why: 'react-toastify and its container load with the first toast (lib/notify.ts, app/toasts.tsx); a page that shows one at load (an admin-only page opened by a player) downloads it then',
  },
  {
    module: /^src\/features\/quiz-authoring\/components\/draft-conflict\.tsx$/,
    when: 'on-demand',
    why: "Edit Quiz shows another admin's change beside a draft only after a refused save or a reload that met one (ADR 0015)",
  },
  {
    module: /^src\/features\/quiz-authoring\/(components\/type-editors\/[\w-]+-editor\.tsx|lib\/typed-check\.ts)$/,
    when: 'on-demand',
    why: "the question form's editor of a typed question (ADR 0035) loads when its type is picked or such a question is opened (type-editor-lazy.tsx), its zod schema at the first check (lazy-typed-check.ts)",
  },
  {
    module: /^src\/features\/quiz-authoring\/components\/import-report\.tsx$/,
    when: 'on-demand',
    why: "Edit Quiz's import report (its table of problems) loads with the first Check of an import (question-transfer.tsx)",
  },
  {
    module: /(^|\/)node_modules\/firebase\/storage\//,
    when: 'on-demand',
    why: 'the quiz form imports Firebase Storage when an admin uploads a cover (features/quiz-authoring/api/upload-cover.ts)',
  },
  {
    module: /^src\/features\/quiz-taking\/components\/score-screen\.tsx$/,
    when: 'on-demand',
    why: "the quiz's score screen, fetched when the player reaches the last question or the time runs out (quiz-player.tsx)",
  },
  {
    module: /^src\/features\/quiz-taking\/components\/typed\/[\w-]+-input\.tsx$/,
    when: 'on-demand',
    why: "a typed question's answer view (ADR 0035), one per type, fetched when a question of that type is shown or is next (components/typed/loaders.ts): a quiz of choice questions never loads one",
  },
  {
    module: /^src\/features\/leaderboard\/components\/quiz-leaderboard\.tsx$/,
    when: 'on-demand',
    why: '/startQuiz shows the leaderboard only to a player with no attempt left (start-quiz.tsx)',
  },
  {
    module: /^src\/features\/(profile\/(components\/profile-form\.tsx|lib\/check-profile-text\.ts|api\/save-profile\.ts)|leaderboard\/api\/set-leaderboard-visibility\.ts)$/,
    when: 'on-demand',
    why: "/profile's form (react-hook-form, the shared zod/mini schema) and its save through the API load when the user starts editing (my-profile.tsx), its leaderboard switch's API call on the first change (leaderboard-visibility.tsx); the address and education pages' zod/mini check when the user starts typing or saving (profile-text-form.tsx)",
  },
  {
    module: /^src\/features\/payments\/components\/stripe-card-form\.tsx$/,
    when: 'replaced',
    by: /^src\/features\/payments\/components\/stand-in-card-form\.tsx$/,
    why: 'a build that has the stand-in card form (mode emulator, with the stand-in key of web/.env.emulator) checks out with it; a production build has only the Stripe one (premium-checkout.tsx)',
  },
  {
    module: /^src\/features\/my-payments\/api\/(follow-refunds|request-refund|download-receipt)\.ts$/,
    when: 'on-demand',
    why: "My Payments loads the full Firestore SDK only while a payment on screen waits on an admin's refund (use-my-payments.ts, useFollowRefunds), and its API calls (refund request, receipt) when the user asks for one",
  },
  {
    module: /^src\/app\/admin\//,
    when: 'admin',
    why: "the admin parts of the dashboard's index, which players share (its figures and their prefetch, with the full Firestore SDK): loaded for an admin only",
  },
  {
    module: /^src\/features\/(dashboard\/components\/dashboard-drawer|my-payments\/components\/refund-dialog)\.tsx$/,
    when: 'on-demand',
    why: "the dashboard's drawer and myPayments' refund confirmation load on their first open (prefetched as their button is approached)",
  },
  {
    // A chunk of its own, shared with the page (so named by its key, not a source).
    module: /^(src\/features\/quizzes\/(api\/catalogue-read|lib\/early-first-row)\.ts|_(catalogue-read|early-first-row)-[\w-]+\.js)$/,
    when: 'route',
    pattern: /^\/quizzes$/,
    why: "the entry starts /quizzes' public catalogue read while the app downloads, and fills the shell's first row from it (src/main.tsx), on that page only",
  },
  {
    module: /^src\/app\/early-signed-in-reads\.ts$/,
    when: 'route',
    pattern: /^\/profile$|^\/startQuiz\//,
    why: 'the entry starts the first read of a signed-in page whose shell asks for one (src/main.tsx, lib/early-signed-in-reads.ts): /profile and /startQuiz',
  },
  {
    // Shared with the page too (its own chunk, or the page's): named by source or by chunk.
    module: /^(src\/features\/profile\/api\/early-profile-read\.ts|_early-profile-read-[\w-]+\.js)$/,
    when: 'route',
    pattern: /^\/profile$/,
    why: "the entry starts /profile's read of the user's record once Auth has restored the session (src/main.tsx), on that page only",
  },
  {
    module: /^(src\/features\/quiz-taking\/api\/early-quiz-start\.ts|_early-quiz-start-[\w-]+\.js)$/,
    when: 'route',
    pattern: /^\/startQuiz\//,
    why: "the entry starts /startQuiz's attempt once Auth has restored the session (src/main.tsx), on that page only",
  },
];

/**
 * Admin-only code, by source path relative to web/: the admin route modules and the admin
 * features. None of it may be downloaded by a visitor of the landing page.
 */
export const ADMIN_SOURCE_PATTERNS = [
  /^src\/app\/routes\/dashboard\/(users|add-quiz|edit-quiz|manage-quizzes|quiz-details|payment-lists|audit-log)\.tsx$/,
  /^src\/features\/quiz-authoring\//,
  /^src\/features\/admin-[^/]+\//,
  /^src\/app\/admin\//,
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

/** @param {Manifest} manifest @param {string} key */
const sourceOf = (manifest, key) => manifest[key]?.src ?? key;

/**
 * The rule of DYNAMIC_IMPORT_RULES for a dynamic import of `importer`, if one applies.
 * @param {Manifest} manifest
 * @param {ManifestChunk} importer
 * @param {string} imported key of the imported chunk
 * @returns {DynamicImportRule | undefined}
 */
export function dynamicImportRule(manifest, importer, imported) {
  const source = sourceOf(manifest, imported);
  return DYNAMIC_IMPORT_RULES.find(
    (rule) =>
      rule.module.test(source) &&
      (rule.when !== 'replaced' || (importer.dynamicImports ?? []).some((other) => rule.by?.test(sourceOf(manifest, other)))),
  );
}

/**
 * What the browser downloads to show a page: the given chunks, their static imports, and the
 * modules they import dynamically while the page loads (islands such as the quiz catalogue),
 * transitively. Dynamic imports of route modules are not followed: those load only when their
 * route is visited; nor are those DYNAMIC_IMPORT_RULES says do not run at load for this visitor
 * (`needs-auth` ones run when `signedIn` or `loadsAuth`, `signed-in` ones when `signedIn`,
 * `admin` ones when `admin`). `deferred` lists the dynamic
 * imports left out, with the reason.
 * @param {Manifest} manifest
 * @param {string[]} roots
 * @param {Visitor} [visitor] a visitor signed out by default
 * @returns {{ keys: Set<string>, islands: string[], deferred: { module: string, why: string }[] }}
 */
export function pageClosure(manifest, roots, { signedIn = false, admin = false, loadsAuth = false, appStartsAtLoad = true, pattern } = {}) {
  /** @param {DynamicImportRule} rule */
  const runs = (rule) =>
    rule.when === 'load' ||
    (rule.when === 'route' && pattern !== undefined && rule.pattern?.test(pattern) === true) ||
    (rule.when === 'needs-auth' && (signedIn || loadsAuth)) ||
    (rule.when === 'signed-in' && signedIn) ||
    (rule.when === 'admin' && admin);
  const keys = new Set();
  /** @type {string[]} */
  const islands = [];
  /** @type {Map<string, string>} */
  const deferred = new Map();
  const queue = [...roots];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (keys.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
    keys.add(key);
    queue.push(...(chunk.imports ?? []));
    for (const dynamic of chunk.dynamicImports ?? []) {
      if (isRouteSource(sourceOf(manifest, dynamic))) continue;
      if (chunk.isEntry && !appStartsAtLoad) {
        deferred.set(dynamic, 'app start: this prerendered page starts the app on the first touch, click, key or focus (web/src/app/boot.ts)');
        continue;
      }
      const rule = dynamicImportRule(manifest, chunk, dynamic);
      if (rule && !runs(rule)) {
        deferred.set(dynamic, `${rule.when}: ${rule.why}`);
        continue;
      }
      if (keys.has(dynamic) || queue.includes(dynamic)) continue;
      islands.push(dynamic);
      queue.push(dynamic);
    }
  }
  // A module deferred by one importer may still come in through another.
  const left = [...deferred].filter(([module]) => !keys.has(module)).map(([module, why]) => ({ module, why }));
  return { keys, islands, deferred: left };
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
 * The route preload table the build writes into app.html, the shell of every page but the
 * landing page (web/vite.config.ts with web/src/app/route-preloads.ts): per URL pattern (a regular
 * expression source, matched case-insensitively like the shell's loader does), the chunk files of
 * the route modules it renders, layouts first, with their static imports, less the files the
 * shell loads itself. Undefined when app.html or the table is missing.
 * @param {string} distDir
 * @returns {{ source: string, files: string[] }[] | undefined}
 */
export function readRoutePreloads(distDir) {
  const file = join(distDir, 'app.html');
  if (!existsSync(file)) return undefined;
  const match = /<script[^>]*\bid="route-preloads"[^>]*>([\s\S]*?)<\/script>/.exec(readFileSync(file, 'utf8'));
  if (!match) return undefined;
  /** @type {{ files: string[], routes: [string, number[]][] }} */
  const table = JSON.parse(match[1] ?? '');
  return table.routes.map(([source, indexes]) => ({ source, files: indexes.map((index) => /** @type {string} */ (table.files[index])) }));
}

/**
 * The pages the build prerendered (web/vite.config.ts): each HTML file of the output folder
 * whose #root names the path it was rendered for (`data-prerendered`), and whether a part of it
 * starts the app when it scrolls into view (START_WHEN_VISIBLE_ATTRIBUTE).
 * @param {string} distDir
 * @returns {{ path: string, file: string, startsWhenVisible: boolean }[]}
 */
export function readPrerenderedPages(distDir) {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .flatMap((file) => {
      const html = readFileSync(join(distDir, file), 'utf8');
      const path = /<div id="root"[^>]*\bdata-prerendered="([^"]*)"/.exec(html)?.[1];
      return path === undefined ? [] : [{ path, file, startsWhenVisible: html.includes(START_WHEN_VISIBLE_ATTRIBUTE) }];
    });
}

/** @param {string} path */
const pathSource = (path) => (path === '/' ? '^/$' : `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/**
 * A URL pattern back from its preload table source: `^/startQuiz/[^/]+/?$` -> `/startQuiz/:param`.
 * @param {string} source
 */
export function patternOf(source) {
  const body = source.replace(/^\^/, '').replace(/\/\?\$$/, '');
  return (
    body
      .replaceAll('[^/]+', ':param')
      .replace(/\\(.)/g, '$1') || '/'
  );
}

/**
 * @typedef {object} FirstVisit
 * @property {string} pattern the URL pattern ('/' for the landing page, parameters as `:param`)
 * @property {string} source a regular expression source a path is tested against (case-insensitive)
 * @property {string} route the page's own route module
 * @property {string[]} chain the route modules the visit loads, outermost layout first
 * @property {boolean} signedIn counted for a signed-in user (the `signed-in` dynamic imports)
 * @property {boolean} admin counted for an admin (the `admin` dynamic imports)
 * @property {FileSize[]} js the JavaScript of the visit: the entry, the route modules and their
 *   static imports, and the dynamic imports that run at load (see pageClosure)
 * @property {SizeTotals} jsTotal
 * @property {SizeTotals} cssTotal
 * @property {string[]} islands the dynamic imports counted
 * @property {{ module: string, why: string }[]} deferred the dynamic imports left out, and why
 */

/**
 * @typedef {object} FirstVisits
 * @property {FirstVisit} landing `/` signed out: its prerendered HTML, the entry, the landing route and the islands
 * @property {FirstVisit[]} routes every other page: the other prerendered pages (visited signed out), then the routes
 *   of the preload table (the catch-all is not in it), in its order
 * @property {string[]} problems why routes is empty, or why `signedIn` or `admin` is an upper bound
 */

/**
 * The first-visit figure of a path: the landing page for `/`, else the first route of the table
 * whose pattern matches it (as the shell's loader and the router pick it).
 * @param {FirstVisits} visits
 * @param {string} path
 * @returns {FirstVisit | undefined}
 */
export function firstVisitOf(visits, path) {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === '/' || pathname === '') return visits.landing;
  return visits.routes.find((route) => new RegExp(route.source, 'i').test(pathname));
}

/**
 * What a first visit of each page costs: a fresh browser opening it by URL, until the network is
 * idle. The landing page as in `landing`; the other prerendered pages (readPrerenderedPages) as
 * visitors see them: the entry, and the app with the page's module only when the page starts it
 * at load; every other route from the preload table of app.html (its module chain, from the
 * router's own routes), with the entry and what runs at load. A
 * route is visited signed in when its modules include REQUIRE_SIGNED_IN_SOURCE, by an admin when
 * they include REQUIRE_ADMIN_SOURCE (read from the sourcemaps); without sourcemaps (or with such
 * a module in the entry) every route is counted that way, an upper bound.
 * @param {Manifest} manifest
 * @param {{ distDir: string, webRoot: string, entry: string, landing: FirstVisit }} build
 * @returns {FirstVisits}
 */
export function measureFirstVisits(manifest, { distDir, webRoot, entry, landing }) {
  /** @type {string[]} */
  const problems = [];
  const table = readRoutePreloads(distDir);
  if (!table) {
    problems.push(`${join(distDir, 'app.html')} has no route preload table (<script id="route-preloads">, web/vite.config.ts): no route's first visit measured`);
    return { landing, routes: [], problems };
  }
  /** @type {Map<string, string>} */
  const keyOfFile = new Map();
  for (const [key, chunk] of Object.entries(manifest)) if (!keyOfFile.has(chunk.file)) keyOfFile.set(chunk.file, key);

  /** @type {Map<string, string[]>} */
  const sourcesByKey = new Map();
  /** @param {string} key */
  const sourcesOfKey = (key) => {
    let sources = sourcesByKey.get(key);
    if (!sources) {
      const chunk = /** @type {ManifestChunk} */ (manifest[key]);
      sources = [...(chunk.src ? [chunk.src] : []), ...((chunk.file.endsWith('.js') && sourcesOf(distDir, chunk.file, webRoot)) || [])];
      sourcesByKey.set(key, sources);
    }
    return sources;
  };
  // What every page loads: the entry and what it runs at load for a visitor (the app's start).
  const everyPage = pageClosure(manifest, [entry]).keys;
  const hasSourcemaps = [...everyPage].some((key) => sourcesOf(distDir, /** @type {ManifestChunk} */ (manifest[key]).file, webRoot) !== undefined);
  /** Whether a marker module tells routes apart: the build has sourcemaps, and every page does not load it. */
  const usable = (/** @type {string} */ marker) => {
    if (!hasSourcemaps) return false;
    return ![...everyPage].some((key) => sourcesOfKey(key).includes(marker));
  };
  const markers = /** @type {const} */ ([
    ['signed in', REQUIRE_SIGNED_IN_SOURCE],
    ['as an admin', REQUIRE_ADMIN_SOURCE],
  ]);
  for (const [how, marker] of markers) {
    if (usable(marker)) continue;
    problems.push(
      `every route is counted ${how} (an upper bound): ${hasSourcemaps ? `${marker} is in what every page loads` : 'the build has no sourcemaps'}, so the routes that need it cannot be told apart`,
    );
  }
  const signedInUsable = usable(REQUIRE_SIGNED_IN_SOURCE);
  const adminUsable = usable(REQUIRE_ADMIN_SOURCE);

  const prerendered = readPrerenderedPages(distDir)
    .filter((page) => page.path !== '/')
    .map((page) => {
      const module = PRERENDERED_ROUTE_MODULES[page.path];
      const routeModule = module !== undefined && manifest[module] ? module : undefined;
      if (page.startsWhenVisible && !routeModule) {
        problems.push(`the prerendered page ${page.path} (${page.file}) starts the app at load, but PRERENDERED_ROUTE_MODULES names no route module of the build for it: its figure leaves the route module out`);
      }
      const appStartsAtLoad = page.startsWhenVisible;
      const { keys: visitKeys, islands, deferred } = pageClosure(manifest, appStartsAtLoad && routeModule ? [entry, routeModule] : [entry], { appStartsAtLoad });
      const visitFiles = filesOf(manifest, visitKeys);
      const js = measureFiles(distDir, visitFiles.js);
      return {
        pattern: page.path,
        source: pathSource(page.path),
        route: routeModule ?? module ?? `${page.file} (prerendered)`,
        chain: routeModule ? [routeModule] : [],
        signedIn: false,
        admin: false,
        js,
        jsTotal: totalOf(js),
        cssTotal: totalOf(measureFiles(distDir, visitFiles.css)),
        islands,
        deferred,
      };
    });

  const routes = table.map(({ source, files }) => {
    const keys = files.map((file) => {
      const key = keyOfFile.get(file);
      if (key === undefined) throw new Error(`app.html's route preloads name ${file}, which the Vite manifest does not have (a stale app.html?)`);
      return key;
    });
    const chain = keys.filter((key) => isRouteSource(sourceOf(manifest, key))).map((key) => sourceOf(manifest, key));
    const own = [...staticClosure(manifest, keys)].filter((key) => !everyPage.has(key));
    const has = (/** @type {string} */ marker) => own.some((key) => sourcesOfKey(key).includes(marker));
    const admin = !adminUsable || has(REQUIRE_ADMIN_SOURCE);
    const signedIn = admin || !signedInUsable || has(REQUIRE_SIGNED_IN_SOURCE);
    // A page of the app shell loads Firebase Auth (the Firebase layout): on a first visit the session hint is unknown.
    const { keys: visitKeys, islands, deferred } = pageClosure(manifest, [entry, ...keys], { signedIn, admin, loadsAuth: true, pattern: patternOf(source) });
    const visitFiles = filesOf(manifest, visitKeys);
    const js = measureFiles(distDir, visitFiles.js);
    return {
      pattern: patternOf(source),
      source,
      route: chain.at(-1) ?? '?',
      chain,
      signedIn,
      admin,
      js,
      jsTotal: totalOf(js),
      cssTotal: totalOf(measureFiles(distDir, visitFiles.css)),
      islands,
      deferred,
    };
  });
  return { landing, routes: [...prerendered, ...routes], problems };
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
 * @property {FirstVisits} firstVisits what a first visit of each page fetches (the budgets of bundle-budget.mjs)
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
  // A prerendered landing page starts the app at load only when a part of it asks to be started when visible.
  const landingPage = readPrerenderedPages(distDir).find((page) => page.path === '/');
  const landingStartsApp = !landingPage || landingPage.startsWhenVisible;
  const { keys: landingKeys, islands, deferred } = pageClosure(manifest, landingStartsApp ? landingRoots : [entry], { appStartsAtLoad: landingStartsApp });
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

  // Admin code is looked for in everything the landing page may load, the app included, whenever it starts.
  const landingSources = sourcesIn(manifest, landingStartsApp ? landingKeys : pageClosure(manifest, landingRoots).keys, { distDir, webRoot });
  const entrySources = sourcesIn(manifest, entryKeys, { distDir, webRoot });
  /** @type {FirstVisit} */
  const landingVisit = {
    pattern: '/',
    source: '^/$',
    route: LANDING_ROUTE,
    chain: [LANDING_ROUTE],
    signedIn: false,
    admin: false,
    js,
    jsTotal: totalOf(js),
    cssTotal: totalOf(css),
    islands,
    deferred,
  };
  /** @type {FirstVisits} */
  let firstVisits;
  try {
    firstVisits = measureFirstVisits(manifest, { distDir, webRoot, entry, landing: landingVisit });
  } catch (error) {
    firstVisits = { landing: landingVisit, routes: [], problems: [error instanceof Error ? error.message : String(error)] };
  }
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
    firstVisits,
  };
}

/** Bytes as KiB with one decimal. @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
