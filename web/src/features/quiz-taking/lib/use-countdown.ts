import { useEffect, useEffectEvent, useState } from 'react';
import { crossedThreshold, remainingMs } from './countdown';

/** Often enough that the shown second changes on time, rarely enough to cost nothing. */
const TICK_MS = 250;

interface Reading {
  deadlineMs: number;
  nowMs: number;
  /** The last announced threshold this deadline's clock passed (see crossedThreshold). */
  thresholdMs: number | null;
}

/**
 * Counts down to a deadline on the server's clock (`offsetMs` corrects this device's clock).
 * Calls `onExpire` once when the time is over; a new deadline starts a new countdown.
 */
export function useCountdown(deadlineMs: number, offsetMs: number, onExpire: () => void) {
  const [reading, setReading] = useState<Reading>(() => ({ deadlineMs, nowMs: Date.now(), thresholdMs: null }));
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    let previous = Number.POSITIVE_INFINITY;
    let expired = false;
    const tick = () => {
      const nowMs = Date.now();
      const left = remainingMs(deadlineMs, nowMs, offsetMs);
      // The first reading only sets the start: a clock that starts below a threshold says nothing.
      const passed = Number.isFinite(previous) ? crossedThreshold(previous, left) : null;
      previous = left;
      setReading((last) => ({
        deadlineMs,
        nowMs,
        thresholdMs: passed ?? (last.deadlineMs === deadlineMs ? last.thresholdMs : null),
      }));
      if (left <= 0 && !expired) {
        expired = true;
        expire();
      }
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadlineMs, offsetMs]);

  // Until the new deadline's first tick, nothing from the old one is announced.
  const current = reading.deadlineMs === deadlineMs;
  return {
    remainingMs: remainingMs(deadlineMs, reading.nowMs, offsetMs),
    serverNowMs: reading.nowMs + offsetMs,
    thresholdMs: current ? reading.thresholdMs : null,
  };
}
