/** One row of a quiz's Result Sheet. */
export interface ResultRow {
  userName: string;
  userEmail: string;
  marks: number;
  grade: string;
  submittedAt: Date;
}

export const RESULT_SHEET_HEADER = ['#', 'Name', 'Email', 'Marks', 'Grade', 'Submitted'] as const;

/**
 * A cell as RFC 4180 wants it (quoted when it holds a comma, quote or line break), and defused
 * for spreadsheets: text starting with = + - @ or a tab/CR would run as a formula, so it gets a
 * leading apostrophe. Player names are free text, so this matters.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The Result Sheet as CSV, rows in the order given, CRLF line ends (what spreadsheets expect).
 * `firstRow` numbers the rows as the page on screen does (26 for the second page).
 */
export function resultSheetCsv(rows: readonly ResultRow[], firstRow = 1): string {
  const lines = [
    RESULT_SHEET_HEADER.map(csvCell),
    ...rows.map((row, index) =>
      [firstRow + index, row.userName, row.userEmail, row.marks, row.grade, row.submittedAt.toISOString()].map(csvCell),
    ),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/**
 * A file name from the quiz name: 'World Capitals!' -> 'world-capitals-results.csv', and with
 * the rows it holds when it is one page: 'world-capitals-results-rows-26-50.csv'.
 */
export function resultSheetFileName(quizName: string, rows?: { first: number; last: number }): string {
  const slug = quizName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const range = rows ? `-rows-${String(rows.first)}-${String(rows.last)}` : '';
  return `${slug || 'quiz'}-results${range}.csv`;
}
