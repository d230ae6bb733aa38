/**
 * A signed-in page whose largest paint comes from its early read (/startQuiz's first question:
 * features/quiz-taking/lib/early-question.ts) marks its shell with this attribute. Its loader
 * (app/route-preloads.ts) then fetches the entry, its imports and the early read's own files at
 * once, but the app's own chunks (React, Chakra, the router: the bulk of the page's bytes) and the
 * page's other modules only once the early read has painted (EARLY_PAINT_EVENT) or after
 * EARLY_PAINT_WAIT_MS: on a phone's slow network they would share its bandwidth and connections
 * with the read's chunks and requests, and hold the paint back. The entry
 * starts the app after that moment too (src/main.tsx).
 */
export const APP_AFTER_EARLY_PAINT_ATTRIBUTE = 'data-app-after-early-paint';

/** Dispatched on `document` once the early read has painted its content, or has nothing to paint. */
export const EARLY_PAINT_EVENT = 'quizmaster:early-paint';

/** The longest the app's chunks wait for the early read (from the shell's first paint). */
export const EARLY_PAINT_WAIT_MS = 3000;

/**
 * Resolves once `painted` has (or failed), or after EARLY_PAINT_WAIT_MS, and tells the shell's
 * loader to fetch the app's chunks then.
 */
export async function appAfterEarlyPaint(painted: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    painted.catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, EARLY_PAINT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  document.dispatchEvent(new Event(EARLY_PAINT_EVENT));
}
