import type { TypedQuestionFields } from '../question-types/input';

/**
 * What GIFT and our CSV template have no syntax for, kept as setting tokens: `case-sensitive`,
 * `accent-sensitive` (short answers and text blanks), `relative-tolerance`, `unit-required`,
 * `unit-hint:m` and `unit:cm=0.01` (numeric). GIFT writes them in a `// [qm:…]` comment (Moodle
 * skips comments), CSV in the `settings` cell (with `blank-2-case-sensitive` for a blank). Unit names are URI-encoded, so `;`, `=`, `]` and
 * spaces in them cannot break the token.
 */
export const SETTINGS_PREFIX = 'qm:';

export interface Settings {
  caseSensitive: boolean;
  accentSensitive: boolean;
  relative: boolean;
  unitRequired: boolean;
  unitHint?: string;
  units: { unit: string; multiplier: number }[];
  /** CSV's `blank-2-case-sensitive`: the rules of a text blank by its number. */
  blankRules: Map<number, Settings>;
  /** Tokens that are none of these, as written. */
  unknown: string[];
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A number as the formats write it (String) and read it: a plain or exponent decimal, nothing else (no hex, no Infinity). */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
export const parseNumber = (text: string): number | null => (NUMBER.test(text.trim()) ? Number(text.trim()) : null);

export function readSettings(tokens: readonly string[]): Settings {
  const settings: Settings = { caseSensitive: false, accentSensitive: false, relative: false, unitRequired: false, units: [], blankRules: new Map(), unknown: [] };
  for (const raw of tokens) {
    const token = raw.trim();
    if (token === '') continue;
    const lower = token.toLowerCase();
    const blank = /^blank-(\d{1,2})-((?:case|accent)-sensitive)$/.exec(lower);
    if (blank) {
      const number = Number(blank[1]);
      const rules = settings.blankRules.get(number) ?? readSettings([]);
      settings.blankRules.set(number, readSettings([blank[2] ?? '', ...settingsTokens({ type: 'short-answer', accepted: [], ...textRules(rules) })]));
    } else if (lower === 'case-sensitive') settings.caseSensitive = true;
    else if (lower === 'accent-sensitive') settings.accentSensitive = true;
    else if (lower === 'relative-tolerance') settings.relative = true;
    else if (lower === 'unit-required') settings.unitRequired = true;
    else if (lower.startsWith('unit-hint:')) settings.unitHint = decode(token.slice('unit-hint:'.length));
    else if (lower.startsWith('unit:') && token.includes('=')) {
      const equals = token.lastIndexOf('=');
      const multiplier = parseNumber(token.slice(equals + 1));
      if (multiplier === null) settings.unknown.push(token);
      else settings.units.push({ unit: decode(token.slice('unit:'.length, equals)), multiplier });
    } else settings.unknown.push(token);
  }
  return settings;
}

/** The matching rules a short answer or text blank reads from the settings: only the ones that are on, as typedInputOf gives them. */
export const textRules = (settings: Settings) => ({
  ...(settings.caseSensitive ? { caseSensitive: true } : {}),
  ...(settings.accentSensitive ? { accentSensitive: true } : {}),
});

export const numericSettings = (settings: Settings) => ({
  toleranceKind: settings.relative ? ('relative' as const) : ('absolute' as const),
  ...(settings.units.length > 0 ? { units: settings.units } : {}),
  ...(settings.unitRequired ? { unitRequired: true } : {}),
  ...(settings.unitHint !== undefined ? { unitHint: settings.unitHint } : {}),
});

const rulesTokens = (rules: { caseSensitive?: boolean; accentSensitive?: boolean }) => [
  ...(rules.caseSensitive ? ['case-sensitive'] : []),
  ...(rules.accentSensitive ? ['accent-sensitive'] : []),
];

/** The setting tokens a typed question needs written (a fill-in-the-blanks question's: its first text blank's). */
export function settingsTokens(typed: TypedQuestionFields): string[] {
  switch (typed.type) {
    case 'short-answer':
      return rulesTokens(typed);
    case 'numeric':
      return [
        ...(typed.toleranceKind === 'relative' ? ['relative-tolerance'] : []),
        ...(typed.unitRequired ? ['unit-required'] : []),
        ...(typed.unitHint !== undefined ? [`unit-hint:${encodeURIComponent(typed.unitHint)}`] : []),
        ...(typed.units ?? []).map((unit) => `unit:${encodeURIComponent(unit.unit)}=${String(unit.multiplier)}`),
      ];
    case 'fill-blanks': {
      const blank = typed.blanks[0];
      return blank && 'accepted' in blank ? rulesTokens(blank) : [];
    }
    default:
      return [];
  }
}
