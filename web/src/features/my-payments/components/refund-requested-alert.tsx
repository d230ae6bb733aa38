import { lazy, Suspense, useState, type RefObject } from 'react';

// The refund confirmation's module: the player has just used it, so it is loaded already.
const RefundRequestedDialog = lazy(() => import('./refund-dialog').then((module) => ({ default: module.RefundRequestedDialog })));

/**
 * The alert after a refund request (SPEC.md section 8: 'successfully done Your Payment refunding
 * request!'), an alert dialog with OK rather than a toast. Mounted on its first open and kept, so
 * that it can animate closed.
 */
export function RefundRequestedAlert({ open, onClose, finalFocus }: { open: boolean; onClose: () => void; finalFocus: RefObject<HTMLElement | null> }) {
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <RefundRequestedDialog open={open} onClose={onClose} finalFocus={finalFocus} />
    </Suspense>
  );
}
