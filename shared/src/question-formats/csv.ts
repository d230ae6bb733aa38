import { csvCell, undoFormulaGuard } from '../csv-cell';
import { QUIZ_LIMITS } from '../quiz-authoring';
import type { DraftOption, DraftQuestion, FormatReader, ImportProblem, PortableQuestion, Report } from './validate';

/**
 * Our CSV template (docs/API.md, "Question import and export formats"): a header line naming the columns, then one question
 * per row. RFC 4180 quoting; columns found by name, so a file may leave out trailing option
 * columns and the optional `explanation` and `tags`. Records end at CR and LF only, as in
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
const REQUIRED_COLUMNS = ['question', 'option 1', 'option 2', 'answers'];
const CRLF = '\r\n';

interface CsvRecord {
  line: number;
  cells: string[];
}

type Column =
  | { kind: 'question' | 'answers' | 'explanation' | 'tags' | 'unnamed' }
  | { kind: 'option'; number: number };

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
  if (normalized === 'question' || normalized === 'answers' || normalized === 'explanation' || normalized === 'tags') return { kind: normalized };
  const option = /^option ?(\d+)$/.exec(normalized);
  if (option) return { kind: 'option', number: Number(option[1]) };
  return null;
}

/**
 * A cell's text: trimmed, and the apostrophe that export (csvCell) puts before formula-like text
 * taken away again, so an exported file imports unchanged.
 */
function cellText(cell: string | undefined): string {
  return undoFormulaGuard((cell ?? '').trim());
}

const COLUMN_LIST = 'question, option 1 to option 10, answers, explanation and tags';

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
    if (column.kind === 'option' && (column.number < 1 || column.number > OPTION_COLUMNS)) {
      report(`Unknown column "${name}" in the header: options are numbered 1 to ${String(OPTION_COLUMNS)}.`);
      return undefined;
    }
    const key = column.kind === 'option' ? `option ${String(column.number)}` : column.kind;
    if (seen.has(key)) {
      report(`Duplicate column "${key}" in the header.`);
      return undefined;
    }
    seen.add(key);
    return column;
  });
  const missing = REQUIRED_COLUMNS.filter((name) => !seen.has(name));
  for (const name of missing) report(`Missing column "${name}" in the header.`);
  return missing.length > 0 ? null : usable;
}

/** Splits a cell of answers or tags: `;` or `,` between the items, empty items skipped. */
const splitList = (cell: string) =>
  cell
    .split(/[;,]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

function readRow(record: CsvRecord, columns: readonly (Column | undefined)[], reportAt: Report): DraftQuestion {
  const { line } = record;
  const report = (message: string) => reportAt(line, message);
  const draft: DraftQuestion = { line, question: '', options: [], answers: [], explanation: '', tags: [] };
  const optionCells = new Map<number, string>();
  let answersCell = '';
  record.cells.forEach((cell, index) => {
    const column = columns[index];
    const text = cellText(cell);
    if (index >= columns.length) {
      if (text !== '') report(`Malformed CSV: cell ${String(index + 1)} of this row has no column in the header.`);
      return;
    }
    if (!column) return;
    switch (column.kind) {
      case 'question':
        draft.question = text;
        break;
      case 'option':
        optionCells.set(column.number, text);
        break;
      case 'answers':
        answersCell = text;
        break;
      case 'explanation':
        draft.explanation = text;
        break;
      case 'tags':
        draft.tags = splitList(text).map((tag) => ({ text: tag, line }));
        break;
      case 'unnamed':
        if (text !== '') report(`Malformed CSV: cell ${String(index + 1)} of this row is under a header cell without a name.`);
        break;
    }
  });
  for (const column of columns) if (column?.kind === 'option' && !optionCells.has(column.number)) optionCells.set(column.number, '');

  // Empty option cells are skipped: the options that are left keep their order.
  const positionByColumn = new Map<number, number>();
  for (const [number, text] of [...optionCells].sort(([a], [b]) => a - b)) {
    if (text === '') continue;
    const option: DraftOption = { text, line, label: `option ${String(number)}` };
    draft.options.push(option);
    positionByColumn.set(number, draft.options.length);
  }

  const answers = splitList(answersCell);
  for (const answer of answers) {
    const number = /^\d+$/.test(answer) ? Number(answer) : NaN;
    const position = positionByColumn.get(number);
    if (position !== undefined) {
      if (!draft.answers.includes(position)) draft.answers.push(position);
    } else {
      if (Number.isNaN(number)) report(`Answer not among the options: "${answer}" is not an option number (write e.g. 1;3).`);
      else if (optionCells.has(number)) report(`Answer not among the options: answer ${answer} points at option ${String(number)}, which is empty.`);
      else report(`Answer not among the options: answer ${answer}, but there is no "option ${String(number)}" column.`);
    }
  }
  if (answers.length === 0) report('Missing answer: the answers cell is empty; give the right option numbers, e.g. 2 or 1;3.');
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

export function writeCsv(questions: readonly PortableQuestion[]): { text: string; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const lines = [CSV_HEADER.join(',')];
  questions.forEach((question, index) => {
    if (question.options.length > OPTION_COLUMNS) {
      problems.push({
        line: 0,
        message: `Question ${String(index + 1)}: the CSV template has ${String(OPTION_COLUMNS)} option columns, this question has ${String(question.options.length)} options.`,
      });
      return;
    }
    const options = Array.from({ length: OPTION_COLUMNS }, (_, option) => question.options[option] ?? '');
    const cells = [question.question, ...options, question.answers.join(';'), question.explanation, question.tags.join(';')];
    // csvCell defuses formulas for spreadsheets in a way cellText undoes exactly.
    lines.push(cells.map(csvCell).join(','));
  });
  return { text: lines.map((line) => line + CRLF).join(''), problems };
}
