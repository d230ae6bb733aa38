import { csvCell, undoFormulaGuard } from '../csv-cell';
import { IMAGE_ID_PATTERN, IMAGE_LIMITS } from '../question-images';
import type { TypedQuestionFields } from '../question-types/input';
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, TRUE_FALSE_OPTIONS, TYPE_LIMITS, type QuestionType } from '../question-types/limits';
import { QUIZ_LIMITS } from '../quiz-authoring';
import { readBlankCell, writeBlankCell } from './gift';
import { numericSettings, parseNumber, readSettings, settingsTokens, textRules } from './typed-fields';
import { isTypedPortable } from './validate';
import type { AnyPortableQuestion, DraftOption, DraftQuestion, FormatReader, ImportProblem, PortableImage, Report } from './validate';

/**
 * Our CSV template (docs/API.md, "Question import and export formats"): a header line naming the columns, then one question
 * per row. RFC 4180 quoting; columns found by name, so a file may leave out trailing option
 * columns and the optional `explanation` and `tags`. Images go by reference (ADR 0037): `image` and
 * `image alt`, `option N image` and `option N image alt` hold an uploaded image's id and its alt
 * text, so a file is lossless within one project. Records end at CR and LF only, as in
 * spreadsheets: other line terminators (U+2028…) are text in a cell. A scanner, not patterns,
 * reads the records, so reading ends in time linear in the file (tests in adversarial.test.ts).
 */

const OPTION_COLUMNS = QUIZ_LIMITS.options.max;
export const CSV_HEADER = [
  'question',
  ...Array.from({ length: OPTION_COLUMNS }, (_, index) => `option ${String(index + 1)}`),
  'answers',
  'explanation',
  'tags',
] as const;
const numbered = (name: string, count: number) => Array.from({ length: count }, (_, index) => `${name} ${String(index + 1)}`);
/** Each option's column, with its image's columns after it (ADR 0037). */
const optionColumns = Array.from({ length: OPTION_COLUMNS }, (_, index) => {
  const option = `option ${String(index + 1)}`;
  return [option, `${option} image`, `${option} image alt`];
}).flat();

/**
 * The template with every type's columns (docs/API.md): `type` names the question's type
 * (empty: single or multiple as the answers say); each type reads its own columns.
 */
export const CSV_TYPED_HEADER = [
  'question',
  'image',
  'image alt',
  'type',
  ...optionColumns,
  'answers',
  'credits',
  ...numbered('match', TYPE_LIMITS.matching.max),
  ...numbered('distractor', TYPE_LIMITS.distractors),
  'value',
  'tolerance',
  'text',
  ...numbered('blank', TYPE_LIMITS.blanks.max),
  'settings',
  'explanation',
  'tags',
] as const;
/** Without a type column every row is a choice question, which needs these. */
const REQUIRED_COLUMNS = ['question', 'option 1', 'option 2', 'answers'];
const NUMBERED_COLUMNS = {
  option: OPTION_COLUMNS,
  'option image': OPTION_COLUMNS,
  'option image alt': OPTION_COLUMNS,
  match: TYPE_LIMITS.matching.max,
  distractor: TYPE_LIMITS.distractors,
  blank: TYPE_LIMITS.blanks.max,
} as const;
type NumberedKind = keyof typeof NUMBERED_COLUMNS;
const NAMED_COLUMNS = ['question', 'image', 'image alt', 'answers', 'explanation', 'tags', 'type', 'credits', 'value', 'tolerance', 'text', 'settings'] as const;
type NamedKind = (typeof NAMED_COLUMNS)[number];
const CRLF = '\r\n';

interface CsvRecord {
  line: number;
  cells: string[];
}

type Column = { kind: NamedKind | 'unnamed' } | { kind: NumberedKind; number: number };

/** A numbered column's name: `option 3`, and `option 3 image` / `option 3 image alt` for its image. */
const numberedName = (kind: NumberedKind, number: number) =>
  kind.startsWith('option ') ? `option ${String(number)}${kind.slice('option'.length)}` : `${kind} ${String(number)}`;

const isLineEnd = (char: string | undefined) => char === '\n' || char === '\r';

/**
 * RFC 4180 records, each with the line it starts on, one at a time (a file of a million short
 * rows is never held as records at once). Line breaks inside quoted cells become \n.
 */
function* readRecords(text: string, report: Report): Generator<CsvRecord> {
  let line = 1;
  let at = 0;
  /** Steps over one line end (CRLF counts once). */
  const skipLineEnd = () => {
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    line += 1;
  };
  const readPlain = () => {
    const start = at;
    while (at < text.length && text[at] !== ',' && !isLineEnd(text[at])) at += 1;
    return text.slice(start, at);
  };

  while (at < text.length) {
    const record: CsvRecord = { line, cells: [] };
    for (;;) {
      let spaces = at;
      while (text[spaces] === ' ' || text[spaces] === '\t') spaces += 1;
      let cell: string;
      if (text[spaces] === '"') {
        const quoteLine = line;
        at = spaces + 1;
        cell = '';
        let closed = false;
        while (at < text.length) {
          const char = text[at] ?? '';
          if (char === '"' && text[at + 1] === '"') {
            cell += '"';
            at += 2;
          } else if (char === '"') {
            closed = true;
            at += 1;
            break;
          } else if (isLineEnd(char)) {
            cell += '\n';
            skipLineEnd();
          } else {
            cell += char;
            at += 1;
          }
        }
        if (!closed) {
          // The rest of the file is inside this cell: nothing after it can be read.
          report(quoteLine, `Malformed CSV: the quoted cell that starts on line ${String(quoteLine)} has no closing quote (").`);
          return;
        }
        while (text[at] === ' ' || text[at] === '\t') at += 1;
        if (at < text.length && text[at] !== ',' && !isLineEnd(text[at])) {
          report(line, 'Malformed CSV: text after the closing quote of a cell; a quote inside a quoted cell is written twice ("").');
          cell += readPlain();
        }
      } else {
        cell = readPlain();
      }
      record.cells.push(cell);
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (at < text.length) skipLineEnd();
      break;
    }
    yield record;
  }
}

function columnOf(name: string): Column | null {
  const normalized = name.replace(/\s+/g, ' ').trim().toLowerCase();
  if (normalized === '') return { kind: 'unnamed' };
  const named = NAMED_COLUMNS.find((name) => name === normalized);
  if (named) return { kind: named };
  const numberedColumn = /^(option|match|distractor|blank) ?(\d+)$/.exec(normalized);
  if (numberedColumn) return { kind: numberedColumn[1] as NumberedKind, number: Number(numberedColumn[2]) };
  const optionImage = /^option ?(\d+) image( alt)?$/.exec(normalized);
  if (optionImage) return { kind: optionImage[2] ? 'option image alt' : 'option image', number: Number(optionImage[1]) };
  return null;
}

/**
 * A cell's text: trimmed, and the apostrophe that export (csvCell) puts before formula-like text
 * taken away again, so an exported file imports unchanged.
 */
function cellText(cell: string | undefined): string {
  return undoFormulaGuard((cell ?? '').trim());
}

const COLUMN_LIST =
  'question, image, image alt, type, option 1 to option 10 (each with option N image and option N image alt), answers, credits, match 1 to match 10, distractor 1 to distractor 5, value, tolerance, text, blank 1 to blank 10, settings, explanation and tags';

/** The header's columns by cell index, or null (with problems) when rows cannot be read by it. */
function readHeader(header: CsvRecord, reportAt: Report): (Column | undefined)[] | null {
  const report = (message: string) => reportAt(header.line, message);
  const columns = header.cells.map(columnOf);
  if (!columns.some((column) => column !== null && column.kind !== 'unnamed')) {
    report(`Missing header: the first line must name the columns, e.g. ${CSV_HEADER.join(',')}.`);
    return null;
  }
  const seen = new Set<string>();
  const usable = columns.map((column, index) => {
    const name = (header.cells[index] ?? '').trim();
    if (column === null) {
      report(`Unknown column "${name}" in the header; the columns are ${COLUMN_LIST}.`);
      return undefined;
    }
    if (column.kind === 'unnamed') return column;
    if ('number' in column && (column.number < 1 || column.number > NUMBERED_COLUMNS[column.kind])) {
      const plural = column.kind === 'match' ? 'matches' : column.kind === 'option image' ? 'option images' : column.kind === 'option image alt' ? 'option image alts' : `${column.kind}s`;
      report(`Unknown column "${name}" in the header: ${plural} are numbered 1 to ${String(NUMBERED_COLUMNS[column.kind])}.`);
      return undefined;
    }
    const key = 'number' in column ? numberedName(column.kind, column.number) : column.kind;
    if (seen.has(key)) {
      report(`Duplicate column "${key}" in the header.`);
      return undefined;
    }
    seen.add(key);
    return column;
  });
  // With a type column, each row's type says which columns it needs (readTyped reports them).
  const missing = (seen.has('type') ? ['question'] : REQUIRED_COLUMNS).filter((name) => !seen.has(name));
  for (const name of missing) report(`Missing column "${name}" in the header.`);
  return missing.length > 0 ? null : usable;
}

/** Splits a cell of answers or tags: `;` or `,` between the items, empty items skipped. */
const splitList = (cell: string) =>
  cell
    .split(/[;,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A row's cells by column name ("question", "option 3", …); cells of unknown columns left out. */
type Cells = Map<string, string>;

function rowCells(record: CsvRecord, columns: readonly (Column | undefined)[], report: (message: string) => void): Cells {
  const cells: Cells = new Map();
  record.cells.forEach((cell, index) => {
    const column = columns[index];
    const text = cellText(cell);
    if (index >= columns.length) {
      if (text !== '') report(`Malformed CSV: cell ${String(index + 1)} of this row has no column in the header.`);
      return;
    }
    if (!column) return;
    if (column.kind === 'unnamed') {
      if (text !== '') report(`Malformed CSV: cell ${String(index + 1)} of this row is under a header cell without a name.`);
      return;
    }
    cells.set('number' in column ? numberedName(column.kind, column.number) : column.kind, text);
  });
  for (const column of columns) {
    if (column && 'number' in column && !cells.has(numberedName(column.kind, column.number))) cells.set(numberedName(column.kind, column.number), '');
  }
  return cells;
}

/** The non-empty cells of a numbered column, in number order, with their numbers. */
const numberedCells = (cells: Cells, kind: NumberedKind) =>
  Array.from({ length: NUMBERED_COLUMNS[kind] }, (_, index) => ({ number: index + 1, text: cells.get(numberedName(kind, index + 1)) ?? '' })).filter(
    (cell) => cell.text !== '',
  );

/** The type cell: our type names, or their labels ("Short answer"); empty is a choice question. */
function typeOf(cell: string, report: (message: string) => void): QuestionType | '' | null {
  const normalized = cell.replace(/\s+/g, ' ').trim().toLowerCase();
  if (normalized === '') return '';
  const type = QUESTION_TYPES.find((name) => name === normalized.replaceAll(' ', '-') || QUESTION_TYPE_LABELS[name].toLowerCase() === normalized);
  if (type) return type;
  report(`Unknown type "${cell}": the types are ${QUESTION_TYPES.join(', ')}.`);
  return null;
}

/**
 * An image by reference (ADR 0037): the id of an image uploaded to this project, in `column`,
 * and its alt text in `column alt`. The server checks that the id is one of its images.
 */
function readImage(cells: Cells, column: string, report: (message: string) => void): PortableImage | undefined {
  const id = cells.get(column) ?? '';
  const alt = cells.get(`${column} alt`) ?? '';
  if (id === '') {
    if (alt !== '') report(`Missing image: "${column} alt" has text, but "${column}" has no image id.`);
    return undefined;
  }
  let ok = true;
  if (!IMAGE_ID_PATTERN.test(id)) {
    report(`Bad image id "${id.slice(0, 40)}" in "${column}": an image id is the 22 letters, digits, - and _ of an image uploaded in the editor.`);
    ok = false;
  }
  if (alt === '') {
    report(`Missing image alt: "${column}" has an image; describe it in "${column} alt" for players who cannot see it.`);
    ok = false;
  } else if (alt.length > IMAGE_LIMITS.alt) {
    report(`Image alt too long: "${column} alt" has ${String(alt.length)} characters, at most ${String(IMAGE_LIMITS.alt)}.`);
    ok = false;
  }
  return ok ? { id, alt } : undefined;
}

/** Option images are for choice options: anything in those columns of another type's row is reported. */
function refuseOptionImages(cells: Cells, what: string, report: (message: string) => void): void {
  for (let number = 1; number <= OPTION_COLUMNS; number += 1) {
    const column = `option ${String(number)} image`;
    if ((cells.get(column) ?? '') !== '' || (cells.get(`${column} alt`) ?? '') !== '') {
      report(`Option images are for single and multiple choice options: "${column}" is not empty in ${what}.`);
    }
  }
}

function readChoices(draft: DraftQuestion, cells: Cells, report: (message: string) => void): void {
  const { line } = draft;
  // Empty option cells are skipped: the options that are left keep their order.
  const positionByColumn = new Map<number, number>();
  for (const { number, text } of numberedCells(cells, 'option')) {
    const image = readImage(cells, `option ${String(number)} image`, report);
    const option: DraftOption = { text, line, label: `option ${String(number)}`, ...(image ? { image } : {}) };
    draft.options.push(option);
    positionByColumn.set(number, draft.options.length);
  }
  for (let number = 1; number <= OPTION_COLUMNS; number += 1) {
    const column = `option ${String(number)} image`;
    if ((cells.get(`option ${String(number)}`) ?? '') === '' && ((cells.get(column) ?? '') !== '' || (cells.get(`${column} alt`) ?? '') !== '')) {
      report(`Missing option: "${column}" has an image, but "option ${String(number)}" has no text.`);
    }
  }
  const answers = splitList(cells.get('answers') ?? '');
  for (const answer of answers) {
    const number = /^\d+$/.test(answer) ? Number(answer) : NaN;
    const position = positionByColumn.get(number);
    if (position !== undefined) {
      if (!draft.answers.includes(position)) draft.answers.push(position);
    } else {
      if (Number.isNaN(number)) report(`Answer not among the options: "${answer}" is not an option number (write e.g. 1;3).`);
      else if (cells.has(`option ${String(number)}`)) report(`Answer not among the options: answer ${answer} points at option ${String(number)}, which is empty.`);
      else report(`Answer not among the options: answer ${answer}, but there is no "option ${String(number)}" column.`);
    }
  }
  if (answers.length === 0) report('Missing answer: the answers cell is empty; give the right option numbers, e.g. 2 or 1;3.');
}

/** A typed question's fields from its row (typedQuestionInputSchema checks them after). */
function readTyped(type: TypedQuestionFields['type'], cells: Cells, report: (message: string) => void): Record<string, unknown> & { type: string } {
  const settings = readSettings(splitList(cells.get('settings') ?? ''));
  for (const token of settings.unknown) report(`Unknown setting "${token}" in the settings cell.`);
  const options = numberedCells(cells, 'option').map((cell) => cell.text);
  switch (type) {
    case 'short-answer': {
      const credits = splitList(cells.get('credits') ?? '');
      const accepted = options.map((text, index) => {
        const credit = credits[index] === undefined ? 100 : parseNumber(credits[index] ?? '');
        if (credit === null) report(`Bad credit "${credits[index] ?? ''}": a credit is a whole number of per cent, e.g. 100;50.`);
        return { text, credit: credit ?? 100 };
      });
      if (credits.length > options.length) report(`Too many credits: ${String(credits.length)} for ${String(options.length)} accepted answers.`);
      return { type, accepted, ...textRules(settings) };
    }
    case 'numeric': {
      const valueCell = cells.get('value') ?? '';
      const value = parseNumber(valueCell);
      if (value === null) report(valueCell === '' ? 'Missing value: a numeric question needs its value in the value column.' : `Bad value "${valueCell}": not a number.`);
      const toleranceCell = cells.get('tolerance') ?? '';
      const tolerance = toleranceCell === '' ? 0 : parseNumber(toleranceCell);
      if (tolerance === null) report(`Bad tolerance "${toleranceCell}": not a number.`);
      return { type, value: value ?? 0, tolerance: tolerance ?? 0, ...numericSettings(settings) };
    }
    case 'ordering':
      return { type, items: options };
    case 'matching': {
      const matches = new Map(numberedCells(cells, 'match').map((cell) => [cell.number, cell.text]));
      const pairs = numberedCells(cells, 'option').map(({ number, text }) => {
        const answer = matches.get(number);
        if (answer === undefined) report(`Missing match: option ${String(number)} has no answer in match ${String(number)}.`);
        return { prompt: text, answer: answer ?? '' };
      });
      for (const number of matches.keys()) if ((cells.get(`option ${String(number)}`) ?? '') === '') report(`Missing prompt: match ${String(number)} has no prompt in option ${String(number)}.`);
      return { type, pairs, distractors: numberedCells(cells, 'distractor').map((cell) => cell.text) };
    }
    case 'fill-blanks': {
      const blanks = numberedCells(cells, 'blank').map(({ number, text }) => {
        const blank = readBlankCell(text, (message) => report(`Blank ${String(number)}: ${message}`));
        const rules = settings.blankRules.get(number);
        return 'accepted' in blank && rules ? { ...blank, ...textRules(rules) } : blank;
      });
      return { type, text: cells.get('text') ?? '', blanks };
    }
  }
}

function readRow(record: CsvRecord, columns: readonly (Column | undefined)[], reportAt: Report): DraftQuestion {
  const { line } = record;
  const report = (message: string) => reportAt(line, message);
  const cells = rowCells(record, columns, report);
  const draft: DraftQuestion = {
    line,
    question: cells.get('question') ?? '',
    options: [],
    answers: [],
    explanation: cells.get('explanation') ?? '',
    tags: splitList(cells.get('tags') ?? '').map((tag) => ({ text: tag, line })),
  };
  const image = readImage(cells, 'image', report);
  if (image) draft.image = image;
  const type = typeOf(cells.get('type') ?? '', report);
  if (type === null) return { ...draft, unreadable: true };
  if (type !== '' && type !== 'single' && type !== 'multiple') refuseOptionImages(cells, `this ${QUESTION_TYPE_LABELS[type].toLowerCase()} question`, report);
  if (type === 'true-false') {
    draft.type = type;
    draft.options = TRUE_FALSE_OPTIONS.map((option) => ({ text: option.option, line, label: `option ${String(option.id)}` }));
    const answer = (cells.get('answers') ?? '').trim().toLowerCase();
    if (['true', 't', '1'].includes(answer)) draft.answers = [1];
    else if (['false', 'f', '2'].includes(answer)) draft.answers = [2];
    else report('Missing answer: a true-false question has true or false in its answers cell.');
  } else if (type === '' || type === 'single' || type === 'multiple') {
    if (type !== '') draft.type = type;
    readChoices(draft, cells, report);
  } else draft.typed = readTyped(type, cells, report);
  return draft;
}

export const readCsv: FormatReader = (text, out) => {
  /** undefined until the header is read; null when rows cannot be read by it (the records are still read for their syntax problems). */
  let columns: (Column | undefined)[] | null | undefined;
  for (const record of readRecords(text, out.report)) {
    if (!record.cells.some((cell) => cell.trim() !== '')) continue;
    if (columns === undefined) columns = readHeader(record, out.report);
    else if (columns !== null) out.question(readRow(record, columns, out.report));
  }
};

/** The cells a question fills, by column name. */
function cellsOf(question: AnyPortableQuestion): Cells {
  const cells: Cells = new Map([
    ['question', question.question],
    ['explanation', question.explanation],
    ['tags', question.tags.join(';')],
  ]);
  if (question.image) {
    cells.set('image', question.image.id);
    cells.set('image alt', question.image.alt);
  }
  const list = (kind: NumberedKind, texts: readonly string[]) => texts.forEach((text, index) => cells.set(`${kind} ${String(index + 1)}`, text));
  if (!isTypedPortable(question)) {
    if (question.type === 'true-false') {
      cells.set('type', question.type);
      cells.set('answers', question.answers[0] === 1 ? 'true' : 'false');
      return cells;
    }
    if (question.type) cells.set('type', question.type);
    list('option', question.options);
    question.optionImages?.forEach((image, index) => {
      if (!image) return;
      cells.set(`option ${String(index + 1)} image`, image.id);
      cells.set(`option ${String(index + 1)} image alt`, image.alt);
    });
    cells.set('answers', question.answers.join(';'));
    return cells;
  }
  const { typed } = question;
  cells.set('type', typed.type);
  const settings = settingsTokens(typed);
  switch (typed.type) {
    case 'short-answer':
      list('option', typed.accepted.map((answer) => answer.text));
      if (typed.accepted.some((answer) => answer.credit !== 100)) cells.set('credits', typed.accepted.map((answer) => String(answer.credit)).join(';'));
      break;
    case 'numeric':
      cells.set('value', String(typed.value));
      cells.set('tolerance', String(typed.tolerance));
      break;
    case 'ordering':
      list('option', typed.items);
      break;
    case 'matching':
      list('option', typed.pairs.map((pair) => pair.prompt));
      list('match', typed.pairs.map((pair) => pair.answer));
      list('distractor', typed.distractors);
      break;
    case 'fill-blanks':
      cells.set('text', typed.text);
      list('blank', typed.blanks.map(writeBlankCell));
      settings.length = 0;
      typed.blanks.forEach((blank, index) => {
        if ('accepted' in blank) settings.push(...settingsTokens({ type: 'short-answer', ...blank }).map((token) => `blank-${String(index + 1)}-${token}`));
      });
      break;
  }
  if (settings.length > 0) cells.set('settings', settings.join(';'));
  return cells;
}

/**
 * Writes the template: today's columns for choice questions, and the columns of the other types
 * (in CSV_TYPED_HEADER's order) only when a question fills them, so a file of choice questions
 * is the plain template.
 */
export function writeCsv(questions: readonly AnyPortableQuestion[]): { text: string; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const rows: Cells[] = [];
  questions.forEach((question, index) => {
    const options = isTypedPortable(question) ? 0 : question.options.length;
    if (options > OPTION_COLUMNS) {
      problems.push({
        line: 0,
        message: `Question ${String(index + 1)}: the CSV template has ${String(OPTION_COLUMNS)} option columns, this question has ${String(options)} options.`,
      });
      return;
    }
    rows.push(cellsOf(question));
  });
  const used = new Set(rows.flatMap((cells) => [...cells].filter(([, text]) => text !== '').map(([name]) => name)));
  const header = CSV_TYPED_HEADER.filter((name) => (CSV_HEADER as readonly string[]).includes(name) || used.has(name));
  const lines = [header.join(',')];
  // csvCell defuses formulas for spreadsheets in a way cellText undoes exactly.
  for (const cells of rows) lines.push(header.map((name) => csvCell(cells.get(name) ?? '')).join(','));
  return { text: lines.map((line) => line + CRLF).join(''), problems };
}
