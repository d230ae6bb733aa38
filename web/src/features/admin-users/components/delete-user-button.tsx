import { cannotRecoverText, fileDeletedMessage, notAdminMessage } from '@quizmaster/shared/messages';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';

interface DeleteUserButtonProps {
  name: string;
  isSelf: boolean;
  onDelete: () => Promise<void>;
}

/**
 * The delete icon of a user row: asks first, then deletes the account. Its texts are the
 * catalogue's pairing (SPEC.md section 8): 'Once deleted, you will not be able to recover this
 * file!', then 'Your file has been deleted!'.
 */
export function DeleteUserButton({ name, isSelf, onDelete }: DeleteUserButtonProps) {
  const remove = async () => {
    try {
      await onDelete();
      notify.success(fileDeletedMessage);
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
    }
  };
  return (
    <DeleteIconButton
      label={`Delete ${name}`}
      text={cannotRecoverText}
      confirmLabel="Delete"
      onConfirm={remove}
      disabledReason={isSelf ? 'You cannot delete your own account here' : undefined}
    />
  );
}
