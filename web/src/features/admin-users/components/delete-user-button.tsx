import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminActionFailure } from '@/lib/api-client';

interface DeleteUserButtonProps {
  name: string;
  isSelf: boolean;
  onDelete: () => Promise<void>;
}

/** The delete icon of a user row: asks first (SPEC.md section 8), then deletes the account. */
export function DeleteUserButton({ name, isSelf, onDelete }: DeleteUserButtonProps) {
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    try {
      await onDelete();
      toast.success('Your file has been deleted!');
    } catch (error) {
      toast.error(adminActionFailure(error, 'You are Not Admin'));
    }
  };

  return (
    <>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        disabled={isSelf}
        title={isSelf ? 'You cannot delete your own account here' : undefined}
        onClick={() => setConfirming(true)}
      >
        <LuTrash2 />
      </IconButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure?"
        text="You won't be able to revert this!"
        confirmLabel="Yes, delete from admin"
        onConfirm={remove}
      />
    </>
  );
}
