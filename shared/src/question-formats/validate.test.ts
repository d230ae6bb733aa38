import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS, QUESTION_FORMATS, questionKey, readQuestionFile, writeQuestionFile, type PortableQuestion } from './index';
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

describe('readQuestionFile, whatever the format', () => {
  // Moodle XML's problems point at the <question> element, and an empty file is malformed XML there.
  const TEXT_FORMATS = QUESTION_FORMATS.filter((format) => format !== 'moodle-xml');
  const question = (index: number): PortableQuestion => ({
    question: `Question ${String(index)}?`,
    options: ['yes', 'no'],
    answers: [1],
    explanation: '',
    tags: [],
  });

  it.each(TEXT_FORMATS)('%s: reports more than MAX_IMPORT_QUESTIONS once, on the line of the first one too many, and lists only that many', (format) => {
    const questions = Array.from({ length: MAX_IMPORT_QUESTIONS + 2 }, (_, index) => question(index + 1));
    const text = writeQuestionFile(format, questions).text;
    const report = readQuestionFile(format, text);
    expect(report.questions).toEqual(questions.slice(0, MAX_IMPORT_QUESTIONS));
    expect(report.questionCount).toBe(MAX_IMPORT_QUESTIONS + 2);
    expect(report.problems).toHaveLength(1);
    expect(report.problemCount).toBe(1);
    const line = report.problems[0]?.line ?? 0;
    expect(text.split(/\r?\n/)[line - 1]).toContain(`Question ${String(MAX_IMPORT_QUESTIONS + 1)}?`);
    expect(report.problems[0]?.message).toBe('Too many questions: 502, at most 500 can be imported at once (question 501 starts here).');
  });

  it.each(QUESTION_FORMATS)('%s: exactly MAX_IMPORT_QUESTIONS is fine', (format) => {
    const questions = Array.from({ length: MAX_IMPORT_QUESTIONS }, (_, index) => question(index + 1));
    expect(readQuestionFile(format, writeQuestionFile(format, questions).text)).toMatchObject({ questions, questionCount: MAX_IMPORT_QUESTIONS, problems: [], problemCount: 0 });
  });

  it.each(QUESTION_FORMATS)('%s: refuses a file over MAX_IMPORT_BYTES without reading it, counting UTF-8 bytes', (format) => {
    const text = `${'é'.repeat(MAX_IMPORT_BYTES / 2)}x`;
    expect(readQuestionFile(format, text)).toEqual({
      questions: [],
      lines: [],
      questionCount: 0,
      problems: [{ line: 1, message: `File too large: ${String(MAX_IMPORT_BYTES + 1)} bytes, at most 1000000 can be imported at once.` }],
      problemCount: 1,
    });
  });

  it.each(QUESTION_FORMATS)('%s: ignores a UTF-8 byte order mark', (format) => {
    const text = writeQuestionFile(format, [question(1)]).text;
    expect(readQuestionFile(format, `\uFEFF${text}`)).toMatchObject({ questions: [question(1)], problems: [] });
  });

  it.each(TEXT_FORMATS)('%s: an empty file is one problem', (format) => {
    expect(readQuestionFile(format, '')).toEqual({
      questions: [],
      lines: [],
      questionCount: 0,
      problems: [{ line: 1, message: 'Empty file: there are no questions in it.' }],
      problemCount: 1,
    });
  });

  it('gives every problem, sorted by line, and the questions it could read', () => {
    const text = ['Q1?', 'A. a', 'B. a', 'ANSWER: A', 'Q2?', 'A. x', 'B. y', 'ANSWER: C', 'Q1?', 'A. a', 'B. b', 'ANSWER: B'].join('\n');
    expect(readQuestionFile('aiken', text)).toEqual({
      lines: [1, 5, 9],
      questionCount: 3,
      problemCount: 3,
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

describe('the lines of the questions', () => {
  it('gives the line each question starts on, in the order of the questions', () => {
    const csv = ['question,option 1,option 2,answers', '"Two', 'lines?",a,b,1', '', 'Next?,c,d,2'].join('\n');
    const report = readQuestionFile('csv', csv);
    expect(report.questions.map((question) => question.question)).toEqual(['Two\nlines?', 'Next?']);
    expect(report.lines).toEqual([2, 5]);
    const aiken = ['First?', 'A. x', 'B. y', 'ANSWER: A', '', 'Second?', 'A. x', 'B. y', 'ANSWER: B'].join('\n');
    expect(readQuestionFile('aiken', aiken).lines).toEqual([1, 6]);
  });
});

describe('a report of a hostile file stays small', () => {
  it('a 600 KB CSV of 300,000 one-cell rows: the first MAX_REPORTED_PROBLEMS problems and MAX_IMPORT_QUESTIONS questions, and the counts of all', () => {
    const text = `question,option 1,option 2,answers\n${'x\n'.repeat(300_000)}`;
    const start = performance.now();
    const report = readQuestionFile('csv', text);
    expect(performance.now() - start).toBeLessThan(5_000);
    // Each row: no answer, too few options and (but the first) the same question again.
    expect(report.problemCount).toBe(3 * 300_000 - 1 + 1);
    expect(report.problems).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(report.questionCount).toBe(300_000);
    expect(report.questions).toHaveLength(MAX_IMPORT_QUESTIONS);
    expect(report.lines).toHaveLength(MAX_IMPORT_QUESTIONS);
    expect(report.problems.slice(0, 3)).toEqual([
      { line: 2, message: 'Missing answer: the answers cell is empty; give the right option numbers, e.g. 2 or 1;3.' },
      { line: 2, message: 'Too few options: 0, a question needs at least 2.' },
      { line: 3, message: 'Missing answer: the answers cell is empty; give the right option numbers, e.g. 2 or 1;3.' },
    ]);
    expect(JSON.stringify(report).length).toBeLessThan(100_000);
  });

  it('lists the first problems by line, whichever check found them first', () => {
    // Each question: one option (found by the common checks, on the question's line) and an
    // answer beyond it (found by the reader, two lines down, before the checks run).
    const text = Array.from({ length: 250 }, (_, index) => `Q${String(index)}?\nA. a\nANSWER: B`).join('\n');
    const report = readQuestionFile('aiken', text);
    expect(report.problemCount).toBe(500);
    expect(report.problems).toEqual(
      Array.from({ length: MAX_REPORTED_PROBLEMS / 2 }, (_, index) => [
        { line: 3 * index + 1, message: 'Too few options: 1, a question needs at least 2.' },
        { line: 3 * index + 3, message: 'Answer not among the options: ANSWER: B, but the options are A to A.' },
      ]).flat(),
    );
  });
});
