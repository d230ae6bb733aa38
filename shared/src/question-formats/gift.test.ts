import { describe, expect, it } from 'vitest';
import { readQuestionFile, writeQuestionFile, type ImportProblem, type PortableQuestion } from './index';

const gift = (...lines: string[]) => lines.join('\n');

describe('readQuestionFile gift', () => {
  it('reads a well-formed file: comments, tags, titles, markers, escapes, weights, feedback and explanations', () => {
    const text = [
      '// A Moodle export',
      '$CATEGORY: $course$/Geography',
      '',
      '// [tag:Geo] [tag:Europe]',
      '// [tag:geo]',
      '::Q1::[markdown]What is the capital of France? {',
      '  =Paris # right!',
      '  ~Lyon # no',
      '  ~Marseille',
      '  ####Paris has been the capital since 987.',
      '}',
      '',
      '',
      '::Q2:: Which are prime\\: 2\\, 4 \\= 2 \\+ 2 and a \\{set\\}\\n(two lines)? {',
      '~%50%2 ~%50%\\~3',
      '~%-100%4\\#',
      '~%0%C:\\\\path',
      '}',
      '',
      '[html]<b>Bold</b> { ~%33.33333%a ~%33.33333%b ~%33.33333%c ~d }',
      '',
      'Lyon is {~the capital =not the capital} of France.',
    ].join('\r\n');
    expect(readQuestionFile('gift', text)).toMatchObject({
      questions: [
        {
          question: 'What is the capital of France?',
          options: ['Paris', 'Lyon', 'Marseille'],
          answers: [1],
          explanation: 'Paris has been the capital since 987.',
          tags: ['geo', 'europe'],
        },
        {
          question: 'Which are prime: 2\\, 4 = 2 \\+ 2 and a {set}\n(two lines)?',
          options: ['2', '~3', '4#', 'C:\\path'],
          answers: [1, 2],
          explanation: '',
          tags: [],
        },
        { question: '<b>Bold</b>', options: ['a', 'b', 'c', 'd'], answers: [1, 2, 3], explanation: '', tags: [] },
        {
          question: 'Lyon is _____ of France.',
          typed: { type: 'fill-blanks', text: 'Lyon is {{1}} of France.', blanks: [{ choices: ['the capital', 'not the capital'], answer: 1 }] },
          explanation: '',
          tags: [],
        },
      ],
      problems: [],
    });
  });

  it('ends a line at every Unicode line terminator: a blank line between them ends a question', () => {
    const text = ['// [tag:a]', 'Q1? {', '=a', '~b', '}', '', 'Q2? {=c ~c}'].join('\u2028').replace('\u2028\u2028', '\u2029\u0085');
    expect(readQuestionFile('gift', text)).toMatchObject({
      questions: [
        { question: 'Q1?', options: ['a', 'b'], answers: [1], tags: ['a'] },
        { question: 'Q2?', options: ['c', 'c'], answers: [1] },
      ],
      lines: [2, 7],
      problems: [{ line: 7, message: 'Duplicate option: option 2 repeats option 1.' }],
    });
    expect(readQuestionFile('gift', 'Q? {\u000b=a\u000c~b}').questions).toEqual([{ question: 'Q?', options: ['a', 'b'], answers: [1], explanation: '', tags: [] }]);
  });

  it('reads the tags of a comment with an unclosed [tag: up to it', () => {
    expect(readQuestionFile('gift', '// [tag:a] [tag:b [tag:c] [tag:d\nQ? {=a ~b}').questions[0]?.tags).toEqual(['a']);
  });

  // [what, file, problems]
  const table: [string, string, ImportProblem[]][] = [
    [
      'missing answer',
      gift('Q1? {=a ~b}', '', 'Q2? {~a ~%0%b ~%-50%c}'),
      [{ line: 3, message: 'Missing answer: no answer is marked right; mark it with = or give it a positive weight such as ~%50%.' }],
    ],
    [
      'too many options and answers',
      gift(`Q? {${Array.from({ length: 11 }, (_, index) => `~%10%o${String(index)}`).join(' ')}}`),
      [
        { line: 1, message: 'Too many options: 11, a question has at most 10.' },
        { line: 1, message: 'Too many answers: 11, a question has at most 10.' },
      ],
    ],
    ['too few options', gift('Q? {~%100%a}'), [{ line: 1, message: 'Too few options: 1, a question needs at least 2.' }]],
    [
      'empty and duplicate options, on their own lines',
      gift('Q? {', '=a', '~', '~ A #same', '}'), // line 3: empty, line 4: "A" repeats "a"
      [
        { line: 3, message: 'Empty option: option 2 has no text.' },
        { line: 4, message: 'Duplicate option: option 3 repeats option 1.' },
      ],
    ],
    ['empty question', gift('::Title:: {=a ~b}'), [{ line: 1, message: 'Empty question: the question has no text.' }]],
    [
      'duplicate question',
      gift('What is X? {=a ~b}', '', 'Other? {=a ~b}', '', '// [tag:x]', '[plain]WHAT  is x? {=c ~d}'),
      [{ line: 6, message: 'Duplicate question: the same question is on line 1.' }],
    ],
    [
      'question, option and explanation too long',
      gift(`${'q'.repeat(1001)} {=${'o'.repeat(501)} ~b ####${'e'.repeat(2001)}}`),
      [
        { line: 1, message: 'Question too long: 1001 characters, at most 1000.' },
        { line: 1, message: 'Option too long: option 1 has 501 characters, at most 500.' },
        { line: 1, message: 'Explanation too long: 2001 characters, at most 2000.' },
      ],
    ],
    [
      'bad tag, on its comment line',
      gift('// [tag:ok]', '// [tag:] [tag:-x]', 'Q? {=a ~b}'),
      [
        { line: 2, message: 'Bad tag: A tag cannot be empty.' },
        { line: 2, message: 'Bad tag: A tag starts with a letter or digit and holds only letters, digits, spaces and . _ -: "-x".' },
      ],
    ],
    [
      'unclosed {: the next questions are still read',
      gift('Q1? {=a ~b}', '', '// note', 'Q2? {', '=a', '~b', '', 'Q3? {=c ~c}'),
      [
        { line: 4, message: 'Malformed GIFT: the { on line 4 is not closed with }.' },
        { line: 8, message: 'Duplicate option: option 2 repeats option 1.' },
      ],
    ],
    ['{ inside the answers', gift('Q? {=a {~b}'), [{ line: 1, message: 'Malformed GIFT: the { on line 1 is not closed with }.' }]],
    ['} without {', gift('Q? } {=a ~b}'), [{ line: 1, message: 'Malformed GIFT: a } without a { before it (write \\} for the character).' }]],
    ['} after the answers', gift('Q? {=a ~b}', '}'), [{ line: 2, message: 'Malformed GIFT: a } without a { before it (write \\} for the character).' }]],
    ['no answers', gift('Just a description.'), [{ line: 1, message: 'Malformed GIFT: no answers; a question has its answers between { and }.' }]],
    [
      'two questions without a blank line between them',
      gift('Q1? {=a ~b}', 'Q2? {=a ~b}'),
      [{ line: 2, message: 'Malformed GIFT: a second { } answer block; questions are separated by a blank line.' }],
    ],
    ['unclosed title', gift('::Title Q? {=a ~b}'), [{ line: 1, message: 'Malformed GIFT: the title that starts with :: has no closing ::.' }]],
    [
      'text before the first answer',
      gift('Q? {', 'oops', '=a ~b}'),
      [{ line: 2, message: 'Malformed GIFT: text before the first answer; each answer starts with = (right) or ~ (wrong).' }],
    ],
    ['empty file', '', [{ line: 1, message: 'Empty file: there are no questions in it.' }]],
    ['comments only', gift('// nothing', '', '$CATEGORY: x'), [{ line: 1, message: 'Empty file: there are no questions in it.' }]],
  ];

  it.each(table)('reports %s', (_what, text, problems) => {
    expect(readQuestionFile('gift', text).problems).toEqual(problems);
  });

  it.each(['', '####Only feedback'])('names an essay question {%s} as unsupported, with its line', (answers) => {
    expect(readQuestionFile('gift', gift('', `::T:: Q? {${answers}}`))).toMatchObject({
      questions: [],
      problems: [{ line: 2, message: 'Unsupported question: GIFT essay questions ({}) are not supported.' }],
    });
  });
});

describe('writeQuestionFile gift', () => {
  it('writes = and ~ for one right answer, Moodle weights for several, tags as comments and escapes', () => {
    const questions: PortableQuestion[] = [
      { question: 'Capital of {France}?', options: ['Paris', 'Lyon'], answers: [1], explanation: 'Since 987: long.', tags: ['geo', 'world war ii'] },
      { question: 'Pick\nthree', options: ['a=b', 'c~d', '#e', 'f\\n'], answers: [1, 2, 4], explanation: '', tags: [] },
      { question: '// not a comment', options: ['%50%', '[html]x'], answers: [2], explanation: '[markdown]y', tags: [] },
    ];
    expect(writeQuestionFile('gift', questions)).toEqual({
      imagesLeftOut: 0,
      text: [
        '// [tag:geo] [tag:world war ii]',
        'Capital of \\{France\\}? {',
        '\t=Paris',
        '\t~Lyon',
        '\t####Since 987\\: long.',
        '}',
        '',
        'Pick\\nthree {',
        '\t~%33.33333%a\\=b',
        '\t~%33.33333%c\\~d',
        '\t~%-100%\\#e',
        '\t~%33.33333%f\\\\n',
        '}',
        '',
        '[plain]// not a comment {',
        '\t~%0%%50%',
        '\t=[plain][html]x',
        '\t####[plain][markdown]y',
        '}',
        '',
      ].join('\n'),
      problems: [],
    });
  });

  it('writes the other line terminators in a text as \\n: a line break, which the file cannot hold raw', () => {
    const question: PortableQuestion = { question: 'One\u2028two', options: ['a\u2029b', 'c\u0085d'], answers: [1], explanation: 'e\u000bf\u000cg', tags: [] };
    const { text } = writeQuestionFile('gift', [question]);
    expect(text).toBe('One\\ntwo {\n\t=a\\nb\n\t~c\\nd\n\t####e\\nf\\ng\n}\n');
    expect(readQuestionFile('gift', text).questions).toEqual([{ question: 'One\ntwo', options: ['a\nb', 'c\nd'], answers: [1], explanation: 'e\nf\ng', tags: [] }]);
  });

  // [right answers, weight each]
  const weights: [number, string][] = [
    [2, '50'],
    [3, '33.33333'],
    [4, '25'],
    [5, '20'],
    [6, '16.66667'],
    [7, '14.28571'],
    [8, '12.5'],
    [9, '11.11111'],
    [10, '10'],
  ];

  it.each(weights)('gives each of %d right answers a weight Moodle accepts: %s', (count, weight) => {
    const options = Array.from({ length: 10 }, (_, index) => `o${String(index + 1)}`);
    const answers = Array.from({ length: count }, (_, index) => index + 1);
    const { text } = writeQuestionFile('gift', [{ question: 'Q?', options, answers, explanation: '', tags: [] }]);
    expect(text.split('\n').filter((line) => line.startsWith(`\t~%${weight}%`))).toHaveLength(count);
    expect(text.split('\n').filter((line) => line.startsWith('\t~%-100%'))).toHaveLength(10 - count);
    expect(readQuestionFile('gift', text).questions[0]).toMatchObject({ answers });
  });
});

describe('readQuestionFile gift: pictures (ADR 0037)', () => {
  const IMAGES = 'Unsupported image: images in GIFT are not imported; take the <img> out of the file, then add the image in the editor after the import.';

  it('reports an HTML <img> with a src in a question text, with its line', () => {
    const text = ['Capital of France?', '', '[html]Which city is this?', '<img src="@@PLUGINFILE@@/paris.png" alt="Paris"> {=Paris ~Lyon}'].join('\n');
    expect(readQuestionFile('gift', text.replace('Capital of France?', 'Capital of France? {=Paris ~Nice}')).problems).toEqual([{ line: 4, message: IMAGES }]);
  });

  it('reads a question about the tag (no src, or marked [plain]) as text, and our export of one reads back unchanged', () => {
    expect(readQuestionFile('gift', 'What does <img> do? {=Shows a picture ~Nothing}').problems).toEqual([]);
    const question = { question: 'What does <img src="x.png"> do?', options: ['Shows a picture', 'Nothing'], answers: [1], explanation: '', tags: [] };
    const { text } = writeQuestionFile('gift', [question]);
    expect(text).toContain('[plain]');
    expect(readQuestionFile('gift', text)).toMatchObject({ questions: [question], problems: [] });
  });
});

describe('readQuestionFile gift: pictures in a hostile file', () => {
  it('looks for <img src> in time linear in the file', () => {
    const started = performance.now();
    readQuestionFile('gift', `${'<img '.repeat(150_000)}{=a ~b}`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
