import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cannotRecoverText,
  cannotRevertText,
  confirmTitle,
  deleteFromAdminLabel,
  fileDeletedMessage,
  madeAdminMessage,
  notAdminMessage,
} from '@quizmaster/shared/messages';
import { ApiRequestError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import { DeleteUserButton } from './delete-user-button';
import { RoleAction } from './role-action';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

/** The spec's toast durations (SPEC.md section 9). */
const SUCCESS = { autoClose: 2000 };
const ERROR = { autoClose: 4000 };

const forbidden = () => Promise.reject(new ApiRequestError(403, 'permission-denied', 'Only admins may do this.'));

describe('RoleAction', () => {
  afterEach(() => vi.clearAllMocks());

  it("makes a player admin at once and says '{name} Successfully made an admin'", async () => {
    const onSetRole = vi.fn(() => Promise.resolve());
    renderWithProviders(<RoleAction name="Ana" isAdmin={false} isSelf={false} onSetRole={onSetRole} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make Admin' }));
    expect(onSetRole).toHaveBeenCalledWith('admin');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(madeAdminMessage('Ana'), SUCCESS));
  });

  it("removes the role only after the spec's confirmation: 'Are you sure? You won't be able to revert this!', 'Yes, delete from admin'", async () => {
    const onSetRole = vi.fn(() => Promise.resolve());
    renderWithProviders(<RoleAction name="Ana" isAdmin isSelf={false} onSetRole={onSetRole} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Admin' }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
    expect(dialog).toHaveTextContent(cannotRevertText);
    expect(onSetRole).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: deleteFromAdminLabel }));
    expect(onSetRole).toHaveBeenCalledWith('');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ana is no longer an admin', SUCCESS));
  });

  it('shows a loading state while the role is being changed', async () => {
    let finish: () => void = () => undefined;
    const onSetRole = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithProviders(<RoleAction name="Ana" isAdmin={false} isSelf={false} onSetRole={onSetRole} />);
    const button = screen.getByRole('button', { name: 'Make Admin' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(button).toBeDisabled();
    finish();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('data-loading');
  });

  it("says 'You are Not Admin' when the API answers 403 to Make Admin", async () => {
    renderWithProviders(<RoleAction name="Ana" isAdmin={false} isSelf={false} onSetRole={forbidden} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make Admin' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notAdminMessage, ERROR));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'You are Not Admin' when the API answers 403 to a removal", async () => {
    renderWithProviders(<RoleAction name="Ana" isAdmin isSelf={false} onSetRole={forbidden} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Admin' }));
    await userEvent.click(await screen.findByRole('button', { name: deleteFromAdminLabel }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notAdminMessage, ERROR));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the API's reason for a refused removal (the last admin)", async () => {
    const lastAdmin = () => Promise.reject(new ApiRequestError(409, 'last-admin', 'This is the last admin: make someone else admin first.'));
    renderWithProviders(<RoleAction name="Ana" isAdmin isSelf={false} onSetRole={lastAdmin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Admin' }));
    await userEvent.click(await screen.findByRole('button', { name: deleteFromAdminLabel }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This is the last admin: make someone else admin first.', ERROR));
  });

  it("does not offer to remove the admin's own role", () => {
    renderWithProviders(<RoleAction name="Me" isAdmin isSelf onSetRole={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Delete Admin' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'You cannot remove your own admin role');
  });
});

describe('DeleteUserButton', () => {
  afterEach(() => vi.clearAllMocks());

  async function confirmDelete(onDelete: () => Promise<void>) {
    renderWithProviders(<DeleteUserButton name="Bo" isSelf={false} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bo' }));
    // The catalogue's pairing (SPEC.md section 8): this text, then 'Your file has been deleted!'.
    const dialog = await screen.findByRole('alertdialog', { name: confirmTitle });
    expect(dialog).toHaveTextContent(cannotRecoverText);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  }

  it("deletes once confirmed and says 'Your file has been deleted!'", async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    await confirmDelete(onDelete);
    expect(onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(fileDeletedMessage, SUCCESS));
  });

  it("says 'You are Not Admin' on 403", async () => {
    await confirmDelete(forbidden);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(notAdminMessage, ERROR));
  });

  it("shows the API's reason when it refuses to delete the caller", async () => {
    await confirmDelete(() => Promise.reject(new ApiRequestError(409, 'cannot-delete-self', 'You cannot delete your own account.')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You cannot delete your own account.', ERROR));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the API's reason when it refuses to delete the last admin", async () => {
    await confirmDelete(() => Promise.reject(new ApiRequestError(409, 'last-admin', 'This is the last admin and cannot be deleted.')));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This is the last admin and cannot be deleted.', ERROR));
  });

  it('does nothing when cancelled', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    renderWithProviders(<DeleteUserButton name="Bo" isSelf={false} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bo' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('cannot delete the signed-in admin, and says why', () => {
    renderWithProviders(<DeleteUserButton name="Me" isSelf onDelete={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Delete Me' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'You cannot delete your own account here');
  });
});
