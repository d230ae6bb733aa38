import { ORDERING_CREDIT_LABELS, ORDERING_CREDITS } from '@quizmaster/shared/question-types/limits';
import { SCORING_MODE_LABELS, SCORING_MODES } from '@quizmaster/shared/scoring-modes';

/** The review policy's choices, in the admin's words (shared/src/review-policy.ts). */
export const REVIEW_TIMING_CHOICES = [
  { value: 'never', label: 'Never' },
  { value: 'after-submit', label: 'Right after submitting' },
  { value: 'after-last-attempt', label: 'After their last allowed attempt' },
  { value: 'after-close', label: 'After the quiz closes' },
] as const;
export const REVIEW_PART_CHOICES = [
  { value: 'answers', label: 'Their answers' },
  { value: 'right-answers', label: 'The right answers' },
  { value: 'explanations', label: 'The explanations' },
] as const;

/** What each scoring mode means to the admin choosing it (shared/src/scoring-modes.ts). */
export const SCORING_CHOICES = SCORING_MODES.map((mode) => ({ value: mode, label: SCORING_MODE_LABELS[mode] }));

/** How ordering questions earn points in the partial modes (shared/src/question-types/limits.ts). */
export const ORDERING_CREDIT_CHOICES = ORDERING_CREDITS.map((credit) => ({ value: credit, label: ORDERING_CREDIT_LABELS[credit] }));

/** The form's label of a stored choice code (the code itself when it is none of them). */
const labelOf = (choices: readonly { value: string; label: string }[], code: string) => choices.find((choice) => choice.value === code)?.label ?? code;

/** The fields whose stored value is a code, with the words the form shows for it. */
export const CHOICE_FIELDS = {
  scoringMode: (code: string) => labelOf(SCORING_CHOICES, code),
  orderingCredit: (code: string) => labelOf(ORDERING_CREDIT_CHOICES, code),
  reviewWhen: (code: string) => labelOf(REVIEW_TIMING_CHOICES, code),
  reviewShows: (code: string) => labelOf(REVIEW_PART_CHOICES, code),
} as const;
