import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
}

/**
 * Runs axe-core on the page once its animations have ended: no serious or critical accessibility
 * violation. `crossOriginFrames: false` is for pages without one (no Stripe form): axe then runs in
 * the page itself (AxeBuilder's legacy mode) instead of merging each frame's results in a blank
 * page it opens, about a second less a scan.
 */
export async function expectAccessible(page: Page, { crossOriginFrames = true }: { crossOriginFrames?: boolean } = {}) {
  // Colours read mid-transition (a button fading in, a hover ending) are neither the start nor the
  // end colour, and can fail the contrast check: wait for the page's animations and transitions.
  // (A string: it runs in the page, and these tests compile without the DOM's types.)
  // Endless ones (spinners) are left out: they never finish.
  // Toasts are held still meanwhile: their timer is a progress bar's animation, and waiting for
  // it would start the scan just as the toast begins to fade out. react-toastify pauses every
  // toast when the window loses focus (pauseOnFocusLoss), and plays them again on focus.
  await page.evaluate(`window.dispatchEvent(new Event('blur'));
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`);
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((animation) => animation.effect && animation.effect.getComputedTiming().endTime !== Infinity)
    .filter((animation) => !(animation.effect.target && animation.effect.target.closest && animation.effect.target.closest('.Toastify__progress-bar--wrp')))
    .map((animation) => animation.finished.catch(() => undefined)))`);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(!crossOriginFrames).analyze();
  await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const described = blocking.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      // For contrast failures, name the colours so the fix is obvious.
      const data = node.any[0]?.data as ContrastData | undefined;
      const colours = data?.contrastRatio ? ` [${String(data.fgColor)} on ${String(data.bgColor)}: ${String(data.contrastRatio)}]` : '';
      return `${node.target.join(' ')} "${node.html.slice(0, 80)}"${colours}`;
    });
    return `${violation.id}: ${violation.help} (${nodes.join(', ')})`;
  });
  expect(described).toEqual([]);
}
