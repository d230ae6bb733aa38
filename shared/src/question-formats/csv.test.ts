import { describe, expect, it } from 'vitest';
import { readQuestionFile, writeQuestionFile, type ImportProblem, type PortableQuestion } from './index';

const HEADER = 'question,option 1,option 2,option 3,option 4,answers,explanation,tags';
const FULL_HEADER = 'question,option 1,option 2,option 3,option 4,option 5,option 6,option 7,option 8,option 9,option 10,answers,explanation,tags';

const csv = (...lines: string[]) => lines.join('\n');

describe('readQuestionFile csv', () => {
  it('reads a well-formed file: quoted cells with commas, quotes and line breaks, CRLF, a BOM, blank lines, skipped empty options', () => {
    const text = [
      `\uFEFF${HEADER}`,
      '"Which are prime, ""really""?",2,4,5,9,1;3,"Two and five.',
      'Nine is 3 × 3.","Math; Prime  Numbers;math"',
      '',
      ',,,,,,,',
      '"A question',
      'on two lines",yes,,no,,3,,',
      "Capital of France?,'=Paris,Lyon,'-1,,\"1, \",,geo",
    ].join('\r\n');
    expect(readQuestionFile('csv', text)).toMatchObject({
      questions: [
        {
          question: 'Which are prime, "really"?',
          options: ['2', '4', '5', '9'],
          answers: [1, 3],
          explanation: 'Two and five.\nNine is 3 × 3.',
          tags: ['math', 'prime numbers'],
        },
        { question: 'A question\non two lines', options: ['yes', 'no'], answers: [2], explanation: '', tags: [] },
        { question: 'Capital of France?', options: ['=Paris', 'Lyon', '-1'], answers: [1], explanation: '', tags: ['geo'] },
      ],
      problems: [],
    });
  });

  it('finds columns by name: any order, upper case, fewer option columns, no explanation or tags', () => {
    expect(readQuestionFile('csv', csv('Answers,Option 2,QUESTION,Option 1', '2,b,Q?,a'))).toMatchObject({
      questions: [{ question: 'Q?', options: ['a', 'b'], answers: [2], explanation: '', tags: [] }],
      problems: [],
    });
  });

  it('ends records only at CR and LF (RFC 4180): other line terminators are text in a cell', () => {
    expect(readQuestionFile('csv', csv(HEADER, 'One\u2028two?,a\u2029b,c\u0085d,,,1,,'))).toMatchObject({
      questions: [{ question: 'One\u2028two?', options: ['a\u2029b', 'c\u0085d'], answers: [1] }],
      lines: [2],
      problems: [],
    });
  });

  it('takes away one apostrophe before formula-like text, and keeps other apostrophes', () => {
    const { questions } = readQuestionFile('csv', csv('question,option 1,option 2,option 3,option 4,answers', "'+1?,'@a,''=b,'c,'' -d,1"));
    expect(questions[0]?.question).toBe('+1?');
    // White space before a formula counts (some spreadsheets skip it), so `'' -d` is the export of `' -d`.
    expect(questions[0]).toMatchObject({ options: ['@a', "'=b", "'c", "' -d"] });
  });

  it('takes away the apostrophe export puts before a formula after a separator (also in a cell written by hand)', () => {
    const { questions } = readQuestionFile('csv', csv('question,option 1,option 2,option 3,answers', `"'Bob;=2+3?","'a|@b","'x	+y",'tis;=z,1`));
    expect(questions[0]).toMatchObject({ question: 'Bob;=2+3?', options: ['a|@b', 'x\t+y', 'tis;=z'] });
  });

  // [what, file, problems]
  const table: [string, string, ImportProblem[]][] = [
    ['missing answer', csv(HEADER, 'Q?,a,b,,,,,'), [{ line: 2, message: 'Missing answer: the answers cell is empty; give the right option numbers, e.g. 2 or 1;3.' }]],
    [
      'answer beyond the option columns',
      csv('question,option 1,option 2,option 3,answers', 'Q?,a,b,c,5'),
      [{ line: 2, message: 'Answer not among the options: answer 5, but there is no "option 5" column.' }],
    ],
    [
      'answer pointing at an empty option',
      csv(HEADER, 'Q?,a,,c,,2;3'),
      [{ line: 2, message: 'Answer not among the options: answer 2 points at option 2, which is empty.' }],
    ],
    [
      'answer that is not a number',
      csv(HEADER, 'Q?,a,b,,,B'),
      [{ line: 2, message: 'Answer not among the options: "B" is not an option number (write e.g. 1;3).' }],
    ],
    ['too few options', csv(HEADER, 'Q?,,a,,,2'), [{ line: 2, message: 'Too few options: 1, a question needs at least 2.' }]],
    ['empty question', csv(HEADER, ' ,a,b,,,1'), [{ line: 2, message: 'Empty question: the question has no text.' }]],
    [
      'duplicate question (white space and case ignored), after a multi-line cell',
      csv(HEADER, '"What is', 'X?",a,b,,,1', 'Other?,a,b,,,1', '  what   IS x? ,c,d,,,1'),
      [{ line: 5, message: 'Duplicate question: the same question is on line 2.' }],
    ],
    ['duplicate options', csv(HEADER, 'Q?,Paris,b," paris",,1'), [{ line: 2, message: 'Duplicate option: option 3 repeats option 1.' }]],
    ['question too long', csv(HEADER, `${'x'.repeat(1001)},a,b,,,1`), [{ line: 2, message: 'Question too long: 1001 characters, at most 1000.' }]],
    [
      'option too long',
      csv(HEADER, `Q?,a,${'y'.repeat(501)},,,1`),
      [{ line: 2, message: 'Option too long: option 2 has 501 characters, at most 500.' }],
    ],
    [
      'explanation too long',
      csv(HEADER, `Q?,a,b,,,1,${'z'.repeat(2001)}`),
      [{ line: 2, message: 'Explanation too long: 2001 characters, at most 2000.' }],
    ],
    [
      'bad tags',
      csv(HEADER, `Q?,a,b,,,1,,"ok;#hash;${'t'.repeat(41)}"`),
      [
        { line: 2, message: 'Bad tag: A tag starts with a letter or digit and holds only letters, digits, spaces and . _ -: "#hash".' },
        { line: 2, message: `Bad tag: A tag has at most 40 characters: "${'t'.repeat(41)}".` },
      ],
    ],
    [
      'too many tags',
      csv(HEADER, `Q?,a,b,,,1,,${Array.from({ length: 11 }, (_, index) => `t${String(index)}`).join(';')}`),
      [{ line: 2, message: 'Too many tags: 11, a question has at most 10.' }],
    ],
    [
      'unterminated quote: the rows before it are read',
      csv(HEADER, 'Q1?,a,b,,,1', '"Q2?,a,b,,,1', 'Q3?,a,b,,,1'),
      [{ line: 3, message: 'Malformed CSV: the quoted cell that starts on line 3 has no closing quote (").' }],
    ],
    [
      'text after a closing quote',
      csv(HEADER, '"Q1?" x,a,b,,,1'),
      [{ line: 2, message: 'Malformed CSV: text after the closing quote of a cell; a quote inside a quoted cell is written twice ("").' }],
    ],
    [
      'more cells than the header has columns',
      csv('question,option 1,option 2,answers', 'Q?,a,b,1,extra'),
      [{ line: 2, message: 'Malformed CSV: cell 5 of this row has no column in the header.' }],
    ],
    [
      'unknown and duplicate columns',
      csv('question,option 1,option 2,option 11,answers,hint,Option  1', 'Q?,a,b,,1,,'),
      [
        { line: 1, message: 'Unknown column "option 11" in the header: options are numbered 1 to 10.' },
        {
          line: 1,
          message:
            'Unknown column "hint" in the header; the columns are question, image, image alt, type, option 1 to option 10 (each with option N image and option N image alt), answers, credits, match 1 to match 10, distractor 1 to distractor 5, value, tolerance, text, blank 1 to blank 10, settings, explanation and tags.',
        },
        { line: 1, message: 'Duplicate column "option 1" in the header.' },
      ],
    ],
    [
      'missing columns',
      csv('question,option 1,explanation', 'Q?,a,b'),
      [
        { line: 1, message: 'Missing column "option 2" in the header.' },
        { line: 1, message: 'Missing column "answers" in the header.' },
      ],
    ],
    [
      'no header',
      csv('What is 2+2?,4,5,1'),
      [{ line: 1, message: `Missing header: the first line must name the columns, e.g. ${FULL_HEADER}.` }],
    ],
    ['empty file', '', [{ line: 1, message: 'Empty file: there are no questions in it.' }]],
    ['header only', `${HEADER}\r\n\r\n`, [{ line: 1, message: 'Empty file: there are no questions in it.' }]],
  ];

  it.each(table)('reports %s', (_what, text, problems) => {
    expect(readQuestionFile('csv', text).problems).toEqual(problems);
  });

  it('counts lines after a cell with CRLF line breaks inside it', () => {
    const text = [HEADER, '"one', 'two', 'three",a,b,,,1', 'Q2?,a,b,,,9'].join('\r\n');
    expect(readQuestionFile('csv', text).problems).toEqual([{ line: 5, message: 'Answer not among the options: answer 9, but there is no "option 9" column.' }]);
  });
});

describe('writeQuestionFile csv', () => {
  const questions: PortableQuestion[] = [
    { question: 'Capital, "of" France?', options: ['Paris', 'Lyon'], answers: [1], explanation: '', tags: ['geo', 'europe'] },
    { question: '=1+1', options: ['-2', "'@x", 'two\nlines'], answers: [2, 3], explanation: 'Why: so.', tags: [] },
  ];

  it('writes the full header, CRLF line ends, quotes where needed and defuses formula-like text', () => {
    expect(writeQuestionFile('csv', questions)).toEqual({
      imagesLeftOut: 0,
      text:
        `${FULL_HEADER}\r\n` +
        '"Capital, ""of"" France?",Paris,Lyon,,,,,,,,,1,,"geo;europe"\r\n' +
        `"'=1+1","'-2","''@x","two\nlines",,,,,,,,"2;3",Why: so.,\r\n`,
      problems: [],
    });
  });

  it('defuses formulas after any separator, and the import reads back exactly what was exported', () => {
    const risky: PortableQuestion[] = [
      { question: 'Bob;=2+3', options: ['a|@SUM(A1)', 'x'], answers: [1], explanation: 'see;-1', tags: ['geo', 'x-1'] },
      { question: "Who said 'tis; +1?", options: ['\uff1dx', "'=y"], answers: [2], explanation: '', tags: [] },
    ];
    const { text } = writeQuestionFile('csv', risky);
    expect(text.split('\r\n')[1]).toBe(`"'Bob;=2+3","'a|@SUM(A1)",x,,,,,,,,,1,"'see;-1","geo;x-1"`);
    expect(text.split('\r\n')[2]).toBe(`"'Who said 'tis; +1?","'\uff1dx","''=y",,,,,,,,,2,,`);
    expect(readQuestionFile('csv', text).questions).toEqual(risky);
  });

  it('reports a question with more options than the template has columns, and leaves it out', () => {
    const eleven = { question: 'Q?', options: Array.from({ length: 11 }, (_, index) => String(index)), answers: [1], explanation: '', tags: [] };
    const { text, problems } = writeQuestionFile('csv', [eleven, ...questions]);
    expect(problems).toEqual([{ line: 0, message: 'Question 1: the CSV template has 10 option columns, this question has 11 options.' }]);
    expect(readQuestionFile('csv', text).questions).toEqual(questions);
  });
});
