/** Where each result sits in the marks chart: oldest on the left, 0–100 % from bottom to top. */
export interface ChartPoint {
  x: number;
  y: number;
  marks: number;
  label: string;
}

export interface ChartGeometry {
  width: number;
  height: number;
  padding: number;
}

/**
 * The points of the marks-over-time chart, from results listed newest first: in the order they
 * were taken, spread evenly across the width (one step per attempt, whatever the time between).
 */
export function chartPoints(results: readonly { marks: number; submittedAt: string; quizName: string }[], { width, height, padding }: ChartGeometry): ChartPoint[] {
  const ordered = [...results].reverse();
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const step = ordered.length > 1 ? innerWidth / (ordered.length - 1) : 0;
  return ordered.map((result, index) => ({
    x: padding + (ordered.length > 1 ? index * step : innerWidth / 2),
    y: padding + innerHeight * (1 - Math.min(100, Math.max(0, result.marks)) / 100),
    marks: result.marks,
    label: `${result.quizName}: ${String(result.marks)}% on ${result.submittedAt.slice(0, 10)}`,
  }));
}
