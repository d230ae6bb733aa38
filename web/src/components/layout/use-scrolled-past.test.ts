import { act, renderHook, waitFor } from '@testing-library/react';
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

  it('reads a page already scrolled once it has mounted (a reload restores the position)', async () => {
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    const { result } = renderHook(() => useScrolledPast(50));
    await waitFor(() => {
      expect(result.current).toBe(true);
    });
  });

  // Reading scrollY makes the browser lay the page out at once: in the app's first commit that was
  // a forced layout of the whole new page inside the commit's task (tens of ms on a phone).
  it('does not read the position while the page mounts, but in the next frame', async () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return 0;
      },
    });
    renderHook(() => useScrolledPast(50));
    expect(reads).toBe(0);
    await waitFor(() => {
      expect(reads).toBe(1);
    });
  });
});
