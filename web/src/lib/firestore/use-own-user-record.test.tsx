import { act, render, screen } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { getDocument } from './rest';
import { reloadOwnUserRecord, startOwnUserRecordRead, useOwnUserRecord } from './use-own-user-record';

const currentUser = { getIdToken: () => Promise.resolve('token') };
const auth = { currentUser } as unknown as Auth;

vi.mock('@/lib/firebase-context', () => ({ useAuth: () => auth }));
vi.mock('./readers', () => ({ readers: { user: (data: unknown) => data } }));
vi.mock('./rest', () => ({ getDocument: vi.fn() }));

const snapshotOf = (name: string, uid = 'u1') => ({ id: uid, path: `users/${uid}`, data: { name } }) as never;

function Name({ label, uid = 'u1' }: { label: string; uid?: string }) {
  const record = useOwnUserRecord(uid);
  return <p>{`${label}: ${record.status === 'success' ? (record.data?.name ?? 'none') : record.status}`}</p>;
}

describe('useOwnUserRecord', () => {
  it('reads the record once for every component that shows it, and again after a save', async () => {
    vi.mocked(getDocument).mockResolvedValueOnce(snapshotOf('Ana')).mockResolvedValueOnce(snapshotOf('Ana Lee'));
    render(
      <>
        <Name label="sidebar" />
        <Name label="cards" />
      </>,
    );
    expect(await screen.findByText('sidebar: Ana')).toBeInTheDocument();
    expect(screen.getByText('cards: Ana')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledTimes(1);
    // With the signed-in user's token, at the record's path.
    expect(getDocument).toHaveBeenCalledWith(currentUser, 'users/u1');

    await act(() => reloadOwnUserRecord(auth, 'u1'));
    expect(screen.getByText('sidebar: Ana Lee')).toBeInTheDocument();
    expect(screen.getByText('cards: Ana Lee')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledTimes(2);
  });

  it('shows the read the entry started early (Auth restored, before the page) instead of reading again', async () => {
    vi.mocked(getDocument).mockClear().mockResolvedValueOnce(snapshotOf('Bo', 'u2'));
    startOwnUserRecordRead(auth, 'u2');
    expect(getDocument).toHaveBeenCalledWith(currentUser, 'users/u2');
    // The read is done before the page opens: the page shows it at once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Name label="profile" uid="u2" />);
    expect(screen.getByText('profile: Bo')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledTimes(1);
  });

  it('reads again when the early read failed, without showing its failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getDocument).mockClear().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(snapshotOf('Cy', 'u3'));
    startOwnUserRecordRead(auth, 'u3');
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    render(<Name label="profile" uid="u3" />);
    expect(screen.getByText('profile: loading')).toBeInTheDocument();
    expect(await screen.findByText('profile: Cy')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledTimes(2);
  });
});
