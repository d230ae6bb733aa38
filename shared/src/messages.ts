/**
 * The spec's user-facing strings (SPEC.md sections 2, 4, 5, 8 and 9), each written once here and
 * used by both the functions (in API answers) and the web app (in toasts, dialogs, forms and
 * labels). Tests import them from here too, so a typo cannot hide on one side;
 * scripts/lib/spec-strings.test.ts fails when web/src or functions/src spells one out again.
 */
import { PREMIUM_PRICE_USD } from './constants';
import type { RefundState } from './models/payment';

/** The toast after a quiz is submitted (SPEC.md section 4), also when the time had run out. */
export const quizSubmittedMessage = (name: string) => `Dear ${name} Your Quiz Successfully submitted.`;

// Success messages (SPEC.md section 8).

/** Add Quiz saved the quiz; the question step follows. */
export const quizAddedMessage = 'added quiz successfully Please write some question';
/** Add Question saved a question. */
export const questionAddedMessage = 'added question successfully';
/** A quiz deleted from Manage Quizzes (also the API's answer to `delete-quiz`). */
export const quizDeletedMessage = (quizName: string) => `Deleted! ${quizName} has been Deleted from Quizzes.`;
/** A premium payment recorded (the API's answer to `createPayment`). */
export const paymentCompletedMessage = 'Congrats! Your Payment is Completed.';
/** The checkout's toast: the spec shows the Transaction Id with the message. */
export const paymentCompletedToast = (transactionId: string) => `${paymentCompletedMessage} Transaction Id: ${transactionId}`;
/** The player asked for a refund (the API's answer to `updatePayment` with "processing"). */
export const refundRequestedMessage = 'successfully done Your Payment refunding request!';
/** Stripe refunded the payment (the API's answer to `refund-payment-intent`). */
export const refundCompletedMessage = 'refund is successfully completed';
/** The payment is marked refunded (the API's answer to `updatePayment` with "true"). */
export const refundedMessage = 'Refunded successfully done!';
/** A refunded payment deleted (the API's answer to `deletePayment`). */
export const paymentDeletedMessage = 'this payment has been deleted!';
/** Make Admin succeeded. */
export const madeAdminMessage = (name: string) => `${name} Successfully made an admin`;
/** A user deleted from the Users table, after `cannotRecoverText`. */
export const fileDeletedMessage = 'Your file has been deleted!';

// Failures (SPEC.md sections 6 and 8).

/** A 403 on a quiz delete, an admin removal or another admin action. */
export const notAdminMessage = 'You are Not Admin';
/** A 403 on a refund update, for the admin or the player. */
export const notEligibleMessage = 'You are Not eligible';
/** My Payments for a user who is not marked as paid (SPEC.md "My Payment Details"). */
export const noTransactionsMessage = (name: string) => `hello ${name}!! Sorry, no transactions were found for you.`;
/** An action that needs the signed-in user found none. */
export const noUserMessage = 'No user is logged in';

// Confirmation dialogs (SPEC.md sections 5 and 8).

export const confirmTitle = 'Are you sure?';
export const cannotRevertText = "You won't be able to revert this!";
/** The confirm button of a quiz deletion (Manage Quizzes). */
export const deleteFromQuizzesLabel = 'Yes, delete from quizzes';
/** The confirm button of an admin removal (Delete Admin). */
export const deleteFromAdminLabel = 'Yes, delete from admin';
/** The text of a user deletion, whose success says `fileDeletedMessage`. */
export const cannotRecoverText = 'Once deleted, you will not be able to recover this file!';
/** The confirm button of a player's refund request. */
export const confirmRefundLabel = 'Yes, refund My Payment!';

// Sign-in, guards and fixed page texts (SPEC.md sections 1, 2, 4 and 8).

/** A failed login, by e-mail or Google. */
export const loginFailedMessage = 'Failed To Login';
/** A failed sign-up. */
export const signUpFailedMessage = 'Failed To Sign Up';
/** A login that succeeded. */
export const loginSucceededMessage = 'Login Successfully!';
/** The admin guard's toast to a signed-in non-admin, who is then signed out. */
export const adminOnlyMessage = 'This is Protected for only Admin';
/** The title of a quiz page that cannot start (for example a quiz without questions). */
export const somethingWentWrongTitle = 'something went wrong';
/** The admin dashboard's fixed User Feedback figure. */
export const userFeedbackFigure = 'more than 85%';
/** The whole content of Add a Review. */
export const comingSoonText = 'Coming soon.....';

// ---------------------------------------------------------------------------------------------
// Form messages, the cover message, the price text and the refund-state words (ADR 0034):
// the spec's other strings, here so that every one of them lives in this file.

/**
 * The forms' messages (SPEC.md section 5), said by the schemas of validation.ts (the API and the
 * sign-in forms) and profile-form.ts (the profile pages), so the same check says the same words on
 * both sides. validation.ts and form-messages.ts re-export them as `messages`.
 */
export const formMessages = {
  emailRequired: 'Email is Required',
  emailInvalid: 'Provide a valid email',
  passwordRequired: 'Password is Required',
  passwordTooShort: 'Must be 6 character or longer',
  passwordNeedsUppercase: 'At least One Uppercase',
  nameRequired: 'Name is Required',
  nameTooShort: 'Must be 3 character or longer',
  profileNameTooShort: 'Minimum 3 Character',
  phoneRequired: 'Phone is Required',
  phoneTooShort: 'Minimum 5 character need',
} as const;

/** A cover file that is not png, jpg or jpeg (SPEC.md sections 5 and 8). */
export const invalidCoverMessage = 'Please Enter A Valid Cover Image';

/** The premium price as the spec shows it (SPEC.md sections 2 and 9), built from the one price constant. */
export const premiumPriceText = `${String(PREMIUM_PRICE_USD)} dollars per year`;

/**
 * The words for a payment's refund state (SPEC.md section 4), in the admin's Payments table,
 * the player's My Payments and the admin's Users details.
 */
export const refundLabels = {
  /** "false" in the admin's view: paid, nobody asked for a refund. */
  complete: 'complete',
  /** The button that asks for a refund ("false", the player) or makes it ("processing", the admin). */
  refund: 'refund',
  /** "processing" in the player's view: the refund was asked for. */
  processing: 'processing',
  /** "true" in both views. */
  refunded: 'refunded',
} as const;

/**
 * Each refund state in the admin's lists (the Payments filter, the user's payments): "processing"
 * is the refund the admin has to make, where the Action column shows its 'refund' button.
 */
export const adminRefundStateLabels: Readonly<Record<RefundState, string>> = {
  false: refundLabels.complete,
  processing: 'refund requested',
  true: refundLabels.refunded,
};
