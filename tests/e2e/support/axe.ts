import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
}

/** Runs axe-core on the page as it is now: no serious or critical accessibility violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
