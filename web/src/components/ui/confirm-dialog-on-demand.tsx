import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadConfirmDialog } from './confirm-dialog-loader';

const LazyConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

type ConfirmDialogProps = ComponentProps<typeof LazyConfirmDialog>;

/**
 * ConfirmDialog (same props), its code fetched the first time it opens. It stays mounted after
 * that, like ConfirmDialog itself, for its closing animation and the focus it gives back.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
