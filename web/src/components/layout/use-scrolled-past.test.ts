import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('turns on once the page is scrolled by the threshold itself (SPEC.md: 50 pixels)', () => {
    const { result } = renderHook(() => useScrolledPast(50));
    expect(result.current).toBe(false);
    scrollTo(49);
    expect(result.current).toBe(false);
    scrollTo(50);
    expect(result.current).toBe(true);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('reads a page already scrolled when it mounts (a reload restores the position)', () => {
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    const { result } = renderHook(() => useScrolledPast(50));
    expect(result.current).toBe(true);
  });
});
