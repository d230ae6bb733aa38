import { describe, expect, it } from 'vitest';
import { formatQuestions, IMPORT_FORMATS, MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, parseQuestions, questionKey, questionLines, type PortableQuestion } from './index';
import { utf8Length } from './validate';

describe('questionKey', () => {
  // [text, key]
  const table: [string, string][] = [
    ['What is X?', 'what is x?'],
    ['  What\tis\n\nX?  ', 'what is x?'],
    ['ÉTÉ  à Paris', 'été à paris'],
    ['', ''],
    ['   ', ''],
  ];

  it.each(table)('%j -> %j', (text, key) => {
    expect(questionKey(text)).toBe(key);
  });
});

describe('utf8Length', () => {
  // [text, bytes]
  const table: [string, number][] = [
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['日本', 6],
    ['🙂', 4],
  ];

  it.each(table)('%j has %d bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
  });
});

describe('parseQuestions, whatever the format', () => {
  const question = (index: number): PortableQuestion => ({
    question: `Question ${String(index)}?`,
    options: ['yes', 'no'],
    answers: [1],
    explanation: '',
    tags: [],
  });

  it.each(IMPORT_FORMATS)('%s: reports more than MAX_IMPORT_QUESTIONS once, on the line of the first one too many, and still reads them', (format) => {
    const questions = Array.from({ length: MAX_IMPORT_QUESTIONS + 2 }, (_, index) => question(index + 1));
    const text = formatQuestions(format, questions).text;
    const report = parseQuestions(format, text);
    expect(report.questions).toEqual(questions);
    expect(report.problems).toHaveLength(1);
    const line = report.problems[0]?.line ?? 0;
    expect(text.split(/\r?\n/)[line - 1]).toContain(`Question ${String(MAX_IMPORT_QUESTIONS + 1)}?`);
    expect(report.problems[0]?.message).toBe('Too many questions: 502, at most 500 can be imported at once (question 501 starts here).');
  });

  it.each(IMPORT_FORMATS)('%s: exactly MAX_IMPORT_QUESTIONS is fine', (format) => {
    const questions = Array.from({ length: MAX_IMPORT_QUESTIONS }, (_, index) => question(index + 1));
    expect(parseQuestions(format, formatQuestions(format, questions).text)).toEqual({ questions, problems: [] });
  });

  it.each(IMPORT_FORMATS)('%s: refuses a file over MAX_IMPORT_BYTES without reading it, counting UTF-8 bytes', (format) => {
    const text = `${'é'.repeat(MAX_IMPORT_BYTES / 2)}x`;
    expect(parseQuestions(format, text)).toEqual({
      questions: [],
      problems: [{ line: 1, message: `File too large: ${String(MAX_IMPORT_BYTES + 1)} bytes, at most 1000000 can be imported at once.` }],
    });
  });

  it.each(IMPORT_FORMATS)('%s: ignores a UTF-8 byte order mark', (format) => {
    const text = formatQuestions(format, [question(1)]).text;
    expect(parseQuestions(format, `\uFEFF${text}`)).toEqual({ questions: [question(1)], problems: [] });
  });

  it.each(IMPORT_FORMATS)('%s: an empty file is one problem', (format) => {
    expect(parseQuestions(format, '')).toEqual({ questions: [], problems: [{ line: 1, message: 'Empty file: there are no questions in it.' }] });
  });

  it('gives every problem, sorted by line, and the questions it could read', () => {
    const text = ['Q1?', 'A. a', 'B. a', 'ANSWER: A', 'Q2?', 'A. x', 'B. y', 'ANSWER: C', 'Q1?', 'A. a', 'B. b', 'ANSWER: B'].join('\n');
    expect(parseQuestions('aiken', text)).toEqual({
      questions: [
        { question: 'Q1?', options: ['a', 'a'], answers: [1], explanation: '', tags: [] },
        { question: 'Q2?', options: ['x', 'y'], answers: [], explanation: '', tags: [] },
        { question: 'Q1?', options: ['a', 'b'], answers: [2], explanation: '', tags: [] },
      ],
      problems: [
        { line: 3, message: 'Duplicate option: option B repeats option A.' },
        { line: 8, message: 'Answer not among the options: ANSWER: C, but the options are A to B.' },
        { line: 9, message: 'Duplicate question: the same question is on line 1.' },
      ],
    });
  });
});

describe('questionLines', () => {
  it('gives the line each question starts on, in the order parseQuestions reads them', () => {
    const csv = ['question,option 1,option 2,answers', '"Two', 'lines?",a,b,1', '', 'Next?,c,d,2'].join('\n');
    expect(parseQuestions('csv', csv).questions.map((question) => question.question)).toEqual(['Two\nlines?', 'Next?']);
    expect(questionLines('csv', csv)).toEqual([2, 5]);
    const aiken = ['First?', 'A. x', 'B. y', 'ANSWER: A', '', 'Second?', 'A. x', 'B. y', 'ANSWER: B'].join('\n');
    expect(questionLines('aiken', aiken)).toEqual([1, 6]);
  });
});
