import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * How long each kind of toast stays (SPEC.md section 9): decided here once, so no call site
 * picks its own. "Blank" is a toast with no type.
 */
export const TOAST_DURATIONS_MS = { success: 2000, error: 4000, blank: 4000 } as const;

/** Everything a call site may set, except the duration. */
type NotifyOptions = Omit<ToastOptions, 'autoClose'>;

type Toastify = typeof import('react-toastify');

/**
 * react-toastify (about 10 KiB gzip with its styles) loads with the first toast, not with every
 * page: most page views show none. Toasts sent before the container has mounted wait in
 * react-toastify's own queue and show as it mounts (app/toasts.tsx mounts it once asked).
 */
let toastify: Promise<Toastify> | undefined;
let containerWanted = false;
const containerListeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of containerListeners) listener();
  }
  return (toastify ??= import('react-toastify'));
}

/** Whether a toast has been asked for yet (for useSyncExternalStore: app/toasts.tsx). */
export const toastContainerWanted = {
  subscribe: (listener: () => void): (() => void) => {
    containerListeners.add(listener);
    return () => containerListeners.delete(listener);
  },
  get: (): boolean => containerWanted,
};

function show(kind: keyof typeof TOAST_DURATIONS_MS, content: ToastContent, options?: NotifyOptions): void {
  const withDuration = { ...options, autoClose: TOAST_DURATIONS_MS[kind] };
  loadToastify().then(
    ({ toast }) => (kind === 'blank' ? toast(content, withDuration) : toast[kind](content, withDuration)),
    // Offline, or a new deploy replaced the chunk: the message is lost, not the page.
    (error: unknown) => console.error('Could not show a notification', error),
  );
}

/** The app's toasts, with the spec's durations. */
export const notify = {
  success: (content: ToastContent, options?: NotifyOptions) => show('success', content, options),
  error: (content: ToastContent, options?: NotifyOptions) => show('error', content, options),
  blank: (content: ToastContent, options?: NotifyOptions) => show('blank', content, options),
};
