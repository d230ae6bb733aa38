import { useContext } from 'react';
import { LoadingShellContext } from './loading-shell-context';

/** The current route's loading shell (the guards' and the dashboard's loading state). */
export function LoadingShell() {
  return useContext(LoadingShellContext);
}
