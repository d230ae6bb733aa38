import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_PRESS_MS, holdTakeTest, isPlainClick, onHeldTakeTest } from './held-take-test';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('isPlainClick', () => {
  it('takes a plain left click', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves a middle click, a modified click (new tab or window) and a handled one to the browser', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...click, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...click, altKey: true })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });
});

describe('held presses', () => {
  afterEach(() => vi.useRealTimers());

  it('hands a press made before the grid to the grid once, and later ones as they come', () => {
    holdTakeTest('early');
    const take = vi.fn();
    const stop = onHeldTakeTest(take);
    expect(take).toHaveBeenCalledWith('early');
    holdTakeTest('later');
    expect(take).toHaveBeenLastCalledWith('later');
    stop();
    const next = vi.fn();
    onHeldTakeTest(next)();
    expect(next).not.toHaveBeenCalled();
  });

  it('forgets a press older than HELD_PRESS_MS', () => {
    vi.useFakeTimers();
    holdTakeTest('stale');
    vi.advanceTimersByTime(HELD_PRESS_MS + 1);
    const take = vi.fn();
    onHeldTakeTest(take)();
    expect(take).not.toHaveBeenCalled();
  });
});
