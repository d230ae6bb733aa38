/**
 * Rich text rendered when an admin saves (issue 34): math with KaTeX as MathML (Chromium draws
 * MathML Core itself, so the page needs no KaTeX CSS, fonts or script) and fenced code highlighted
 * with highlight.js into class spans (web/src/components/ui/rich-text.tsx colours them). The
 * markup is found by shared/src/rich-text.ts; text is escaped.
 *
 * Sanitised by construction and checked: the only markup is what this module writes, KaTeX's and
 * highlight.js's, and each piece is read back by a strict reader (checkedMarkup) that accepts only
 * an allowlist of elements and attributes and rewrites it; a piece it refuses is shown as escaped
 * text. Input is capped at RICH_TEXT_LIMITS.text, KaTeX runs with trust off, maxSize and maxExpand.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import katex from 'katex';
import { QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring-rules';
import { textAroundBlanks, TYPE_LIMITS } from '@quizmaster/shared/question-types/limits';
import { hasRichMarkup, parseRichText, RICH_TEXT_LIMITS, type RichSegment } from '@quizmaster/shared/rich-text';

// Each language module registers its own aliases (js, ts, py, sh, html, c++…).
for (const [name, language] of Object.entries({ bash, c, cpp, css, java, javascript, json, python, sql, typescript, xml })) {
  hljs.registerLanguage(name, language);
}

/** The languages a fence may name (aliases included), for the editor's help text. */
export const HIGHLIGHTED_LANGUAGES: readonly string[] = hljs.listLanguages();

const MATHML_NAMESPACE = 'http://www.w3.org/1998/Math/MathML';

/** Presentation MathML as KaTeX writes it (no links, no `href`, nothing scripted). */
const MATH_ELEMENTS = new Set([
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup',
  'mfrac', 'msqrt', 'mroot', 'mstyle', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'mover', 'munder', 'munderover',
  'mpadded', 'mphantom', 'menclose', 'merror', 'mprescripts', 'mmultiscripts', 'none',
]);
/** MathML attributes whose values are words, numbers or lengths. */
const MATH_ATTRIBUTES = new Set([
  'display', 'mathvariant', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'width', 'height', 'depth',
  'voffset', 'minsize', 'maxsize', 'symmetric', 'largeop', 'movablelimits', 'accent', 'accentunder',
  'columnalign', 'columnspacing', 'columnlines', 'rowalign', 'rowspacing', 'rowlines', 'frame', 'framespacing',
  'scriptlevel', 'displaystyle', 'notation', 'linethickness', 'encoding', 'form', 'side', 'equalrows', 'equalcolumns',
]);
const PLAIN_VALUE = /^[\w .,#%+/-]{0,200}$/;
const COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30})$/;
const CLASS_NAMES = /^[\w -]{0,200}$/;

/** What an attribute may be on an element, or undefined when it may not be there. */
function attributeAllowed(element: string, name: string, value: string): boolean {
  if (element === 'span' || element === 'code' || element === 'pre') {
    if (name === 'class') return CLASS_NAMES.test(value);
    // KaTeX's error span names the parse error (escaped by KaTeX, and read back as an attribute value).
    return element === 'span' && name === 'title';
  }
  if (!MATH_ELEMENTS.has(element)) return false;
  if (name === 'xmlns') return element === 'math' && value === MATHML_NAMESPACE;
  if (name === 'mathcolor' || name === 'mathbackground') return COLOUR.test(value);
  return MATH_ATTRIBUTES.has(name) && PLAIN_VALUE.test(value);
}

/** Attributes dropped rather than refused: KaTeX's inline colour on its error span (our CSS colours it). */
const DROPPED_ATTRIBUTES = new Set(['style']);

const OPEN_TAG = /<([a-z]+)((?:\s+[a-z][a-z:-]*="[^"<>]*")*)\s*(\/?)>/y;
const CLOSE_TAG = /<\/([a-z]+)>/y;
const ATTRIBUTE = /\s+([a-z][a-z:-]*)="([^"<>]*)"/gy;
/** Text: no tag characters, and `&` only as an entity. */
const TEXT = /(?:[^<>&]|&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});)+/y;

/**
 * The markup rewritten from an allowlist (elements, attributes and their values, balanced tags,
 * text without tag characters), or null when it holds anything else. Linear: sticky patterns,
 * none of which can backtrack over more than the tag or text run it reads.
 */
export function checkedMarkup(html: string): string | null {
  const open: string[] = [];
  const out: string[] = [];
  let index = 0;
  while (index < html.length) {
    TEXT.lastIndex = index;
    const text = TEXT.exec(html);
    if (text) {
      out.push(text[0]);
      index = TEXT.lastIndex;
      continue;
    }
    CLOSE_TAG.lastIndex = index;
    const close = CLOSE_TAG.exec(html);
    if (close) {
      if (open.pop() !== close[1]) return null;
      out.push(close[0]);
      index = CLOSE_TAG.lastIndex;
      continue;
    }
    OPEN_TAG.lastIndex = index;
    const tag = OPEN_TAG.exec(html);
    if (!tag?.[1]) return null;
    const element = tag[1];
    if (element !== 'span' && element !== 'code' && element !== 'pre' && !MATH_ELEMENTS.has(element)) return null;
    let attributes = '';
    for (const [, name = '', value = ''] of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      if (DROPPED_ATTRIBUTES.has(name)) continue;
      if (!attributeAllowed(element, name, value)) return null;
      attributes += ` ${name}="${value}"`;
    }
    // KaTeX closes an empty mspace in the tag (`<mspace width="1em"/>`); written out in full here.
    if (tag[3]) {
      if (!MATH_ELEMENTS.has(element)) return null;
      out.push(`<${element}${attributes}></${element}>`);
    } else {
      out.push(`<${element}${attributes}>`);
      open.push(element);
    }
    index = OPEN_TAG.lastIndex;
  }
  return open.length === 0 ? out.join('') : null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const KATEX_OPTIONS = {
  output: 'mathml',
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxSize: RICH_TEXT_LIMITS.maxSize,
  maxExpand: RICH_TEXT_LIMITS.maxExpand,
} as const satisfies katex.KatexOptions;

/** The source, escaped, as a math error (KaTeX failed outright, or wrote what the reader refuses). */
const mathError = (tex: string) => `<span class="katex-error">${escapeHtml(tex)}</span>`;

function renderMath(tex: string, display: boolean): string {
  let html: string;
  try {
    html = katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display, macros: {} });
  } catch {
    // throwOnError: false covers parse errors; anything else (a stack overflow on deep nesting) lands here.
    return mathError(tex);
  }
  const checked = checkedMarkup(html) ?? mathError(tex);
  return display ? `<span class="rich-math-display">${checked}</span>` : checked;
}

function renderCodeBlock(code: string, language: string | null): string {
  const known = language !== null && hljs.getLanguage(language) !== undefined;
  let body = escapeHtml(code);
  if (known) {
    try {
      body = checkedMarkup(hljs.highlight(code, { language, ignoreIllegals: true }).value) ?? body;
    } catch {
      // An unhighlighted block is still the code.
    }
  }
  const classes = known ? `hljs language-${language.replace(/[^\w-]/g, '')}` : 'hljs';
  return `<pre class="rich-code-block"><code class="${classes}">${body}</code></pre>`;
}

function renderSegment(segment: RichSegment): string {
  switch (segment.kind) {
    case 'text':
      return escapeHtml(segment.text);
    case 'math':
      return renderMath(segment.tex, segment.display);
    case 'code':
      return `<code class="rich-code">${escapeHtml(segment.code)}</code>`;
    case 'code-block':
      return renderCodeBlock(segment.code, segment.language);
  }
}

/** A block on a line of its own: the line breaks around it are the block's edges, not blank lines (the text is shown white-space: pre-wrap). */
function trimAroundBlocks(segments: RichSegment[]): RichSegment[] {
  const isBlock = (segment: RichSegment | undefined) => segment?.kind === 'code-block' || (segment?.kind === 'math' && segment.display);
  return segments.map((segment, index) => {
    if (segment.kind !== 'text') return segment;
    let text = segment.text;
    if (isBlock(segments[index + 1]) && text.endsWith('\n')) text = text.slice(0, -1);
    if (isBlock(segments[index - 1]) && text.startsWith('\n')) text = text.slice(1);
    return { ...segment, text };
  });
}

/** The most HTML a field of `limit` characters may store (RICH_TEXT_LIMITS.htmlPerCharacter). */
export const maxHtmlFor = (limit: number) => limit * RICH_TEXT_LIMITS.htmlPerCharacter;

/**
 * The HTML of a text with markup, for a container that shows it with `white-space: pre-wrap`.
 * Text over RICH_TEXT_LIMITS.text is not rendered (the API's schemas refuse it first), nor is
 * text whose HTML would be over `maxHtml`: either comes back escaped, as plain text.
 */
export function renderRichText(text: string, maxHtml = maxHtmlFor(RICH_TEXT_LIMITS.text)): string {
  if (text.length > RICH_TEXT_LIMITS.text) return escapeHtml(text);
  const html = trimAroundBlocks(parseRichText(text)).map(renderSegment).join('');
  if (html.length > maxHtml) return escapeHtml(text);
  // Each piece was checked; the whole is checked again so that a mistake here cannot slip through.
  return checkedMarkup(html) ?? escapeHtml(text);
}

/** renderRichText, or null when the text has no markup (it is then shown as plain text). */
export function renderRichTextOrNull(text: string | undefined, maxHtml?: number): string | null {
  if (!text) return null;
  const segments = parseRichText(text);
  const plain = segments.length === 1 && segments[0]?.kind === 'text' && segments[0].text === text;
  return plain ? null : renderRichText(text, maxHtml);
}

export interface RichFieldsInput {
  question: string;
  options?: readonly { id: number; option: string }[];
  explanation?: string;
}

export interface RichFields {
  questionHtml: string | null;
  options: { id: number; optionHtml: string | null }[];
  explanationHtml: string | null;
}

/**
 * The HTML of a question's fields for the question save path to store beside the text: null for
 * a field without markup (shown as plain text, as before). Each field's HTML is at most
 * maxHtmlFor(its limit): 25,000 characters for a question, 12,500 an option, 50,000 an explanation.
 */
export function renderRichFields({ question, options = [], explanation }: RichFieldsInput): RichFields {
  return {
    questionHtml: renderRichTextOrNull(question, maxHtmlFor(QUIZ_LIMITS.question)),
    options: options.map(({ id, option }) => ({ id, optionHtml: renderRichTextOrNull(option, maxHtmlFor(QUIZ_LIMITS.option)) })),
    explanationHtml: renderRichTextOrNull(explanation, maxHtmlFor(QUIZ_LIMITS.explanation)),
  };
}

/**
 * The HTML of a fill-in-the-blanks text (ADR 0036): each stretch around its {{n}} markers
 * (textAroundBlanks) rendered on its own, so math or code never spans a blank and the view puts
 * its inputs between whole pieces. Null when no stretch has markup, or when the pieces together
 * would be over maxHtmlFor(the text's limit): the text is then shown plain.
 */
export function renderBlankText(text: string): string[] | null {
  const pieces = textAroundBlanks(text);
  if (!pieces.some(hasRichMarkup)) return null;
  const maxHtml = maxHtmlFor(TYPE_LIMITS.blankText);
  const html = pieces.map((piece) => renderRichText(piece, maxHtml));
  return html.reduce((total, piece) => total + piece.length, 0) > maxHtml ? null : html;
}
