import type { AcceptedAnswer, TextMatching } from './model';

/**
 * Typed text as it is compared: white space runs as one space, none at either end; lower case
 * unless case counts; accents (combining marks after Unicode decomposition) dropped unless they
 * count. Linear in the text's length (two regular expressions without backtracking, one pass of
 * normalize).
 */
export function normalizeAnswerText(text: string, { caseSensitive = false, accentSensitive = false }: TextMatching = {}): string {
  let normalized = text.replace(/\s+/g, ' ').trim();
  if (!accentSensitive) normalized = normalized.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (!caseSensitive) normalized = normalized.toLocaleLowerCase('en');
  return normalized;
}

/** The best credit (0-100) of the accepted answers that `text` matches, and which one it matched. */
export function matchAccepted(
  text: string,
  accepted: readonly AcceptedAnswer[],
  rules: TextMatching = {},
): { credit: number; matched: AcceptedAnswer | null } {
  const typed = normalizeAnswerText(text, rules);
  if (typed === '') return { credit: 0, matched: null };
  let best: AcceptedAnswer | null = null;
  for (const answer of accepted) {
    if (normalizeAnswerText(answer.text, rules) === typed && (!best || answer.credit > best.credit)) best = answer;
  }
  return { credit: best?.credit ?? 0, matched: best };
}
