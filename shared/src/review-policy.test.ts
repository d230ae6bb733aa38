import { describe, expect, it } from 'vitest';
import { answersReleasedAt, reviewAccess, reviewPolicyOf, type ReviewPolicy, type ReviewSituation } from './review-policy';

const now = new Date('2027-01-10T12:00:00Z');
const finished: ReviewSituation = { now, attemptFinished: true, noAttemptsLeft: false, attemptInProgress: false, closesAt: null };
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
    // Closed, but answers may still arrive within the 30 s grace: shut.
    ['after-close', { closesAt: new Date('2027-01-10T12:00:00Z') }, false],
    ['after-close', { closesAt: new Date('2027-01-10T11:59:30.001Z') }, false],
    ['after-close', { closesAt: new Date('2027-01-10T11:59:30Z') }, true],
    ['after-close', { closesAt: new Date('2027-01-01T00:00:00Z'), attemptFinished: false }, false],
    ['after-submit', { attemptInProgress: true }, false],
    ['after-last-attempt', { noAttemptsLeft: true, attemptInProgress: true }, false],
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

  it('names when it opens in the reason: the closing time plus the grace', () => {
    const access = reviewAccess({ when: 'after-close', shows: everything }, { ...finished, closesAt: new Date('2027-02-01T09:29:40Z') });
    expect(access).toEqual({ open: false, reason: 'The review opens once the quiz has closed and every attempt has ended, on 2027-02-01 09:30 UTC.' });
  });

  it("shows a player's own answers during a next attempt, but nothing that gives correctness away", () => {
    expect(reviewAccess({ when: 'after-submit', shows: ['answers'] }, { ...finished, attemptInProgress: true })).toEqual({ open: true, shows: ['answers'] });
    for (const part of ['right-answers', 'explanations'] as const) {
      expect(reviewAccess({ when: 'after-submit', shows: ['answers', part] }, { ...finished, attemptInProgress: true })).toEqual({
        open: false,
        reason: 'The review opens again once your attempt in progress has ended.',
      });
    }
  });
});

describe('answersReleasedAt', () => {
  const closesAt = new Date('2027-01-10T11:00:00Z');
  it('is the end of the grace after closing, once passed, for after-close reviews that give correctness away', () => {
    expect(answersReleasedAt({ reviewWhen: 'after-close', reviewShows: ['right-answers'], closesAt }, now)).toEqual(new Date('2027-01-10T11:00:30Z'));
    expect(answersReleasedAt({ reviewWhen: 'after-close', reviewShows: ['explanations'], closesAt }, now)).toEqual(new Date('2027-01-10T11:00:30Z'));
  });
  it('is null before then, for other policies and for reviews of the player\'s own ticks only', () => {
    expect(answersReleasedAt({ reviewWhen: 'after-close', reviewShows: everything, closesAt }, new Date('2027-01-10T11:00:29Z'))).toBeNull();
    expect(answersReleasedAt({ reviewWhen: 'after-close', reviewShows: ['answers'], closesAt }, now)).toBeNull();
    expect(answersReleasedAt({ reviewWhen: 'after-submit', reviewShows: everything, closesAt }, now)).toBeNull();
    expect(answersReleasedAt({ reviewWhen: 'after-close', reviewShows: everything, closesAt: null }, now)).toBeNull();
  });
});

describe('reviewPolicyOf', () => {
  it('gives quizzes without a policy no review', () => {
    expect(reviewPolicyOf({})).toEqual({ when: 'never', shows: [] });
    expect(reviewPolicyOf({ reviewWhen: 'after-submit', reviewShows: ['answers'] })).toEqual({ when: 'after-submit', shows: ['answers'] });
  });
});
