/**
 * A quiz's Result Sheet as CSV: one implementation for the function that streams the export
 * (GET /api/v1/quiz-results/{quizId}/csv) and for the web app.
 */
import { csvCell } from './csv-cell';

/** Player names are free text: every cell goes through the shared, defusing csvCell. */
export { csvCell };

/** One row of a quiz's Result Sheet. */
export interface ResultRow {
  userName: string;
  userEmail: string;
  marks: number;
  grade: string;
  submittedAt: Date;
}

export const RESULT_SHEET_HEADER = ['#', 'Name', 'Email', 'Marks', 'Grade', 'Submitted'] as const;

/** Line end of every CSV line: CRLF, what RFC 4180 and spreadsheets expect. */
const CRLF = '\r\n';

/** The header line, with its line end. */
export function resultSheetCsvHeader(): string {
  return `${RESULT_SHEET_HEADER.map(csvCell).join(',')}${CRLF}`;
}

/** One result as a CSV line with its line end; `number` is its place in the sheet (1 for the first). */
export function resultSheetCsvLine(row: ResultRow, number: number): string {
  return `${[number, row.userName, row.userEmail, row.marks, row.grade, row.submittedAt.toISOString()].map(csvCell).join(',')}${CRLF}`;
}

/** The Result Sheet as CSV, rows in the order given. */
export function resultSheetCsv(rows: readonly ResultRow[]): string {
  return resultSheetCsvHeader() + rows.map((row, index) => resultSheetCsvLine(row, index + 1)).join('');
}

/**
 * First cell of the line a streamed export ends with when it fails part-way. Rows start with
 * their number and the header with `#,`, so no other line starts like this.
 */
export const EXPORT_FAILED_MARK = '#export-failed';

/** The last line of an export that failed after `rowsWritten` rows: says so in the file itself. */
export function resultSheetCsvFailureLine(rowsWritten: number): string {
  const message = `The export stopped after ${rowsWritten} rows because of an error on the server. This file is incomplete: download it again.`;
  return `${EXPORT_FAILED_MARK},${csvCell(message)}${CRLF}`;
}

/**
 * Counts the lines of a CSV read chunk by chunk (line breaks inside quoted cells are part of
 * their cell), and notices an export's failure line. `rows` leaves the header out.
 */
export class CsvLineCounter {
  lines = 0;
  failed = false;
  private inQuotes = false;
  private lineStart = '';

  get rows(): number {
    return Math.max(0, this.lines - 1);
  }

  push(chunk: string): void {
    for (const char of chunk) {
      if (this.lineStart.length <= EXPORT_FAILED_MARK.length) this.lineStart += char;
      if (char === '"') {
        this.inQuotes = !this.inQuotes;
      } else if (char === '\n' && !this.inQuotes) {
        if (this.lineStart.startsWith(`${EXPORT_FAILED_MARK},`)) this.failed = true;
        else this.lines += 1;
        this.lineStart = '';
      }
    }
  }
}

/** A file name from the quiz name: 'World Capitals!' -> 'world-capitals-results.csv'. */
export function resultSheetFileName(quizName: string): string {
  const slug = quizName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'quiz'}-results.csv`;
}
