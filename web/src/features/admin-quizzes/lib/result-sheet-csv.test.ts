import { describe, expect, it } from 'vitest';
import { csvCell, resultSheetCsv, resultSheetFileName } from './result-sheet-csv';

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
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
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

  it('numbers the rows from the first row of the page on screen', () => {
    const csv = resultSheetCsv([{ userName: 'Cy', userEmail: 'cy@example.com', marks: 50, grade: 'B', submittedAt: new Date('2026-01-04T00:00:00Z') }], 26);
    expect(csv.split('\r\n')[1]).toBe('26,Cy,cy@example.com,50,B,2026-01-04T00:00:00.000Z');
  });

  it('writes only the header without results', () => {
    expect(resultSheetCsv([])).toBe('#,Name,Email,Marks,Grade,Submitted\r\n');
  });
});

describe('resultSheetFileName', () => {
  it('makes a safe file name from the quiz name', () => {
    expect(resultSheetFileName('World Capitals!')).toBe('world-capitals-results.csv');
    expect(resultSheetFileName('***')).toBe('quiz-results.csv');
  });

  it('names the rows of a page', () => {
    expect(resultSheetFileName('World Capitals!', { first: 26, last: 50 })).toBe('world-capitals-results-rows-26-50.csv');
  });
});
