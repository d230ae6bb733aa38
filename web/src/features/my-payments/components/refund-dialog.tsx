import { Button, Circle, Portal, Stack } from '@chakra-ui/react';
import * as Dialog from '@/components/ui/dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { LuCircleAlert, LuCircleCheck } from 'react-icons/lu';
import { refundRequestedMessage } from '@quizmaster/shared/messages';
import { refundDialogText } from '../lib/refund-dialog-text';

interface CenteredAlertProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that has the focus when it opens, and the element that gets it back when it closes. */
  initialFocus: RefObject<HTMLButtonElement | null>;
  finalFocus: RefObject<HTMLElement | null>;
  icon: ReactNode;
  tone: 'orange' | 'green';
  title: ReactNode;
  description?: ReactNode;
  /** The buttons. */
  children: ReactNode;
}

/** The look of My Payments' two alert dialogs: an icon in a circle, a centred title and text, the buttons below. */
function CenteredAlert({ open, onOpenChange, initialFocus, finalFocus, icon, tone, title, description, children }: CenteredAlertProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => initialFocus.current}
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
                <Circle size="14" bg={`${tone}.subtle`} color={`${tone}.fg`} fontSize="2xl" aria-hidden>
                  {icon}
                </Circle>
                <Dialog.Title fontSize={description ? '2xl' : 'xl'}>{title}</Dialog.Title>
                {description ? <Dialog.Description color="fg.muted">{description}</Dialog.Description> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" pb="8">
              {children}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
    // The safe choice has the focus, so Enter never refunds by accident.
    <CenteredAlert
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={cancelRef}
      finalFocus={trigger}
      icon={<LuCircleAlert />}
      tone="orange"
      title={refundDialogText.title}
      description={refundDialogText.text}
    >
      <Dialog.ActionTrigger asChild>
        <Button ref={cancelRef} variant="outline">
          {refundDialogText.cancel}
        </Button>
      </Dialog.ActionTrigger>
      <Button colorPalette="red" onClick={onConfirm}>
        {refundDialogText.confirm}
      </Button>
    </CenteredAlert>
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
    <CenteredAlert
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      initialFocus={okRef}
      finalFocus={finalFocus}
      icon={<LuCircleCheck />}
      tone="green"
      title={refundRequestedMessage}
    >
      <Dialog.ActionTrigger asChild>
        <Button ref={okRef} colorPalette="purple">
          OK
        </Button>
      </Dialog.ActionTrigger>
    </CenteredAlert>
  );
}
