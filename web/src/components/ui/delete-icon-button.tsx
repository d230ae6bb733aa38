import { IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { confirmTitle } from '@quizmaster/shared/messages';
import { prefetchConfirmDialog } from './confirm-dialog-loader';
import { ConfirmDialog } from './confirm-dialog-on-demand';

interface DeleteIconButtonProps {
  /** The button's accessible name, e.g. 'Delete Capitals'. */
  label: string;
  /** The confirmation's text and confirm button (SPEC.md section 8). */
  text: string;
  confirmLabel: string;
  /** Runs only once confirmed; reports its own success or failure. */
  onConfirm: () => Promise<void>;
  /** Why the button is disabled, shown as its title; undefined when it is enabled. */
  disabledReason?: string;
}

/** A trash icon that asks 'Are you sure?' before anything is deleted. */
export function DeleteIconButton({ label, text, confirmLabel, onConfirm, disabledReason }: DeleteIconButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={label}
        disabled={disabledReason !== undefined}
        title={disabledReason}
        onPointerEnter={prefetchConfirmDialog}
        onFocus={prefetchConfirmDialog}
        onClick={() => setConfirming(true)}
      >
        <LuTrash2 />
      </IconButton>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={confirmTitle} text={text} confirmLabel={confirmLabel} onConfirm={onConfirm} />
    </>
  );
}
