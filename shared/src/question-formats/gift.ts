import type { BlankInput, TypedQuestionFields } from '../question-types/input';
import { TRUE_FALSE_OPTIONS } from '../question-types/limits';
import { numericSettings, parseNumber, readSettings, SETTINGS_PREFIX, settingsTokens, textRules } from './typed-fields';
import { isTypedPortable, splitLines } from './validate';
import type { AnyPortableQuestion, DraftOption, DraftTag, FormatReader, ImportProblem, PortableQuestion, ReaderOutput } from './validate';

/**
 * Moodle's GIFT format: multiple choice, true/false, short answer, numerical, matching and
 * missing word (a fill-in-the-blanks question with one blank), read the way Moodle's own importer
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

/** A text up to its first unescaped `#` (an answer's feedback, not stored). */
function cutFeedback(text: string): string {
  const feedback = findUnescaped(text, '#');
  return feedback === -1 ? text : text.slice(0, feedback);
}

const TRUE_FALSE_WORDS = new Set(['T', 'TRUE', 'F', 'FALSE']);

const trueFalseOptions = (line: number): DraftOption[] =>
  TRUE_FALSE_OPTIONS.map((option) => ({ text: option.option, line, label: `option ${String(option.id)}` }));

interface Mark {
  at: number;
  char: '~' | '=';
}

/** The unescaped ~ and = of an answer block: where each answer starts. */
function answerMarks(answerText: string): Mark[] {
  const marks: Mark[] = [];
  for (let at = 0; at < answerText.length; at += 1) {
    const char = answerText[at];
    if (char === '\\') at += 1;
    else if (char === '~' || char === '=') marks.push({ at, char });
  }
  return marks;
}

/** `3.14:0.01`, `1..2` or `3.14`: value and absolute tolerance. */
function numericSpec(spec: string, report: (message: string) => void): { value: number; tolerance: number } | null {
  const text = spec.trim();
  const range = text.indexOf('..');
  const colon = text.indexOf(':');
  const parts = range !== -1 ? [text.slice(0, range), text.slice(range + 2)] : colon !== -1 ? [text.slice(0, colon), text.slice(colon + 1)] : [text];
  const numbers = parts.map(parseNumber);
  const bad = parts.find((_, index) => numbers[index] === null);
  if (bad !== undefined) {
    report(`Malformed GIFT: "${bad.trim()}" is not a number; a numerical answer is written {#3.14:0.01} or {#1..2}.`);
    return null;
  }
  const [first = 0, second = 0] = numbers as number[];
  if (range === -1) return { value: first, tolerance: colon === -1 ? 0 : second };
  if (second < first) {
    report(`Malformed GIFT: the range ${text} ends below its start.`);
    return null;
  }
  return { value: (first + second) / 2, tolerance: (second - first) / 2 };
}

/** A numerical answer block after its `#`: one answer, or several `=` ones of which the first earning 100 % is kept. */
function readNumeric(rest: string, report: (message: string) => void): Record<string, unknown> & { type: 'numeric' } | null {
  const marks = answerMarks(rest).filter((mark) => mark.char === '=');
  if (marks.length === 0) {
    const spec = numericSpec(cutFeedback(rest), report);
    return spec && { type: 'numeric', ...spec };
  }
  if (rest.slice(0, marks[0]?.at).trim() !== '') report('Malformed GIFT: text before the first numerical answer; each one starts with =.');
  for (const [index, mark] of marks.entries()) {
    let entry = rest.slice(mark.at + 1, marks[index + 1]?.at);
    const weight = WEIGHT.exec(entry);
    if (weight) entry = entry.slice(weight[0].length);
    if (weight && Number(weight[1]) !== 100) continue;
    const spec = numericSpec(cutFeedback(entry), report);
    return spec && { type: 'numeric', ...spec };
  }
  report('Missing answer: no numerical answer earns 100 %; mark one with = and no weight.');
  return null;
}

/** `=prompt -> answer` pairs; `= -> answer` (no prompt) is a distractor, as in Moodle. */
function readMatching(answerText: string, marks: readonly Mark[], report: (at: number, message: string) => void) {
  const pairs: { prompt: string; answer: string }[] = [];
  const distractors: string[] = [];
  marks.forEach((mark, index) => {
    const entry = answerText.slice(mark.at + 1, marks[index + 1]?.at);
    const arrow = entry.indexOf('->');
    if (arrow === -1) {
      report(mark.at, 'Malformed GIFT: a matching pair is written =prompt -> answer.');
      return;
    }
    const prompt = cleanText(entry.slice(0, arrow));
    const answer = cleanText(entry.slice(arrow + 2));
    if (prompt === '') distractors.push(answer);
    else pairs.push({ prompt, answer });
  });
  return { type: 'matching', pairs, distractors };
}

/** A text as stored: trimmed, without its format marker, escapes undone. */
function cleanText(raw: string): string {
  return unescapeGift(raw.trim().replace(FORMAT_MARKER, '')).trim();
}

/**
 * The `[tag:name]`s of a comment line. Scanned, not matched with `\[tag:([^\]]*)\]`: that pattern
 * reads on to the line's end from every unclosed `[tag:`, quadratic in the line.
 */
function commentTags({ text, line }: SourceLine, tags: DraftTag[], open = '[tag:'): void {
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
  // Our own `// [qm:…]` comments keep what GIFT has no syntax for (typed-fields.ts).
  const settings: DraftTag[] = [];
  const content: SourceLine[] = [];
  for (const source of block) {
    if (!source.text.startsWith('//')) content.push(source);
    else {
      commentTags(source, tags);
      commentTags(source, settings, `[${SETTINGS_PREFIX}`);
    }
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
  const before = text.slice(start, open);
  const after = text.slice(close + 1);
  const hasAfter = after.trim() !== '';
  const body = answerText.trim();
  const base = { line: first.line, explanation, tags, options: [], answers: [] };
  const meta = readSettings(settings.map((setting) => setting.text));
  for (const token of meta.unknown) report(first.line, `Unknown setting: [${SETTINGS_PREFIX}${token}] is not one of ours.`);
  const unsupported = (message: string) => report(first.line, `Unsupported question: ${message}`);
  // A question marked [plain] is text about HTML (our export marks such a question so).
  const inBefore = imgTagAt(before);
  const picture = /^\[plain\]/i.test(before.trim()) ? -1 : inBefore !== -1 ? start + inBefore : imgTagAt(after) === -1 ? -1 : close + 1 + imgTagAt(after);
  if (picture !== -1) {
    report(lineAt(picture), 'Unsupported image: images in GIFT are not imported; take the <img> out of the file, then add the image in the editor after the import.');
  }
  const answerLine = (mark: number) => lineAt(open + 1 + mark);
  const blankQuestion = () => cleanText(`${before}_____${after}`);
  // Text after the answers: Moodle puts _____ where they were (a blank, for choice and short answers).
  const stem = () => (hasAfter ? blankQuestion() : cleanText(before));

  // Moodle's order (qformat_gift): essay, numerical, multiple choice (~), matching (= and ->), true/false, short answer.
  if (body === '') {
    unsupported('GIFT essay questions ({}) are not supported.');
    return;
  }
  if (body.startsWith('#')) {
    const typed = readNumeric(body.slice(1), (message) => report(first.line, message));
    if (typed) out.question({ ...base, question: stem(), typed: { ...typed, ...numericSettings(meta) } });
    return;
  }
  const marks = answerMarks(answerText);
  const lead = answerText.slice(0, marks[0]?.at);
  const isTrueFalse = TRUE_FALSE_WORDS.has(unescapeGift(cutFeedback(body)).trim().toUpperCase()) && marks.length === 0;
  if (!isTrueFalse && lead.trim() !== '') {
    report(lineAt(open + 1 + lead.search(/\S/)), 'Malformed GIFT: text before the first answer; each answer starts with = (right) or ~ (wrong).');
  }
  const choice = marks.some((mark) => mark.char === '~');
  const blankTemplate = () => cleanText(`${before}{{1}}${after}`);

  if (!choice && marks.length > 0 && findUnescaped(answerText, '->') !== -1) {
    out.question({ ...base, question: stem(), typed: readMatching(answerText, marks, (at, message) => report(answerLine(at), message)) });
    return;
  }
  if (isTrueFalse) {
    const right = unescapeGift(cutFeedback(body)).trim().toUpperCase().startsWith('T') ? 1 : 2;
    out.question({ ...base, question: stem(), type: 'true-false', options: trueFalseOptions(first.line), answers: [right] });
    return;
  }
  if (!choice) {
    const accepted = marks.map((mark, index) => {
      let entry = answerText.slice(mark.at + 1, marks[index + 1]?.at);
      const weight = WEIGHT.exec(entry);
      if (weight) entry = entry.slice(weight[0].length);
      return { text: cleanText(cutFeedback(entry)), credit: weight ? Math.round(Number(weight[1])) : 100 };
    });
    const rules = textRules(meta);
    if (hasAfter) {
      out.question({ ...base, question: blankQuestion(), typed: { type: 'fill-blanks', text: blankTemplate(), blanks: [{ accepted, ...rules }] } });
    } else out.question({ ...base, question: cleanText(before), typed: { type: 'short-answer', accepted, ...rules } });
    return;
  }

  const options: DraftOption[] = [];
  const answers: number[] = [];
  let weighted = false;
  for (const [index, mark] of marks.entries()) {
    let entry = answerText.slice(mark.at + 1, marks[index + 1]?.at);
    let right = mark.char === '=';
    // Moodle reads a weight after ~ only; `=` is a right answer with all the points.
    const weight = right ? null : WEIGHT.exec(entry);
    if (weight) {
      right = Number(weight[1]) > 0;
      weighted ||= right;
      entry = entry.slice(weight[0].length);
    }
    // `#feedback` for one answer: not stored.
    options.push({ text: cleanText(cutFeedback(entry)), line: answerLine(mark.at), label: `option ${String(options.length + 1)}` });
    if (right) answers.push(options.length);
  }
  if (answers.length === 0) {
    report(first.line, 'Missing answer: no answer is marked right; mark it with = or give it a positive weight such as ~%50%.');
  }
  if (hasAfter) {
    // Text after the answers makes a "missing word" question, as in Moodle: a blank to choose for.
    if (answers.length > 1) report(first.line, `Too many answers: ${String(answers.length)}, a missing-word blank has one right choice.`);
    const blank = { choices: options.map((option) => option.text), answer: (answers[0] ?? 1) - 1 };
    out.question({ ...base, question: blankQuestion(), typed: { type: 'fill-blanks', text: blankTemplate(), blanks: [blank] } });
    return;
  }
  out.question({ ...base, question: cleanText(before), options, answers, type: weighted ? 'multiple' : 'single' });
}

/**
 * Where a question's text has an HTML picture (`<img … src=…>`, which Moodle's GIFT shows), or -1.
 * We do not import images (ADR 0037); `<img>` without a src is text about HTML. Linear: each tag
 * is looked at up to its end, at most 1000 characters.
 */
export function imgTagAt(text: string): number {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf('<img'); at !== -1; at = lower.indexOf('<img', at + 4)) {
    // The tag ends at its > (or where another tag opens): the tags looked at do not overlap.
    const ends = [lower.indexOf('>', at), lower.indexOf('<', at + 1), at + 1000].filter((end) => end !== -1);
    const tag = lower.slice(at, Math.min(...ends));
    // GIFT escapes = as \=.
    if (/^<img\s/.test(tag) && /\ssrc\s*\\?=/.test(tag)) return at;
  }
  return -1;
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

/**
 * A fill-in-the-blanks blank written in GIFT's answer syntax, as our CSV template's `blank N`
 * cells hold it: `=Paris =%50%paris` (a text blank) or `=right ~wrong ~wrong` (a choice blank).
 */
export function readBlankCell(cell: string, report: (message: string) => void): Record<string, unknown> {
  const marks = answerMarks(cell);
  if (marks.length === 0 || cell.slice(0, marks[0]?.at).trim() !== '') {
    report('Malformed blank: write its answers as =answer =%50%other, or its choices as =right ~wrong ~wrong.');
  }
  const entries = marks.map((mark, index) => ({ mark, entry: cell.slice(mark.at + 1, marks[index + 1]?.at) }));
  if (marks.some((mark) => mark.char === '~')) {
    const rights = entries.flatMap(({ mark }, index) => (mark.char === '=' ? [index] : []));
    if (rights.length !== 1) report(`Malformed blank: a choice blank has one right choice (=), this one has ${String(rights.length)}.`);
    // As in a GIFT question: a weight is read after ~ only.
    return { choices: entries.map(({ mark, entry }) => cleanText(mark.char === '~' ? entry.replace(WEIGHT, '') : entry)), answer: rights[0] ?? 0 };
  }
  return {
    accepted: entries.map(({ entry }) => {
      const weight = WEIGHT.exec(entry);
      return { text: cleanText(weight ? entry.slice(weight[0].length) : entry), credit: weight ? Math.round(Number(weight[1])) : 100 };
    }),
  };
}

/** A text written so that cleanText reads it back unchanged. */
function giftText(text: string, isQuestion = false): string {
  const escaped = escapeGift(text);
  // A leading [html] would be read as a format marker, and a question's leading // as a comment.
  // A question with an <img …src> tag in its text is marked [plain] too: the reader reports other ones as pictures.
  return FORMAT_MARKER.test(escaped) || (isQuestion && (escaped.startsWith('//') || imgTagAt(escaped) !== -1)) ? `[plain]${escaped}` : escaped;
}

/** Each right answer's share of 100, as a weight Moodle accepts. */
function rightWeight(count: number): string {
  const share = 100 / Math.max(1, count);
  return String(MOODLE_WEIGHTS.find((weight) => Math.abs(weight - share) < 0.0001) ?? Number(share.toFixed(5)));
}

function tagLines(question: AnyPortableQuestion): string[] {
  const lines: string[] = [];
  if (question.tags.length > 0) lines.push(`// ${question.tags.map((tag) => `[tag:${tag}]`).join(' ')}`);
  if (isTypedPortable(question)) {
    const tokens = settingsTokens(question.typed);
    if (tokens.length > 0) lines.push(`// ${tokens.map((token) => `[${SETTINGS_PREFIX}${token}]`).join(' ')}`);
  }
  return lines;
}

const explanationLine = (question: AnyPortableQuestion) => (question.explanation === '' ? [] : [`\t####${giftText(question.explanation)}`]);

function choiceQuestion(question: PortableQuestion): string {
  const lines = tagLines(question);
  if (question.type === 'true-false') {
    lines.push(`${giftText(question.question, true)} {${question.answers[0] === 1 ? 'TRUE' : 'FALSE'}`, ...explanationLine(question), '}');
    return lines.join('\n');
  }
  lines.push(`${giftText(question.question, true)} {`);
  const single = question.type === 'single' || (question.type === undefined && question.answers.length === 1);
  const weight = rightWeight(question.answers.length);
  question.options.forEach((option, index) => {
    const right = question.answers.includes(index + 1);
    const text = giftText(option);
    // An explicit weight keeps a text that starts with % from being read as one.
    if (single) lines.push(right ? `\t=${text}` : `\t~${text.startsWith('%') ? '%0%' : ''}${text}`);
    else lines.push(`\t~%${right ? weight : '-100'}%${text}`);
  });
  lines.push(...explanationLine(question), '}');
  return lines.join('\n');
}

/** Accepted answers as `=text` and `=%50%text` (a text that starts with % gets its weight written). */
const acceptedLines = (accepted: readonly { text: string; credit: number }[]) =>
  accepted.map(({ text, credit }) => {
    const written = giftText(text);
    return `\t=${credit !== 100 || written.startsWith('%') ? `%${String(credit)}%` : ''}${written}`;
  });

const choiceLines = (choices: readonly string[], answer: number) =>
  choices.map((choice, index) => {
    const text = giftText(choice);
    return index === answer ? `\t=${text}` : `\t~${text.startsWith('%') ? '%0%' : ''}${text}`;
  });

/** The `blank N` cell of a blank (readBlankCell reads it back). */
export const writeBlankCell = (blank: BlankInput) =>
  ('accepted' in blank ? acceptedLines(blank.accepted) : choiceLines(blank.choices, blank.answer)).map((line) => line.slice(1)).join(' ');

/** The GIFT of a typed question, or why GIFT cannot hold it. */
function typedQuestion(question: AnyPortableQuestion & { typed: TypedQuestionFields }): string | { problem: string } {
  const { typed } = question;
  const head = (open: string) => [...tagLines(question), `${giftText(question.question, true)} ${open}`];
  switch (typed.type) {
    case 'short-answer':
      if (typed.accepted.some((answer) => answer.text.includes('->'))) return { problem: 'GIFT reads an answer holding -> as a matching pair.' };
      return [...head('{'), ...acceptedLines(typed.accepted), ...explanationLine(question), '}'].join('\n');
    case 'numeric':
      return [...head(`{#${String(typed.value)}:${String(typed.tolerance)}`), ...explanationLine(question), '}'].join('\n');
    case 'matching': {
      if (typed.pairs.some((pair) => pair.prompt.includes('->'))) return { problem: 'GIFT ends a matching prompt at its first ->.' };
      const pairs = typed.pairs.map((pair) => `\t=${giftText(pair.prompt)} -> ${giftText(pair.answer)}`);
      const distractors = typed.distractors.map((answer) => `\t= -> ${giftText(answer)}`);
      return [...head('{'), ...pairs, ...distractors, ...explanationLine(question), '}'].join('\n');
    }
    case 'fill-blanks': {
      const [blank, ...more] = typed.blanks;
      if (!blank || more.length > 0) return { problem: `GIFT holds one blank per question (a missing word), this one has ${String(typed.blanks.length)}.` };
      const marker = typed.text.indexOf('{{1}}');
      const before = typed.text.slice(0, marker);
      const after = typed.text.slice(marker + '{{1}}'.length);
      if (after.trim() === '') return { problem: 'GIFT reads a blank at the end of the text as a short-answer question; put text after it.' };
      let answers: string[];
      if ('accepted' in blank) {
        if (blank.accepted.some((answer) => answer.text.includes('->'))) return { problem: 'GIFT reads an answer holding -> as a matching pair.' };
        answers = acceptedLines(blank.accepted);
      } else {
        answers = choiceLines(blank.choices, blank.answer);
      }
      return [...tagLines(question), `${giftText(before, true)}{`, ...answers, ...explanationLine(question), `}${escapeGift(after)}`].join('\n');
    }
    case 'ordering':
      return { problem: 'GIFT has no ordering questions; export them as Moodle XML or CSV.' };
  }
}

/**
 * Writes every type GIFT has: several right answers become Moodle weights; settings GIFT has no
 * syntax for go in a `// [qm:…]` comment. Ordering (GIFT has none) and fill-in-the-blanks with
 * more than one blank are left out with a problem each.
 */
export function writeGift(questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const blocks: string[] = [];
  questions.forEach((question, index) => {
    const written = isTypedPortable(question) ? typedQuestion(question) : choiceQuestion(question);
    if (typeof written === 'string') blocks.push(written);
    else problems.push({ line: 0, message: `Question ${String(index + 1)}: ${written.problem}` });
  });
  return { text: blocks.map((block) => `${block}\n`).join('\n'), problems };
}
