/** The confirmation texts of SPEC.md section 5, verbatim. */
export const refundDialogText = {
  title: 'Are you sure?',
  text: "You won't be able to revert this!",
  confirm: 'Yes, refund My Payment!',
  cancel: 'Cancel',
} as const;
