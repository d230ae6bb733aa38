import { Button, Circle, Portal, Stack } from '@chakra-ui/react';
import * as Dialog from '@/components/ui/dialog';
import { useRef, type RefObject } from 'react';
import { LuCircleAlert } from 'react-icons/lu';
import { refundDialogText } from '../lib/refund-dialog-text';

interface RefundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The 'refund' button, which gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The refund confirmation. A module of its own (refund-action.tsx loads it on the first click):
 * the dialog's state machine is not needed to show the payments.
 */
export function RefundDialog({ open, onOpenChange, onConfirm, trigger }: RefundDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      // The safe choice has the focus, so Enter never refunds by accident.
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => trigger.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="sm">
            <Dialog.Body pt="8">
              <Stack align="center" textAlign="center" gap="3">
                <Circle size="14" bg="orange.subtle" color="orange.fg" fontSize="2xl" aria-hidden>
                  <LuCircleAlert />
                </Circle>
                <Dialog.Title fontSize="2xl">{refundDialogText.title}</Dialog.Title>
                <Dialog.Description color="fg.muted">{refundDialogText.text}</Dialog.Description>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" pb="8">
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  {refundDialogText.cancel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm}>
                {refundDialogText.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
