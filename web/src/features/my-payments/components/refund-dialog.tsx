import { Button, Circle, Portal, Stack } from '@chakra-ui/react';
import * as Dialog from '@/components/ui/dialog';
import { useRef, type RefObject } from 'react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { refundRequestedMessage } from '@quizmaster/shared/messages';
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
 * the dialog's state machine is not needed to show the payments. The alert that follows a
 * request (RefundRequestedDialog, below) lives here too, so it comes with this chunk.
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

interface RefundRequestedDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where the focus goes once it closes: the 'refund' button it came from has become a state. */
  finalFocus: RefObject<HTMLElement | null>;
}

/** The spec's alert once the refund was asked for (SPEC.md section 8), closed with OK. */
export function RefundRequestedDialog({ open, onClose, finalFocus }: RefundRequestedDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => okRef.current}
      finalFocusEl={() => finalFocus.current}
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
                <Circle size="14" bg="green.subtle" color="green.fg" fontSize="2xl" aria-hidden>
                  <LuCircleCheck />
                </Circle>
                <Dialog.Title fontSize="xl">{refundRequestedMessage}</Dialog.Title>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" pb="8">
              <Dialog.ActionTrigger asChild>
                <Button ref={okRef} colorPalette="purple">
                  OK
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
