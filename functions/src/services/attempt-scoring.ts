import { gradeFor, marksFor, scoreAnswers, type Score } from '@quizmaster/shared/grading';
import type { Answers, Attempt, AttemptKey } from '@quizmaster/shared/models/attempt';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { scoreTypedQuestion } from '@quizmaster/shared/question-types/score';
import { DEFAULT_SCORING_MODE } from '@quizmaster/shared/scoring-modes';

/**
 * An attempt's score (ADR 0035): the choice questions by scoreAnswers, the typed ones (those with
 * a key in the attempt key's `keys`) by scoreTypedQuestion, under the scoring mode and ordering
 * credit the attempt started with; marks and grade over all its questions.
 */
export function scoreAttemptAnswers(
  attempt: Pick<Attempt, 'questionIds' | 'scoringMode' | 'orderingCredit'>,
  key: AttemptKey,
  answers: Answers,
  responses: Readonly<Record<string, TypedResponse>> = {},
): Score {
  const mode = attempt.scoringMode ?? DEFAULT_SCORING_MODE;
  const typedKeys = key.keys ?? {};
  const choiceIds = attempt.questionIds.filter((id) => !typedKeys[id]);
  const choice = scoreAnswers(choiceIds, key.answers, answers, { mode, optionIds: key.optionIds });
  let points = choice.points;
  const correctByQuestion: Record<string, boolean> = {};
  for (const id of attempt.questionIds) {
    const typedKey = typedKeys[id];
    if (!typedKey) {
      correctByQuestion[id] = choice.correctByQuestion[id] ?? false;
      continue;
    }
    const typed = scoreTypedQuestion(typedKey, responses[id], { mode, orderingCredit: attempt.orderingCredit ?? 'exact' });
    points += typed.points;
    correctByQuestion[id] = typed.right;
  }
  points = Math.round(points * 100) / 100;
  const marks = marksFor(points, attempt.questionIds.length);
  const correctCount = Object.values(correctByQuestion).filter(Boolean).length;
  return { points, marks, grade: gradeFor(marks), correctCount, questionCount: attempt.questionIds.length, correctByQuestion };
}

/**
 * Why a typed response does not fit its question as served (wrong shape for the type, an item,
 * prompt, answer, blank or choice id the question does not have), or null when it fits. The
 * shape itself (lengths, counts) was checked by typedResponseSchema.
 */
export function responseProblem(content: TypedContent, response: TypedResponse): string | null {
  const ids = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));
  switch (content.type) {
    case 'short-answer':
    case 'numeric':
      return 'text' in response ? null : 'This question takes a typed answer: { "text": "…" }.';
    case 'ordering': {
      if (!('order' in response)) return 'This question takes every item id in order: { "order": [...] }.';
      const items = ids(content.items);
      const unknown = response.order.filter((id) => !items.has(id));
      if (unknown.length > 0) return `${unknown.join(', ')} is not an item of this question.`;
      if (new Set(response.order).size !== response.order.length || response.order.length !== items.size) {
        return `Put each of the ${String(items.size)} items in order once.`;
      }
      return null;
    }
    case 'matching': {
      if (!('matches' in response)) return 'This question takes an answer id per prompt id: { "matches": { … } }.';
      const prompts = ids(content.prompts);
      const answers = ids(content.answers);
      for (const [prompt, answer] of Object.entries(response.matches)) {
        if (!prompts.has(Number(prompt)) || String(Number(prompt)) !== prompt) return `${prompt} is not a prompt of this question.`;
        if (!answers.has(answer)) return `${String(answer)} is not an answer of this question.`;
      }
      return null;
    }
    case 'fill-blanks': {
      if (!('blanks' in response)) return 'This question takes an answer per blank id: { "blanks": { … } }.';
      const blanks = new Map(content.blanks.map((blank) => [String(blank.id), blank]));
      for (const [blankId, answer] of Object.entries(response.blanks)) {
        const blank = blanks.get(blankId);
        if (!blank) return `${blankId} is not a blank of this question.`;
        if (blank.kind === 'text' && typeof answer !== 'string') return `Blank ${blankId} takes text.`;
        if (blank.kind === 'choice' && (typeof answer !== 'number' || !ids(blank.choices).has(answer))) return `Blank ${blankId} takes one of its choice ids.`;
      }
      return null;
    }
  }
}
