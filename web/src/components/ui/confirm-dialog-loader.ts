// Chakra's dialog brings zag's dialog, focus-trap, dismissable and presence machines (~17 KiB
// gzip): pages that list rows with a confirmation each fetch them only when one is needed.
export const loadConfirmDialog = () => import('./confirm-dialog');

/** Starts fetching the dialog's code, e.g. when the pointer or focus reaches the button that opens it. */
export const prefetchConfirmDialog = () => void loadConfirmDialog();
