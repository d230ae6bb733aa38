import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cannotRevertText, confirmTitle, deleteFromQuizzesLabel, notAdminMessage, quizDeletedMessage } from '@quizmaster/shared/messages';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { DeleteQuizButton } from './delete-quiz-button';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** The spec's toast durations (SPEC.md section 9). */
const SUCCESS = { autoClose: 2000 };
const ERROR = { autoClose: 4000 };

async function confirmDelete(onDelete: () => Promise<void>) {
  renderWithProviders(<DeleteQuizButton quizName="Capitals" onDelete={onDelete} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Capitals' }));
  const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
  expect(dialog).toHaveTextContent(cannotRevertText);
  await userEvent.click(screen.getByRole('button', { name: deleteFromQuizzesLabel }));
}

describe('DeleteQuizButton', () => {
  afterEach(() => vi.clearAllMocks());

  it('deletes nothing when cancelled', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderWithProviders(<DeleteQuizButton quizName="Capitals" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Capitals' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("says 'Deleted! {name} has been Deleted from Quizzes.' once confirmed", async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    await confirmDelete(onDelete);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(quizDeletedMessage('Capitals'), SUCCESS));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("says 'You are Not Admin' when the API answers 403", async () => {
    await confirmDelete(() => Promise.reject(new ApiRequestError(403, 'permission-denied', 'Only admins may do this.')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notAdminMessage, ERROR));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the API's message for other failures", async () => {
    await confirmDelete(() => Promise.reject(new ApiRequestError(404, 'not-found', 'No quiz has the id x.')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No quiz has the id x.', ERROR));
  });
});
