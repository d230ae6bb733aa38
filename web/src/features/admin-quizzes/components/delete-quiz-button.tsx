import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminActionFailure } from '@/lib/api-client';

interface DeleteQuizButtonProps {
  quizName: string;
  /** Deletes the quiz and answers the API's message ('… has been Deleted from Quizzes.'). */
  onDelete: () => Promise<string>;
}

/** The delete icon of a quiz row: asks first (SPEC.md section 8), then deletes and says so. */
export function DeleteQuizButton({ quizName, onDelete }: DeleteQuizButtonProps) {
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    try {
      toast.success(`Deleted! ${await onDelete()}`);
    } catch (error) {
      toast.error(adminActionFailure(error, 'You are Not Admin'));
    }
  };

  return (
    <>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Delete ${quizName}`} onClick={() => setConfirming(true)}>
        <LuTrash2 />
      </IconButton>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure?"
        text="You won't be able to revert this!"
        confirmLabel="Yes, delete from quizzes"
        onConfirm={remove}
      />
    </>
  );
}
