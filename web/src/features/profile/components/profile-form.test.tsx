import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProfileForm } from './profile-form';

function renderForm(defaultValues = { name: '', phone: '' }) {
  const onSubmit = vi.fn(() => Promise.resolve());
  renderWithProviders(<ProfileForm defaultValues={defaultValues} email="ana@example.com" onSubmit={onSubmit} />);
  return { onSubmit, submit: () => userEvent.click(screen.getByRole('button', { name: 'Submit' })) };
}

describe('ProfileForm', () => {
  it('says a name and a phone are required', async () => {
    const { onSubmit, submit } = renderForm();
    await submit();
    expect(await screen.findByText('Name is Required')).toBeVisible();
    expect(screen.getByText('Phone is Required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least 3 characters of name and 5 of phone', async () => {
    const { onSubmit, submit } = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    await userEvent.type(screen.getByLabelText('Phone'), '1234');
    await submit();
    expect(await screen.findByText('Minimum 3 Character')).toBeVisible();
    expect(screen.getByText('Minimum 5 character need')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a name longer than sign-up and the API accept, with the same message', async () => {
    const { onSubmit, submit } = renderForm({ name: '', phone: '12345' });
    await userEvent.type(screen.getByLabelText('Name'), 'N'.repeat(61));
    await submit();
    expect(await screen.findByText('At most 60 characters')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the e-mail read-only and submits valid values', async () => {
    const { onSubmit, submit } = renderForm({ name: 'Ana', phone: '' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '+1 555 0199');
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]).toEqual([{ name: 'Ana', phone: '+1 555 0199' }, expect.anything()]);
    expect(screen.queryByText('Phone is Required')).not.toBeInTheDocument();
  });
});
