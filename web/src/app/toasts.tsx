import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastContainerWanted } from '@/lib/notify';

// react-toastify and its styles, in a chunk of their own (see lib/notify.ts).
const ToastContainer = lazy(() => import('./toast-container'));

/** The toasts' container, mounted from the first toast on. */
export function Toasts() {
  const wanted = useSyncExternalStore(toastContainerWanted.subscribe, toastContainerWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
