import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING, success, type LiveStatus } from './live-status';
import { KEEP_ALIVE_MS, sharedSource, sourceRegistry } from './shared-source';

/** An upstream listener the test drives: how often it started and stopped, and its emit. */
function fakeUpstream<T>() {
  const upstream = { starts: 0, stops: 0, emit: (_status: LiveStatus<T>): void => undefined };
  const start = (emit: (status: LiveStatus<T>) => void) => {
    upstream.starts++;
    upstream.emit = emit;
    return () => {
      upstream.stops++;
    };
  };
  return { upstream, start };
}

describe('sharedSource', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts one upstream listener for every subscriber, and gives each the same snapshot', () => {
    const { upstream, start } = fakeUpstream<string>();
    const source = sharedSource(start);
    expect(source.getSnapshot()).toBe(LOADING);
    const first = vi.fn();
    const second = vi.fn();
    source.subscribe(first);
    source.subscribe(second);
    expect(upstream.starts).toBe(1);

    upstream.emit(success('a'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const snapshot = source.getSnapshot();
    expect(snapshot).toEqual(success('a'));
    // The same object until the next change (useSyncExternalStore re-renders on a new one).
    expect(source.getSnapshot()).toBe(snapshot);
  });

  it('stops the upstream listener once the last subscriber has left for KEEP_ALIVE_MS, not before', () => {
    const { upstream, start } = fakeUpstream<string>();
    const source = sharedSource(start);
    const leaveFirst = source.subscribe(vi.fn());
    const leaveSecond = source.subscribe(vi.fn());
    upstream.emit(success('a'));

    leaveFirst();
    vi.advanceTimersByTime(KEEP_ALIVE_MS * 2);
    expect(upstream.stops).toBe(0);

    leaveSecond();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    expect(upstream.stops).toBe(0);
    vi.advanceTimersByTime(1);
    expect(upstream.stops).toBe(1);
    // Stopped, it shows loading again, and a late callback of the stopped listener changes nothing.
    expect(source.getSnapshot()).toBe(LOADING);
    upstream.emit(success('late'));
    expect(source.getSnapshot()).toBe(LOADING);
  });

  it('keeps the listener, and its value, when a subscriber comes back within KEEP_ALIVE_MS (a remount)', () => {
    const { upstream, start } = fakeUpstream<string>();
    const source = sharedSource(start);
    const leave = source.subscribe(vi.fn());
    upstream.emit(success('a'));
    leave();
    vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
    const leaveAgain = source.subscribe(vi.fn());
    vi.advanceTimersByTime(KEEP_ALIVE_MS * 2);
    expect(upstream.starts).toBe(1);
    expect(upstream.stops).toBe(0);
    expect(source.getSnapshot()).toEqual(success('a'));

    leaveAgain();
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(upstream.stops).toBe(1);
    source.subscribe(vi.fn());
    expect(upstream.starts).toBe(2);
  });

  it('shows the idle snapshot while no listener runs', () => {
    const idle = success('known');
    const { start } = fakeUpstream<string>();
    const source = sharedSource(start, { idleSnapshot: () => idle });
    expect(source.getSnapshot()).toBe(idle);
  });
});

describe('sourceRegistry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives equal keys one source, and forgets a source once its listener has stopped', () => {
    const starts: string[] = [];
    const sourceFor = sourceRegistry<{ path: string }, string>(
      (a, b) => a.path === b.path,
      (key) => () => {
        starts.push(key.path);
        return () => undefined;
      },
    );
    const source = sourceFor({ path: 'quizzes/q1' });
    expect(sourceFor({ path: 'quizzes/q1' })).toBe(source);
    expect(sourceFor({ path: 'quizzes/q2' })).not.toBe(source);

    const leave = source.subscribe(vi.fn());
    sourceFor({ path: 'quizzes/q1' }).subscribe(vi.fn())();
    expect(starts).toEqual(['quizzes/q1']);
    leave();
    vi.advanceTimersByTime(KEEP_ALIVE_MS);
    expect(sourceFor({ path: 'quizzes/q1' })).not.toBe(source);
  });
});
