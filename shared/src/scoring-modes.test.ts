import { describe, expect, it } from 'vitest';
import { POINTS_PER_QUESTION } from './constants';
import { questionPoints, SCORING_MODES, type ScoringMode } from './scoring-modes';

/** Four options, 1 to 4; the right ones are 1 and 2 unless a row says otherwise. */
const OPTIONS = [1, 2, 3, 4];

describe('questionPoints', () => {
  // [mode, right options, ticked, points]
  const table: [ScoringMode, number[], number[], number][] = [
    // exact: all or nothing (SPEC.md section 4).
    ['exact', [1, 2], [1, 2], 5],
    ['exact', [1, 2], [2, 1], 5],
    ['exact', [1, 2], [1], 0],
    ['exact', [1, 2], [1, 2, 3], 0],
    ['exact', [1, 2], [], 0],
    ['exact', [3], [3], 5],
    // partial: a share (5 / right options) per right tick, the same share back per wrong tick, never below 0.
    ['partial', [1, 2], [1, 2], 5],
    ['partial', [1, 2], [1], 2.5],
    ['partial', [1, 2], [1, 3], 0],
    ['partial', [1, 2], [1, 2, 3], 2.5],
    ['partial', [1, 2], [1, 2, 3, 4], 0],
    ['partial', [1, 2], [3, 4], 0],
    ['partial', [1], [1, 2], 0],
    ['partial', [1], [1, 2, 3, 4], 0],
    ['partial', [1, 2, 3], [1], 1.67],
    ['partial', [1, 2, 3], [1, 2], 3.33],
    ['partial', [1, 2, 3], [1, 2, 3, 4], 3.33],
    ['partial', [1, 2], [], 0],
    // partial-negative: each wrong tick costs 5 / (number of wrong options), never below 0.
    ['partial-negative', [1, 2], [1, 2], 5],
    ['partial-negative', [1, 2], [1], 2.5],
    ['partial-negative', [1, 2], [1, 3], 0],
    ['partial-negative', [1, 2], [1, 2, 3], 2.5],
    ['partial-negative', [1, 2], [1, 2, 3, 4], 0],
    ['partial-negative', [1, 2], [3, 4], 0],
    ['partial-negative', [1], [1, 2], 3.33],
    ['partial-negative', [1, 2, 3], [1, 2, 4], 0],
    ['partial-negative', [1, 2, 3], [1, 2], 3.33],
    ['partial-negative', [1, 2, 3, 4], [1, 2, 3], 3.75],
    ['partial-negative', [1, 2], [], 0],
  ];

  it.each(table)('%s: right %j, ticked %j earns %d', (mode, correct, chosen, points) => {
    expect(questionPoints(mode, { optionIds: OPTIONS, correct, chosen })).toBe(points);
  });

  it.each(SCORING_MODES)('%s: a tick counted twice counts once', (mode) => {
    expect(questionPoints(mode, { optionIds: OPTIONS, correct: [1, 2], chosen: [1, 1] })).toBe(
      questionPoints(mode, { optionIds: OPTIONS, correct: [1, 2], chosen: [1] }),
    );
  });

  it.each(SCORING_MODES)('%s: ticks of ids that are not options of the question earn and cost nothing', (mode) => {
    expect(questionPoints(mode, { optionIds: OPTIONS, correct: [1, 2], chosen: [1, 2, 9] })).toBe(mode === 'exact' ? 0 : POINTS_PER_QUESTION);
  });

  it.each(SCORING_MODES)('%s: a question without a right option earns nothing', (mode) => {
    expect(questionPoints(mode, { optionIds: OPTIONS, correct: [], chosen: [] })).toBe(0);
    expect(questionPoints(mode, { optionIds: OPTIONS, correct: [], chosen: [1] })).toBe(0);
  });

  it.each(SCORING_MODES)('%s: every way of ticking four options earns between 0 and 5, and the right set earns 5', (mode) => {
    for (let mask = 0; mask < 16; mask += 1) {
      const chosen = OPTIONS.filter((_id, index) => (mask >> index) & 1);
      const points = questionPoints(mode, { optionIds: OPTIONS, correct: [2, 4], chosen });
      expect(points).toBeGreaterThanOrEqual(0);
      expect(points).toBeLessThanOrEqual(POINTS_PER_QUESTION);
    }
    expect(questionPoints(mode, { optionIds: OPTIONS, correct: [2, 4], chosen: [4, 2] })).toBe(POINTS_PER_QUESTION);
  });

  it.each(SCORING_MODES)('%s: ticking every option never earns full marks on a question with a wrong option', (mode) => {
    for (const correct of [[1], [2, 4], [1, 2, 3]]) {
      expect(questionPoints(mode, { optionIds: OPTIONS, correct, chosen: OPTIONS })).toBeLessThan(POINTS_PER_QUESTION);
    }
  });

  it.each(SCORING_MODES)('%s: ticking every option earns nothing where half the options or more are wrong', (mode) => {
    for (const correct of [[1], [3], [2, 4], [1, 2]]) {
      expect(questionPoints(mode, { optionIds: OPTIONS, correct, chosen: OPTIONS })).toBe(0);
    }
  });
});
