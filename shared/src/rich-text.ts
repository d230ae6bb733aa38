/**
 * Rich text in questions, options and explanations (issue 34): math and code marked up in plain
 * text. The server renders it to HTML when an admin saves (functions/src/services/rich-text.ts),
 * so a player's page loads no math or highlighting library; this module only finds the markup
 * (zod-free and dependency-free, for both sides).
 *
 * - inline math `\( … \)` or `$…$` (a `$` followed by a non-space, closed by a `$` after a
 *   non-space and before no digit, so "$5 and $10" stays text); display math `\[ … \]` or `$$…$$`
 * - inline code `` `x` `` (any run of backticks, closed by a run as long); fenced code blocks:
 *   a line of ```` ``` ```` with an optional language, up to a line of ```` ``` ````
 * - `\$` is a dollar sign; everything else is text.
 *
 * The scan is linear: every closer is searched with indexOf, and a search that failed is not
 * repeated from a later position (nothing beyond it can close).
 */
import { QUIZ_LIMITS } from './quiz-authoring-rules';

export const RICH_TEXT_LIMITS = {
  /** The longest text rendered (and previewed): the longest field that may hold markup, an explanation. */
  text: Math.max(QUIZ_LIMITS.question, QUIZ_LIMITS.option, QUIZ_LIMITS.explanation),
  /** A fence's language name. */
  language: 20,
  /**
   * The most HTML one character of a field's limit may become (a question of 1,000 characters: at
   * most 25,000 of HTML). MathML is wordy (`$x$` is about 180 characters), and every attempt
   * serves its questions' HTML, so a field whose HTML is larger is kept as plain text.
   */
  htmlPerCharacter: 25,
  /** KaTeX's maxSize (em) and maxExpand (macro expansions): a hostile macro ends in an error, not a hang. */
  maxSize: 20,
  maxExpand: 500,
} as const;

export type RichSegment =
  | { kind: 'text'; text: string }
  | { kind: 'math'; tex: string; display: boolean }
  | { kind: 'code'; code: string }
  | { kind: 'code-block'; code: string; language: string | null };

const LANGUAGE = /^[A-Za-z0-9_+#.-]+$/;
const FENCE = '```';

/** Searches closers, remembering where a search found none (nothing from there on closes). */
class Closers {
  private readonly noneFrom = new Map<string, number>();
  constructor(private readonly text: string) {}

  /** The first index ≥ from of `closer` that `accept` takes, or -1. */
  find(key: string, closer: string, from: number, accept: (index: number) => boolean = () => true): number {
    const none = this.noneFrom.get(key);
    if (none !== undefined && from >= none) return -1;
    for (let index = this.text.indexOf(closer, from); index >= 0; index = this.text.indexOf(closer, index + 1)) {
      if (accept(index)) return index;
    }
    this.noneFrom.set(key, Math.min(from, none ?? from));
    return -1;
  }
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The text's segments: text, math and code, in order (adjacent text joined). */
export function parseRichText(text: string): RichSegment[] {
  const segments: RichSegment[] = [];
  const closers = new Closers(text);
  let pending = '';
  const flush = () => {
    if (pending) segments.push({ kind: 'text', text: pending });
    pending = '';
  };
  const push = (segment: RichSegment) => {
    flush();
    segments.push(segment);
  };

  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    // A fenced code block: ``` at a line's start, a language or nothing, then lines up to a line of ```.
    if (char === '`' && (index === 0 || text[index - 1] === '\n') && text.startsWith(FENCE, index)) {
      const lineEnd = text.indexOf('\n', index);
      const info = lineEnd < 0 ? '' : text.slice(index + FENCE.length, lineEnd).trim();
      if (lineEnd >= 0 && (info === '' || (info.length <= RICH_TEXT_LIMITS.language && LANGUAGE.test(info)))) {
        const close = closers.find('fence', `\n${FENCE}`, lineEnd, (at) => {
          const after = at + 1 + FENCE.length;
          const end = text.indexOf('\n', after);
          return text.slice(after, end < 0 ? text.length : end).trim() === '';
        });
        if (close >= 0) {
          push({ kind: 'code-block', code: text.slice(lineEnd + 1, close), language: info === '' ? null : info.toLowerCase() });
          const end = text.indexOf('\n', close + 1 + FENCE.length);
          index = end < 0 ? text.length : end + 1;
          continue;
        }
      }
    }
    if (char === '`') {
      let run = 1;
      while (text[index + run] === '`') run += 1;
      const ticks = '`'.repeat(run);
      const close = closers.find(`code${String(run)}`, ticks, index + run, (at) => text[at - 1] !== '`' && text[at + run] !== '`');
      if (close >= 0) {
        let code = text.slice(index + run, close);
        if (code.length >= 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
        push({ kind: 'code', code });
        index = close + run;
      } else {
        pending += ticks;
        index += run;
      }
      continue;
    }
    if (char === '\\') {
      const next = text[index + 1];
      if (next === '$') {
        pending += '$';
        index += 2;
        continue;
      }
      if (next === '(' || next === '[') {
        const closer = next === '(' ? '\\)' : '\\]';
        const close = closers.find(closer, closer, index + 2);
        if (close >= 0 && text.slice(index + 2, close).trim() !== '') {
          push({ kind: 'math', tex: text.slice(index + 2, close).trim(), display: next === '[' });
          index = close + 2;
          continue;
        }
      }
      pending += char;
      index += 1;
      continue;
    }
    if (char === '$') {
      if (text[index + 1] === '$') {
        const close = closers.find('$$', '$$', index + 2, (at) => text[at - 1] !== '\\');
        if (close >= 0 && text.slice(index + 2, close).trim() !== '') {
          push({ kind: 'math', tex: text.slice(index + 2, close).trim(), display: true });
          index = close + 2;
          continue;
        }
        pending += '$$';
        index += 2;
        continue;
      }
      if (!isSpace(text[index + 1])) {
        const close = closers.find('$', '$', index + 1, (at) => at > index + 1 && !isSpace(text[at - 1]) && text[at - 1] !== '\\' && !isDigit(text[at + 1]));
        if (close >= 0) {
          push({ kind: 'math', tex: text.slice(index + 1, close), display: false });
          index = close + 1;
          continue;
        }
      }
    }
    pending += char;
    index += 1;
  }
  flush();
  return segments;
}

/** Whether the text holds any markup (math, code or an escaped dollar): if not, it is shown as it is. */
export function hasRichMarkup(text: string): boolean {
  const segments = parseRichText(text);
  return !(segments.length === 0 || (segments.length === 1 && segments[0]?.kind === 'text' && segments[0].text === text));
}
