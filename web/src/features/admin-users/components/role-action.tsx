import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { cannotRevertText, confirmTitle, deleteFromAdminLabel, madeAdminMessage, notAdminMessage } from '@quizmaster/shared/messages';
import { prefetchConfirmDialog } from '@/components/ui/confirm-dialog-loader';
import { ConfirmDialog } from '@/components/ui/confirm-dialog-on-demand';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';

interface RoleActionProps {
  name: string;
  isAdmin: boolean;
  /** The signed-in admin's own row: the API refuses to let the last admin go, and locking yourself out is never intended. */
  isSelf: boolean;
  onSetRole: (role: 'admin' | '') => Promise<void>;
}

/**
 * 'Make Admin' for a player, 'Delete Admin' for an admin (SPEC.md section 4), after the spec's
 * confirmation: 'Are you sure? You won't be able to revert this!', 'Yes, delete from admin'.
 */
export function RoleAction({ name, isAdmin, isSelf, onSetRole }: RoleActionProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = async (role: 'admin' | '') => {
    setBusy(true);
    try {
      await onSetRole(role);
      notify.success(role === 'admin' ? madeAdminMessage(name) : `${name} is no longer an admin`);
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
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
        onPointerEnter={prefetchConfirmDialog}
        onFocus={prefetchConfirmDialog}
        onClick={() => setConfirming(true)}
      >
        Delete Admin
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmTitle}
        text={cannotRevertText}
        confirmLabel={deleteFromAdminLabel}
        onConfirm={() => change('')}
      />
    </>
  );
}
