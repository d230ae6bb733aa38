import { describe, expect, it } from 'vitest';
import { itemReport, itemStatsDelta, mergeItemStats, pointBiserial, type SubmissionToAnalyse } from './item-analysis';
import { scoreAnswers } from './grading';
import { buildTypedQuestion, scoreTypedQuestion, type TypedResponse } from './question-types';
import { typedQuestionInputSchema } from './question-types/input';

const key = { q1: [1], q2: [2], q3: [1, 3] };
const optionIds = { q1: [1, 2, 3], q2: [1, 2], q3: [1, 2, 3] };
const questionIds = ['q1', 'q2', 'q3'];

function submission(answers: Record<string, number[]>, timeSpentMs?: Record<string, number>): SubmissionToAnalyse {
  const marks = scoreAnswers(questionIds, key, answers).marks;
  return { questionIds, answerKey: key, optionIds, answers, mode: 'exact', marks, ...(timeSpentMs ? { timeSpentMs } : {}) };
}

/** Pearson's r of two series, computed directly (the textbook definition, not from running sums). */
function pearson(xs: number[], ys: number[]): number {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  const cov = xs.reduce((sum, x, i) => sum + (x - mx) * ((ys[i] ?? 0) - my), 0);
  const sx = Math.sqrt(xs.reduce((sum, x) => sum + (x - mx) ** 2, 0));
  const sy = Math.sqrt(ys.reduce((sum, y) => sum + (y - my) ** 2, 0));
  return cov / (sx * sy);
}

describe('itemStatsDelta', () => {
  it("counts only the question's own options: ids a client made up never become keys", () => {
    const delta = itemStatsDelta(submission({ q1: [1, 1000001], q2: [2], q3: [3, 1000002] }));
    expect(delta.questions.q1?.options).toEqual({ '1': 1 });
    expect(delta.questions.q3?.options).toEqual({ '3': 1 });
  });
});

describe('item analysis', () => {
  const answerSets: Record<string, number[]>[] = [
    { q1: [1], q2: [2], q3: [1, 3] },
    { q1: [1], q2: [2], q3: [1] },
    { q1: [1], q2: [1], q3: [1, 3] },
    { q1: [2], q2: [2], q3: [] },
    { q1: [3], q2: [1], q3: [2] },
    { q1: [1], q2: [2], q3: [1, 3] },
    { q1: [], q2: [1], q3: [3] },
  ];

  it('matches difficulty, discrimination and option counts computed directly from the submissions', () => {
    // Shards as the server would fill them: each submission in one of three.
    const shards = [0, 1, 2].map((shard) =>
      mergeItemStats(answerSets.filter((_, index) => index % 3 === shard).map((answers) => itemStatsDelta(submission(answers)))),
    );
    const report = itemReport(shards, questionIds.map((id) => ({ id, optionIds: optionIds[id as keyof typeof optionIds] })));
    expect(report.submissions).toBe(answerSets.length);

    for (const item of report.items) {
      const id = item.questionId as keyof typeof key;
      const right = answerSets.map((answers) => (scoreAnswers([id], key, answers).correctCount === 1 ? 1 : 0) as number);
      const rest = answerSets.map((answers) => scoreAnswers(questionIds.filter((q) => q !== id), key, answers).points);
      expect(item.difficulty).toBeCloseTo(right.reduce((a, b) => a + b, 0) / answerSets.length, 12);
      expect(item.discrimination).toBeCloseTo(pearson(right, rest), 12);
      for (const option of item.options) {
        expect(option.count).toBe(answerSets.filter((answers) => (answers[id] ?? []).includes(option.optionId)).length);
      }
    }
    const average = answerSets.reduce((sum, answers) => sum + scoreAnswers(questionIds, key, answers).marks, 0) / answerSets.length;
    expect(report.averageMarks).toBeCloseTo(average, 2);
  });

  it('flags a question everyone gets right as too easy, and one nobody gets right as too hard', () => {
    const all = Array.from({ length: 6 }, (_, index) => itemStatsDelta(submission({ q1: [1], q2: [1], q3: index % 2 ? [1, 3] : [2] })));
    const report = itemReport([mergeItemStats(all)], questionIds.map((id) => ({ id, optionIds: [] })));
    expect(report.items.map((item) => item.flags)).toEqual([['too-easy'], ['too-hard'], []]);
  });

  it('does not flag before enough answers', () => {
    const report = itemReport([mergeItemStats([itemStatsDelta(submission({ q1: [1] }))])], [{ id: 'q1', optionIds: [] }]);
    expect(report.items[0]?.flags).toEqual([]);
  });

  it('flags a question that the weaker players get right and the stronger ones wrong', () => {
    const sets = [
      { q1: [2], q2: [2], q3: [1, 3] },
      { q1: [2], q2: [2], q3: [1, 3] },
      { q1: [3], q2: [2], q3: [1, 3] },
      { q1: [1], q2: [1], q3: [2] },
      { q1: [1], q2: [1], q3: [2] },
      { q1: [1], q2: [2], q3: [2] },
    ];
    const report = itemReport([mergeItemStats(sets.map((answers) => itemStatsDelta(submission(answers))))], [{ id: 'q1', optionIds: [] }]);
    expect(report.items[0]?.discrimination).toBeLessThan(0);
    expect(report.items[0]?.flags).toContain('poor-discrimination');
  });

  it('averages the measured time over the submissions that measured it', () => {
    const deltas = [itemStatsDelta(submission({ q1: [1] }, { q1: 4000 })), itemStatsDelta(submission({ q1: [2] }, { q1: 2000 })), itemStatsDelta(submission({ q1: [2] }))];
    const report = itemReport([mergeItemStats(deltas)], [{ id: 'q1', optionIds: [] }]);
    expect(report.items[0]?.averageTimeMs).toBe(3000);
  });

  it('has no discrimination when everyone scores the same on it', () => {
    expect(pointBiserial({ n: 4, correct: 4, restSum: 40, restSquares: 500, correctRestSum: 40, blank: 0, options: {}, timeMs: 0, timed: 0 })).toBeNull();
  });
});

describe('item analysis of typed questions', () => {
  const ordering = buildTypedQuestion(typedQuestionInputSchema.parse({ type: 'ordering', items: ['a', 'b', 'c'] }), () => 0.5);
  const numeric = buildTypedQuestion(typedQuestionInputSchema.parse({ type: 'numeric', value: 10, tolerance: 0.5 }), () => 0.5);
  const matching = buildTypedQuestion(
    typedQuestionInputSchema.parse({ type: 'matching', pairs: [{ prompt: 'France', answer: 'Paris' }, { prompt: 'Spain', answer: 'Madrid' }], distractors: ['Lyon'] }),
    () => 0.5,
  );
  const keys = { o: ordering.key, n: numeric.key, m: matching.key };
  const ids = ['o', 'n', 'm'];
  if (ordering.key.type !== 'ordering' || ordering.content.type !== 'ordering' || matching.content.type !== 'matching' || matching.key.type !== 'matching') throw new Error('unexpected build');
  const order = ordering.key.order;
  const idOf = (text: string) => (matching.content.type === 'matching' ? (matching.content.answers.find((answer) => answer.text === text)?.id ?? 0) : 0);
  const promptOf = (text: string) => (matching.content.type === 'matching' ? String(matching.content.prompts.find((prompt) => prompt.text === text)?.id) : '');
  const [first = 0, second = 0, third = 0] = order;

  const responses: Record<string, TypedResponse>[] = [
    { o: { order: [first, second, third] }, n: { text: '10.2' }, m: { matches: { [promptOf('France')]: idOf('Paris'), [promptOf('Spain')]: idOf('Madrid') } } },
    { o: { order: [second, first, third] }, n: { text: '12' }, m: { matches: { [promptOf('France')]: idOf('Lyon'), [promptOf('Spain')]: idOf('Madrid') } } },
    { o: { order: [first, second, third] }, n: { text: 'ten' }, m: { matches: { [promptOf('France')]: idOf('Lyon') } } },
    { o: { order: [] }, n: { text: '500' }, m: { matches: {} } },
  ];
  const deltas = responses.map((typed) => {
    const points = ids.reduce((sum, id) => sum + scoreTypedQuestion(keys[id as keyof typeof keys], typed[id], { mode: 'exact' }).points, 0);
    return itemStatsDelta({ questionIds: ids, answerKey: {}, optionIds: {}, answers: {}, keys, responses: typed, mode: 'exact', marks: (points / 15) * 100 });
  });
  const report = itemReport([mergeItemStats(deltas)], [
    { id: 'o', optionIds: [], content: ordering.content },
    { id: 'n', optionIds: [], content: numeric.content },
    { id: 'm', optionIds: [], content: matching.content },
  ]);
  const item = (id: string) => report.items.find((figures) => figures.questionId === id);

  it('gives every type a difficulty from the typed scores, and counts empty responses as blank', () => {
    expect(item('o')?.difficulty).toBe(0.5);
    expect(item('n')?.difficulty).toBe(0.25);
    expect(item('m')?.difficulty).toBe(0.25);
    expect(item('o')?.blankShare).toBe(0.25);
    expect(item('m')?.blankShare).toBe(0.25);
  });
  it('gives discrimination where right and wrong answers both occur', () => {
    expect(item('o')?.discrimination).not.toBeNull();
  });
  it('shows the numeric distribution, bucket by bucket', () => {
    expect(item('n')?.parts?.map((part) => [part.label, part.count])).toEqual([
      ['Within the tolerance', 1],
      ['Close (within ten tolerances)', 1],
      ['Too low', 0],
      ['Too high', 1],
      ['Unknown unit', 0],
      ['Not a number', 1],
    ]);
  });
  it('names the most confused pairs of ordering and matching questions', () => {
    expect(item('o')?.parts).toEqual([{ label: 'a placed after b', count: 1, share: 0.25 }]);
    expect(item('m')?.parts).toEqual([{ label: 'France → Lyon', count: 2, share: 0.5 }]);
  });
  it('keys its tallies by ids the question bounds, never by what a player typed', () => {
    const delta = itemStatsDelta({ questionIds: ['m'], answerKey: {}, optionIds: {}, answers: {}, keys, responses: { m: { matches: { 77: 5, 88: 9 } } }, mode: 'exact', marks: 0 });
    expect(delta.questions.m?.parts).toBeUndefined();
  });
});
