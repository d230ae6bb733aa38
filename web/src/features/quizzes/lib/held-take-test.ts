/**
 * A press of Take A Test that must wait for the player's access (take-test.ts, waitsForAccess).
 * No imports: /quizzes' entry uses it for the served first row (early-first-row.ts), before the
 * app, and Firebase Auth, are there.
 */

/** What of a click tells whether it is a plain one, which the app may take over. */
export type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/**
 * A plain left click, which the page may handle itself; any other (a middle click, Ctrl, Cmd or
 * Shift for a new tab or window) is left to the browser and the link's own address.
 */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/** How long a press made before the app lasts: the app starts within seconds; an older one is forgotten. */
export const HELD_PRESS_MS = 15_000;

let held: { quizId: string; at: number } | null = null;
let listener: ((quizId: string) => void) | null = null;

/** A paid quiz's Take A Test pressed before the app's grid is there: the grid takes it up (onHeldTakeTest). */
export function holdTakeTest(quizId: string): void {
  if (listener) listener(quizId);
  else held = { quizId, at: performance.now() };
}

/** The grid listens for held presses: one made before it came (if still recent), then any later one. Answers the unsubscribe. */
export function onHeldTakeTest(take: (quizId: string) => void): () => void {
  listener = take;
  const press = held;
  held = null;
  if (press && performance.now() - press.at < HELD_PRESS_MS) take(press.quizId);
  return () => {
    if (listener === take) listener = null;
  };
}
