// First: before any module creates a zod schema (see the module).
import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
// React DOM is evaluated with this module, the first of the start-up stages (see startApp).
import { createRoot, hydrateRoot } from 'react-dom/client';
import { yieldToMain } from '@/lib/yield-to-main';
import { restoreTypedValues, typedValues } from './typed-values';

/**
 * The prerender leaves the parts that need Firebase (lazy islands) to the browser: React reports
 * each such Suspense boundary as "switched to client rendering" (error 419), which is expected.
 * Anything else is a real mismatch between the prerendered HTML and the app.
 */
function reportUnexpected(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/.test(message)) return;
  reportError(error);
}

/** The longest a signed-in route's shell waits for Auth before the app renders anyway. */
const SESSION_RESTORE_WAIT_MS = 3000;

/**
 * Resolves once Auth has restored the session (it asks the server about the stored user first),
 * or after SESSION_RESTORE_WAIT_MS. A signed-in route's prerendered shell is what the page shows
 * until then: rendering the app before would only draw the same loading state over it (a long
 * commit and a relayout of the whole page on a phone) and then draw it again with the user.
 */
async function sessionRestored(): Promise<void> {
  const { restoredSession } = await import('@/lib/restored-session');
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    // A failure here is the pages' to show (their guards read Auth): render them.
    restoredSession().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SESSION_RESTORE_WAIT_MS);
    }),
  ]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Starts the app in `container` (src/main.tsx decides when); resolves once it is on screen and
 * handles events. A page's own prerendered HTML (vite.config.ts) is hydrated: React adopts what is
 * already on screen. The landing page's HTML served for another path (no rewrite to app.html) is
 * rendered over.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Each start-up phase in a task of its own, so none of them blocks the page for long: the
  // evaluation of this module with React DOM, of Chakra's system, of the router and the app's
  // layout (each a chunk of its own, app/start/, which the shell preloads together:
  // vite.config.ts), then building Chakra's system, the router with the page's route modules,
  // the first render.
  await yieldToMain();
  const { buildSystemInSteps } = await import('./start/system');
  await yieldToMain();
  const { App, createRouter, preloadRoutesOnIntent } = await import('./start/app');
  preloadRoutesOnIntent();
  await yieldToMain();
  await buildSystemInSteps(yieldToMain);
  await yieldToMain();
  const router = await createRouter();
  await yieldToMain();
  if (container.dataset.shell !== undefined) await sessionRestored();
  const hydrate = container.dataset.prerendered === window.location.pathname;
  // Text typed into the prerendered page while the app loaded; put back once it is on screen.
  const typed = hydrate ? typedValues(container) : [];
  await new Promise<void>((resolve) => {
    const onCommitted = () => {
      restoreTypedValues(typed);
      resolve();
    };
    const app = (
      <StrictMode>
        <App router={router} onCommitted={onCommitted} />
      </StrictMode>
    );
    // A transition works in small slices, so the page stays responsive meanwhile.
    startTransition(() => {
      if (hydrate) hydrateRoot(container, app, { onRecoverableError: reportUnexpected });
      else createRoot(container).render(app);
    });
  });
}
