import { cannotRevertText, deleteFromQuizzesLabel, notAdminMessage, quizDeletedMessage } from '@quizmaster/shared/messages';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';

interface DeleteQuizButtonProps {
  quizName: string;
  /** Deletes the quiz (through the API). */
  onDelete: () => Promise<void>;
}

/** The delete icon of a quiz row: asks first (SPEC.md section 8), then deletes and says so. */
export function DeleteQuizButton({ quizName, onDelete }: DeleteQuizButtonProps) {
  const remove = async () => {
    try {
      await onDelete();
      notify.success(quizDeletedMessage(quizName));
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
    }
  };
  return <DeleteIconButton label={`Delete ${quizName}`} text={cannotRevertText} confirmLabel={deleteFromQuizzesLabel} onConfirm={remove} />;
}
