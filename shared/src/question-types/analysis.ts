import type { TypedContent, TypedKey, TypedResponse } from './model';
import { parseNumericAnswer, valueInKeyUnit } from './numeric';
import { normalizeAnswerText, matchAccepted } from './text-match';

/**
 * Item analysis beyond right and wrong, per typed question (ADR 0035): what a response adds to
 * its question's `parts` tallies in the item statistics shards. Every key comes from a bounded
 * set fixed by the question (never from text a client typed), so a shard's size cannot grow with
 * what players send:
 * - numeric: where the value fell (`right`, `near`: within ten tolerances, `low`, `high`,
 *   `unit`: a unit the key does not know, `nan`: not a number);
 * - ordering: `a>b` for each pair of items the player put the wrong way round (at most 45);
 * - matching: `p:a` for each prompt p matched with a wrong answer a (at most 150);
 * - fill in the blanks: `b` for each blank answered wrongly.
 * A short answer's wrong texts are unbounded, so they are counted elsewhere (wrongTextOf).
 */
export type PartTallies = Record<string, 1>;

export const NUMERIC_BUCKETS = ['right', 'near', 'low', 'high', 'unit', 'nan'] as const;
export type NumericBucket = (typeof NUMERIC_BUCKETS)[number];

export function numericBucket(key: Extract<TypedKey, { type: 'numeric' }>, text: string): NumericBucket {
  const parsed = parseNumericAnswer(text);
  if (!parsed) return 'nan';
  const value = valueInKeyUnit(key, parsed);
  if (value === null) return 'unit';
  const allowed = key.toleranceKind === 'absolute' ? key.tolerance : Math.abs(key.value) * key.tolerance;
  const off = Math.abs(value - key.value);
  if (off <= allowed + Math.abs(key.value) * 1e-12 + 1e-12) return 'right';
  if (off <= Math.max(allowed, Math.abs(key.value) * 0.01) * 10) return 'near';
  return value < key.value ? 'low' : 'high';
}

export function responseParts(key: TypedKey, response: TypedResponse | undefined): PartTallies {
  if (!response) return {};
  const parts: PartTallies = {};
  switch (key.type) {
    case 'numeric':
      if ('text' in response && response.text.trim() !== '') parts[numericBucket(key, response.text)] = 1;
      break;
    case 'ordering': {
      if (!('order' in response)) break;
      const rank = new Map(key.order.map((id, index) => [id, index]));
      const placed = response.order.filter((id) => rank.has(id));
      for (let i = 0; i < placed.length; i += 1) {
        for (let j = i + 1; j < placed.length; j += 1) {
          const [first, second] = [placed[i] ?? 0, placed[j] ?? 0];
          if ((rank.get(first) ?? 0) > (rank.get(second) ?? 0)) parts[`${String(second)}>${String(first)}`] = 1;
        }
      }
      break;
    }
    case 'matching':
      if (!('matches' in response)) break;
      for (const [prompt, answer] of Object.entries(response.matches)) {
        if (key.pairs[prompt] !== undefined && key.pairs[prompt] !== answer) parts[`${prompt}:${String(answer)}`] = 1;
      }
      break;
    case 'fill-blanks':
      if (!('blanks' in response)) break;
      for (const [blank, blankKey] of Object.entries(key.blanks)) {
        const answer = response.blanks[blank];
        if (answer === undefined || answer === '') continue;
        const right = blankKey.kind === 'choice' ? answer === blankKey.choiceId : typeof answer === 'string' && matchAccepted(answer, blankKey.accepted, blankKey).credit === 100;
        if (!right) parts[blank] = 1;
      }
      break;
    case 'short-answer':
      break;
  }
  return parts;
}

/** Whether a typed response says nothing (counted as a blank in the item statistics). */
export function isBlankResponse(response: TypedResponse | undefined): boolean {
  if (!response) return true;
  if ('text' in response) return response.text.trim() === '';
  if ('order' in response) return response.order.length === 0;
  if ('matches' in response) return Object.keys(response.matches).length === 0;
  return Object.values(response.blanks).every((answer) => answer === '');
}

/** A short answer's wrong text as the report groups it (normalized, at most 60 characters), or null. */
export function wrongTextOf(key: TypedKey, response: TypedResponse | undefined): string | null {
  if (key.type !== 'short-answer' || !response || !('text' in response)) return null;
  const text = normalizeAnswerText(response.text, key);
  if (text === '' || matchAccepted(response.text, key.accepted, key).credit === 100) return null;
  return text.slice(0, 60);
}

export interface PartFigure {
  /** What the report shows: "too low", "Paris → Madrid", "Blank 2". */
  label: string;
  count: number;
  /** Of the question's answers, 0–1. */
  share: number;
}

const NUMERIC_LABELS: Record<NumericBucket, string> = {
  right: 'Within the tolerance',
  near: 'Close (within ten tolerances)',
  low: 'Too low',
  high: 'Too high',
  unit: 'Unknown unit',
  nan: 'Not a number',
};

/**
 * The per-type figures of one question from its summed `parts`: the numeric distribution (every
 * bucket), or the most confused pairs and blanks (at most `top`, most frequent first).
 */
export function partFigures(content: TypedContent, parts: Readonly<Record<string, number>>, answers: number, top = 5): PartFigure[] {
  const share = (count: number) => (answers > 0 ? count / answers : 0);
  if (content.type === 'numeric') return NUMERIC_BUCKETS.map((bucket) => ({ label: NUMERIC_LABELS[bucket], count: parts[bucket] ?? 0, share: share(parts[bucket] ?? 0) }));
  const labelOf = (part: string): string | null => {
    if (content.type === 'ordering') {
      const [first, second] = part.split('>').map(Number);
      const text = (id: number | undefined) => content.items.find((item) => item.id === id)?.text;
      const [a, b] = [text(first), text(second)];
      return a && b ? `${a} placed after ${b}` : null;
    }
    if (content.type === 'matching') {
      const [prompt, answer] = part.split(':').map(Number);
      const a = content.prompts.find((item) => item.id === prompt)?.text;
      const b = content.answers.find((item) => item.id === answer)?.text;
      return a && b ? `${a} → ${b}` : null;
    }
    if (content.type === 'fill-blanks') return `Blank ${part} wrong`;
    return null;
  };
  return Object.entries(parts)
    .flatMap(([part, count]) => {
      const label = labelOf(part);
      return label === null || count === 0 ? [] : [{ label, count, share: share(count) }];
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, top);
}
