import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { RouteModuleChain } from './src/app/route-preloads';
import { stripeBuildDefine, stripeBuildSettings } from './src/config/stripe-build.ts';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/** The functions emulator serves the `api` function here; hosting rewrites point at the same. */
const functionsUrl = 'http://127.0.0.1:5001/demo-quizmaster/us-central1/api';
/** Paths that hosting rewrites to the `api` function (firebase.json); the dev server proxies them. */
const apiPaths = ['/api', '/create-payment-intent', '/refund-payment-intent', '/stripe/webhook'];

/**
 * reactfire is one module that imports every Firebase product it wraps, so by default any page
 * using its auth hooks would also load Firestore, Storage, Realtime Database, Remote Config and
 * callable Functions. In the build, reactfire's own imports of those resolve to stand-ins:
 * Firestore to a bridge that forwards to the full SDK once a page with live data has loaded it,
 * the products the app never calls through reactfire to a stub that throws. Imports from the
 * app's own modules are untouched (the quiz authoring page still uploads with firebase/storage).
 */
const reactfireStandIns: Record<string, string> = {
  'firebase/firestore': fileURLToPath(new URL('./src/lib/firestore/reactfire-bridge.ts', import.meta.url)),
  ...Object.fromEntries(
    ['firebase/database', 'firebase/remote-config', 'firebase/functions', 'firebase/storage'].map((name) => [
      name,
      fileURLToPath(new URL('./src/lib/unused-firebase-product.ts', import.meta.url)),
    ]),
  ),
};

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
      if (source === 're2js' && importer?.includes('/node_modules/@firebase/firestore/')) return firestoreRe2jsStandIn;
      return importer?.includes('/node_modules/reactfire/') ? (reactfireStandIns[source] ?? null) : null;
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

interface ManifestChunk {
  file: string;
  imports?: string[];
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
 * into <head> (in <body> each one makes the browser restyle the page again while it parses), the
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
    .replace('</head>', () => `${styles.join('')}</head>`)
    .replace(/<title>[^<]*<\/title>/, (shellTitle) => (title ? `<title>${escapeHtml(title)}</title>` : shellTitle))
    .replace('<div id="root"></div>', `<div id="root" ${rootAttribute}="${path}">${body}</div>`);
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
        // The app chunk (src/main.tsx imports it dynamically) and the page's route chunks load at once.
        const appPreloads = filesOf(appModule).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        const shellWithPreloads = shell.replace('</head>', () => `${appPreloads.join('')}${routePreloadScript(shellChains, filesOf)}</head>`);
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

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), firebaseImportStandIns(), chakraLazyGlobalStyles(), prerender(), sourcemapsOutsideOutput()],
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
    rolldownOptions: {
      output: {
        // Everything the first paint needs in one chunk, instead of dozens of small shared ones
        // (each a request a phone makes before the page starts).
        codeSplitting: { groups: [{ name: 'app-shell', tags: ['$initial'], minShareCount: 2, includeDependenciesRecursively: false }] },
      },
    },
  },
}));
