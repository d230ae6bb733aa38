import { describe, expect, it } from 'vitest';
import { blankChoiceOrder, blanksInAttemptOrder, drawAttempt, drawPool, inAttemptOrder, shuffled, type DrawableQuestion } from './attempt-draw';
import type { BlankContent } from './question-types/model';
import { scoreAnswers } from './grading';
import { mulberry32 } from './testing/seeded-random';

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
function seeded(seed: number) {
  const next = mulberry32(seed);
  return (below: number) => Math.floor(next() * below);
}

const QUESTIONS: DrawableQuestion[] = Array.from({ length: 12 }, (_, index) => ({
  id: `q${String(index + 1)}`,
  optionIds: [1, 2, 3, 4],
  tags: index % 3 === 0 ? ['history'] : ['maths'],
}));

describe('drawAttempt', () => {
  it('serves every question in the quiz order, options as stored, without settings', () => {
    expect(drawAttempt(QUESTIONS, {}, seeded(1))).toEqual({ questionIds: QUESTIONS.map((question) => question.id) });
  });

  it('draws N of the questions tagged T, never one twice, kept in the quiz order unless shuffled', () => {
    const drawn = drawAttempt(QUESTIONS, { drawTag: 'history', drawCount: 3 }, seeded(7));
    expect(drawn.questionIds).toHaveLength(3);
    expect(new Set(drawn.questionIds).size).toBe(3);
    const historyIds = drawPool(QUESTIONS, { drawTag: 'history' }).map((question) => question.id);
    expect(historyIds).toEqual(['q1', 'q4', 'q7', 'q10']);
    for (const id of drawn.questionIds) expect(historyIds).toContain(id);
    expect(drawn.questionIds).toEqual([...drawn.questionIds].sort((a, b) => historyIds.indexOf(a) - historyIds.indexOf(b)));
  });

  it('serves the whole pool when N is larger than it, and nothing when no question has the tag', () => {
    expect(drawAttempt(QUESTIONS, { drawTag: 'history', drawCount: 50 }, seeded(2)).questionIds).toEqual(['q1', 'q4', 'q7', 'q10']);
    expect(drawAttempt(QUESTIONS, { drawTag: 'art' }, seeded(2)).questionIds).toEqual([]);
  });

  it('gives 200 random attempts that are each scored right, with no duplicates, and uses many orders', () => {
    const randomInt = seeded(2026);
    const key = Object.fromEntries(QUESTIONS.map((question, index) => [question.id, [(index % 4) + 1]]));
    const orders = new Set<string>();
    for (let run = 0; run < 200; run += 1) {
      const drawn = drawAttempt(QUESTIONS, { shuffleQuestions: true, shuffleOptions: true, drawCount: 5 }, randomInt);
      expect(drawn.questionIds).toHaveLength(5);
      expect(new Set(drawn.questionIds).size).toBe(5);
      orders.add(drawn.questionIds.join());
      // A player who ticks the right option wherever the shuffle put it gets every point…
      const right = Object.fromEntries(drawn.questionIds.map((id) => [id, key[id] ?? []]));
      expect(scoreAnswers(drawn.questionIds, key, right)).toMatchObject({ points: 25, marks: 100, correctCount: 5 });
      // …and one who ticks the first option shown gets exactly the questions where it is the right one.
      const first = Object.fromEntries(drawn.questionIds.map((id) => [id, [drawn.optionOrder?.[id]?.[0] ?? 0]]));
      const expected = drawn.questionIds.filter((id) => drawn.optionOrder?.[id]?.[0] === key[id]?.[0]).length;
      expect(scoreAnswers(drawn.questionIds, key, first).correctCount).toBe(expected);
      for (const id of drawn.questionIds) expect([...(drawn.optionOrder?.[id] ?? [])].sort()).toEqual([1, 2, 3, 4]);
    }
    expect(orders.size).toBeGreaterThan(190);
  });
});

describe('shuffled', () => {
  it('puts each item in each place about equally often', () => {
    const randomInt = seeded(99);
    const counts = new Map<number, number>();
    for (let run = 0; run < 4000; run += 1) {
      const place = shuffled(['a', 'b', 'c', 'd'], randomInt).indexOf('a');
      counts.set(place, (counts.get(place) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0, 1, 2, 3]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });
});

describe('inAttemptOrder', () => {
  const options = [1, 2, 3].map((id) => ({ id, option: String(id) }));
  it('orders options as the attempt stored them; options added later go last', () => {
    expect(inAttemptOrder(options, [3, 1, 2]).map((option) => option.id)).toEqual([3, 1, 2]);
    expect(inAttemptOrder(options, [2, 1]).map((option) => option.id)).toEqual([2, 1, 3]);
    expect(inAttemptOrder(options, undefined)).toEqual(options);
  });
});

describe('blank choices in an attempt order', () => {
  const choices = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, text: `c${String(index + 1)}` }));
  const BLANKS: BlankContent[] = [
    { id: 1, kind: 'choice', choices: choices(5) },
    { id: 2, kind: 'text' },
    { id: 3, kind: 'choice', choices: choices(4) },
  ];
  const served = (order: readonly number[] | undefined) =>
    blanksInAttemptOrder(BLANKS, order).map((blank) => (blank.kind === 'choice' ? blank.choices.map((choice) => choice.id) : []));

  it("shuffles each choice blank's choices among themselves, naming each by its blank and id", () => {
    const order = blankChoiceOrder(BLANKS, seeded(3));
    expect([...order].sort((a, b) => a - b)).toEqual([101, 102, 103, 104, 105, 301, 302, 303, 304]);
    const [first, text, third] = served(order);
    expect(first).toEqual(order.filter((code) => code < 200).map((code) => code - 100));
    expect(text).toEqual([]);
    expect(third).toEqual(order.filter((code) => code > 300).map((code) => code - 300));
  });

  it('gives different attempts different orders', () => {
    const orders = new Set(Array.from({ length: 10 }, (_, seed) => blankChoiceOrder(BLANKS, seeded(seed)).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('keeps the stored order for an attempt without one, and puts choices the order does not name last', () => {
    expect(served(undefined)).toEqual([[1, 2, 3, 4, 5], [], [1, 2, 3, 4]]);
    expect(served([103, 101])).toEqual([[3, 1, 2, 4, 5], [], [1, 2, 3, 4]]);
  });
});
