import { describe, expect, it } from 'vitest';
import { readQuestionFile, writeQuestionFile, type AnyPortableQuestion } from './index';

const gift = (...lines: string[]) => lines.join('\n');
const read = (...lines: string[]) => readQuestionFile('gift', gift(...lines));
const plain = { explanation: '', tags: [] };

describe('GIFT question types (the examples of Moodle’s GIFT documentation)', () => {
  it('true/false: {T}, {F}, {TRUE}, {FALSE}, with feedback', () => {
    expect(read('::TF1:: Grant is buried in Grant’s tomb.{F}', '', 'The sun rises in the east.{TRUE#no#yes}', '', 'Q3? {T}', '', 'Q4? {false}')).toMatchObject({
      questions: [
        { question: 'Grant is buried in Grant’s tomb.', options: ['True', 'False'], answers: [2], type: 'true-false' },
        { question: 'The sun rises in the east.', options: ['True', 'False'], answers: [1], type: 'true-false' },
        { question: 'Q3?', answers: [1], type: 'true-false' },
        { question: 'Q4?', answers: [2], type: 'true-false' },
      ],
      problems: [],
    });
  });

  it('short answer: every = answer accepted, =%50% gives part of the credit, feedback dropped', () => {
    expect(read('Who’s buried in Grant’s tomb?{=Grant =%50%Ulysses S. Grant#half =%33.3%U. S. Grant}')).toEqual({
      questions: [
        {
          question: 'Who’s buried in Grant’s tomb?',
          typed: { type: 'short-answer', accepted: [{ text: 'Grant', credit: 100 }, { text: 'Ulysses S. Grant', credit: 50 }, { text: 'U. S. Grant', credit: 33 }] },
          ...plain,
        },
      ],
      lines: [1],
      questionCount: 1,
      problems: [],
      problemCount: 0,
    });
  });

  it('numeric: value:tolerance, a range, and several answers (the first with full credit)', () => {
    expect(read('What is pi? {#3.14159:0.0005}', '', 'Pi to 3 places? {#3.141..3.143}', '', 'When was Grant born? {#', '=%50%1822:2 # close', '=1822:0 # right', '}')).toMatchObject({
      questions: [
        { question: 'What is pi?', typed: { type: 'numeric', value: 3.14159, tolerance: 0.0005, toleranceKind: 'absolute' } },
        { question: 'Pi to 3 places?', typed: { type: 'numeric', value: 3.142, toleranceKind: 'absolute' } },
        { question: 'When was Grant born?', typed: { type: 'numeric', value: 1822, tolerance: 0 } },
      ],
      problems: [],
    });
    const range = read('Pi? {#3.141..3.143}').questions[0];
    expect(range && 'typed' in range && range.typed.type === 'numeric' ? range.typed.tolerance : NaN).toBeCloseTo(0.001, 10);
  });

  it('numeric: text after the answers is the question’s _____, as in Moodle', () => {
    expect(read('The value of pi (to 3 decimal places) is {#3.141..3.142}.').questions[0]?.question).toBe('The value of pi (to 3 decimal places) is _____.');
  });

  it('matching: =prompt -> answer, and = -> answer is a distractor', () => {
    expect(read('Match the capitals. {', '=Canada -> Ottawa', '=Italy  -> Rome', '= -> Paris', '####Good to know.', '}').questions).toEqual([
      {
        question: 'Match the capitals.',
        typed: { type: 'matching', pairs: [{ prompt: 'Canada', answer: 'Ottawa' }, { prompt: 'Italy', answer: 'Rome' }], distractors: ['Paris'] },
        explanation: 'Good to know.',
        tags: [],
      },
    ]);
  });

  it('missing word: a choice blank when there are ~ answers, a text blank when only =', () => {
    expect(read('Moodle costs {~lots of money =nothing ~a small amount} to download.', '', 'Two plus two equals {=four =%50%4}.').questions).toEqual([
      {
        question: 'Moodle costs _____ to download.',
        typed: { type: 'fill-blanks', text: 'Moodle costs {{1}} to download.', blanks: [{ choices: ['lots of money', 'nothing', 'a small amount'], answer: 1 }] },
        ...plain,
      },
      {
        question: 'Two plus two equals _____.',
        typed: { type: 'fill-blanks', text: 'Two plus two equals {{1}}.', blanks: [{ accepted: [{ text: 'four', credit: 100 }, { text: '4', credit: 50 }] }] },
        ...plain,
      },
    ]);
  });

  it('multiple choice: one = answer is single, weights make it multiple, also with one right answer', () => {
    expect(read('Q1? {=a ~b}', '', 'Q2? {~%50%a ~%50%b ~c}', '', 'Q3? {~%100%a ~%-100%b}').questions).toEqual([
      { question: 'Q1?', options: ['a', 'b'], answers: [1], ...plain },
      { question: 'Q2?', options: ['a', 'b', 'c'], answers: [1, 2], ...plain },
      { question: 'Q3?', options: ['a', 'b'], answers: [1], type: 'multiple', ...plain },
    ]);
  });

  it('reads our [qm:…] settings comments: case and accent, relative tolerance and units', () => {
    expect(read('// [qm:case-sensitive] [qm:accent-sensitive]', 'Q1? {=Zürich}', '', '// [qm:relative-tolerance] [qm:unit-required] [qm:unit-hint:m] [qm:unit:cm=0.01]', 'Q2? {#5:0.1}').questions).toMatchObject([
      { typed: { type: 'short-answer', caseSensitive: true, accentSensitive: true } },
      { typed: { type: 'numeric', value: 5, tolerance: 0.1, toleranceKind: 'relative', unitRequired: true, unitHint: 'm', units: [{ unit: 'cm', multiplier: 0.01 }] } },
    ]);
  });

  // [what, file, problems]
  const problems: [string, string, { line: number; message: string }[]][] = [
    ['an essay question', gift('// x', '', 'Write. {}'), [{ line: 3, message: 'Unsupported question: GIFT essay questions ({}) are not supported.' }]],
    ['a numeric answer that is no number', gift('Q? {#pi:1}'), [{ line: 1, message: 'Malformed GIFT: "pi" is not a number; a numerical answer is written {#3.14:0.01} or {#1..2}.' }]],
    ['a range that ends below its start', gift('Q? {#3..1}'), [{ line: 1, message: 'Malformed GIFT: the range 3..1 ends below its start.' }]],
    ['numeric answers without full credit', gift('Q? {#=%50%1 =%20%2}'), [{ line: 1, message: 'Missing answer: no numerical answer earns 100 %; mark one with = and no weight.' }]],
    ['a matching entry without ->', gift('Q? {', '=a -> 1', '=b -> 2', '=c', '}'), [{ line: 4, message: 'Malformed GIFT: a matching pair is written =prompt -> answer.' }]],
    ['a matching question with one pair', gift('Q? {=a -> 1}'), [{ line: 1, message: 'Bad matching question: At least 2 pairs.' }]],
    ['a missing word with two right choices', gift('A {=b =c ~d} e.'), [{ line: 1, message: 'Too many answers: 2, a missing-word blank has one right choice.' }]],
    ['a short answer without full credit', gift('Q? {=%50%a}'), [{ line: 1, message: 'Bad short answer question: One accepted answer must earn 100 %.' }]],
    ['an unknown setting', gift('// [qm:loud]', 'Q? {=a}'), [{ line: 2, message: 'Unknown setting: [qm:loud] is not one of ours.' }]],
  ];

  it.each(problems)('reports %s, with its line', (_what, text, expected) => {
    expect(readQuestionFile('gift', text).problems).toEqual(expected);
  });
});

describe('writing GIFT of every type', () => {
  it('writes each type in its GIFT syntax, settings in a [qm:…] comment', () => {
    const questions: AnyPortableQuestion[] = [
      { question: 'Sky blue?', options: ['True', 'False'], answers: [1], type: 'true-false', explanation: 'Yes.', tags: [] },
      { question: 'Capital?', typed: { type: 'short-answer', accepted: [{ text: 'Bern', credit: 100 }, { text: '%Berne', credit: 50 }], caseSensitive: true }, ...plain },
      { question: 'Pi?', typed: { type: 'numeric', value: 3.14, tolerance: 0.01, toleranceKind: 'relative' }, ...plain },
      { question: 'Match', typed: { type: 'matching', pairs: [{ prompt: 'a', answer: '1' }, { prompt: 'b', answer: '2' }], distractors: ['3'] }, ...plain },
      { question: 'A _____ c', typed: { type: 'fill-blanks', text: 'A {{1}} c', blanks: [{ choices: ['b', 'x'], answer: 0 }] }, ...plain },
    ];
    expect(writeQuestionFile('gift', questions)).toEqual({
      imagesLeftOut: 0,
      text: [
        'Sky blue? {TRUE',
        '\t####Yes.',
        '}',
        '',
        '// [qm:case-sensitive]',
        'Capital? {',
        '\t=Bern',
        '\t=%50%%Berne',
        '}',
        '',
        '// [qm:relative-tolerance]',
        'Pi? {#3.14:0.01',
        '}',
        '',
        'Match {',
        '\t=a -> 1',
        '\t=b -> 2',
        '\t= -> 3',
        '}',
        '',
        'A {',
        '\t=b',
        '\t~x',
        '} c',
        '',
      ].join('\n'),
      problems: [],
    });
    expect(readQuestionFile('gift', writeQuestionFile('gift', questions).text)).toMatchObject({ questions, problems: [] });
  });

  it('leaves out what GIFT cannot hold, naming each: ordering, two blanks, a blank at the end, -> in an answer', () => {
    const questions: AnyPortableQuestion[] = [
      { question: 'Order', typed: { type: 'ordering', items: ['a', 'b', 'c'] }, ...plain },
      { question: 'Two', typed: { type: 'fill-blanks', text: '{{1}} and {{2}}.', blanks: [{ choices: ['a', 'b'], answer: 0 }, { choices: ['c', 'd'], answer: 1 }] }, ...plain },
      { question: 'End', typed: { type: 'fill-blanks', text: 'It is {{1}}', blanks: [{ choices: ['a', 'b'], answer: 0 }] }, ...plain },
      { question: 'Arrow', typed: { type: 'short-answer', accepted: [{ text: 'a -> b', credit: 100 }] }, ...plain },
      { question: 'Fine? ', options: ['a', 'b'], answers: [1], ...plain },
    ];
    const { text, problems } = writeQuestionFile('gift', questions);
    expect(problems).toEqual([
      { line: 0, message: 'Question 1: GIFT has no ordering questions; export them as Moodle XML or CSV.' },
      { line: 0, message: 'Question 2: GIFT holds one blank per question (a missing word), this one has 2.' },
      { line: 0, message: 'Question 3: GIFT reads a blank at the end of the text as a short-answer question; put text after it.' },
      { line: 0, message: 'Question 4: GIFT reads an answer holding -> as a matching pair.' },
    ]);
    expect(readQuestionFile('gift', text).questions).toHaveLength(1);
  });
});
