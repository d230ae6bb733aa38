import { cannotRevertText, confirmRefundLabel, confirmTitle } from '@quizmaster/shared/messages';

/** The refund confirmation of SPEC.md section 5, verbatim. */
export const refundDialogText = {
  title: confirmTitle,
  text: cannotRevertText,
  confirm: confirmRefundLabel,
  cancel: 'Cancel',
} as const;
