import { WEB_VITALS_FORCED_SAMPLE_RATE_KEY, WEB_VITALS_SAMPLE_RATE } from '@quizmaster/shared/web-vitals-sampling';

/** Where a tab remembers whether its session reports ('1') or not ('0'). */
const SAMPLED_KEY = 'quizmaster:web-vitals-sampled';

/** Storage that may be missing or refuse access (private modes, blocked cookies). */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * Emulator builds only: a rate from 0 to 1 in localStorage (WEB_VITALS_FORCED_SAMPLE_RATE_KEY)
 * replaces WEB_VITALS_SAMPLE_RATE, drawn again on every page load; the browser test sets '1' so
 * every page it opens reports. `import.meta.env.VITE_USE_EMULATORS` is replaced at build time, so
 * a production build drops this branch altogether and no visitor can change its sampling there
 * (anyone can post reports by hand anyway: the API bounds them).
 */
function forcedRate(): number | null {
  if (import.meta.env.VITE_USE_EMULATORS !== 'true') return null;
  const raw = read(() => localStorage, WEB_VITALS_FORCED_SAMPLE_RATE_KEY);
  const rate = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return rate >= 0 && rate <= 1 ? rate : null;
}

/**
 * Whether this browser session reports its metrics: decided once per tab session
 * (sessionStorage), at WEB_VITALS_SAMPLE_RATE, so a sampled session reports all its page loads
 * and the others download nothing.
 */
export function isSessionSampled(random: () => number = Math.random): boolean {
  const forced = forcedRate();
  if (forced !== null) return random() < forced;
  const stored = read(() => sessionStorage, SAMPLED_KEY);
  if (stored === '1' || stored === '0') return stored === '1';
  const sampled = random() < WEB_VITALS_SAMPLE_RATE;
  try {
    sessionStorage.setItem(SAMPLED_KEY, sampled ? '1' : '0');
  } catch {
    // Not remembered: the next page load draws again, at the same rate.
  }
  return sampled;
}
