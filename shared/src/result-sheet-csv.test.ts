import { describe, expect, it } from 'vitest';
import {
  csvCell,
  CsvLineCounter,
  EXPORT_FAILED_MARK,
  resultSheetCsv,
  resultSheetCsvFailureLine,
  resultSheetCsvHeader,
  resultSheetCsvLine,
  resultSheetFileName,
} from './result-sheet-csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell(75)).toBe('75');
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('resultSheetCsv', () => {
  it('writes the header and one numbered row per result', () => {
    const csv = resultSheetCsv([
      { userName: 'Ana', userEmail: 'ana@example.com', marks: 75, grade: 'A-', submittedAt: new Date('2026-01-02T03:04:05Z') },
      { userName: 'Bo, Jr', userEmail: 'bo@example.com', marks: 30, grade: 'F', submittedAt: new Date('2026-01-03T00:00:00Z') },
    ]);
    expect(csv).toBe(
      '#,Name,Email,Marks,Grade,Submitted\r\n' +
        '1,Ana,ana@example.com,75,A-,2026-01-02T03:04:05.000Z\r\n' +
        '2,"Bo, Jr",bo@example.com,30,F,2026-01-03T00:00:00.000Z\r\n',
    );
  });

  it('writes only the header without results', () => {
    expect(resultSheetCsv([])).toBe('#,Name,Email,Marks,Grade,Submitted\r\n');
  });

  it('is the header and the numbered lines that a streamed export writes page by page', () => {
    const first = { userName: '=cmd|calc', userEmail: 'x@example.com', marks: 100, grade: 'A+', submittedAt: new Date('2026-01-02T03:04:05Z') };
    const second = { userName: 'Line\nbreak "quoted"', userEmail: 'y@example.com', marks: 0, grade: 'F', submittedAt: new Date('2026-01-02T03:04:06Z') };
    expect(resultSheetCsvHeader() + resultSheetCsvLine(first, 1) + resultSheetCsvLine(second, 2)).toBe(resultSheetCsv([first, second]));
    expect(resultSheetCsvLine(first, 1001)).toBe(`1001,"'=cmd|calc",x@example.com,100,A+,2026-01-02T03:04:05.000Z\r\n`);
    expect(resultSheetCsvLine(second, 2)).toBe('2,"Line\nbreak ""quoted""",y@example.com,0,F,2026-01-02T03:04:06.000Z\r\n');
  });
});

describe('a player named to run a formula in a `;`-separator spreadsheet', () => {
  it('stays one quoted, defused cell: the `;` splits nothing and the formula does not run', () => {
    const row = { userName: 'Bob;=2+3', userEmail: 'a@example.com', marks: 80, grade: 'A+', submittedAt: new Date('2026-01-02T03:04:05Z') };
    expect(resultSheetCsvLine(row, 7)).toBe(`7,"'Bob;=2+3",a@example.com,80,A+,2026-01-02T03:04:05.000Z\r\n`);
    expect(resultSheetCsvLine({ ...row, userName: 'Bob;=HYPERLINK(CHAR(104)&C2)' }, 8)).toContain(`,"'Bob;=HYPERLINK(CHAR(104)&C2)",`);
    expect(resultSheetCsvLine({ ...row, userName: ' @SUM(A1)' }, 9)).toContain(`,"' @SUM(A1)",`);
  });
});

describe('resultSheetFileName', () => {
  it('makes a safe file name from the quiz name', () => {
    expect(resultSheetFileName('World Capitals!')).toBe('world-capitals-results.csv');
    expect(resultSheetFileName('***')).toBe('quiz-results.csv');
  });
});

describe('CsvLineCounter', () => {
  const row = (name: string, number: number) =>
    resultSheetCsvLine({ userName: name, userEmail: 'a@example.com', marks: 50, grade: 'C', submittedAt: new Date(0) }, number);

  it('counts rows across chunks, whatever the chunk boundaries, and not line breaks inside quoted cells', () => {
    const csv = resultSheetCsvHeader() + row('Ana', 1) + row('two\r\nlines, "quoted"', 2) + row('Bo', 3);
    for (const size of [1, 2, 7, csv.length]) {
      const counter = new CsvLineCounter();
      for (let at = 0; at < csv.length; at += size) counter.push(csv.slice(at, at + size));
      expect(counter.rows).toBe(3);
      expect(counter.failed).toBe(false);
    }
  });

  it('notices the failure line of an export that stopped part-way', () => {
    const counter = new CsvLineCounter();
    counter.push(resultSheetCsvHeader() + row('Ana', 1));
    expect(counter.failed).toBe(false);
    counter.push(resultSheetCsvFailureLine(1).slice(0, 5));
    counter.push(resultSheetCsvFailureLine(1).slice(5));
    expect(counter).toMatchObject({ rows: 1, failed: true });
    expect(resultSheetCsvFailureLine(1)).toMatch(new RegExp(`^${EXPORT_FAILED_MARK},"?The export stopped after 1 rows`));
  });

  it('is not fooled by a player named like the failure mark', () => {
    const counter = new CsvLineCounter();
    counter.push(resultSheetCsvHeader() + row(`${EXPORT_FAILED_MARK},x`, 1) + row(`a\n${EXPORT_FAILED_MARK},x`, 2));
    expect(counter).toMatchObject({ rows: 2, failed: false });
  });
});
