import { act, render, screen } from '@testing-library/react';
import type { FirebaseApp } from 'firebase/app';
import { getDoc } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { reloadOwnUserRecord, useOwnUserRecord } from './use-own-user-record';

const app = { name: 'test-app' } as FirebaseApp;

vi.mock('reactfire', () => ({ useFirebaseApp: () => app }));
vi.mock('./lite', () => ({ liteFirestore: () => ({}) }));
vi.mock('./one-shot-reads', () => ({ ownUserRef: (_db: unknown, uid: string) => ({ uid }) }));
vi.mock('firebase/firestore/lite', () => ({ getDoc: vi.fn() }));

const snapshotOf = (name: string) => ({ data: () => ({ id: 'u1', name }) }) as never;

function Name({ label }: { label: string }) {
  const record = useOwnUserRecord('u1');
  return <p>{`${label}: ${record.status === 'success' ? (record.data?.name ?? 'none') : record.status}`}</p>;
}

describe('useOwnUserRecord', () => {
  it('reads the record once for every component that shows it, and again after a save', async () => {
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf('Ana')).mockResolvedValueOnce(snapshotOf('Ana Lee'));
    render(
      <>
        <Name label="sidebar" />
        <Name label="cards" />
      </>,
    );
    expect(await screen.findByText('sidebar: Ana')).toBeInTheDocument();
    expect(screen.getByText('cards: Ana')).toBeInTheDocument();
    expect(getDoc).toHaveBeenCalledTimes(1);

    await act(() => reloadOwnUserRecord(app, 'u1'));
    expect(screen.getByText('sidebar: Ana Lee')).toBeInTheDocument();
    expect(screen.getByText('cards: Ana Lee')).toBeInTheDocument();
    expect(getDoc).toHaveBeenCalledTimes(2);
  });
});
