import type { NumericUnit, TypedKey } from './model';
import { TYPE_LIMITS } from './limits';

type NumericKey = Extract<TypedKey, { type: 'numeric' }>;

/**
 * A number as a player may type it: optional sign, digits with a decimal point or comma, an
 * optional exponent, then an optional unit. Anchored and without nested repetition, so it runs in
 * linear time whatever is sent (the text is capped at TYPE_LIMITS.responseText anyway).
 */
const NUMBER_WITH_UNIT = /^([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d{1,3})?)\s*(\S.*)?$/i;

export interface ParsedNumber {
  value: number;
  /** The unit as typed (trimmed), or null for a bare number. */
  unit: string | null;
}

/** The number and unit in a player's text, or null when it is not a number. */
export function parseNumericAnswer(text: string): ParsedNumber | null {
  const match = NUMBER_WITH_UNIT.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.'));
  if (!Number.isFinite(value) || Math.abs(value) > TYPE_LIMITS.numericMagnitude * 1e6) return null;
  return { value, unit: match[2]?.trim() ?? null };
}

const sameUnit = (typed: string, unit: NumericUnit) => typed.toLowerCase() === unit.unit.toLowerCase();

/**
 * The player's value in the key's unit, or null when the unit is unknown (or missing where the
 * key requires one). A bare number counts as the key's own unit unless `unitRequired`.
 */
export function valueInKeyUnit(key: NumericKey, parsed: ParsedNumber): number | null {
  const units = key.units ?? [];
  if (parsed.unit === null) return units.length > 0 && key.unitRequired ? null : parsed.value;
  const unit = units.find((candidate) => sameUnit(parsed.unit ?? '', candidate));
  return unit ? parsed.value * unit.multiplier : null;
}

/** Whether `text` is the key's value within its tolerance (absolute, or a fraction of the value). */
export function isNumericRight(key: NumericKey, text: string): boolean {
  const parsed = parseNumericAnswer(text);
  if (!parsed) return false;
  const value = valueInKeyUnit(key, parsed);
  if (value === null) return false;
  const allowed = key.toleranceKind === 'absolute' ? key.tolerance : Math.abs(key.value) * key.tolerance;
  // A little room for binary fractions: 0.1 + 0.2 is within 0.3 ± 0.
  return Math.abs(value - key.value) <= allowed + Math.abs(key.value) * 1e-12 + 1e-12;
}
