import { reload } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_LIMITS } from '@quizmaster/shared/validation';
import { apiRequest } from '@/lib/api-client';
import { fakeAuth, fakeUser } from '../test/fakes';
import { registerUser } from './register-user';

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  reload: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(),
}));

describe('registerUser', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("sends a social account's long display name cut to the longest name the forms and the API accept", async () => {
    const longName = 'Long name '.repeat(8).trim();
    vi.mocked(apiRequest).mockResolvedValue({ report: 'inserted', roleChanged: false, user: { name: longName.slice(0, 60).trim() } });
    await registerUser(fakeAuth, fakeUser({ email: 'gia@example.com', displayName: longName }));
    const body = vi.mocked(apiRequest).mock.calls[0]?.[2]?.body as { name: string };
    expect(body.name.length).toBeLessThanOrEqual(PROFILE_LIMITS.name.max);
    expect(longName.startsWith(body.name)).toBe(true);
  });

  it('reads the account again when the server gave it the stored name, so the app shows the same name everywhere', async () => {
    const account = fakeUser({ email: 'gia@example.com', displayName: 'Gia Google' });
    vi.mocked(apiRequest).mockResolvedValue({ report: 'dataExist', roleChanged: false, user: { name: 'Gia Renamed' } });
    await registerUser(fakeAuth, account);
    expect(reload).toHaveBeenCalledWith(account);
  });

  it('does not when the names already agree', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ report: 'dataExist', roleChanged: false, user: { name: 'Gia Google' } });
    await registerUser(fakeAuth, fakeUser({ email: 'gia@example.com', displayName: 'Gia Google' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
