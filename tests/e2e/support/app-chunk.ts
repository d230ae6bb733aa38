import type { Page } from '@playwright/test';

/** The app's chunk (web/src/app/start-app.tsx): without it a page is what its HTML and the entry make of it. */
export const APP_CHUNK = /\/assets\/start-app-[\w-]+\.js$/;

/** Holds the app's chunk until `release` is called: the page is what the HTML and the entry make of it meanwhile. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
