import { toast } from 'react-toastify';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { adminActionFailure } from '@/lib/api-client';

interface DeleteQuizButtonProps {
  quizName: string;
  /** Deletes the quiz and answers the API's message ('… has been Deleted from Quizzes.'). */
  onDelete: () => Promise<string>;
}

/** The delete icon of a quiz row: asks first (SPEC.md section 8), then deletes and says so. */
export function DeleteQuizButton({ quizName, onDelete }: DeleteQuizButtonProps) {
  const remove = async () => {
    try {
      toast.success(`Deleted! ${await onDelete()}`);
    } catch (error) {
      toast.error(adminActionFailure(error, 'You are Not Admin'));
    }
  };
  return (
    <DeleteIconButton label={`Delete ${quizName}`} text="You won't be able to revert this!" confirmLabel="Yes, delete from quizzes" onConfirm={remove} />
  );
}
