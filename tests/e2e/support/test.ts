import { test as base, expect as baseExpect, type BrowserContext } from '@playwright/test';
import { toHaveStatus } from '../../support/expect-status';

// Everything else (types such as Page and Locator) as Playwright has it; `test` and `expect` below replace Playwright's.
export * from '@playwright/test';

/** Playwright's expect, plus `expect(response).toHaveStatus(200)` (tests/support/expect-status.ts). */
export const expect = baseExpect.extend({ toHaveStatus });

/**
 * The browser tests' `test` and `expect`: Playwright's, plus a check after every test that no
 * page reported a policy problem. Hosting sends a Content-Security-Policy (firebase.json), and
 * anything it blocks is a bug in the app or in the policy, often one that shows nowhere else (a
 * script or a request that quietly does not happen). Specs import from here, never from
 * '@playwright/test' directly.
 */

/** What Chromium logs when the Content-Security-Policy blocks something, or when it cannot read a policy header. */
const POLICY_REPORT = /Content[- ]Security[- ]Policy|Permissions-Policy/i;

/**
 * A page's own report of each violation, logged so that the check below hears it: the event also
 * comes for blocks Chromium does not log, such as an eval that the page caught. (A string: it runs
 * in the page, and these tests compile without the DOM's types.)
 */
const FORWARD_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('Content Security Policy violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline code or eval') + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
});`;

interface PolicyFixtures {
  /** Reports a test provokes on purpose (a page that must not be framed, for one). */
  expectedPolicyReports: RegExp[];
  failOnPolicyReports: undefined;
}

export const test = base.extend<PolicyFixtures>({
  expectedPolicyReports: [[], { option: true }],
  failOnPolicyReports: [
    async ({ context, browser, expectedPolicyReports }, use) => {
      const reports: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on('console', (message) => {
          const text = message.text();
          if (POLICY_REPORT.test(text) && !expectedPolicyReports.some((pattern) => pattern.test(text))) {
            reports.push(`${message.location().url || message.page()?.url() || 'a page'}: ${text}`);
          }
        });
        await watched.addInitScript(FORWARD_VIOLATIONS);
      };
      await watch(context);
      // Some tests open a second user's browser (browser.newContext()): watch those too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(reports, 'the pages reported Content-Security-Policy or Permissions-Policy problems').toEqual([]);
    },
    { auto: true },
  ],
});

