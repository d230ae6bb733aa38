import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  certificateAccountDeletedLabel,
  certificateNotFoundMessage,
  certificateRevokedLabel,
  certificateValidLabel,
  printedDay,
  type PublicCertificate,
} from '@quizmaster/shared/certificates';
import { DELETED_USER_NAME } from '@quizmaster/shared/models/user';
import { renderWithProviders } from '@/test/render';
import { fetchPublicCertificate, revokeCertificate } from '../api/certificate-calls';
import { CertificatePage } from './certificate-page';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const role: { current: string } = vi.hoisted(() => ({ current: 'signed-out' }));
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => ({}) }));
vi.mock('@/components/auth/use-admin-role', () => ({ useAdminRole: () => role.current }));
vi.mock('../api/certificate-calls', () => ({ fetchPublicCertificate: vi.fn(), revokeCertificate: vi.fn(), downloadCertificate: vi.fn() }));

const valid: PublicCertificate = {
  id: 'cert-1',
  userName: 'Ann Lee',
  quizName: 'World Capitals',
  grade: 'A+',
  marks: 87.5,
  issuedAt: '2026-03-04T10:00:00.000Z',
  revoked: false,
  revokedAt: null,
  accountDeleted: false,
};
const revoked: PublicCertificate = { ...valid, revoked: true, revokedAt: '2026-04-05T12:00:00.000Z' };

describe('CertificatePage', () => {
  beforeEach(() => {
    role.current = 'signed-out';
  });
  afterEach(() => vi.clearAllMocks());

  it('shows a valid certificate with its name, quiz, grade, marks and date, and no admin actions to a visitor', async () => {
    vi.mocked(fetchPublicCertificate).mockResolvedValue(valid);
    renderWithProviders(<CertificatePage certificateId="cert-1" />);
    expect(await screen.findByText(certificateValidLabel)).toBeVisible();
    const details = screen.getByRole('group', { name: 'Certificate details' });
    for (const text of ['Ann Lee', 'World Capitals', 'A+', '87.5%', printedDay(new Date(valid.issuedAt)), 'cert-1']) {
      expect(within(details).getByText(text)).toBeVisible();
    }
    expect(fetchPublicCertificate).toHaveBeenCalledWith('cert-1');
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says revoked, with the day, and offers no Revoke even to an admin', async () => {
    role.current = 'admin';
    vi.mocked(fetchPublicCertificate).mockResolvedValue(revoked);
    renderWithProviders(<CertificatePage certificateId="cert-1" />);
    expect(await screen.findByText(certificateRevokedLabel)).toBeVisible();
    expect(screen.getByText(`Revoked on ${printedDay(new Date('2026-04-05T12:00:00.000Z'))}.`)).toBeVisible();
    expect(screen.queryByText(certificateValidLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeVisible();
  });

  it("says why a deleted account's certificate is no longer valid, without the holder's name", async () => {
    vi.mocked(fetchPublicCertificate).mockResolvedValue({ ...revoked, userName: DELETED_USER_NAME, accountDeleted: true });
    renderWithProviders(<CertificatePage certificateId="cert-1" />);
    expect(await screen.findByText(certificateAccountDeletedLabel)).toBeVisible();
    expect(screen.queryByText(certificateRevokedLabel)).not.toBeInTheDocument();
    expect(screen.queryByText(certificateValidLabel)).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Certificate details' })).getByText(DELETED_USER_NAME)).toBeVisible();
  });

  it('says when no certificate has the id', async () => {
    vi.mocked(fetchPublicCertificate).mockResolvedValue(null);
    renderWithProviders(<CertificatePage certificateId="nope" />);
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    expect(screen.getByText(certificateNotFoundMessage)).toBeVisible();
  });

  it('lets an admin revoke after confirming, and then shows the revoked state', async () => {
    role.current = 'admin';
    vi.mocked(fetchPublicCertificate).mockResolvedValue(valid);
    vi.mocked(revokeCertificate).mockResolvedValue({ message: 'The certificate has been revoked.', changed: true, certificate: revoked });
    renderWithProviders(<CertificatePage certificateId="cert-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(revokeCertificate).toHaveBeenCalledWith({}, 'cert-1');
    await waitFor(() => expect(screen.getByText(certificateRevokedLabel)).toBeVisible());
  });
});
