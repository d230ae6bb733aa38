// @ts-check
// Fewer, larger chunks (PERF-PLAN D6; web/vite.config.ts, `firstVisitChunks`). The bundler splits
// code by its entries (every route module, shell and dynamic import is one), so a signed-in page
// fetched 40-70 files, most under 1 KiB: on a phone each round of six requests costs a round
// trip. Here the app's modules are grouped by the pages whose first visit fetches them, and
// when (with the page's route modules, or later through a dynamic import): a group's chunk is
// fetched by exactly the pages that fetched each of its modules before, so no page fetches code
// it did not. The pages and what they fetch are the bundle budget's (bundle-size.mjs,
// measureFirstVisits), measured on a first build with the bundler's own split: the import graph
// the chunking hook sees is the source's, before tree-shaking, and names imports production
// drops (a dev build's `schema.parse` would put zod on every page).
import { filesOf, staticClosure } from './bundle-size.mjs';

/**
 * @typedef {object} FirstVisitFiles what one page's first visit fetches, as file names
 * @property {string} pattern
 * @property {string[]} preloaded the files loaded with the page's route modules (the entry, the
 *   chain and their static imports)
 * @property {string[]} later the files its dynamic imports bring while it loads
 */

/**
 * The files each page's first visit fetches, split by when (see FirstVisitFiles), less the
 * entry's own (every page loads them first, before anything else).
 * @param {import('./bundle-size.mjs').Manifest} manifest
 * @param {import('./bundle-size.mjs').FirstVisits} visits
 * @param {string} entry the entry's manifest key
 * @returns {FirstVisitFiles[]}
 */
export function firstVisitFiles(manifest, visits, entry) {
  const entryFiles = new Set(filesOf(manifest, staticClosure(manifest, [entry])).js);
  return [visits.landing, ...visits.routes].map((visit) => {
    const chainKeys = visit.chain.filter((module) => manifest[module] !== undefined);
    const preloaded = new Set(filesOf(manifest, staticClosure(manifest, [entry, ...chainKeys])).js);
    const files = visit.js.map((file) => file.file).filter((file) => !entryFiles.has(file));
    return { pattern: visit.pattern, preloaded: files.filter((file) => preloaded.has(file)), later: files.filter((file) => !preloaded.has(file)) };
  });
}

/**
 * The chunk name of each module a first visit fetches: modules fetched by the same pages at the
 * same moment share a name. Modules of a file no page fetches (on demand) have none, nor have
 * those of `keepApart`: the modules imported dynamically (route modules, shells, islands), which
 * keep a chunk of their own that Vite's manifest names after them.
 * A chunk is also a unit of evaluation: `early` names, for each module, the part that runs
 * before the app (the entry's early reads) it belongs to, so that such a part never loads a
 * chunk that would evaluate the app with it.
 * @param {FirstVisitFiles[]} pages
 * @param {(file: string) => string[]} modulesOf the module ids bundled into a file
 * @param {{ keepApart?: Set<string>, early?: Map<string, string> }} [options]
 * @returns {Map<string, string>}
 */
export function groupsByFirstVisit(pages, modulesOf, { keepApart = new Set(), early = new Map() } = {}) {
  /** @type {Map<string, Map<number, string>>} module -> the moment each page fetches it */
  const fetchedBy = new Map();
  pages.forEach((page, index) => {
    for (const [files, moment] of /** @type {const} */ ([
      [page.preloaded, 'preloaded'],
      [page.later, 'later'],
    ])) {
      for (const file of files) {
        for (const id of modulesOf(file)) {
          if (keepApart.has(id)) continue;
          const by = fetchedBy.get(id) ?? new Map();
          by.set(index, moment);
          fetchedBy.set(id, by);
        }
      }
    }
  });
  /** @type {Map<string, { modules: string[], pages: Map<number, string> }>} */
  const groups = new Map();
  for (const [id, by] of fetchedBy) {
    const signature = `${[...by].map(([page, moment]) => `${String(page)}:${moment}`).join('|')}#${early.get(id) ?? ''}`;
    const group = groups.get(signature) ?? { modules: [], pages: by };
    group.modules.push(id);
    groups.set(signature, group);
  }
  /** @type {Map<string, string>} */
  const names = new Map();
  let count = 0;
  for (const group of groups.values()) {
    const patterns = [...group.pages.keys()].map((page) => pages[page]?.pattern ?? '');
    // One name per group: the bundler puts every module of a name into one chunk.
    const name = `${groupLabel(patterns)}~${String((count += 1))}`;
    for (const id of group.modules) names.set(id, name);
  }
  return names;
}

/**
 * The module ids of the parts of the entry that run before the app starts (its dynamic imports
 * other than the app itself: the early reads, and the parts they import dynamically in turn),
 * each with the names of the parts it belongs to, from a build's manifest. Route modules are
 * not followed (they load with the app).
 * @param {import('./bundle-size.mjs').Manifest} manifest
 * @param {string} entry the entry's manifest key
 * @param {string} app the app module's manifest key
 * @param {(file: string) => string[]} modulesOf
 * @returns {Map<string, string>}
 */
export function earlyModules(manifest, entry, app, modulesOf) {
  /** @type {Map<string, string>} */
  const early = new Map();
  const roots = (manifest[entry]?.dynamicImports ?? []).filter((root) => root !== app);
  for (let root = roots.shift(), seen = new Set(); root !== undefined; root = roots.shift()) {
    if (seen.has(root)) continue;
    seen.add(root);
    const closure = staticClosure(manifest, [root]);
    for (const file of filesOf(manifest, closure).js) {
      for (const id of modulesOf(file)) early.set(id, [early.get(id), root].filter(Boolean).join(','));
    }
    for (const key of closure) {
      roots.push(...(manifest[key]?.dynamicImports ?? []).filter((imported) => imported !== app && !(manifest[imported]?.src ?? '').startsWith('src/app/routes/')));
    }
  }
  return early;
}

/**
 * A readable label for a group's chunk: its page's path when it is one page's, the first path
 * segment its pages share (`dashboard`), or `shared`.
 * @param {string[]} patterns
 */
function groupLabel(patterns) {
  const segments = (/** @type {string} */ pattern) => pattern.split('/').filter((part) => part && !part.startsWith(':'));
  if (patterns.length === 1) return segments(patterns[0] ?? '').join('-') || 'landing';
  const first = segments(patterns[0] ?? '')[0];
  return first !== undefined && patterns.every((pattern) => segments(pattern)[0] === first) ? first : 'shared';
}
