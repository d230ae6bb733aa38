import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { DeleteQuizButton } from './delete-quiz-button';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

async function confirmDelete(onDelete: () => Promise<string>) {
  renderWithProviders(<DeleteQuizButton quizName="Capitals" onDelete={onDelete} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Capitals' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
  expect(dialog).toHaveTextContent("You won't be able to revert this!");
  await userEvent.click(screen.getByRole('button', { name: 'Yes, delete from quizzes' }));
}

describe('DeleteQuizButton', () => {
  afterEach(() => vi.clearAllMocks());

  it('deletes nothing when cancelled', async () => {
    const onDelete = vi.fn(() => Promise.resolve(''));
    renderWithProviders(<DeleteQuizButton quizName="Capitals" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Capitals' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("says 'Deleted! …' with the API's message once confirmed", async () => {
    const onDelete = vi.fn(() => Promise.resolve('Capitals has been Deleted from Quizzes.'));
    await confirmDelete(onDelete);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted! Capitals has been Deleted from Quizzes.'));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("says 'You are Not Admin' when the API answers 403", async () => {
    await confirmDelete(() => Promise.reject(new ApiRequestError(403, 'permission-denied', 'Only admins may do this.')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You are Not Admin'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the API's message for other failures", async () => {
    await confirmDelete(() => Promise.reject(new ApiRequestError(404, 'not-found', 'No quiz has the id x.')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No quiz has the id x.'));
  });
});
