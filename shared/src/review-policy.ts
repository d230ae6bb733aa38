/**
 * What a player may see about a finished attempt, and when (issue 19, item 6), chosen per quiz:
 * - what: their own answers, the right answers (with which questions they got right), the
 *   explanations;
 * - when: never, right after submitting, after their last allowed attempt, or after the quiz
 *   closes (its availability window's `closesAt`; a quiz that never closes never opens its review).
 * The server applies it (GET /attempt-review/...): nothing it does not allow leaves the server.
 * Admins always see everything.
 */
export const REVIEW_TIMINGS = ['never', 'after-submit', 'after-last-attempt', 'after-close'] as const;
export type ReviewTiming = (typeof REVIEW_TIMINGS)[number];

export const REVIEW_PARTS = ['answers', 'right-answers', 'explanations'] as const;
export type ReviewPart = (typeof REVIEW_PARTS)[number];

export interface ReviewPolicy {
  when: ReviewTiming;
  shows: readonly ReviewPart[];
}

/** Quizzes without a policy (all of them before issue 19): no review, as before. */
export const DEFAULT_REVIEW_POLICY: ReviewPolicy = { when: 'never', shows: [] };

/** A stored quiz's policy, with the default for quizzes that have none. */
export function reviewPolicyOf(quiz: { reviewWhen?: ReviewTiming | null; reviewShows?: readonly ReviewPart[] | null }): ReviewPolicy {
  return { when: quiz.reviewWhen ?? DEFAULT_REVIEW_POLICY.when, shows: quiz.reviewShows ?? DEFAULT_REVIEW_POLICY.shows };
}

/** Where the attempt and the quiz stand, as far as the review depends on it. */
export interface ReviewSituation {
  now: Date;
  /** The attempt is submitted or expired (never reviewable while it runs). */
  attemptFinished: boolean;
  /** The player has no attempt left at this quiz (every allowed one started, none running). */
  noAttemptsLeft: boolean;
  closesAt: Date | null;
}

export type ReviewAccess = { open: true; shows: readonly ReviewPart[] } | { open: false; reason: string };

/** Whether the review of an attempt is open now, with what it shows, or why not (in the player's words). */
export function reviewAccess(policy: ReviewPolicy, situation: ReviewSituation): ReviewAccess {
  if (policy.when === 'never' || policy.shows.length === 0) return { open: false, reason: 'This quiz does not show reviews of attempts.' };
  if (!situation.attemptFinished) return { open: false, reason: 'The review opens once the attempt is submitted.' };
  if (policy.when === 'after-last-attempt' && !situation.noAttemptsLeft) {
    return { open: false, reason: 'The review opens once you have used your last attempt at this quiz.' };
  }
  if (policy.when === 'after-close') {
    if (!situation.closesAt) return { open: false, reason: 'The review opens once the quiz closes, and no closing time is set.' };
    if (situation.now < situation.closesAt) {
      return { open: false, reason: `The review opens when the quiz closes, on ${situation.closesAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.` };
    }
  }
  return { open: true, shows: policy.shows };
}

/** One question of a review (GET /attempt-review/...): always what the player saw; the rest only when the policy shows it. */
export interface ReviewedQuestion {
  _id: string;
  question: string;
  /** In the order the attempt showed them. */
  options: { id: number; option: string }[];
  /** What the player ticked ('answers'). */
  chosen?: number[];
  /** The right option ids and whether the player got it right ('right-answers'). */
  right?: number[];
  correct?: boolean;
  /** The admin's explanation ('explanations'), when the question has one. */
  explanation?: string;
}
