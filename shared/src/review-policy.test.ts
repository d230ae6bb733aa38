import { describe, expect, it } from 'vitest';
import { reviewAccess, reviewPolicyOf, type ReviewPolicy, type ReviewSituation } from './review-policy';

const now = new Date('2027-01-10T12:00:00Z');
const finished: ReviewSituation = { now, attemptFinished: true, noAttemptsLeft: false, closesAt: null };
const everything: ReviewPolicy['shows'] = ['answers', 'right-answers', 'explanations'];

describe('reviewAccess', () => {
  it.each([
    ['never', {}, false],
    ['after-submit', {}, true],
    ['after-submit', { attemptFinished: false }, false],
    ['after-last-attempt', {}, false],
    ['after-last-attempt', { noAttemptsLeft: true }, true],
    ['after-last-attempt', { noAttemptsLeft: true, attemptFinished: false }, false],
    ['after-close', {}, false],
    ['after-close', { closesAt: new Date('2027-01-10T12:00:01Z') }, false],
    ['after-close', { closesAt: new Date('2027-01-10T12:00:00Z') }, true],
    ['after-close', { closesAt: new Date('2027-01-01T00:00:00Z'), attemptFinished: false }, false],
  ] as const)('%s with %j is open: %s', (when, situation, open) => {
    const access = reviewAccess({ when, shows: everything }, { ...finished, ...situation });
    expect(access.open).toBe(open);
    if (access.open) expect(access.shows).toEqual(everything);
    else expect(access.reason).toMatch(/review/);
  });

  it('shows only the parts the policy names, and is closed when it names none', () => {
    expect(reviewAccess({ when: 'after-submit', shows: ['answers'] }, finished)).toEqual({ open: true, shows: ['answers'] });
    expect(reviewAccess({ when: 'after-submit', shows: [] }, finished).open).toBe(false);
  });

  it('names the closing time in the reason', () => {
    const access = reviewAccess({ when: 'after-close', shows: everything }, { ...finished, closesAt: new Date('2027-02-01T09:30:00Z') });
    expect(access).toEqual({ open: false, reason: 'The review opens when the quiz closes, on 2027-02-01 09:30 UTC.' });
  });
});

describe('reviewPolicyOf', () => {
  it('gives quizzes without a policy no review', () => {
    expect(reviewPolicyOf({})).toEqual({ when: 'never', shows: [] });
    expect(reviewPolicyOf({ reviewWhen: 'after-submit', reviewShows: ['answers'] })).toEqual({ when: 'after-submit', shows: ['answers'] });
  });
});
