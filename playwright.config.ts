import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/** The system Chromium (Debian package `chromium`); Playwright's own browser download is unreachable here. */
function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) throw new Error('Chromium not found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  return found;
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Three workers on two cores: a browser test spends much of its time waiting for the emulators
  // (and the timing tests for their clocks), so a third keeps the cores busy. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Tests, not files, are shared out: a long file no longer leaves one worker idle at the end.
  fullyParallel: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: process.env.APP_URL ?? 'http://localhost:5000',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without these, Chromium tries to reach Google's services, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
