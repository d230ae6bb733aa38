import { CheckoutShell } from '@/features/payments/components/checkout-shell';

/** /payment while it loads (app/shell/route-shell.tsx). */
export const Shell = CheckoutShell;
