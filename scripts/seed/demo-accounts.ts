import accounts from './demo-accounts.json' with { type: 'json' };

/**
 * Demo sign-ins, emulator-only. The JSON file is shared with the plain-JS start script,
 * which prints them.
 */
export const demoAccounts = accounts;

export type DemoAccountKey = keyof typeof demoAccounts;

/** The premium account's completed payment (a PaymentIntent id, as real payments have). */
export const demoPremiumPaymentId = 'pi_demo_premium_0001';
