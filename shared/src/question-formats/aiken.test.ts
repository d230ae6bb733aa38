import { describe, expect, it } from 'vitest';
import { readQuestionFile, writeQuestionFile, type ImportProblem, type PortableQuestion } from './index';

const aiken = (...lines: string[]) => lines.join('\n');

describe('readQuestionFile aiken', () => {
  it('reads a well-formed file: A. and A) options, blank lines or none between questions, CRLF', () => {
    const text = [
      'What is the capital of France, "really"?',
      'A. Paris',
      'B. Lyon: a city',
      'C) =SUM(A1)',
      'ANSWER: A',
      '',
      '',
      'Which planet is red?',
      '',
      'A) Venus',
      'B) Mars',
      'answer: b',
      'A. Lincoln was the 16th president of…',
      'A. the USA',
      'B. France',
      'ANSWER:A',
    ].join('\r\n');
    expect(readQuestionFile('aiken', text)).toMatchObject({
      questions: [
        { question: 'What is the capital of France, "really"?', options: ['Paris', 'Lyon: a city', '=SUM(A1)'], answers: [1], explanation: '', tags: [] },
        { question: 'Which planet is red?', options: ['Venus', 'Mars'], answers: [2], explanation: '', tags: [] },
        { question: 'A. Lincoln was the 16th president of…', options: ['the USA', 'France'], answers: [1], explanation: '', tags: [] },
      ],
      problems: [],
    });
  });

  it('ends a line at every Unicode line terminator (a U+2028 inside a line made the patterns backtrack)', () => {
    const lines = ['Q1?', 'A. a', 'B. b', 'ANSWER: A', 'Q2?', 'A. c', 'B. d', 'ANSWER: C', 'Q3?'];
    const ends = ['\u2028', '\u2029', '\u0085', '\u000b', '\u000c', '\r\n', '\r', '\n'];
    const text = lines.map((line, index) => line + (ends[index] ?? '')).join('');
    expect(readQuestionFile('aiken', text)).toMatchObject({
      questions: [
        { question: 'Q1?', options: ['a', 'b'], answers: [1] },
        { question: 'Q2?', options: ['c', 'd'], answers: [] },
        { question: 'Q3?', options: [], answers: [] },
      ],
      lines: [1, 5, 9],
      problems: [
        { line: 8, message: 'Answer not among the options: ANSWER: C, but the options are A to B.' },
        { line: 9, message: 'Missing answer: the question has no ANSWER: line after its options.' },
        { line: 9, message: 'Too few options: 0, a question needs at least 2.' },
      ],
    });
  });

  // [what, file, problems]
  const table: [string, string, ImportProblem[]][] = [
    [
      'missing ANSWER line before the next question and at the end',
      aiken('Q1?', 'A. a', 'B. b', '', 'Q2?', 'A. a', 'B. b', 'ANSWER: B', 'Q3?', 'A. a', 'B. b'),
      [
        { line: 1, message: 'Missing answer: the question has no ANSWER: line after its options.' },
        { line: 9, message: 'Missing answer: the question has no ANSWER: line after its options.' },
      ],
    ],
    ['ANSWER without a letter', aiken('Q?', 'A. a', 'B. b', 'ANSWER:'), [{ line: 4, message: 'Missing answer: the ANSWER: line gives no letter.' }]],
    [
      'answer not among the options',
      aiken('Q?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: E'),
      [{ line: 6, message: 'Answer not among the options: ANSWER: E, but the options are A to D.' }],
    ],
    [
      'answer that is not a letter',
      aiken('Q?', 'A. a', 'B. b', 'ANSWER: 1'),
      [{ line: 4, message: 'Answer not among the options: ANSWER: 1 is not an option letter.' }],
    ],
    [
      'several answers',
      aiken('Q?', 'A. a', 'B. b', 'C. c', 'ANSWER: A, C'),
      [{ line: 5, message: 'Several answers: ANSWER: A, C, but an Aiken question has one right answer.' }],
    ],
    [
      'no options',
      aiken('Q?', 'ANSWER: A'),
      [
        { line: 1, message: 'Too few options: 0, a question needs at least 2.' },
        { line: 2, message: 'Answer not among the options: ANSWER: A, but the question has no options.' },
      ],
    ],
    ['too few options', aiken('Q?', 'A. a', 'ANSWER: A'), [{ line: 1, message: 'Too few options: 1, a question needs at least 2.' }]],
    [
      'too many options',
      aiken('Q?', ...'ABCDEFGHIJK'.split('').map((letter) => `${letter}. ${letter.toLowerCase()}`), 'ANSWER: K'),
      [{ line: 1, message: 'Too many options: 11, a question has at most 10.' }],
    ],
    [
      'options out of order',
      aiken('Q?', 'A. a', 'C. c', 'ANSWER: C'),
      [{ line: 3, message: 'Malformed Aiken: option C where option B was expected; options are lettered A, B, C… in order.' }],
    ],
    [
      'question text on two lines',
      aiken('Q first line', 'and second line?', 'A. a', 'B. b', 'ANSWER: A'),
      [{ line: 2, message: 'Malformed Aiken: a question is one line, but its text goes on here (the question starts on line 1).' }],
    ],
    ['ANSWER without a question', aiken('ANSWER: A'), [{ line: 1, message: 'Malformed Aiken: an ANSWER: line without a question before it.' }]],
    [
      'empty and duplicate options',
      aiken('Q?', 'A.', 'B. Paris', 'C) PARIS', 'ANSWER: B'),
      [
        { line: 2, message: 'Empty option: option A has no text.' },
        { line: 4, message: 'Duplicate option: option C repeats option B.' },
      ],
    ],
    [
      'duplicate question',
      aiken('Same?', 'A. a', 'B. b', 'ANSWER: A', '', 'same ?', 'A. a', 'B. b', 'ANSWER: A', 'SAME?', 'A. a', 'B. b', 'ANSWER: B'),
      [{ line: 10, message: 'Duplicate question: the same question is on line 1.' }],
    ],
    [
      'question and option too long',
      aiken('q'.repeat(1001), `A. ${'o'.repeat(501)}`, 'B. b', 'ANSWER: A'),
      [
        { line: 1, message: 'Question too long: 1001 characters, at most 1000.' },
        { line: 2, message: 'Option too long: option A has 501 characters, at most 500.' },
      ],
    ],
    ['empty file', '\n\n', [{ line: 1, message: 'Empty file: there are no questions in it.' }]],
  ];

  it.each(table)('reports %s', (_what, text, problems) => {
    expect(readQuestionFile('aiken', text).problems).toEqual(problems);
  });
});

describe('writeQuestionFile aiken', () => {
  const capital: PortableQuestion = { question: 'Capital of France?', options: ['Paris', 'Lyon'], answers: [1], explanation: 'Not carried.', tags: ['geo'] };
  const planet: PortableQuestion = { question: 'Red planet?', options: ['Venus', 'Mars', 'A. Earth'], answers: [2], explanation: '', tags: [] };

  it('writes lettered options and the ANSWER line, leaving out explanation and tags without a problem', () => {
    expect(writeQuestionFile('aiken', [capital, planet])).toEqual({
      imagesLeftOut: 0,
      text: 'Capital of France?\nA. Paris\nB. Lyon\nANSWER: A\n\nRed planet?\nA. Venus\nB. Mars\nC. A. Earth\nANSWER: B\n',
      problems: [],
    });
  });

  it('reports and leaves out the questions Aiken cannot hold', () => {
    const { text, problems } = writeQuestionFile('aiken', [
      { ...capital, answers: [1, 2] },
      capital,
      { ...capital, question: 'Two\nlines?' },
      { ...capital, options: ['Pa\nris', 'Lyon'] },
      { ...capital, question: 'Answer: which?' },
      { ...capital, question: 'One\u2028line?' },
      { ...capital, options: ['Paris', 'Ly\u2029on'] },
      planet,
    ]);
    expect(problems).toEqual([
      { line: 0, message: 'Question 1: an Aiken question has one right answer, this one has 2.' },
      { line: 0, message: 'Question 3: an Aiken question is one line, this one has line breaks.' },
      { line: 0, message: 'Question 4: an Aiken option is one line, option 1 has line breaks.' },
      { line: 0, message: 'Question 5: its text starts with "ANSWER:", which Aiken reads as the answer line.' },
      { line: 0, message: 'Question 6: an Aiken question is one line, this one has line breaks.' },
      { line: 0, message: 'Question 7: an Aiken option is one line, option 2 has line breaks.' },
    ]);
    expect(readQuestionFile('aiken', text).questions).toEqual([{ ...capital, explanation: '', tags: [] }, planet]);
  });
});

describe('Aiken and the other question types', () => {
  it('leaves out a typed question, naming its type', () => {
    const { text, problems } = writeQuestionFile('aiken', [
      { question: 'Pi?', typed: { type: 'numeric', value: 3.14, tolerance: 0, toleranceKind: 'absolute' }, explanation: '', tags: [] },
      { question: 'Q?', options: ['a', 'b'], answers: [1], explanation: '', tags: [] },
    ]);
    expect(problems).toEqual([{ line: 0, message: 'Question 1: Aiken holds multiple-choice questions only, this is a numeric question.' }]);
    expect(text).toBe('Q?\nA. a\nB. b\nANSWER: A\n');
  });
});
