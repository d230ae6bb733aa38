import { Button } from '@chakra-ui/react';
import { refundLabels } from '@quizmaster/shared/messages';
import { lazy, Suspense, useRef, useState } from 'react';
import { refundActionFor } from '../lib/payment-status';

/**
 * The Action cell of a payment row (SPEC.md section 4): a 'refund' button while the payment is
 * refundable, which asks for confirmation first and calls `onConfirmRefund` only when confirmed;
 * any other state ('processing', 'refunded', a value the app never writes) as its label on an
 * inert button.
 */
export function RefundAction({ refund, busy, onConfirmRefund }: { refund: string; busy: boolean; onConfirmRefund: () => void }) {
  const action = refundActionFor(refund);
  if (action.kind === 'status') {
    return (
      <Button size="xs" variant="outline" disabled>
        {action.label}
      </Button>
    );
  }
  return <RefundRequestButton busy={busy} onConfirm={onConfirmRefund} />;
}

// The confirmation (and the dialog's state machine) loads on the first click, prefetched as the button is approached.
const loadDialog = () => import('./refund-dialog');
const RefundDialog = lazy(() => loadDialog().then((module) => ({ default: module.RefundDialog })));
const prefetchDialog = () => void loadDialog();

function RefundRequestButton({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first open, and kept (so that it can animate closed).
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const trigger = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setOpen(false);
    onConfirm();
  };

  return (
    <>
      <Button
        ref={trigger}
        size="xs"
        colorPalette="red"
        variant="outline"
        loading={busy}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => setOpen(true)}
      >
        {refundLabels.refund}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <RefundDialog open={open} onOpenChange={setOpen} onConfirm={confirm} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
