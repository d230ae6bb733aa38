import { describe, expect, it } from 'vitest';
import type { AttemptKey } from '@quizmaster/shared/models/attempt';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { responseProblem, scoreAttemptAnswers } from './attempt-scoring';

const key: AttemptKey = {
  answers: { c1: [2] },
  optionIds: { c1: [1, 2, 3, 4], t1: [], t2: [] },
  keys: {
    t1: { type: 'ordering', order: [3, 1, 2, 4] },
    t2: { type: 'short-answer', accepted: [{ text: 'Paris', credit: 100 }, { text: 'Lutetia', credit: 50 }] },
  },
};
const questionIds = ['c1', 't1', 't2'];

describe('scoreAttemptAnswers', () => {
  it('scores choice and typed questions together, marks over all of them', () => {
    const score = scoreAttemptAnswers({ questionIds }, key, { c1: [2] }, { t1: { order: [3, 1, 2, 4] }, t2: { text: 'paris' } });
    expect(score).toEqual({ points: 15, marks: 100, grade: 'A+', correctCount: 3, questionCount: 3, correctByQuestion: { c1: true, t1: true, t2: true } });
  });

  it('gives typed questions a share only in the partial modes, ordering pairs only with adjacent-pairs credit', () => {
    const responses = { t1: { order: [3, 1, 4, 2] }, t2: { text: 'Lutetia' } };
    expect(scoreAttemptAnswers({ questionIds }, key, {}, responses)).toMatchObject({ points: 0, correctCount: 0 });
    expect(scoreAttemptAnswers({ questionIds, scoringMode: 'partial' }, key, {}, responses)).toMatchObject({ points: 2.5 });
    // 3→1 is a right neighbouring pair, 1→4 and 4→2 are not: a third of 5.
    expect(scoreAttemptAnswers({ questionIds, scoringMode: 'partial', orderingCredit: 'adjacent-pairs' }, key, {}, responses)).toMatchObject({ points: 4.17, marks: 27.8 });
  });

  it('never scores option ids against a typed question, nor a response against a choice one', () => {
    const score = scoreAttemptAnswers({ questionIds }, key, { t1: [1] }, { c1: { text: '2' } });
    expect(score.points).toBe(0);
  });
});

const ordering: TypedContent = { type: 'ordering', items: [1, 2, 3].map((id) => ({ id, text: `Item ${String(id)}` })) };
const matching: TypedContent = {
  type: 'matching',
  prompts: [1, 2].map((id) => ({ id, text: `Prompt ${String(id)}` })),
  answers: [1, 2, 3].map((id) => ({ id, text: `Answer ${String(id)}` })),
};
const blanks: TypedContent = {
  type: 'fill-blanks',
  text: '{{1}} and {{2}}',
  blanks: [
    { id: 1, kind: 'text' },
    { id: 2, kind: 'choice', choices: [1, 2].map((id) => ({ id, text: `Choice ${String(id)}` })) },
  ],
};

const cases: [TypedContent, TypedResponse, RegExp | null][] = [
  [{ type: 'short-answer' }, { text: 'x' }, null],
  [{ type: 'numeric' }, { order: [1] }, /typed answer/],
  [ordering, { order: [2, 3, 1] }, null],
  [ordering, { order: [2, 3] }, /each of the 3 items/],
  [ordering, { order: [2, 2, 1] }, /each of the 3 items/],
  [ordering, { order: [2, 3, 9] }, /9 is not an item/],
  [ordering, { text: '1' }, /every item id/],
  [matching, { matches: { '1': 3 } }, null],
  [matching, { matches: { '3': 1 } }, /3 is not a prompt/],
  [matching, { matches: { '01': 1 } }, /01 is not a prompt/],
  [matching, { matches: { '2': 4 } }, /4 is not an answer/],
  [blanks, { blanks: { '1': 'word', '2': 2 } }, null],
  [blanks, { blanks: { '1': 2 } }, /Blank 1 takes text/],
  [blanks, { blanks: { '2': 'Choice 1' } }, /Blank 2 takes one of its choice ids/],
  [blanks, { blanks: { '2': 3 } }, /Blank 2 takes one of its choice ids/],
  [blanks, { blanks: { '3': 'x' } }, /3 is not a blank/],
];

describe('responseProblem', () => {
  it.each(cases)('%j answered %j: %s', (content, response, problem) => {
    const found = responseProblem(content, response);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
