/**
 * The question types (ADR 0035) and their bounds. Zod-free, so the player's and the editor's
 * pages can import them without the schemas.
 *
 * Choice types keep the option-id shape every older reader knows: their options live on the
 * question, their right option ids in the answer key's `answers`, a player's ticks in the
 * attempt's `answers`. The other types keep their public content in the question's `content`,
 * their key in the answer key's `keys`, and a player's response in the attempt's `responses`.
 */
export const CHOICE_TYPES = ['single', 'multiple', 'true-false'] as const;
export const TYPED_TYPES = ['short-answer', 'numeric', 'ordering', 'matching', 'fill-blanks'] as const;
export const QUESTION_TYPES = [...CHOICE_TYPES, ...TYPED_TYPES] as const;

export type ChoiceType = (typeof CHOICE_TYPES)[number];
export type TypedType = (typeof TYPED_TYPES)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const isChoiceType = (type: QuestionType): type is ChoiceType => (CHOICE_TYPES as readonly string[]).includes(type);
export const isTypedType = (type: string): type is TypedType => (TYPED_TYPES as readonly string[]).includes(type);

/** What the editor's type picker and the docs call each type. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Single answer',
  multiple: 'Multiple answers',
  'true-false': 'True or false',
  'short-answer': 'Short answer',
  numeric: 'Numeric',
  ordering: 'Ordering',
  matching: 'Matching',
  'fill-blanks': 'Fill in the blanks',
};

/** True/false questions are choice questions with these two fixed options. */
export const TRUE_FALSE_OPTIONS = [
  { id: 1, option: 'True' },
  { id: 2, option: 'False' },
] as const;

export const TYPE_LIMITS = {
  /** Accepted answers of a short answer, or of one text blank. */
  acceptedAnswers: 10,
  /** One accepted answer, one ordering item, one matching prompt or answer, one blank's choice. */
  itemText: 200,
  /** What a player may type into a short answer, a numeric answer or a blank. */
  responseText: 200,
  ordering: { min: 3, max: 10 },
  matching: { min: 2, max: 10 },
  /** Extra answers a matching question offers that match no prompt. */
  distractors: 5,
  blanks: { min: 1, max: 10 },
  /** A fill-in-the-blanks text, markers included. */
  blankText: 2000,
  /** Choices of one choice blank. */
  blankChoices: { min: 2, max: 10 },
  /** Units a numeric answer accepts besides the plain number. */
  units: 5,
  unit: 20,
  /** |value| and tolerance of a numeric answer: well inside a double's exact integers. */
  numericMagnitude: 1e12,
  /** A relative tolerance is a fraction of the value: at most 100 %. */
  relativeTolerance: 1,
} as const;

/** The blank marker in a fill-in-the-blanks text: {{1}}, {{2}}, … numbered from 1 in order. */
export const BLANK_MARKER = /\{\{(\d{1,2})\}\}/g;

/**
 * The stretches of a fill-in-the-blanks text around its markers, empty ones included: one more
 * than it has markers (piece i comes before the (i + 1)th marker, the last after the last).
 */
export const textAroundBlanks = (text: string): string[] => text.split(BLANK_MARKER).filter((_piece, index) => index % 2 === 0);

/** How an ordering question earns points in the partial scoring modes (a quiz setting, ADR 0035). */
export const ORDERING_CREDITS = ['exact', 'adjacent-pairs'] as const;
export type OrderingCredit = (typeof ORDERING_CREDITS)[number];
export const ORDERING_CREDIT_LABELS: Record<OrderingCredit, string> = {
  exact: 'Ordering: 5 points only for the whole order',
  'adjacent-pairs': 'Ordering: a share for each neighbouring pair in the right order',
};
