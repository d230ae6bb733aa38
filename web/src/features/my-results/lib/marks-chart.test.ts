import { describe, expect, it } from 'vitest';
import { chartPoints } from './marks-chart';

const geometry = { width: 120, height: 70, padding: 10 };

describe('chartPoints', () => {
  it('puts the oldest result on the left and maps 0–100 % from the bottom to the top', () => {
    const points = chartPoints(
      [
        { marks: 100, submittedAt: '2026-11-03T10:00:00.000Z', quizName: 'B' },
        { marks: 0, submittedAt: '2026-11-01T10:00:00.000Z', quizName: 'A' },
      ],
      geometry,
    );
    expect(points.map(({ x, y }) => [x, y])).toEqual([
      [10, 60],
      [110, 10],
    ]);
    expect(points[0]?.label).toBe('A: 0% on 2026-11-01');
  });

  it('centres a single result', () => {
    expect(chartPoints([{ marks: 50, submittedAt: '2026-11-01T00:00:00.000Z', quizName: 'A' }], geometry)[0]).toMatchObject({ x: 60, y: 35 });
  });
});
