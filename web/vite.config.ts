import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { RouteModuleChain } from './src/app/route-preloads';
import { chakraSystemInSteps } from './src/components/ui/chakra-system-in-steps.ts';
import { prerenderedStyleTags } from './src/components/ui/prerendered-styles.ts';
import { checkWebEnv } from './src/config/env-schema.ts';
import { stripeBuildDefine, stripeBuildSettings } from './src/config/stripe-build.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** The functions emulator serves the `api` function here; hosting rewrites point at the same. */
const functionsUrl = 'http://127.0.0.1:5001/demo-quizmaster/us-central1/api';
/** Paths that hosting rewrites to the `api` function (firebase.json); the dev server proxies them. */
const apiPaths = ['/api', '/create-payment-intent', '/refund-payment-intent', '/stripe/webhook'];

/**
 * Firestore's own import of `re2js`, which only its client-side pipeline evaluation calls (see
 * src/lib/firestore/re2js-stand-in.ts): about 40 KiB gzip off every page that loads Firestore.
 */
const firestoreRe2jsStandIn = fileURLToPath(new URL('./src/lib/firestore/re2js-stand-in.ts', import.meta.url));

function firebaseImportStandIns(): Plugin {
  return {
    name: 'quizmaster:firebase-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 're2js' && importer?.includes('/node_modules/@firebase/firestore/') ? firestoreRe2jsStandIn : null;
    },
  };
}

/**
 * Chakra's createSystem builds the global styles (the reset, every token as a CSS variable, the
 * global CSS) the moment the theme module runs: about 40% of createSystem's time, spent before the
 * first render of every page. The app's pages carry those styles in their HTML and the built app
 * never reads them (src/components/ui/global-styles.ts), so the build turns them into a getter that
 * builds them on first read (the build's prerender still does). Fails the build when Chakra's code
 * no longer reads as expected, so an upgrade cannot silently undo it.
 */
function chakraLazyGlobalStyles(): Plugin {
  const systemModule = '/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const member = '\n    _global,\n';
  return {
    name: 'quizmaster:chakra-lazy-global-styles',
    transform(code, id) {
      if (!id.endsWith(systemModule)) return null;
      if (!code.includes(eager) || !code.includes(member)) {
        this.error(`${systemModule} no longer builds _global as chakraLazyGlobalStyles (vite.config.ts) expects: update the plugin.`);
      }
      return code
        .replace(eager, 'let _global;')
        .replace(member, '\n    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
    },
  };
}

/**
 * Chakra's anatomies (anatomy.js: createAnatomy(…).parts(…), x.extendWith(…)) are built at the top
 * level without a pure annotation, and every slot recipe calls `xAnatomy.keys()` for its slots:
 * the bundler drops an unused recipe but keeps that call, and with it the anatomy and the Ark
 * modules it extends (colour picker, date picker…), on every page. The calls only build the parts'
 * names: marked pure, the ones no page uses drop out. Fails the build when Chakra's code no longer
 * reads as expected, so an upgrade cannot silently undo it.
 */
function chakraPureAnatomies(): Plugin {
  const anatomyModule = '/node_modules/@chakra-ui/react/dist/esm/anatomy.js';
  const recipesDir = '/node_modules/@chakra-ui/react/dist/esm/theme/recipes/';
  const anatomyCall = /^const (\w+Anatomy) = (?=[\w$]+(?:\.extendWith)?\()/gm;
  const slotsCall = /\bslots: (\w+Anatomy)\.keys\(\)/g;
  return {
    name: 'quizmaster:chakra-pure-anatomies',
    transform(code, id) {
      if (id.endsWith(anatomyModule)) {
        const marked = code.replace(anatomyCall, 'const $1 = /*#__PURE__*/ ');
        if (marked.split('/*#__PURE__*/').length - 1 < 30) {
          this.error(`${anatomyModule} no longer builds its anatomies as chakraPureAnatomies (vite.config.ts) expects: update the plugin.`);
        }
        return marked;
      }
      return id.includes(recipesDir) ? code.replace(slotsCall, 'slots: /*#__PURE__*/ $1.keys()') : null;
    },
  };
}

/**
 * Pages written as HTML at build time (path -> file in dist/), so the browser paints them before
 * any script runs; the app then hydrates them, for a visitor once the page needs it
 * (src/app/boot.ts). Only pages that render without Firebase can be prerendered (src/prerender.tsx).
 * The signed-in routes get a prerendered shell each instead (`shellPages`, src/app/shell), which
 * the app renders over at once; every other path gets `app.html` (firebase.json), the empty shell.
 */
const prerenderedPages = [
  { path: '/', file: 'index.html' },
  // Served for /pricing (and so on) by Hosting's cleanUrls (firebase.json) before the rewrite to app.html.
  { path: '/pricing', file: 'pricing.html' },
  { path: '/login', file: 'login.html' },
  { path: '/signUp', file: 'signUp.html' },
];
const shellFile = 'app.html';
/** The app itself, which src/main.tsx imports dynamically (src/app/boot.ts decides when). */
const appModule = 'src/app/start-app.tsx';
/** The entry's early reads on signed-in pages (src/main.tsx imports it dynamically): see `early` in src/app/route-preloads.ts. */
const earlyReadsModule = 'src/app/early-signed-in-reads.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The files a chunk of the build needs, itself first (from Vite's manifest). */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * Turns the app shell into a prerendered page: the page's HTML in #root, emotion's styles moved
 * into <head> (in <body> each one makes the browser restyle the page again while it parses) as one
 * element emotion leaves alone (src/components/ui/prerendered-styles.ts), the
 * small stylesheet inlined (one request less before the first paint), the page's own <title>. Its scripts are not
 * preloaded: a visitor's browser starts the app only when the page needs it (src/app/boot.ts).
 */
function prerenderedDocument(shell: string, html: string, outDir: string, path: string, title: string | undefined, rootAttribute = 'data-prerendered'): string {
  const styles: string[] = [];
  const body = html.replace(/<style data-emotion[^>]*>[\s\S]*?<\/style>/g, (style) => {
    styles.push(style);
    return '';
  });
  return shell
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_link, file: string) => `<style>${readFileSync(resolve(outDir, file), 'utf8')}</style>`)
    .replace('</head>', () => `${prerenderedStyleTags(styles)}</head>`)
    .replace(/<title>[^<]*<\/title>/, (shellTitle) => (title ? `<title>${escapeHtml(title)}</title>` : shellTitle))
    .replace('<div id="root"></div>', `<div id="root" ${rootAttribute}="${path}">${body}</div>`);
}

/**
 * The document without its entry script and module preloads (Vite's index.html has them in
 * <head>), and their files: the shells load them after their first paint (src/app/route-preloads.ts).
 */
function scriptsOutOf(html: string): { document: string; entry: string; preloads: string[] } {
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html as built has no entry script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1] ?? '');
  const document = html.replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
  return { document, entry, preloads };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What src/prerender.tsx exports (its types need the app's JSX settings, which this file has not). */
interface PrerenderModule {
  render: (path: string) => Promise<{ html: string; title: string | undefined }>;
  renderShell: (pattern: string) => Promise<{ html: string; title: string | undefined }>;
  shellPages: () => { pattern: string; file: string }[];
  routePreloadChains: () => RouteModuleChain[];
  globalStyleTags: () => string;
}

/**
 * Chakra's global styles go first in <head>, before any page style: they open with the order of
 * the CSS layers every later rule is placed in (src/components/ui/global-styles.ts).
 */
const withGlobalStyles = (document: string, globalStyles: string) => document.replace(/<head>/, () => `<head>${globalStyles}`);

function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'quizmaster:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const shell = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      // Vite's own SSR loader renders the app's source in Node, with the build's mode and env.
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { render, renderShell, shellPages, routePreloadChains, globalStyleTags } = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
        const globalStyles = globalStyleTags();
        const { routePreloadScript } = (await server.ssrLoadModule('/src/app/route-preloads.ts')) as typeof import('./src/app/route-preloads');
        // The shell serves every page but the landing page: it preloads the chunks of the page opened.
        const shellChains = routePreloadChains().filter((chain) => !prerenderedPages.some((page) => page.path === chain.pattern));
        const filesOf = (module: string) => chunkFiles(manifest, module).filter((file) => !shell.includes(file));
        // The entry, its imports, the app module (src/main.tsx imports it dynamically), its
        // start-up stages and the page's route chunks: loaded by the shell's loader once the page has painted.
        const { document: shellWithoutScripts, entry, preloads } = scriptsOutOf(shell);
        const appFiles = [...filesOf(appModule), ...startStages.stageFiles.filter((file) => !shell.includes(file))];
        // `app`: what a shell that paints from an early read fetches after that paint (src/lib/early-paint.ts);
        // `early`: that read's own files, the only route files it fetches before.
        const earlyFiles = [earlyReadsModule, ...(manifest[earlyReadsModule]?.dynamicImports ?? [])].flatMap(filesOf);
        const scripts = { entry, preloads: [...preloads, ...appFiles], app: appFiles, early: earlyFiles };
        const shellWithPreloads = shellWithoutScripts.replace('</head>', () => `${routePreloadScript(shellChains, filesOf, scripts)}</head>`);
        writeFileSync(resolve(outDir, shellFile), withGlobalStyles(shellWithPreloads, globalStyles));
        for (const page of prerenderedPages) {
          // No preloads: a visitor's browser starts the app when the page needs it (src/app/boot.ts).
          const { html, title } = await render(page.path);
          const document = prerenderedDocument(shell, html, outDir, page.path, title);
          writeFileSync(resolve(outDir, page.file), withGlobalStyles(document, globalStyles));
        }
        // The signed-in routes' shells (src/components/shell): app.html with the route's frame
        // painted before any script; the app starts at once and renders over it (src/app/boot.ts).
        for (const page of shellPages()) {
          const { html, title } = await renderShell(page.pattern);
          const document = prerenderedDocument(shellWithPreloads, html, outDir, page.pattern, title, 'data-shell');
          mkdirSync(dirname(resolve(outDir, page.file)), { recursive: true });
          writeFileSync(resolve(outDir, page.file), withGlobalStyles(document, globalStyles));
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Source maps must not be served (they would publish the app's source): the build writes them
 * `hidden` (no `sourceMappingURL` comment in the code) and this moves them out of the output,
 * into `<outDir>-sourcemaps/` beside it, where the bundle budget reads them to tell which modules
 * went into a chunk (scripts/lib/bundle-size.mjs). Hosting serves only the output folder.
 */
function sourcemapsOutsideOutput(): Plugin {
  let outDir = '';
  return {
    name: 'quizmaster:sourcemaps-outside-output',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    generateBundle(_options, bundle) {
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = resolve(mapsDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing an emitted file is how a plugin keeps it out of the output
        delete bundle[fileName];
      }
    },
  };
}

/** What rolldown's chunking callbacks may ask about a module (a subset of its ModuleInfo). */
interface ChunkingModuleInfo {
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo: (id: string) => ChunkingModuleInfo | null;
}

/** A module and everything it imports statically, transitively (module ids as rolldown names them). */
function staticClosureOf(root: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []).filter((imported) => !imported.includes('/node_modules/')));
  }
  return seen;
}

/**
 * The app's start-up stages after the app module itself (which brings React DOM):
 * src/app/start-app.tsx imports them one after the other, with a yield between. Each is a chunk
 * of its own, so the browser evaluates each in a task of its own (a module graph is evaluated in
 * one task; React DOM, Chakra and the router together were one long task on a phone). The shell
 * preloads all of them at once (`appStartStageChunks`).
 */
const appStartStages = ['src/app/start/system.ts', 'src/app/start/app.ts'] as const;

/**
 * A start-up stage's chunk (PERF-PLAN D6, T1): the stage module and every module it imports
 * statically go into one chunk. Each page that starts the app loads all of them anyway, but by
 * default they are split into dozens of small chunks by which routes share them (each a request,
 * with its import/export lines, and compressed apart). Only the app's start imports the stages,
 * and everything else loads after them, so no page loads a stage's chunk without needing all of
 * it. The walk follows the app's own modules, not node_modules (a package's index re-exports all
 * of the package, most of which the app does not use); the group takes the package modules they
 * use along (rolldown's includeDependenciesRecursively). What the entry imports stays out (it
 * loads without the app), as do what earlier stages took and virtual modules (Vite's preload
 * helper, which the entry uses too).
 */
function startStageChunkGroup(name: string, stage: string, earlierStages: string[]) {
  const stageSource = fileURLToPath(new URL(`./${stage}`, import.meta.url));
  const entrySource = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
  let members: Set<string> | undefined;
  const membersOf = (context: ChunkingContext) => {
    const taken = new Set([entrySource, ...earlierStages.map((earlier) => fileURLToPath(new URL(`./${earlier}`, import.meta.url)))].flatMap((root) => [...staticClosureOf(root, context)]));
    return new Set([...staticClosureOf(stageSource, context)].filter((id) => !id.startsWith('\0') && !taken.has(id)));
  };
  return {
    name: (id: string, context: ChunkingContext) => ((members ??= membersOf(context)).has(id) ? name : null),
  };
}

/**
 * The files of the app's start-up stages (and their static imports, less the entry's), which the
 * shell's loader and the app's own import (src/main.tsx) preload with the app module: the stages
 * are imported one after the other, and a chunk fetched only when its stage begins would cost a
 * round trip each. Filled in generateBundle, before Vite writes its preload lists.
 */
function appStartStageChunks(): { plugin: Plugin; stageFiles: string[]; appFile: { name?: string } } {
  const stageFiles: string[] = [];
  const appFile: { name?: string } = {};
  const stageSources = appStartStages.map((stage) => fileURLToPath(new URL(`./${stage}`, import.meta.url)));
  const appSource = fileURLToPath(new URL(`./${appModule}`, import.meta.url));
  return {
    stageFiles,
    appFile,
    plugin: {
      name: 'quizmaster:app-start-stage-chunks',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          stageFiles.length = 0;
          const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
          const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
          appFile.name = chunks.find((chunk) => chunk.facadeModuleId === appSource)?.fileName;
          const queue = chunks.filter((chunk) => chunk.moduleIds.some((id) => stageSources.includes(id))).map((chunk) => chunk.fileName);
          if (queue.length === 0) this.error(`No chunk holds the app's start-up stages (${appStartStages.join(', ')}): update appStartStageChunks (vite.config.ts).`);
          for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
            if (stageFiles.includes(file) || entryFiles.has(file)) continue;
            stageFiles.push(file);
            const chunk = bundle[file];
            if (chunk?.type === 'chunk') queue.push(...chunk.imports);
          }
        },
      },
    },
  };
}

/**
 * No preload tables for route modules (PERF-PLAN D8). By default every dynamic import carries the
 * list of the chunks its module imports, for Vite to preload them in parallel: for the router's
 * dozens of route modules that is a table of file names in the app chunk, downloaded on every
 * page. The shell's own route preload table (src/app/route-preloads.ts) already preloads the
 * chunks of the page opened; a route visited later loads its module and then its imports.
 * Other dynamic imports (islands, the bell, the toasts) keep their lists. `routeChunks` is filled
 * before Vite writes the lists (both in generateBundle: this plugin's hook runs first).
 */
function routeModuleChunks(): { plugin: Plugin; routeChunks: Set<string> } {
  const routeChunks = new Set<string>();
  const routesDir = fileURLToPath(new URL('./src/app/routes/', import.meta.url));
  return {
    routeChunks,
    plugin: {
      name: 'quizmaster:route-module-chunks',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          routeChunks.clear();
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId?.startsWith(routesDir)) routeChunks.add(output.fileName);
          }
        },
      },
    },
  };
}

/**
 * Icons per page (PERF-PLAN D8): react-icons/lu is one module of all Lucide icons, so every icon
 * the app uses anywhere lands in one chunk that every page loads. In the build, each
 * `import { LuX } from 'react-icons/lu'` of the app's source becomes an import of a module of
 * that one icon, made from react-icons' own code for it, so a page carries only its icons. Fails
 * the build when react-icons' file no longer reads as expected (an upgrade cannot silently undo it).
 */
function lucideIconsPerModule(): Plugin {
  const iconsFile = fileURLToPath(new URL('../node_modules/react-icons/lu/index.mjs', import.meta.url));
  const iconBase = fileURLToPath(new URL('../node_modules/react-icons/lib/index.mjs', import.meta.url));
  const prefix = 'virtual:lucide-icon/';
  const namedImports = /import\s*\{([^}]*)\}\s*from\s*['"]react-icons\/lu['"];?/g;
  let icons: string | undefined;
  return {
    name: 'quizmaster:lucide-icons-per-module',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('react-icons/lu')) return null;
      return code.replace(namedImports, (_statement, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => `import { ${name} } from '${prefix}${name.split(/\s+as\s+/)[0] ?? name}';`)
          .join('\n'),
      );
    },
    resolveId(source) {
      return source.startsWith(prefix) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1);
      icons ??= readFileSync(iconsFile, 'utf8');
      const body = new RegExp(`^export function ${name} \\(props\\) \\{\\n(  return GenIcon\\(.*\\)\\(props\\);)\\n\\};$`, 'm').exec(icons)?.[1];
      if (!body) this.error(`react-icons/lu has no icon ${name} as lucideIconsPerModule (vite.config.ts) reads it: check the name, or update the plugin.`);
      return `import { GenIcon } from ${JSON.stringify(iconBase)};\nexport function ${name}(props) {\n${body}\n}\n`;
    },
  };
}

/** The local Stripe stand-in's keys: its publishable key is no key for a production build. */
const stripeStandIn = JSON.parse(readFileSync(new URL('../shared/src/stripe-stand-in.json', import.meta.url), 'utf8')) as { publishableKey: string };

/**
 * react-router 7 points every export condition at its development build, dev-only warnings and
 * checks included (remix-run/react-router#12532, #14102); its production build ships alongside.
 * The app's build uses that one (the dev server keeps the development build and its warnings).
 */
const reactRouterProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
];

const routeModules = routeModuleChunks();
const startStages = appStartStageChunks();

/**
 * The app reads its env as plain constants (src/config/env.ts, no zod on any page): a wrong or
 * missing value fails the build or the dev server here instead, with a readable error.
 */
function checkedEnvPrefix(mode: string): string {
  checkWebEnv(loadEnv(mode, webDir, 'VITE_'));
  return 'VITE_';
}

export default defineConfig(({ command, mode }) => ({
  envPrefix: checkedEnvPrefix(mode),
  plugins: [react(), firebaseImportStandIns(), chakraLazyGlobalStyles(), chakraSystemInSteps(), chakraPureAnatomies(), lucideIconsPerModule(), routeModules.plugin, startStages.plugin, prerender(), sourcemapsOutsideOutput()],
  // Throws, failing the build, when a production build has no real Stripe publishable key.
  define: stripeBuildDefine(
    stripeBuildSettings({
      command,
      mode,
      publishableKey: loadEnv(mode, webDir, 'VITE_').VITE_STRIPE_PUBLISHABLE_KEY,
      standInKey: stripeStandIn.publishableKey,
    }),
  ),
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionAliases : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPaths.map((path) => [path, { target: functionsUrl, changeOrigin: true, rewrite: (p: string) => p }]),
    ),
  },
  build: {
    target: 'es2022',
    // Kept for the bundle budget, never served (see sourcemapsOutsideOutput).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each route loads (the bundle budget and `npm run bench` read it).
    manifest: true,
    modulePreload: {
      resolveDependencies: (file: string, deps: string[]) => {
        // The start-up stages are preloaded with the app module, so their own imports need no list.
        if (routeModules.routeChunks.has(file) || startStages.stageFiles.includes(file)) return [];
        // The app's import (src/main.tsx) preloads its start-up stages with it (appStartStageChunks).
        return file === startStages.appFile.name ? [...new Set([...deps, ...startStages.stageFiles])] : deps;
      },
    },
    rolldownOptions: {
      // zod's schema builders (z.object(…).check(…)) make nothing but a schema: a shared model's
      // schema that no page parses with (production builds read with src/lib/firestore/readers.ts)
      // is then dropped, and zod with it.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Chunks split by the pages that use them are named after all of those pages (a~b~c…): a
        // name every importer repeats. The first part is enough, the hash keeps them apart.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0] ?? 'chunk'}-[hash].js`,
        // Everything the first paint needs in one chunk, instead of dozens of small shared ones
        // (each a request a phone makes before the page starts); then the app's in one more.
        codeSplitting: {
          groups: [
            { name: 'app-shell', tags: ['$initial'], minShareCount: 2, includeDependenciesRecursively: false },
            // The entry and the app both call Vite's preload helper: it must not follow the app into its chunk.
            { name: 'preload-helper', test: /^\0vite\/preload-helper/ },
            // React, its JSX runtime and React DOM on their own: the app module (src/app/start-app.tsx)
            // imports them, and in a stage's chunk they made importing it evaluate that stage (and
            // the stages it imports: Chakra's components, the router) in the app module's task.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            startStageChunkGroup('system', appStartStages[0], []),
            startStageChunkGroup('app', appStartStages[1], [appStartStages[0]]),
            // The icon modules of lucideIconsPerModule by the pages that use them; an icon set under
            // 2 KiB joins its closest neighbour (one tiny chunk per icon would cost more than it saves).
            { name: 'icons', test: /^\0virtual:lucide-icon\//, entriesAware: true, entriesAwareMergeThreshold: 2048 },
          ],
        },
      },
    },
  },
}));
