import { toast, type ToastContent, type ToastOptions } from 'react-toastify';

/**
 * How long each kind of toast stays (SPEC.md section 9): decided here once, so no call site
 * picks its own. "Blank" is a toast with no type.
 */
export const TOAST_DURATIONS_MS = { success: 2000, error: 4000, blank: 4000 } as const;

/** Everything a call site may set, except the duration. */
type NotifyOptions = Omit<ToastOptions, 'autoClose'>;

/** The app's toasts, with the spec's durations. */
export const notify = {
  success: (content: ToastContent, options?: NotifyOptions) => toast.success(content, { ...options, autoClose: TOAST_DURATIONS_MS.success }),
  error: (content: ToastContent, options?: NotifyOptions) => toast.error(content, { ...options, autoClose: TOAST_DURATIONS_MS.error }),
  blank: (content: ToastContent, options?: NotifyOptions) => toast(content, { ...options, autoClose: TOAST_DURATIONS_MS.blank }),
};
