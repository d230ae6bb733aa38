import { reload, updateProfile, type Auth, type User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { updateDocument } from '@/lib/firestore/rest-write';
import { reloadOwnUserRecord } from '@/lib/firestore/use-own-user-record';
import { saveProfile } from './save-profile';
import { saveProfileText } from './save-profile-text';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reload: vi.fn(() => Promise.resolve()),
  updateProfile: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(() => Promise.resolve({})),
}));
vi.mock('@/lib/firestore/use-own-user-record', () => ({ reloadOwnUserRecord: vi.fn(() => Promise.resolve()) }));
vi.mock('@/lib/firestore/rest-write', () => ({ updateDocument: vi.fn(() => Promise.resolve()) }));

const auth = { name: 'test-auth' } as unknown as Auth;
const user = { uid: 'u1', email: 'ana@example.com', displayName: 'Ana' } as User;

describe('saveProfile', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('saves through the API, which renames the account with the record, then reads the account again', async () => {
    await saveProfile(auth, user, 'ana@example.com', { name: 'Ana Lee', phone: '+1 555 0199' });
    expect(apiRequest).toHaveBeenCalledWith(auth, 'PUT /api/v1/user', { query: { email: 'ana@example.com' }, body: { name: 'Ana Lee', phone: '+1 555 0199' } });
    expect(reload).toHaveBeenCalledWith(user);
    // The pages that show the record (no longer live) read it again.
    expect(reloadOwnUserRecord).toHaveBeenCalledWith(auth, 'u1');
    // One writer of the name, so the two can never disagree after a half-done save.
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('does not read the account again when the API refused the change', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('At most 60 characters'));
    await expect(saveProfile(auth, user, 'ana@example.com', { name: 'Ana Lee', phone: '12345' })).rejects.toThrow('At most 60 characters');
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOwnUserRecord).not.toHaveBeenCalled();
  });

  it("saves an address or an education as that one field of the user's own record, then reads the record again", async () => {
    await saveProfileText(auth, user, 'address', '12 Quiz Street');
    expect(updateDocument).toHaveBeenCalledWith(user, 'users/u1', { address: '12 Quiz Street' });
    expect(reloadOwnUserRecord).toHaveBeenCalledWith(auth, 'u1');
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('does not read the record again when the rules refused the change', async () => {
    vi.mocked(updateDocument).mockRejectedValueOnce(new Error('permission-denied'));
    await expect(saveProfileText(auth, user, 'education', 'x')).rejects.toThrow('permission-denied');
    expect(reloadOwnUserRecord).not.toHaveBeenCalled();
  });
});
