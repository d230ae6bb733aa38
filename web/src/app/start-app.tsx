// First: before any module creates a zod schema (see the module).
import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getSystem } from '@/components/ui/theme';
import { yieldToMain } from '@/lib/yield-to-main';
import { App } from './app';
import { createRouter } from './create-router';
import { preloadRoutesOnIntent } from './route-intent-preload';
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
  preloadRoutesOnIntent();
  // Each start-up phase in a task of its own (the chunk's evaluation, Chakra's system, the
  // router and its route modules, the first render), so none of them blocks the page for long.
  await yieldToMain();
  getSystem();
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
