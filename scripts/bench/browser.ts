/**
 * The system Chromium as the end-to-end tests start it (playwright.config.ts), for the bench's
 * browser measurements, and signing in through the app's own login page.
 */
import type { Page } from 'playwright-core';
import playwrightConfig from '../../playwright.config';

const launchOptions = playwrightConfig.use?.launchOptions ?? {};

export const chromiumPath = launchOptions.executablePath ?? '/usr/bin/chromium';

/** The offline flags of playwright.config.ts: without them Chromium tries to reach Google's services. */
export const chromiumFlags = launchOptions.args ?? [];

/** Playwright's launch options for the same browser. */
export const playwrightLaunchOptions = { ...launchOptions, executablePath: chromiumPath, args: chromiumFlags };

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through /login as a person would; the Firebase Auth session then lives in the
 * browser profile's IndexedDB, where later page loads in the same profile find it.
 */
export async function signInThroughLoginPage(page: Page, appUrl: string, { email, password }: Credentials): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The app then goes home, or back to the page that sent the visitor to /login.
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}
