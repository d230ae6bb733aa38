import { act, render, screen } from '@testing-library/react';
import type { Auth } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { getDocument } from './rest';
import { reloadOwnUserRecord, useOwnUserRecord } from './use-own-user-record';

const currentUser = { getIdToken: () => Promise.resolve('token') };
const auth = { currentUser } as unknown as Auth;

vi.mock('@/lib/firebase-context', () => ({ useAuth: () => auth }));
vi.mock('./readers', () => ({ readers: { user: (data: unknown) => data } }));
vi.mock('./rest', () => ({ getDocument: vi.fn() }));

const snapshotOf = (name: string) => ({ id: 'u1', path: 'users/u1', data: { name } }) as never;

function Name({ label }: { label: string }) {
  const record = useOwnUserRecord('u1');
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
});
