import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsAuth, SESSION_HINT_STORAGE_KEY, settleSessionHint, useSessionHint, writeSessionHint } from './session-hint';

/** A browser whose IndexedDB lists these databases. */
const withDatabases = (names: string[]) => vi.stubGlobal('indexedDB', { databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))) });

describe('the session hint', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('follows what Firebase Auth last said, in this tab and from others', async () => {
    withDatabases([]);
    writeSessionHint(true);
    const { result } = renderHook(() => useSessionHint());
    expect(result.current).toBe('signed-in');

    act(() => writeSessionHint(false));
    expect(result.current).toBe('signed-out');

    // Another tab signs in: the storage event carries it here.
    act(() => {
      localStorage.setItem(SESSION_HINT_STORAGE_KEY, 'signed-in');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_STORAGE_KEY }));
    });
    await waitFor(() => expect(result.current).toBe('signed-in'));
  });

  it('settles a browser that never ran Firebase Auth as signed out, without Auth', async () => {
    withDatabases(['some-other-database']);
    const { result } = renderHook(() => useSessionHint());
    expect(result.current).toBe('checking');
    expect(needsAuth(result.current)).toBe(false);
    await waitFor(() => expect(result.current).toBe('signed-out'));
    expect(localStorage.getItem(SESSION_HINT_STORAGE_KEY)).toBe('signed-out');
  });

  // Before the next test: once a page has found Auth's store, it asks Auth until Auth has answered.
  it("asks Auth when a session sits in Auth's localStorage fallback", async () => {
    withDatabases([]);
    localStorage.setItem('firebase:authUser:some-api-key:[DEFAULT]', '{}');
    await expect(settleSessionHint()).resolves.toBe('unknown');
  });

  it('asks Auth when its store exists but no hint was written (a session from before the hint)', async () => {
    withDatabases(['firebaseLocalStorageDb']);
    const { result } = renderHook(() => useSessionHint());
    await waitFor(() => expect(result.current).toBe('unknown'));
    expect(needsAuth(result.current)).toBe(true);
    expect(localStorage.getItem(SESSION_HINT_STORAGE_KEY)).toBeNull();

    act(() => writeSessionHint(false));
    expect(result.current).toBe('signed-out');
  });

});
