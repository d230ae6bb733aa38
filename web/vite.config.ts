import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The functions emulator serves the `api` function here; hosting rewrites point at the same. */
const functionsUrl = 'http://127.0.0.1:5001/demo-quizmaster/us-central1/api';
/** Paths that hosting rewrites to the `api` function (firebase.json); the dev server proxies them. */
const apiPaths = ['/api', '/create-payment-intent', '/refund-payment-intent', '/stripe/webhook'];

/**
 * reactfire imports every Firebase product it wraps at its top level. The products the app
 * never uses resolve to a stub instead (src/lib/unused-firebase-product.ts).
 */
const unusedFirebaseProducts = ['firebase/database', 'firebase/remote-config', 'firebase/functions'];
const unusedProductStub = fileURLToPath(new URL('./src/lib/unused-firebase-product.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...unusedFirebaseProducts.map((name) => ({ find: new RegExp(`^${name}$`), replacement: unusedProductStub })),
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
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads (the bundle budget and `npm run bench` read it).
    manifest: true,
  },
});
