import { BLANK_MARKER } from '@quizmaster/shared/question-types/limits';

// The player's fill-in-the-blanks view and its review both cut the text at its blanks (ADR 0035).

/**
 * One piece of a fill-in-the-blanks text: plain text, or the blank numbered `number` (1-based).
 * A text's `piece` is its place among the stretches around the markers (textAroundBlanks), which
 * indexes the server's HTML of it (`content.textHtml`, ADR 0036).
 */
export type BlankTextPart = { kind: 'text'; text: string; piece: number } | { kind: 'blank'; number: number };

/** The text of a fill-in-the-blanks question cut at its {{n}} markers. */
export function blankTextParts(text: string): BlankTextPart[] {
  const parts: BlankTextPart[] = [];
  let last = 0;
  let piece = 0;
  for (const match of text.matchAll(new RegExp(BLANK_MARKER.source, 'g'))) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index), piece });
    parts.push({ kind: 'blank', number: Number(match[1]) });
    last = match.index + match[0].length;
    piece += 1;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last), piece });
  return parts;
}
