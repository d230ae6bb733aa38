import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { stripeBuildDefine } from './web/src/config/stripe-build.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web tests that replace modules (`vi.mock`): they need a module graph of their own per file.
 * The others share one (`isolate: false`), which halves the web tests' time: most of it was
 * loading React, Chakra and Firebase again for every file.
 */
function webTestsThatMock(): string[] {
  const tests = readdirSync(join(root, 'web/src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file));
  return tests
    .map((file) => join(root, 'web/src', file))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).split('\\').join('/'));
}
const mockingWebTests = webTestsThatMock();

const webProject = (name: string, include: string[], exclude: string[], isolate: boolean) => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
  // What vite.config.ts defines for the dev server: the app's components as in development.
  define: stripeBuildDefine({ standInCardForm: true }),
  test: {
    name,
    environment: 'jsdom',
    include,
    exclude,
    isolate,
    setupFiles: ['web/src/test/setup.ts'],
  },
});

/**
 * Four projects: `unit` (pure logic, no emulators), `unit:web` and `unit:web-mocked` (React
 * components in jsdom, no network; see webTestsThatMock) and `emulator` (integration tests
 * against the Firebase emulators; `npm test` runs them inside `firebase emulators:exec`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'stripe-stand-in/**/*.test.ts'],
        },
      },
      webProject('unit:web', ['web/src/**/*.test.{ts,tsx}'], mockingWebTests, false),
      webProject('unit:web-mocked', mockingWebTests, [], true),
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
          // What web/.env.emulator gives the app, for the web code these tests run (src/config/env.ts).
          env: { VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: process.env.GCLOUD_PROJECT ?? 'demo-quizmaster' },
        },
      },
    ],
  },
});
