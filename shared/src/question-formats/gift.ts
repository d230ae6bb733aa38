import { splitLines } from './validate';
import type { DraftOption, DraftTag, FormatReader, ImportProblem, PortableQuestion, ReaderOutput } from './validate';

/**
 * Moodle's GIFT format, its multiple-choice questions only, read the way Moodle's own importer
 * (question/format/gift) reads them: a blank line ends a question, lines starting with // are
 * comments, `\` escapes ~ = # { } : and itself, and \n is a line break.
 *
 * Markers are found by scanning (findUnescaped, indexOf), and the few patterns test a text's
 * start only, so reading ends in time linear in the file (tests in adversarial.test.ts).
 */

/** Moodle's text format markers; we store plain text, so the marker is dropped and the text kept. */
const FORMAT_MARKER = /^\[(?:html|plain|markdown|moodle)\]/;
const ESCAPABLE = '\\~=#{}:';
/** `~%50%text`: a weight in per cent; a positive weight makes the answer a right one. */
const WEIGHT = /^\s*%(-?\d+(?:\.\d*)?)%/;
/** The weights Moodle accepts for an answer; right answers share 100 with one of them. */
const MOODLE_WEIGHTS = [100, 90, 83.33333, 80, 75, 70, 66.66667, 60, 50, 40, 33.33333, 30, 25, 20, 16.66667, 14.28571, 12.5, 11.11111, 10, 5];

interface SourceLine {
  text: string;
  line: number;
}

/** Where `token` first occurs in `text` from `from` on, not counting escaped characters; -1 when nowhere. */
function findUnescaped(text: string, token: string, from = 0): number {
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '\\') at += 1;
    else if (text.startsWith(token, at)) return at;
  }
  return -1;
}

function findLastUnescaped(text: string, token: string): number {
  let last = -1;
  for (let at = findUnescaped(text, token); at !== -1; at = findUnescaped(text, token, at + 1)) last = at;
  return last;
}

function unescapeGift(text: string): string {
  return text.replace(/\\([\s\S])/g, (escape, char: string) => (char === 'n' ? '\n' : ESCAPABLE.includes(char) ? char : escape));
}

/** A text as stored: trimmed, without its format marker, escapes undone. */
function cleanText(raw: string): string {
  return unescapeGift(raw.trim().replace(FORMAT_MARKER, '')).trim();
}

/** What kind of question Moodle would make of the text between { and } (general feedback removed). */
function questionKind(answerText: string): string | null {
  const text = answerText.trim();
  if (text === '') return 'an essay question ({})';
  if (text.startsWith('#')) return 'a numerical question ({#…})';
  if (findUnescaped(text, '~') !== -1) return null;
  if (findUnescaped(text, '=') !== -1 && text.includes('->')) return 'a matching question (->)';
  const feedback = findUnescaped(text, '#');
  if (['T', 'TRUE', 'F', 'FALSE'].includes((feedback === -1 ? text : text.slice(0, feedback)).trim().toUpperCase())) {
    return 'a true/false question ({T} or {F})';
  }
  return 'a short-answer question (answers without ~)';
}

/**
 * The `[tag:name]`s of a comment line. Scanned, not matched with `\[tag:([^\]]*)\]`: that pattern
 * reads on to the line's end from every unclosed `[tag:`, quadratic in the line.
 */
function commentTags({ text, line }: SourceLine, tags: DraftTag[]): void {
  const open = '[tag:';
  for (let at = text.indexOf(open); at !== -1; ) {
    const end = text.indexOf(']', at + open.length);
    if (end === -1) return;
    tags.push({ text: text.slice(at + open.length, end), line });
    at = text.indexOf(open, end + 1);
  }
}

function readBlock(block: readonly SourceLine[], out: ReaderOutput): void {
  const { report } = out;
  // Moodle's convention for tags: `// [tag:name]` comment lines with the question.
  const tags: DraftTag[] = [];
  const content: SourceLine[] = [];
  for (const source of block) {
    if (!source.text.startsWith('//')) content.push(source);
    else commentTags(source, tags);
  }
  const first = content[0];
  if (!first) return;
  const text = content.map((source) => source.text).join('\n');
  // `$CATEGORY: path` says where Moodle files the questions that follow: nothing to import.
  if (text.startsWith('$CATEGORY:')) return;

  const starts: number[] = [];
  let offset = 0;
  for (const source of content) {
    starts.push(offset);
    offset += source.text.length + 1;
  }
  /** The file line of an offset into `text` (a binary search: one block may be a whole file of lines). */
  const lineAt = (at: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= at) low = middle;
      else high = middle - 1;
    }
    return content[low]?.line ?? first.line;
  };

  let start = 0;
  if (text.startsWith('::')) {
    const end = findUnescaped(text, '::', 2);
    if (end === -1) {
      report(first.line, 'Malformed GIFT: the title that starts with :: has no closing ::.');
      return;
    }
    start = end + 2;
  }
  const open = findUnescaped(text, '{', start);
  const firstClose = findUnescaped(text, '}', start);
  if (firstClose !== -1 && (open === -1 || firstClose < open)) {
    report(lineAt(firstClose), 'Malformed GIFT: a } without a { before it (write \\} for the character).');
    return;
  }
  if (open === -1) {
    report(first.line, 'Malformed GIFT: no answers; a question has its answers between { and }.');
    return;
  }
  const close = firstClose;
  const nextOpen = findUnescaped(text, '{', open + 1);
  if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
    report(lineAt(open), `Malformed GIFT: the { on line ${String(lineAt(open))} is not closed with }.`);
    return;
  }
  const strayOpen = findUnescaped(text, '{', close + 1);
  if (strayOpen !== -1) {
    report(lineAt(strayOpen), 'Malformed GIFT: a second { } answer block; questions are separated by a blank line.');
    return;
  }
  const strayClose = findUnescaped(text, '}', close + 1);
  if (strayClose !== -1) {
    report(lineAt(strayClose), 'Malformed GIFT: a } without a { before it (write \\} for the character).');
    return;
  }

  let answerText = text.slice(open + 1, close);
  let explanation = '';
  const generalFeedback = findLastUnescaped(answerText, '####');
  if (generalFeedback !== -1) {
    explanation = cleanText(answerText.slice(generalFeedback + 4));
    answerText = answerText.slice(0, generalFeedback);
  }
  const kind = questionKind(answerText);
  if (kind) {
    report(first.line, `Unsupported question: only multiple-choice questions can be imported; this is ${kind}.`);
    return;
  }

  // Text after the answers makes a "missing word" question, as in Moodle: the answers fill the gap.
  const after = text.slice(close + 1);
  const question = cleanText(after.trim() === '' ? text.slice(start, open) : `${text.slice(start, open)}_____${after}`);

  const marks: number[] = [];
  for (let at = 0; at < answerText.length; at += 1) {
    if (answerText[at] === '\\') at += 1;
    else if (answerText[at] === '~' || answerText[at] === '=') marks.push(at);
  }
  const lead = answerText.slice(0, marks[0]);
  if (lead.trim() !== '') {
    report(lineAt(open + 1 + lead.search(/\S/)), 'Malformed GIFT: text before the first answer; each answer starts with = (right) or ~ (wrong).');
  }
  const options: DraftOption[] = [];
  const answers: number[] = [];
  marks.forEach((mark, index) => {
    let body = answerText.slice(mark + 1, marks[index + 1]);
    let right = answerText[mark] === '=';
    // Moodle reads a weight after ~ only; `=` is a right answer with all the points.
    const weight = right ? null : WEIGHT.exec(body);
    if (weight) {
      right = Number(weight[1]) > 0;
      body = body.slice(weight[0].length);
    }
    // `#feedback` for one answer: not stored.
    const feedback = findUnescaped(body, '#');
    if (feedback !== -1) body = body.slice(0, feedback);
    options.push({ text: cleanText(body), line: lineAt(open + 1 + mark), label: `option ${String(options.length + 1)}` });
    if (right) answers.push(options.length);
  });
  if (answers.length === 0) {
    report(first.line, 'Missing answer: no answer is marked right; mark it with = or give it a positive weight such as ~%50%.');
  }
  out.question({ line: first.line, question, options, answers, explanation, tags });
}

export const readGift: FormatReader = (text, out) => {
  let block: SourceLine[] = [];
  splitLines(text).forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed !== '') {
      block.push({ text: trimmed, line: index + 1 });
      return;
    }
    readBlock(block, out);
    block = [];
  });
  readBlock(block, out);
};

/** Special characters escaped; a line break (any line terminator but CR, which is not kept) as \n, since a GIFT text is on one line. */
function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:\n\v\f\r\u0085\u2028\u2029]/g, (char) => (char === '\r' ? '' : ESCAPABLE.includes(char) ? `\\${char}` : '\\n'));
}

/** A text written so that cleanText reads it back unchanged. */
function giftText(text: string, isQuestion = false): string {
  const escaped = escapeGift(text);
  // A leading [html] would be read as a format marker, and a question's leading // as a comment.
  return FORMAT_MARKER.test(escaped) || (isQuestion && escaped.startsWith('//')) ? `[plain]${escaped}` : escaped;
}

/** Each right answer's share of 100, as a weight Moodle accepts. */
function rightWeight(count: number): string {
  const share = 100 / Math.max(1, count);
  return String(MOODLE_WEIGHTS.find((weight) => Math.abs(weight - share) < 0.0001) ?? Number(share.toFixed(5)));
}

function giftQuestion(question: PortableQuestion): string {
  const lines: string[] = [];
  if (question.tags.length > 0) lines.push(`// ${question.tags.map((tag) => `[tag:${tag}]`).join(' ')}`);
  lines.push(`${giftText(question.question, true)} {`);
  const single = question.answers.length === 1;
  const weight = rightWeight(question.answers.length);
  question.options.forEach((option, index) => {
    const right = question.answers.includes(index + 1);
    const text = giftText(option);
    // An explicit weight keeps a text that starts with % from being read as one.
    if (single) lines.push(right ? `\t=${text}` : `\t~${text.startsWith('%') ? '%0%' : ''}${text}`);
    else lines.push(`\t~%${right ? weight : '-100'}%${text}`);
  });
  if (question.explanation !== '') lines.push(`\t####${giftText(question.explanation)}`);
  lines.push('}');
  return lines.join('\n');
}

/** GIFT holds every question we store: several right answers become Moodle weights. */
export function writeGift(questions: readonly PortableQuestion[]): { text: string; problems: ImportProblem[] } {
  return { text: questions.map((question) => `${giftQuestion(question)}\n`).join('\n'), problems: [] };
}
