import type { QuestionType, TypedContent, TypedResponse, TypedSolution } from './question-types';
import type { ImageRef } from './question-images';
import { ATTEMPT_GRACE_SECONDS } from './constants';

/**
 * What a player may see about a finished attempt, and when (ADR 0019), chosen per quiz:
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

/** Quizzes without a policy (all of them before review policies existed): no review, as before. */
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
  /** The player has another attempt at this quiz that can still take answers. */
  attemptInProgress: boolean;
  closesAt: Date | null;
}

/** Whether a review under `policy` gives correctness away (right answers or explanations), rather than only the player's own ticks. */
export const revealsAnswers = (policy: ReviewPolicy): boolean => policy.shows.includes('right-answers') || policy.shows.includes('explanations');

/**
 * When an after-close review may open: once no attempt can take an answer any more. No attempt
 * runs past `closesAt` (the server caps every deadline at it, also when an admin moves it
 * earlier), and an answer is taken up to ATTEMPT_GRACE_SECONDS after a deadline (network delay),
 * so that is `closesAt` plus the grace (ADR 0019: opening at `closesAt` let a second account read
 * the answers while attempts could still submit them).
 */
export const afterCloseOpensAt = (closesAt: Date): Date => new Date(closesAt.getTime() + ATTEMPT_GRACE_SECONDS * 1000);

/**
 * When the quiz's after-close review started showing right answers or explanations to players,
 * or null if it has not: such a quiz must never take answers again (editQuiz refuses to reopen it).
 */
export function answersReleasedAt(
  quiz: { reviewWhen?: ReviewTiming | null; reviewShows?: readonly ReviewPart[] | null; closesAt?: Date | null },
  now: Date,
): Date | null {
  const policy = reviewPolicyOf(quiz);
  if (policy.when !== 'after-close' || !revealsAnswers(policy) || !quiz.closesAt) return null;
  const opensAt = afterCloseOpensAt(quiz.closesAt);
  return now >= opensAt ? opensAt : null;
}

const utcMinute = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16);

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
    const opensAt = afterCloseOpensAt(situation.closesAt);
    if (situation.now < opensAt) {
      return { open: false, reason: `The review opens once the quiz has closed and every attempt has ended, on ${utcMinute(opensAt)} UTC.` };
    }
  }
  // With retakes, a review must not hand the answers to the attempt the player is taking now.
  if (situation.attemptInProgress && revealsAnswers(policy)) {
    return { open: false, reason: 'The review opens again once your attempt in progress has ended.' };
  }
  return { open: true, shows: policy.shows };
}

/** One question of a review (GET /attempt-review/...): always what the player saw; the rest only when the policy shows it. */
export interface ReviewedQuestion {
  _id: string;
  question: string;
  /** The HTML of the question's math and code (ADR 0036), when it has any. */
  questionHtml?: string;
  /** The question's image (ADR 0037), as the attempt showed it. */
  image?: ImageRef;
  /** In the order the attempt showed them; `html`: the option's math and code, when it has any; `image`: its image (ADR 0037). */
  options: { id: number; option: string; html?: string; image?: ImageRef }[];
  /** What the player ticked ('answers'). */
  chosen?: number[];
  /** The right option ids and whether the player got it right ('right-answers'). */
  right?: number[];
  correct?: boolean;
  /** The admin's explanation ('explanations'), when the question has one. */
  explanation?: string;
  /** The explanation's HTML (ADR 0036), only with `explanation`, when it has math or code. */
  explanationHtml?: string;
  /** Typed questions (ADR 0035): the type, the content as the attempt showed it ('options' is empty). */
  type?: QuestionType;
  content?: TypedContent;
  /** What the player answered to a typed question ('answers'). */
  response?: TypedResponse;
  /** A typed question's right answer ('right-answers'), with `correct`. */
  solution?: TypedSolution;
  /** The points the question earned, out of 5 ('right-answers'). */
  points?: number;
}
