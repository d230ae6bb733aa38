import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useCountdown } from '../lib/use-countdown';
import { CountdownTimer } from './countdown-timer';

/** The clock as the quiz player wires it: useCountdown feeding CountdownTimer. */
function Clock({ deadlineMs, offsetMs = 0, onExpire }: { deadlineMs: number; offsetMs?: number; onExpire: () => void }) {
  const clock = useCountdown(deadlineMs, offsetMs, onExpire);
  return <CountdownTimer remainingMs={clock.remainingMs} thresholdMs={clock.thresholdMs} scope="quiz" />;
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('the quiz clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down every second but speaks only at 5 minutes, 1 minute and 10 seconds', () => {
    const onExpire = vi.fn();
    renderWithProviders(<Clock deadlineMs={5 * 60_000 + 3_000} onExpire={onExpire} />);
    advance(250);
    expect(screen.getByRole('timer')).toHaveTextContent('05:03');
    expect(liveRegion()).toHaveTextContent('');

    advance(3_000);
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    expect(liveRegion()).toHaveTextContent('5 minutes left');

    // Nothing new to say for the next minutes: the region keeps its text, so nothing is re-read.
    advance(2 * 60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
    expect(liveRegion()).toHaveTextContent('5 minutes left');

    advance(2 * 60_000);
    expect(liveRegion()).toHaveTextContent('1 minute left');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left: 1 minute');

    advance(50_000);
    expect(liveRegion()).toHaveTextContent('10 seconds left');
    expect(onExpire).not.toHaveBeenCalled();

    advance(10_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    advance(5_000);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('says nothing about thresholds it started below (a resumed quiz with 4 minutes left)', () => {
    renderWithProviders(<Clock deadlineMs={4 * 60_000} onExpire={vi.fn()} />);
    advance(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('03:30');
    expect(liveRegion()).toHaveTextContent('');
  });

  it('reads the time on the server clock, whatever this device says', () => {
    // The server is 2 minutes ahead of this device.
    renderWithProviders(<Clock deadlineMs={10 * 60_000} offsetMs={2 * 60_000} onExpire={vi.fn()} />);
    advance(250);
    expect(screen.getByRole('timer')).toHaveTextContent('08:00');
  });
});
