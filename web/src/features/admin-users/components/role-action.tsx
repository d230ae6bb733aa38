import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminActionFailure } from '@/lib/api-client';

interface RoleActionProps {
  name: string;
  isAdmin: boolean;
  /** The signed-in admin's own row: the API refuses to let the last admin go, and locking yourself out is never intended. */
  isSelf: boolean;
  onSetRole: (role: 'admin' | '') => Promise<void>;
}

/** 'Make Admin' for a player, 'Delete Admin' (after a confirmation) for an admin (SPEC.md section 4). */
export function RoleAction({ name, isAdmin, isSelf, onSetRole }: RoleActionProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = async (role: 'admin' | '') => {
    setBusy(true);
    try {
      await onSetRole(role);
      if (role === 'admin') toast.success(`${name} Successfully made an admin`);
      else toast.success(`${name} is no longer an admin`);
    } catch (error) {
      toast.error(adminActionFailure(error, 'You are Not Admin'));
    } finally {
      setBusy(false);
    }
  };

  if (!isAdmin) {
    return (
      <Button size="xs" colorPalette="purple" variant="subtle" loading={busy} onClick={() => void change('admin')}>
        Make Admin
      </Button>
    );
  }
  return (
    <>
      <Button
        size="xs"
        colorPalette="red"
        variant="subtle"
        loading={busy}
        disabled={isSelf}
        title={isSelf ? 'You cannot remove your own admin role' : undefined}
        onClick={() => setConfirming(true)}
      >
        Delete Admin
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure?"
        text="You won't be able to revert this!"
        confirmLabel="Remove admin role"
        onConfirm={() => change('')}
      />
    </>
  );
}
