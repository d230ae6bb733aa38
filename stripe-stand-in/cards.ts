/**
 * Stripe's documented test cards (https://docs.stripe.com/testing) and the `pm_card_*` test
 * PaymentMethod ids, with the outcome Stripe gives each. Other numbers are "incorrect".
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
  /** The card field the error is about (Stripe sets `param` for number/expiry/cvc errors). */
  param?: string;
  /** Whether the card reached the issuer, so a failed Charge exists. */
  charged: boolean;
}

export interface TestCard {
  number: string;
  brand: CardBrand;
  funding: 'credit' | 'debit';
  decline?: CardDecline;
}

const declined = (declineCode: string, message = 'Your card was declined.'): CardDecline => ({
  code: 'card_declined',
  declineCode,
  message,
  charged: true,
});

const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit' },
  { number: '4000056655665556', brand: 'visa', funding: 'debit' },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit' },
  { number: '378282246310005', brand: 'amex', funding: 'credit' },
  { number: '4000000000000002', brand: 'visa', funding: 'credit', decline: declined('generic_decline') },
  { number: '4000000000009995', brand: 'visa', funding: 'credit', decline: declined('insufficient_funds', 'Your card has insufficient funds.') },
  { number: '4000000000009987', brand: 'visa', funding: 'credit', decline: declined('lost_card') },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    decline: { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.', param: 'exp_month', charged: true },
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    decline: { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc', charged: true },
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    decline: {
      code: 'processing_error',
      declineCode: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
      charged: true,
    },
  },
];

const PAYMENT_METHOD_SHORTCUTS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
};

export const INCORRECT_NUMBER: CardDecline = {
  code: 'incorrect_number',
  message: 'Your card number is incorrect.',
  param: 'number',
  charged: false,
};

/** The test card with this number; spaces (as people type them) are ignored. */
export function findTestCard(number: string): TestCard | undefined {
  const digits = number.replace(/\s+/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

/** The test card behind a `pm_card_*` id, if it is one. */
export function cardForShortcut(paymentMethodId: string): TestCard | undefined {
  const number = Object.hasOwn(PAYMENT_METHOD_SHORTCUTS, paymentMethodId) ? PAYMENT_METHOD_SHORTCUTS[paymentMethodId] : undefined;
  return number === undefined ? undefined : findTestCard(number);
}

export interface ExpiryInput {
  expMonth?: number;
  expYear?: number;
  cvc?: string;
}

/** Stripe's checks on raw card fields, made before any charge is attempted. */
export function validateCardFields({ expMonth, expYear, cvc }: ExpiryInput, now = new Date()): CardDecline | undefined {
  if (expMonth !== undefined && (expMonth < 1 || expMonth > 12)) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month', charged: false };
  }
  if (expYear !== undefined) {
    const year = expYear < 100 ? 2000 + expYear : expYear;
    const thisYear = now.getUTCFullYear();
    if (year < thisYear || year > thisYear + 50) {
      return { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'exp_year', charged: false };
    }
    if (year === thisYear && expMonth !== undefined && expMonth < now.getUTCMonth() + 1) {
      return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month', charged: false };
    }
  }
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc', charged: false };
  }
  return undefined;
}
