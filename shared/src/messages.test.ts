import { describe, expect, it } from 'vitest';
import * as spec from './messages';

/**
 * SPEC.md's user-facing strings, spelled out once more here on purpose: messages.ts is their one
 * source for the code, and this pins each to the spec's exact words (sections 2, 4, 5, 8 and 9).
 * scripts/lib/spec-strings.test.ts checks that no other module spells them out again.
 */
describe('spec strings in messages.ts', () => {
  it.each([
    ['emailRequired', 'Email is Required'],
    ['emailInvalid', 'Provide a valid email'],
    ['passwordRequired', 'Password is Required'],
    ['passwordTooShort', 'Must be 6 character or longer'],
    ['passwordNeedsUppercase', 'At least One Uppercase'],
    ['nameRequired', 'Name is Required'],
    ['nameTooShort', 'Must be 3 character or longer'],
    ['profileNameTooShort', 'Minimum 3 Character'],
    ['phoneRequired', 'Phone is Required'],
    ['phoneTooShort', 'Minimum 5 character need'],
  ] as const)('§5 form message %s is %j', (key, text) => {
    expect((spec as Record<string, unknown>).formMessages).toMatchObject({ [key]: text });
  });

  it.each([
    ['invalidCoverMessage', 'Please Enter A Valid Cover Image'],
    ['quizAddedMessage', 'added quiz successfully Please write some question'],
    ['questionAddedMessage', 'added question successfully'],
    ['paymentCompletedMessage', 'Congrats! Your Payment is Completed.'],
    ['refundRequestedMessage', 'successfully done Your Payment refunding request!'],
    ['refundCompletedMessage', 'refund is successfully completed'],
    ['refundedMessage', 'Refunded successfully done!'],
    ['paymentDeletedMessage', 'this payment has been deleted!'],
    ['fileDeletedMessage', 'Your file has been deleted!'],
    ['notAdminMessage', 'You are Not Admin'],
    ['notEligibleMessage', 'You are Not eligible'],
    ['noUserMessage', 'No user is logged in'],
    ['loginFailedMessage', 'Failed To Login'],
    ['signUpFailedMessage', 'Failed To Sign Up'],
    ['loginSucceededMessage', 'Login Successfully!'],
    ['adminOnlyMessage', 'This is Protected for only Admin'],
    ['somethingWentWrongTitle', 'something went wrong'],
    ['confirmTitle', 'Are you sure?'],
    ['cannotRevertText', "You won't be able to revert this!"],
    ['confirmRefundLabel', 'Yes, refund My Payment!'],
    ['deleteFromQuizzesLabel', 'Yes, delete from quizzes'],
    ['deleteFromAdminLabel', 'Yes, delete from admin'],
    ['cannotRecoverText', 'Once deleted, you will not be able to recover this file!'],
    ['premiumPriceText', '107 dollars per year'],
  ] as const)('%s is %j', (name, text) => {
    expect((spec as Record<string, unknown>)[name]).toBe(text);
  });

  it('fills in the names of the templated messages', () => {
    expect(spec.quizSubmittedMessage('Ana')).toBe('Dear Ana Your Quiz Successfully submitted.');
    expect(spec.quizDeletedMessage('Algebra')).toBe('Deleted! Algebra has been Deleted from Quizzes.');
    expect(spec.madeAdminMessage('Ana')).toBe('Ana Successfully made an admin');
    expect(spec.noTransactionsMessage('Ana')).toBe('hello Ana!! Sorry, no transactions were found for you.');
  });

  it("names the refund states in the spec's words (§4)", () => {
    expect((spec as Record<string, unknown>).refundLabels).toEqual({
      complete: 'complete',
      refund: 'refund',
      processing: 'processing',
      refunded: 'refunded',
    });
  });
});
