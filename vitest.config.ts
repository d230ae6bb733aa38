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
 * The rules and paging tests only talk to Firestore and Auth, through their own demo project;
 * the restart test runs a stack of its own. Neither touches the data of the `emulator` project.
 */
const ISOLATED_EMULATOR_TESTS = ['tests/emulator/rules/**/*.test.ts', 'tests/emulator/paging/**/*.test.ts', 'tests/emulator/reliability/restart.test.ts'];
const ISOLATED_PROJECT_ID = 'demo-quizmaster-rules';

/** Integration tests against the emulators; the files of one project run one at a time. */
const emulatorProject = (name: string, include: string[], exclude: string[], projectId: string) => ({
  // The emulator tests run some of the web app's own Firestore reads, which import '@/…'.
  resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
  test: {
    name,
    environment: 'node',
    include,
    exclude,
    globalSetup: ['tests/emulator/global-setup.ts'],
    // The toHaveStatus matcher (tests/support/expect-status.ts).
    setupFiles: ['tests/emulator/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share one emulator project and reset it between tests.
    fileParallelism: false,
    // The demo project the tests (and the web code they run: src/config/env.ts) talk to.
    env: { GCLOUD_PROJECT: projectId, FIREBASE_PROJECT_ID: projectId, VITE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: projectId },
  },
});

/**
 * Five projects: `unit` (pure logic, no emulators), `unit:web` and `unit:web-mocked` (React
 * components in jsdom, no network; see webTestsThatMock) and `emulator` and `emulator:isolated`
 * (integration tests against the Firebase emulators; `npm test` runs the two side by side
 * inside `firebase emulators:exec`).
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
      emulatorProject('emulator', ['tests/emulator/**/*.test.ts'], ISOLATED_EMULATOR_TESTS, process.env.GCLOUD_PROJECT ?? 'demo-quizmaster'),
      // Tests with data of their own (a demo project of their own, or a stack of their own): npm
      // test runs them alongside the `emulator` project's, which resets its project between tests.
      emulatorProject('emulator:isolated', ISOLATED_EMULATOR_TESTS, [], ISOLATED_PROJECT_ID),
    ],
  },
});
