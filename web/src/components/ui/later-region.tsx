import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The address the app started at (this module is in the app's chunk). */
const startAddress = typeof window === 'undefined' ? '' : window.location.href;

/**
 * Whether the page the app started on is still the one shown, and the app drew it over a signed-in
 * page's prerendered shell (app/start-app.tsx renders, never hydrates, those).
 */
const onShellPage = () => window.location.href === startAddress && document.getElementById('root')?.dataset.shell !== undefined;

/**
 * `children` in a commit of their own, a task after the commit that mounts the region on the page
 * the app started on over a signed-in page's shell (`placeholder` until then). That commit (the
 * page's first, or its first with its content once Auth and the role are in) is one task, long on
 * a phone: a region that is below the fold or hidden there (the footer, the dashboard's sidebar)
 * leaves it shorter. After a navigation, in the prerender or on any other page, it renders at once.
 */
export function LaterRegion({ placeholder = null, children }: { placeholder?: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof document === 'undefined' || !onShellPage());
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => {
      startTransition(() => setShown(true));
    });
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? children : placeholder;
}
