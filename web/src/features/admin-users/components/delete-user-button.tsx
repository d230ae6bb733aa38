import { toast } from 'react-toastify';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { adminActionFailure } from '@/lib/api-client';

interface DeleteUserButtonProps {
  name: string;
  isSelf: boolean;
  onDelete: () => Promise<void>;
}

/** The delete icon of a user row: asks first (SPEC.md section 8), then deletes the account. */
export function DeleteUserButton({ name, isSelf, onDelete }: DeleteUserButtonProps) {
  const remove = async () => {
    try {
      await onDelete();
      toast.success('Your file has been deleted!');
    } catch (error) {
      toast.error(adminActionFailure(error, 'You are Not Admin'));
    }
  };
  return (
    <DeleteIconButton
      label={`Delete ${name}`}
      text="You won't be able to revert this!"
      confirmLabel="Yes, delete from admin"
      onConfirm={remove}
      disabledReason={isSelf ? 'You cannot delete your own account here' : undefined}
    />
  );
}
