import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** Set once the app's first commit is on screen: regions mounted after it render at once. */
let appOnScreen = false;

/** The app's first render draws over a signed-in page's prerendered shell (app/start-app.tsx renders, never hydrates, it). */
const overShell = () => document.getElementById('root')?.dataset.shell !== undefined;

/**
 * `children` in a commit of their own, a task after the app's first commit over a signed-in page's
 * shell (`placeholder` until then). That commit is one task, long on a phone: a region that is
 * below the fold or hidden there (the footer, the dashboard's sidebar) leaves it shorter. Mounted
 * later (a navigation), in the prerender or on any other page, it renders at once.
 */
export function LaterRegion({ placeholder = null, children }: { placeholder?: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof document === 'undefined' || appOnScreen || !overShell());
  useEffect(() => {
    appOnScreen = true;
    if (shown) return;
    const timer = setTimeout(() => {
      startTransition(() => setShown(true));
    });
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? children : placeholder;
}
