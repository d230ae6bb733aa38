/** The Result Sheet's CSV format lives in shared/, where the export function uses it too. */
export { csvCell, resultSheetCsv, resultSheetFileName, RESULT_SHEET_HEADER, type ResultRow } from '@quizmaster/shared/result-sheet-csv';
