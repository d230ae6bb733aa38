import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_VITALS_FORCED_SAMPLE_RATE_KEY as FORCED_SAMPLE_RATE_KEY, WEB_VITALS_SAMPLE_RATE } from '@quizmaster/shared/web-vitals';
import { isSessionSampled } from './sampling';

const always = (value: number) => () => value;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('isSessionSampled', () => {
  it(`samples ${String(WEB_VITALS_SAMPLE_RATE * 100)}% of sessions`, () => {
    expect(isSessionSampled(always(WEB_VITALS_SAMPLE_RATE - 0.001))).toBe(true);
    sessionStorage.clear();
    expect(isSessionSampled(always(WEB_VITALS_SAMPLE_RATE))).toBe(false);
  });

  it('decides once per tab session: later page loads follow the first', () => {
    expect(isSessionSampled(always(0))).toBe(true);
    expect(isSessionSampled(always(0.99))).toBe(true);
    sessionStorage.clear();
    expect(isSessionSampled(always(0.99))).toBe(false);
    expect(isSessionSampled(always(0))).toBe(false);
  });

  it('lets an emulator build force a rate from localStorage, every page load', () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'true');
    localStorage.setItem(FORCED_SAMPLE_RATE_KEY, '1');
    expect(isSessionSampled(always(0.999))).toBe(true);
    localStorage.setItem(FORCED_SAMPLE_RATE_KEY, '0');
    expect(isSessionSampled(always(0))).toBe(false);
    // Not a rate: the usual sampling.
    for (const junk of ['', 'yes', '2', '-1']) {
      sessionStorage.clear();
      localStorage.setItem(FORCED_SAMPLE_RATE_KEY, junk);
      expect(isSessionSampled(always(0.99)), junk).toBe(false);
    }
  });

  it('ignores the forced rate in any other build', () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'false');
    localStorage.setItem(FORCED_SAMPLE_RATE_KEY, '1');
    expect(isSessionSampled(always(0.99))).toBe(false);
  });
});
