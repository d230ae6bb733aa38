/**
 * One CSV cell, for every CSV the app writes (the Result Sheet, the question export): RFC 4180
 * quoting, and defused for spreadsheets, since the cells hold text players and admins chose.
 *
 * A spreadsheet runs a cell as a formula when it starts with = + - or @ (or a tab or CR). Which
 * character splits a line into cells depends on the spreadsheet's locale and import settings (`,`
 * here, `;` in much of Europe, tab, `|`), and some skip white space before a formula. So a
 * formula character counts at the start of the text, after white space, and after any of those
 * separators or a line break: `Bob;=2+3` runs `=2+3` in a `;` locale if the cell is not quoted.
 * Such text gets an apostrophe first (a spreadsheet shows it as text) and is always quoted, so
 * that no separator inside it splits it. The full-width forms (＝ ＋ － ＠) count too: East Asian
 * spreadsheets read them as the plain ones.
 */

const FORMULA_START = String.raw`[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]`;
/** The separators some spreadsheet may split a line at, and the line breaks inside a quoted cell. */
const SEPARATOR = String.raw`[,;\t|\r\n]`;
/**
 * Text a spreadsheet could run, in part or whole. Apostrophes before the formula character count
 * as white space does, so that text with the guard put before it is still formula-like: that
 * makes undoFormulaGuard exact.
 */
const FORMULA_LIKE = new RegExp(String.raw`(?:^|${SEPARATOR})[\s']*${FORMULA_START}|^'*[\t\r]`);
/** What a cell is quoted for: RFC 4180's quote and line breaks, and every separator above. */
const NEEDS_QUOTES = /[",;\t|\r\n]/;

/** Whether a spreadsheet could run (part of) this text as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_LIKE.test(text);
}

/** A cell's text as a CSV cell: defused (an apostrophe first) where formula-like, and quoted where needed. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const guarded = typeof value === 'string' && isFormulaLike(text);
  const cell = guarded ? `'${text}` : text;
  return guarded || NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * A cell's text as it was before csvCell, for readers of our own CSV (the question import): the
 * one apostrophe csvCell put before formula-like text taken away. Text that starts with an
 * apostrophe of its own and is formula-like got a second one, so the round trip is exact.
 */
export function undoFormulaGuard(text: string): string {
  return text.startsWith("'") && isFormulaLike(text.slice(1)) ? text.slice(1) : text;
}
