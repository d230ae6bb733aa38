import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

function reactfireImports(): Plugin {
  return {
    name: 'quizmaster:reactfire-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.includes('/node_modules/reactfire/') ? (reactfireStandIns[source] ?? null) : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), reactfireImports()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
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
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (the bundle budget and `npm run bench` read it).
    manifest: true,
  },
});
