import { afterNextPaint } from '@/lib/after-next-paint';
import { APP_AFTER_EARLY_PAINT_ATTRIBUTE, appAfterEarlyPaint } from '@/lib/early-paint';
import { EARLY_SIGNED_IN_READ_ATTRIBUTE } from '@/lib/early-signed-in-reads';

/**
 * The reads a shell may ask for (lib/early-signed-in-reads.ts), each with its module, loaded on its
 * page only. Each resolves once what it paints into the shell has painted (at once if nothing).
 */
const EARLY_READS = {
  /** /profile: the user's own record. */
  'own-user-record': () => import('@/features/profile/api/early-profile-read').then(({ startEarlyProfileRead }) => startEarlyProfileRead()),
  /** /startQuiz: the quiz's attempt, and its first question painted into the shell. */
  'quiz-start': (container) =>
    import('@/features/quiz-taking/api/early-quiz-start').then(({ startEarlyQuizStart }) => startEarlyQuizStart(window.location, container)),
} satisfies Record<string, (container: HTMLElement) => Promise<void>>;
export type EarlySignedInRead = keyof typeof EARLY_READS;

/**
 * The mark a page's shell carries to have its read started early (app/routes/shells/). The shell
 * imports it from here, so this module is fetched with the page's first modules, not after the entry.
 */
export const earlySignedInReadMark = (read: EarlySignedInRead) => ({ [EARLY_SIGNED_IN_READ_ATTRIBUTE]: read });

/** The early read the page in `container` asks for, if any. */
export function earlySignedInReadOf(container: ParentNode): EarlySignedInRead | null {
  const value = container.querySelector(`[${EARLY_SIGNED_IN_READ_ATTRIBUTE}]`)?.getAttribute(EARLY_SIGNED_IN_READ_ATTRIBUTE);
  return Object.keys(EARLY_READS).find((read): read is EarlySignedInRead => read === value) ?? null;
}

/**
 * Starts the read the signed-in page in `container` asks for, from the entry (src/main.tsx): after
 * the shell's first paint, which it must not hold up, and then as soon as Auth has restored the
 * session, beside the app's download and start. Resolves when the app may start: at once, or on
 * a page whose shell paints from the read (lib/early-paint.ts), once that has painted.
 */
export async function startEarlySignedInReads(container: HTMLElement): Promise<void> {
  const read = earlySignedInReadOf(container);
  if (!read) return;
  await afterNextPaint();
  const painted = EARLY_READS[read](container);
  if (container.querySelector(`[${APP_AFTER_EARLY_PAINT_ATTRIBUTE}]`)) await appAfterEarlyPaint(painted);
  else void painted.catch(() => undefined);
}
