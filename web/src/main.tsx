// First: before any module creates a zod schema (see the module).
import '@/lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createRouter } from '@/app/create-router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

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

// Not a top-level await: with one, the bundler keeps code it would otherwise drop (all of
// Chakra's recipes, for one).
void createRouter().then((router) => {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // A transition works in small slices, so the page stays responsive meanwhile. A page's own
  // prerendered HTML (vite.config.ts) is hydrated: React adopts what is already on screen. The
  // landing page's HTML served for another path (no rewrite to app.html) is rendered over.
  startTransition(() => {
    if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app, { onRecoverableError: reportUnexpected });
    else createRoot(container).render(app);
  });
});
