/** Business constants from SPEC.md section 9. The server is the only authority on money. */

/** Yearly premium membership price, in whole US dollars (shown as '107 dollars per year'). */
export const PREMIUM_PRICE_USD = 107;
/** The same price in the smallest currency unit, as Stripe expects it. */
export const PREMIUM_PRICE_CENTS = PREMIUM_PRICE_USD * 100;
export const PREMIUM_CURRENCY = 'usd';
/** Premium lasts one year from payment (extended from the current end when renewed). */
export const PREMIUM_DURATION_DAYS = 365;
/** Marks our premium PaymentIntents (their metadata.product), so nothing else is ever fulfilled. */
export const PREMIUM_PRODUCT = 'quizmaster-premium-year';

/** Each question whose chosen options exactly match the correct set scores this many points. */
export const POINTS_PER_QUESTION = 5;

// The quiz card's name and description lengths are in card-text.ts, which imports nothing: the web
// app's early first row on /quizzes uses them before the app (and this module) has loaded.

export const PRODUCT_NAME = 'Quiz Master';

/** A submission this long after the deadline is still accepted (network and clock slack). */
export const ATTEMPT_GRACE_SECONDS = 30;

/** Shortest name and phone number the forms accept (SPEC.md section 5). */
export const MIN_NAME_LENGTH = 3;
export const MIN_PHONE_LENGTH = 5;

/**
 * Limits of the fields a user may edit on their own `users/{uid}` doc. firestore.rules enforces
 * the same numbers (rules cannot import code; the rules tests derive their cases from these).
 */
export const PROFILE_LIMITS = {
  name: { min: MIN_NAME_LENGTH, max: 60 },
  phone: { min: MIN_PHONE_LENGTH, max: 30 },
  photoURL: { max: 2048 },
  address: { max: 300 },
  education: { max: 300 },
} as const;
