import { act, render, screen } from '@testing-library/react';
import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import { FirebaseProvider } from './providers';
import { KEEP_ALIVE_MS } from './shared-source';
import { useSigninCheck } from './use-signin-check';
import { useUser } from './use-user';

/**
 * An Auth whose onIdTokenChanged the test drives (the real `onIdTokenChanged` of firebase/auth
 * calls the instance's method), counting its listeners.
 */
function fakeAuth() {
  const listeners = new Set<(user: User | null) => void>();
  const auth = {
    currentUser: null as User | null,
    onIdTokenChanged: vi.fn((listener: (user: User | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  const answer = (user: User | null) =>
    act(() => {
      auth.currentUser = user;
      for (const listener of [...listeners]) listener(user);
      return Promise.resolve();
    });
  return { auth: auth as unknown as Auth, answer, listeners, onIdTokenChanged: auth.onIdTokenChanged };
}

/** A user whose ID token carries these claims; `getIdTokenResult` can be made to wait or fail. */
function userWith(uid: string, claims: Record<string, unknown>) {
  const getIdTokenResult = vi.fn(() => Promise.resolve({ claims } as unknown as IdTokenResult));
  return { uid, getIdTokenResult } as unknown as User & { getIdTokenResult: typeof getIdTokenResult };
}

const app = {} as FirebaseApp;

function Guard({ label }: { label: string }) {
  const { status, data } = useSigninCheck();
  return <p>{`${label}: ${status === 'loading' ? 'loading' : data.signedIn ? `in as ${data.user.uid}` : 'out'}`}</p>;
}

function AdminCheck() {
  const check = useSigninCheck({ requiredClaims: { admin: true } });
  const text = check.status === 'success' ? (check.data.signedIn ? `admin ${String(check.data.hasRequiredClaims)}` : 'out') : check.status;
  return <p>{`claims: ${text}`}</p>;
}

function Name() {
  const { status, data } = useUser();
  return <p>{`user: ${status === 'loading' ? 'loading' : (data?.uid ?? 'none')}`}</p>;
}

describe('useUser and useSigninCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('load until Auth has restored the session, from one listener however many components ask', async () => {
    const { auth, answer, onIdTokenChanged, listeners } = fakeAuth();
    render(
      <FirebaseProvider app={app} auth={auth}>
        <Guard label="header" />
        <Guard label="page" />
        <Name />
        <AdminCheck />
      </FirebaseProvider>,
    );
    expect(screen.getByText('header: loading')).toBeInTheDocument();
    expect(screen.getByText('claims: loading')).toBeInTheDocument();
    expect(onIdTokenChanged).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(1);

    await answer(userWith('u1', {}));
    expect(screen.getByText('header: in as u1')).toBeInTheDocument();
    expect(screen.getByText('page: in as u1')).toBeInTheDocument();
    expect(screen.getByText('user: u1')).toBeInTheDocument();
    expect(await screen.findByText('claims: admin false')).toBeInTheDocument();

    await answer(null);
    expect(screen.getByText('header: out')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(screen.getByText('claims: out')).toBeInTheDocument();
    expect(onIdTokenChanged).toHaveBeenCalledTimes(1);
  });

  it('stop listening once no component shows the user any more', async () => {
    const { auth, answer, listeners } = fakeAuth();
    const view = render(
      <FirebaseProvider app={app} auth={auth}>
        <Guard label="page" />
        <AdminCheck />
      </FirebaseProvider>,
    );
    await answer(userWith('u1', { admin: true }));
    expect(await screen.findByText('claims: admin true')).toBeInTheDocument();
    vi.useFakeTimers();
    view.unmount();
    expect(listeners.size).toBe(1);
    // The claims check stops after KEEP_ALIVE_MS, and then the user listener it held.
    act(() => void vi.advanceTimersByTime(KEEP_ALIVE_MS * 2));
    expect(listeners.size).toBe(0);
  });

  it('show a known user at once after a remount, without a loading flash', async () => {
    const { auth, answer } = fakeAuth();
    const page = (
      <FirebaseProvider app={app} auth={auth}>
        <Guard label="page" />
      </FirebaseProvider>
    );
    const first = render(page);
    await answer(userWith('u1', {}));
    vi.useFakeTimers();
    first.unmount();
    act(() => void vi.advanceTimersByTime(KEEP_ALIVE_MS));
    // Restored before: its currentUser is the answer while the listener starts again.
    render(page);
    expect(screen.getByText('page: in as u1')).toBeInTheDocument();
  });

  it('read the claims again when the token changes, and never show one user the previous user’s answer', async () => {
    const { auth, answer } = fakeAuth();
    render(
      <FirebaseProvider app={app} auth={auth}>
        <AdminCheck />
      </FirebaseProvider>,
    );
    const player = userWith('u1', {});
    await answer(player);
    expect(await screen.findByText('claims: admin false')).toBeInTheDocument();

    // The same user's refreshed token now carries the claim: the last answer shows until it is read.
    player.getIdTokenResult.mockResolvedValue({ claims: { admin: true } } as unknown as IdTokenResult);
    await answer(player);
    expect(await screen.findByText('claims: admin true')).toBeInTheDocument();

    // Another user (no sign-out in between): loading until their own token is read.
    const other = userWith('u2', {});
    let release: (result: IdTokenResult) => void = () => undefined;
    other.getIdTokenResult.mockReturnValue(new Promise<IdTokenResult>((resolve) => (release = resolve)));
    await answer(other);
    expect(screen.getByText('claims: loading')).toBeInTheDocument();
    await act(() => {
      release({ claims: {} } as unknown as IdTokenResult);
      return Promise.resolve();
    });
    expect(screen.getByText('claims: admin false')).toBeInTheDocument();
  });

  it('answer an error when the token cannot be read (offline)', async () => {
    const { auth, answer } = fakeAuth();
    render(
      <FirebaseProvider app={app} auth={auth}>
        <AdminCheck />
      </FirebaseProvider>,
    );
    const user = userWith('u1', {});
    user.getIdTokenResult.mockRejectedValue(new Error('network-request-failed'));
    await answer(user);
    expect(await screen.findByText('claims: error')).toBeInTheDocument();
  });
});
