/**
 * The quiz clock. The server owns the deadline (DESIGN.md improvement 3); the browser only shows
 * how long is left, reading the server's clock through the offset measured when the attempt started.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Milliseconds to add to this device's clock to read the server's. The server stamped its time
 * somewhere between our request and its answer; taking the middle of that round trip keeps the
 * error under half of it (the server's 30 s grace covers the rest).
 */
export function clockOffsetMs(serverTimeIso: string, sentAtLocalMs: number, receivedAtLocalMs: number): number {
  const serverMs = Date.parse(serverTimeIso);
  return Number.isNaN(serverMs) ? 0 : serverMs - (sentAtLocalMs + receivedAtLocalMs) / 2;
}

/** Time left until a deadline on the server's clock, never below zero. */
export function remainingMs(deadlineMs: number, nowLocalMs: number, offsetMs: number): number {
  return Math.max(0, deadlineMs - (nowLocalMs + offsetMs));
}

/** Whole seconds left, rounded up: the display reads 00:01 until the time is really over. */
const secondsLeft = (ms: number) => Math.ceil(Math.max(0, ms) / SECOND_MS);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '04:05' under an hour, '1:02:03' from an hour on. */
export function formatCountdown(ms: number): string {
  const total = secondsLeft(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${String(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

const plural = (count: number, unit: string) => `${String(count)} ${unit}${count === 1 ? '' : 's'}`;

/** The same time in words, for screen readers: '4 minutes 5 seconds', '1 hour 2 minutes'. */
export function spokenDuration(ms: number): string {
  const total = secondsLeft(ms);
  if (total === 0) return 'no time';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? plural(hours, 'hour') : '',
    minutes > 0 ? plural(minutes, 'minute') : '',
    // Seconds matter only when less than an hour is left.
    seconds > 0 && hours === 0 ? plural(seconds, 'second') : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The moments announced to screen readers: not every second, only these (largest first). */
export const ANNOUNCED_THRESHOLDS_MS = [5 * MINUTE_MS, 1 * MINUTE_MS, 10 * SECOND_MS] as const;

/**
 * The threshold the clock passed between two readings, if any (the smallest one when a sleeping
 * tab skipped several). A clock that starts below a threshold has not passed it.
 */
export function crossedThreshold(previousMs: number, currentMs: number): number | null {
  const crossed = ANNOUNCED_THRESHOLDS_MS.filter((threshold) => previousMs > threshold && currentMs <= threshold);
  return crossed.at(-1) ?? null;
}

/** What the live region says at a threshold: '5 minutes left', '1 minute left', '10 seconds left'. */
export function thresholdAnnouncement(thresholdMs: number, scope: 'quiz' | 'question'): string {
  const left = `${spokenDuration(thresholdMs)} left`;
  return scope === 'question' ? `${left} for this question` : left;
}

/** Whether the clock should look urgent: under a minute is a warning, under 10 seconds critical. */
export function urgencyOf(ms: number): 'calm' | 'warning' | 'critical' {
  if (ms <= 10 * SECOND_MS) return 'critical';
  if (ms <= MINUTE_MS) return 'warning';
  return 'calm';
}

/** The timer's name for assistive technology, with the time left in words (countdown-timer.tsx, lib/early-question.ts). */
export const timerLabel = (remainingMs: number, scope: 'quiz' | 'question') =>
  `${scope === 'question' ? 'Time left for this question' : 'Time left'}: ${spokenDuration(remainingMs)}`;
