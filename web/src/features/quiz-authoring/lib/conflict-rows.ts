import { DRAFT_CONFLICT_TEXTS as TEXTS, QUESTION_PART_LABELS, QUIZ_FIELD_LABELS } from '@quizmaster/shared/edit-conflicts';
import { QUESTION_TYPE_LABELS, TRUE_FALSE_OPTIONS } from '@quizmaster/shared/question-types/limits';
import type { QuestionDraft } from './question-draft';
import { typedInputOfDraft, typedSummary } from './typed-draft';
import { CHOICE_FIELDS } from './quiz-form-choices';
import { toLocalInput, type QuizFormValues } from './quiz-form-values';

/** One line of the conflict table: a field, their stored value, the admin's draft. */
export interface ConflictRow {
  label: string;
  theirs: string;
  yours: string;
}

/** Every field of the form has its label: a field added to the form without one does not compile. */
const FIELD_LABELS: Record<keyof QuizFormValues, string> = { ...QUIZ_FIELD_LABELS, orderingCredit: 'Ordering questions' };

const orBlank = (text: string) => (text.trim() === '' ? TEXTS.blank : text);

/** A choice question's options (✓ on the right ones); a typed question's type and what it expects. */
function optionLines(draft: QuestionDraft): string {
  if (draft.typed) return typedSummary(typedInputOfDraft(draft.typed));
  const options = draft.type === 'true-false' ? TRUE_FALSE_OPTIONS.map((option) => option.option) : draft.options;
  const lines = options.map((option, index) => `${String(index + 1)}. ${option}${draft.correct.includes(index + 1) ? ` ${TEXTS.rightAnswer}` : ''}`).join('\n');
  // A changed type shows: "Single answer" beside "Multiple answers".
  return draft.type === 'multiple' || lines === '' ? lines : `${QUESTION_TYPE_LABELS[draft.type]}\n${lines}`;
}

/** A question's every part, theirs beside the draft: the admin sees the whole question they would replace. */
export function questionConflictRows(theirs: QuestionDraft, yours: QuestionDraft): ConflictRow[] {
  const parts: [string, (draft: QuestionDraft) => string][] = [
    [QUESTION_PART_LABELS.question, (draft) => orBlank(draft.question)],
    [QUESTION_PART_LABELS.options, (draft) => orBlank(optionLines(draft))],
    [QUESTION_PART_LABELS.explanation, (draft) => orBlank(draft.explanation)],
    [QUESTION_PART_LABELS.tags, (draft) => orBlank(draft.tags)],
  ];
  return parts.map(([label, show]) => ({ label, theirs: show(theirs), yours: show(yours) }));
}

function shownValue(field: keyof QuizFormValues, value: QuizFormValues[keyof QuizFormValues]): string {
  if (typeof value === 'boolean') return value ? TEXTS.yes : TEXTS.no;
  // A code the form shows as words (partial, after-close…) is shown in the same words here.
  const words = field in CHOICE_FIELDS ? CHOICE_FIELDS[field as keyof typeof CHOICE_FIELDS] : (code: string) => code;
  if (Array.isArray(value)) return orBlank(value.map(words).join(', '));
  if (typeof value === 'string' && field in CHOICE_FIELDS) return orBlank(words(value));
  if (field === 'opensAt' || field === 'closesAt') return orBlank(toLocalInput(value).replace('T', ' '));
  return orBlank(value);
}

/** The quiz fields whose value differs between theirs and the draft (the form has 19; the others agree). */
export function quizConflictRows(theirs: QuizFormValues, yours: QuizFormValues): ConflictRow[] {
  return (Object.keys(FIELD_LABELS) as (keyof QuizFormValues)[]).flatMap((field) => {
    const row = { label: FIELD_LABELS[field], theirs: shownValue(field, theirs[field]), yours: shownValue(field, yours[field]) };
    return JSON.stringify(theirs[field]) === JSON.stringify(yours[field]) ? [] : [row];
  });
}
