import { Button, Portal, Text } from '@chakra-ui/react';
import * as Dialog from './dialog';
import { useState } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  /** Runs when confirmed; the dialog shows a spinner until it settles, then closes. */
  onConfirm: () => Promise<void>;
}

/**
 * A "are you sure?" dialog: nothing happens unless the person confirms. Tables have one per row,
 * and a closed Chakra dialog still runs its state machine: so it mounts the first time it opens
 * (and then stays, for its closing animation and the focus it gives back).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  return mounted ? <MountedConfirmDialog {...props} /> : null;
}

function MountedConfirmDialog({ open, onOpenChange, title, text, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
