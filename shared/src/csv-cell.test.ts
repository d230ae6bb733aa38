import { describe, expect, it } from 'vitest';
import { csvCell, undoFormulaGuard } from './csv-cell';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Anne-Marie')).toBe('Anne-Marie');
    expect(csvCell('What is 5 - 3?')).toBe('What is 5 - 3?');
    expect(csvCell('2026-01-02T03:04:05.000Z')).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(75)).toBe('75');
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes every separator a spreadsheet may split at, quotes and line breaks', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('Doe; Jane')).toBe('"Doe; Jane"');
    expect(csvCell('Doe\tJane')).toBe('"Doe\tJane"');
    expect(csvCell('Doe|Jane')).toBe('"Doe|Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('1;3')).toBe('"1;3"');
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    // A formula after a separator: a `;`, tab or `|` locale (or import setting) splits the line there.
    ['Bob;=2+3', `"'Bob;=2+3"`],
    ['Bob,=2+3', `"'Bob,=2+3"`],
    ['Bob\t+cmd', `"'Bob\t+cmd"`],
    ['Bob|@SUM(A1)', `"'Bob|@SUM(A1)"`],
    ['Bob; -2+3', `"'Bob; -2+3"`],
    ['Bob;=HYPERLINK(CHAR(104)&C2)', `"'Bob;=HYPERLINK(CHAR(104)&C2)"`],
    // Leading white space, which some spreadsheets skip, and a formula on a line of its own.
    [' =1+1', `"' =1+1"`],
    ['  \u00a0@x', `"'  \u00a0@x"`],
    ['two\n=lines', `"'two\n=lines"`],
    ['two\r\n-lines', `"'two\r\n-lines"`],
    // The full-width forms, which East Asian spreadsheets read as the plain ones.
    ['\uff1d1+1', `"'\uff1d1+1"`],
    ['Bob;\uff0b1', `"'Bob;\uff0b1"`],
  ])('defuses %j, which a spreadsheet could run as a formula: quoted, with an apostrophe first', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });
});

describe('undoFormulaGuard', () => {
  it('takes away exactly the apostrophe csvCell put before formula-like text', () => {
    for (const text of ['=1', 'Bob;=2+3', ' =x', "'=x", "''-y", 'a|@b', '\tx', "' =x"]) {
      const guarded = csvCell(text).replace(/^"([^]*)"$/, '$1').replaceAll('""', '"');
      expect(guarded).toBe(`'${text}`);
      expect(undoFormulaGuard(guarded)).toBe(text);
    }
  });

  it('keeps apostrophes csvCell did not add', () => {
    const unquoted = (cell: string) => cell.replace(/^"([^]*)"$/, '$1').replaceAll('""', '"');
    for (const text of ["'tis", "'", "''", "'a;b", 'plain']) {
      expect(unquoted(csvCell(text))).toBe(text);
      expect(undoFormulaGuard(text)).toBe(text);
    }
  });
});
