/** The progress of a Result Sheet export as the page shows it (the export itself, export-results.ts, loads when one starts). */

/** How far a download has come: rows received, and the rows the server counted when it began. */
export interface ExportProgress {
  rows: number;
  /** From the X-Total-Rows header; null when the server did not send it. */
  total: number | null;
}

const count = new Intl.NumberFormat('en-US');

/** "1,000 of 100,000 rows", or "1,000 rows" while the total is unknown. */
export function exportProgressText({ rows, total }: ExportProgress): string {
  return total === null ? `${count.format(rows)} rows` : `${count.format(rows)} of ${count.format(total)} rows`;
}
