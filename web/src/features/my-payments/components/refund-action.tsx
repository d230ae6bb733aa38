import { Badge, Button, Circle, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuCircleAlert } from 'react-icons/lu';
import { refundActionFor } from '../lib/payment-status';
import { refundDialogText } from '../lib/refund-dialog-text';

/**
 * The Action cell of a payment row: a 'refund' button while the payment is refundable, which
 * asks for confirmation first and calls `onConfirmRefund` only when confirmed; otherwise the
 * state as an inert label.
 */
export function RefundAction({ refund, busy, onConfirmRefund }: { refund: string; busy: boolean; onConfirmRefund: () => void }) {
  const action = refundActionFor(refund);
  if (action.kind === 'status') {
    if (action.tone === 'other') {
      return (
        <Button size="xs" variant="outline" disabled>
          {action.label}
        </Button>
      );
    }
    return (
      <Badge colorPalette={action.tone === 'refunded' ? 'green' : 'orange'} variant="subtle" size="md">
        {action.label}
      </Badge>
    );
  }
  return <RefundRequestButton busy={busy} onConfirm={onConfirmRefund} />;
}

function RefundRequestButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setOpen(false);
    onConfirm();
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // The safe choice has the focus, so Enter never refunds by accident.
      initialFocusEl={() => cancelRef.current}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button size="xs" colorPalette="red" variant="outline" loading={busy}>
          refund
        </Button>
      </Dialog.Trigger>
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
              <Button colorPalette="red" onClick={confirm}>
                {refundDialogText.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
