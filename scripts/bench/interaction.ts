/**
 * ADR 0011: on a quiz, ticking an option and pressing Next respond within 100 ms under
 * Lighthouse's 4x CPU slowdown. Measured as INP measures it: the Event Timing API's duration of
 * each interaction (from the input to the next paint after its handlers, rounded to 8 ms by the
 * browser), the longest event of each interaction.
 *
 * Each run: a fresh bench player (a quiz start uses an attempt) signs in through the login page
 * in the system Chromium with a phone-sized screen, opens /startQuiz/world-capitals, and once the
 * first question shows, the CPU is slowed 4x (DevTools' Emulation.setCPUThrottlingRate, as
 * Lighthouse's devtools throttling does). Then on every question but the last: tick the first
 * option, press Next, each with a pause for the paint. The figures are every interaction of the
 * runs: their median and their maximum (the page's INP for so few interactions), against 100 ms.
 */
import { chromium, type Locator, type Page } from 'playwright-core';
import { createBenchPlayer, playwrightLaunchOptions, signInThroughLoginPage, START_QUIZ_ID } from './browser';
import { row, type Section } from './results';

export const INTERACTION_TARGET_MS = 100;
/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;
const DEFAULT_RUNS = 3;
/** The time a player takes to read a question before ticking an option. */
const READING_MS = 2000;
/** A Moto G Power-sized screen, as Lighthouse's mobile emulation. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export interface InteractionFigures {
  runs: number;
  /** Durations in ms, one per interaction. */
  tick: number[];
  next: number[];
  /** Interactions that produced no Event Timing entry (none expected). */
  missing: number;
}

/** Collects the longest event duration per interaction id, from the page's start. */
const OBSERVER_SCRIPT = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

const interactionDurations = (page: Page) => page.evaluate<number[]>('[...window.__interactions.values()]');

/**
 * Runs `act` and answers the duration of the interaction it caused. Event Timing reports an
 * interaction after its next paint; the wait gives the slowed CPU time to get there.
 */
async function timeInteraction(page: Page, act: () => Promise<void>): Promise<number | undefined> {
  const before = (await interactionDurations(page)).length;
  await act();
  for (let waited = 0; waited < 3000; waited += 100) {
    await page.waitForTimeout(100);
    const after = await interactionDurations(page);
    if (after.length > before) return Math.max(...after.slice(before));
  }
  return undefined;
}

/**
 * A tap on the element's centre as raw mouse input, its position found beforehand: Playwright's
 * own actions run their checks in the page (finding the element, waiting for it to be stable,
 * confirming a checkbox changed), on the same slowed main thread, which would count in the
 * interaction's time.
 */
async function tapper(target: Locator): Promise<() => Promise<void>> {
  await target.waitFor();
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to tap has no box on screen.');
  return () => target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function measureRun(appUrl: string, figures: InteractionFigures, log: (line: string) => void): Promise<void> {
  const player = await createBenchPlayer('interaction');
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(OBSERVER_SCRIPT);
    const page = await context.newPage();
    await signInThroughLoginPage(page, appUrl, player);
    await page.goto(`${appUrl}/startQuiz/${START_QUIZ_ID}`);
    const counter = page.getByTestId('progress-counter');
    await counter.waitFor({ timeout: 30_000 });
    const total = Number((await counter.innerText()).split('/')[1]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (let question = 1; question < total; question += 1) {
      // A player reads the question before answering (and the page finishes what it loads meanwhile).
      await page.waitForTimeout(READING_MS);
      // The first option's card, then Next: a label around a radio button (one-answer questions)
      // or around a checkbox (several answers).
      const options = page.getByRole('radiogroup').or(page.getByRole('group'));
      const tick = await timeInteraction(page, await tapper(options.locator('label').first()));
      const next = await timeInteraction(page, await tapper(page.getByRole('button', { name: 'Next' })));
      await page.getByTestId('progress-counter').filter({ hasText: `${String(question + 1)}/${String(total)}` }).waitFor();
      for (const [kind, duration] of [['tick', tick], ['next', next]] as const) {
        if (duration === undefined) figures.missing += 1;
        else figures[kind].push(duration);
      }
      log(`    question ${String(question)}: tick ${String(tick ?? '?')} ms, Next ${String(next ?? '?')} ms`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
    await player.remove();
  }
}

export async function measureInteractions(appUrl: string, log: (line: string) => void, runs = DEFAULT_RUNS): Promise<InteractionFigures> {
  const figures: InteractionFigures = { runs, tick: [], next: [], missing: 0 };
  for (let run = 1; run <= runs; run += 1) {
    log(`  /startQuiz/${START_QUIZ_ID} at ${String(CPU_SLOWDOWN)}x CPU slowdown, run ${String(run)} of ${String(runs)}`);
    await measureRun(appUrl, figures, log);
  }
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

export function interactionSection(figures: InteractionFigures): Section {
  const figureRow = (label: string, durations: number[]) => {
    const worst = Math.max(...durations);
    return row(
      `${label} on /startQuiz (${String(CPU_SLOWDOWN)}x CPU), INP`,
      durations.length === 0 ? 'no interaction measured' : `max ${String(worst)} ms, median ${String(median(durations))} ms (${String(durations.length)} interactions)`,
      `<= ${String(INTERACTION_TARGET_MS)} ms`,
      durations.length > 0 && worst <= INTERACTION_TARGET_MS,
    );
  };
  return {
    title: 'Interaction (INP)',
    rows: [
      figureRow('Tick an option', figures.tick),
      figureRow('Press Next', figures.next),
      row('Interactions without an Event Timing entry', String(figures.missing), 'none', figures.missing === 0),
    ],
    notes: [
      `Event Timing durations (input to the next paint, in 8 ms steps), the longest event per interaction, as INP counts them; ${String(figures.runs)} runs, each a new player signed in on a 412x823 phone screen, the CPU slowed ${String(CPU_SLOWDOWN)}x once the first question shows (DevTools' CPU throttling), every question but the last: 2 s to read it, tick the first option, then Next.`,
    ],
  };
}
