import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PROFILE_ABOUT_TEXT, PROFILE_PLACEHOLDERS } from '../lib/profile-placeholders';
import { ProfileDetails } from './profile-details';

describe('the read-only profile (SPEC.md section 2)', () => {
  it('shows the fixed placeholder text next to the real name, e-mail and phone', () => {
    renderWithProviders(<ProfileDetails profile={{ name: 'Ana Lee', email: 'ana@example.com', phone: '+1 555 0199' }} />);
    expect(screen.getByText('Ana Lee', { exact: true })).toBeVisible();
    expect(screen.getByText('ana@example.com', { exact: true })).toBeVisible();
    expect(screen.getByText('+1 555 0199', { exact: true })).toBeVisible();
    expect(screen.getByText('About')).toBeVisible();
    expect(screen.getByText(PROFILE_ABOUT_TEXT, { exact: true })).toBeVisible();
  });

  it('stands in for a phone never added, and keeps the fixed text', () => {
    renderWithProviders(<ProfileDetails profile={{ name: 'Ana Lee', email: 'ana@example.com', phone: '' }} />);
    expect(screen.getByText(PROFILE_PLACEHOLDERS.phone, { exact: true })).toBeVisible();
    expect(screen.getByText(PROFILE_ABOUT_TEXT, { exact: true })).toBeVisible();
  });

  it('shows its labels and the fixed text while the values load', () => {
    renderWithProviders(<ProfileDetails profile={null} />);
    for (const label of ['Name', 'Email', 'Phone', 'About']) expect(screen.getByText(label, { exact: true })).toBeVisible();
    expect(screen.getByText(PROFILE_ABOUT_TEXT, { exact: true })).toBeVisible();
    expect(screen.queryByText(PROFILE_PLACEHOLDERS.phone)).not.toBeInTheDocument();
  });
});
