/**
 * Resolves once the browser has painted the page as it is: a requestAnimationFrame callback runs
 * just before a frame's paint, and a task queued from it runs after that paint. Work started
 * then does not hold a prerendered shell off screen. A background tab paints nothing, hence the
 * timer. app/boot.ts starts the app this way: the app chunk's evaluation is a long task, and
 * started before the first paint it holds the prerendered page off screen until it ends.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}
