import { Box, Center, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MyResult } from '../api/my-results';
import { chartPoints } from '../lib/marks-chart';

const geometry = { width: 600, height: 160, padding: 12 };

/** The chart's panel: its place on the page whatever it holds, so nothing below it moves when the results come in. */
function ChartPanel({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="l3" p="3" bg="bg.panel" color="purple.solid">
      {children}
    </Box>
  );
}

/** The chart's panel while the results load. */
export function MarksChartSkeleton() {
  return (
    <ChartPanel>
      <Skeleton h={`${String(geometry.height)}px`} role="status" aria-busy="true" aria-label="Loading your marks" />
    </ChartPanel>
  );
}

/** The chart's panel with fewer than two results: a line needs two points. */
export function MarksChartEmpty() {
  return (
    <ChartPanel>
      <Center h={`${String(geometry.height)}px`} textAlign="center">
        <Text color="fg.muted">Take a few quizzes to see your marks over time.</Text>
      </Center>
    </ChartPanel>
  );
}

/**
 * A small line chart of the marks of the loaded attempts, oldest on the left (plain SVG: no chart
 * library for one line). Each point has a tooltip, and the chart a text summary for screen readers.
 */
export function MarksChart({ results }: { results: readonly MyResult[] }) {
  const points = chartPoints(results, geometry);
  const line = points.map((point) => `${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
  const first = points[0];
  const last = points.at(-1);
  const summary = first && last ? `Your marks over your last ${String(points.length)} attempts, from ${String(first.marks)}% to ${String(last.marks)}%.` : '';
  return (
    <ChartPanel>
      <svg viewBox={`0 0 ${String(geometry.width)} ${String(geometry.height)}`} width="100%" height={geometry.height} role="img" aria-label={summary} preserveAspectRatio="none">
        {[0, 50, 100].map((mark) => {
          const y = geometry.padding + (geometry.height - 2 * geometry.padding) * (1 - mark / 100);
          return <line key={mark} x1={geometry.padding} x2={geometry.width - geometry.padding} y1={y} y2={y} stroke="currentColor" strokeOpacity="0.15" />;
        })}
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
        {points.map((point) => (
          <circle key={`${point.label}-${String(point.x)}`} cx={point.x} cy={point.y} r="4" fill="currentColor">
            <title>{point.label}</title>
          </circle>
        ))}
      </svg>
    </ChartPanel>
  );
}
