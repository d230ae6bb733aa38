import { WEB_VITAL_SCALES, type WebVitalName, type WebVitalRating } from '@quizmaster/shared/web-vitals';

/** A p75 as people read it: "180 ms", "2.45 s", a CLS score "0.08". */
export function formatWebVital(name: WebVitalName, value: number): string {
  if (WEB_VITAL_SCALES[name].unit === 'score') return value.toFixed(2);
  return value < 1000 ? `${String(Math.round(value))} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** Each rating's words and colour (Google's: green, orange, red). */
export const RATING_STYLES: Record<WebVitalRating, { label: string; colorPalette: 'green' | 'orange' | 'red' }> = {
  good: { label: 'Good', colorPalette: 'green' },
  'needs-improvement': { label: 'Needs improvement', colorPalette: 'orange' },
  poor: { label: 'Poor', colorPalette: 'red' },
};

export const samplesText = (count: number) => `${String(count)} ${count === 1 ? 'sample' : 'samples'}`;
