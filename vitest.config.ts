import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { stripeBuildDefine } from './web/src/config/stripe-build.ts';

/**
 * Three projects: `unit` (pure logic, no emulators), `unit:web` (React components in jsdom, no
 * network) and `emulator` (integration tests against the Firebase emulators; `npm test` runs
 * them inside `firebase emulators:exec`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        // What vite.config.ts defines for the dev server: the app's components as in development.
        define: stripeBuildDefine({ standInCardForm: true }),
        test: {
          name: 'unit:web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // The emulator tests run some of the web app's own Firestore reads, which import '@/…'.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/emulator/**/*.test.ts'],
          globalSetup: ['tests/emulator/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share one emulator stack and reset it between tests.
          fileParallelism: false,
        },
      },
    ],
  },
});
