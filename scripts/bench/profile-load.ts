/**
 * Records one cold load of a page as a DevTools trace with JavaScript samples, at a 4x slower CPU
 * like Lighthouse's phone, so that a long task can be read down to the functions it ran
 * (`trace-tasks.ts` prints each long task's hottest functions when the trace has samples). The
 * Lighthouse bench's own traces have no samples: sampling costs time, which would skew its figures.
 *
 *   npx tsx scripts/bench/profile-load.ts /dashboard [--as player|premium|admin] [--cpu 4] [--wait 6000]
 *
 * Needs the running stack (`npm start`); writes test-results/bench/profile/<page>.trace.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { demoAccounts } from '../seed/demo-accounts';
import { playwrightLaunchOptions, signInThroughLoginPage } from './browser';
import { benchResultsDir } from './results';
import { appUrl, assertStackRunning } from './stack';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { as: { type: 'string', default: 'premium' }, cpu: { type: 'string', default: '4' }, wait: { type: 'string', default: '6000' } },
});
const path = positionals[0];
if (!path?.startsWith('/')) throw new Error('usage: profile-load.ts /path [--as player|premium|admin] [--cpu 4] [--wait 6000]');
const who = values.as;
if (!(who in demoAccounts)) throw new Error(`--as ${who}: not a demo account (${Object.keys(demoAccounts).join(', ')})`);
const account = demoAccounts[who as keyof typeof demoAccounts];

await assertStackRunning();
const browser = await chromium.launch(playwrightLaunchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const signIn = await context.newPage();
  await signInThroughLoginPage(signIn, appUrl, account);
  await signIn.close();

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  const chunks: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(`${appUrl}${path}`);
  await page.waitForTimeout(Number(values.wait));
  await cdp.send('Tracing.end');
  await done;

  const dir = `${benchResultsDir}/profile`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${path.replace(/^\//, '').replace(/\//g, '-') || 'landing'}.trace.json`;
  writeFileSync(file, JSON.stringify({ traceEvents: chunks }));
  console.log(`${file} (${String(chunks.length)} events): npx tsx scripts/bench/trace-tasks.ts ${file} 12.5`);
} finally {
  await browser.close();
}
