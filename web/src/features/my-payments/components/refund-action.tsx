import { Badge, Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { refundActionFor } from '../lib/payment-status';

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
        refund
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <RefundDialog open={open} onOpenChange={setOpen} onConfirm={confirm} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
