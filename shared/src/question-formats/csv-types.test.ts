import { describe, expect, it } from 'vitest';
import { CSV_TYPED_HEADER, readQuestionFile, writeQuestionFile, type AnyPortableQuestion } from './index';

const csv = (...lines: string[]) => lines.join('\r\n');
const plain = { explanation: '', tags: [] };

describe('CSV question types: a type column and the columns of each type', () => {
  it('reads a row of each type', () => {
    const text = csv(
      'question,type,option 1,option 2,option 3,answers,credits,match 1,match 2,distractor 1,value,tolerance,text,blank 1,blank 2,settings,explanation,tags',
      'Pick one,single,a,b,,2,,,,,,,,,,,,',
      'Pick some,multiple,a,b,c,1,,,,,,,,,,,,',
      'Sky blue?,true-false,,,,TRUE,,,,,,,,,,,Yes.,geo',
      'Capital?,Short answer,Bern,Berne,,,100;50,,,,,,,,,case-sensitive,,',
      'Pi?,numeric,,,,,,,,,3.14,0.01,,,,relative-tolerance;unit:cm=0.01;unit-hint:m,,',
      'Order,ordering,one,two,three,,,,,,,,,,,,,',
      'Match,matching,Canada,Italy,,,,Ottawa,Rome,Paris,,,,,,,,',
      'Fill,fill-blanks,,,,,,,,,,,"{{1}} plus {{2}}",=two =%50%2,=four ~five,blank-1-accent-sensitive,,',
    );
    expect(readQuestionFile('csv', text)).toMatchObject({
      questions: [
        { question: 'Pick one', options: ['a', 'b'], answers: [2] },
        { question: 'Pick some', options: ['a', 'b', 'c'], answers: [1], type: 'multiple' },
        { question: 'Sky blue?', options: ['True', 'False'], answers: [1], type: 'true-false', explanation: 'Yes.', tags: ['geo'] },
        { typed: { type: 'short-answer', accepted: [{ text: 'Bern', credit: 100 }, { text: 'Berne', credit: 50 }], caseSensitive: true } },
        { typed: { type: 'numeric', value: 3.14, tolerance: 0.01, toleranceKind: 'relative', unitHint: 'm', units: [{ unit: 'cm', multiplier: 0.01 }] } },
        { typed: { type: 'ordering', items: ['one', 'two', 'three'] } },
        { typed: { type: 'matching', pairs: [{ prompt: 'Canada', answer: 'Ottawa' }, { prompt: 'Italy', answer: 'Rome' }], distractors: ['Paris'] } },
        {
          typed: {
            type: 'fill-blanks',
            text: '{{1}} plus {{2}}',
            blanks: [{ accepted: [{ text: 'two', credit: 100 }, { text: '2', credit: 50 }], accentSensitive: true }, { choices: ['four', 'five'], answer: 0 }],
          },
        },
      ],
      problems: [],
    });
  });

  it('needs only question and type with a type column; without one, the choice columns as before', () => {
    expect(readQuestionFile('csv', csv('question,type,value', 'Pi?,numeric,3.14'))).toMatchObject({ questions: [{ typed: { type: 'numeric', value: 3.14, tolerance: 0 } }], problems: [] });
    expect(readQuestionFile('csv', csv('question,value', 'Pi?,3')).problems).toEqual([
      { line: 1, message: 'Missing column "option 1" in the header.' },
      { line: 1, message: 'Missing column "option 2" in the header.' },
      { line: 1, message: 'Missing column "answers" in the header.' },
    ]);
  });

  // [what, row under the header, problems]
  const header = 'question,type,option 1,option 2,option 3,answers,credits,match 1,match 2,value,tolerance,text,blank 1,settings';
  const problems: [string, string, { line: number; message: string }[]][] = [
    ['an unknown type', 'Q?,essay,,,,,,,,,,,,', [{ line: 2, message: 'Unknown type "essay": the types are single, multiple, true-false, short-answer, numeric, ordering, matching, fill-blanks.' }]],
    ['a true/false without its answer', 'Q?,true-false,,,,maybe,,,,,,,,', [{ line: 2, message: 'Missing answer: a true-false question has true or false in its answers cell.' }]],
    ['a single with two answers', 'Q?,single,a,b,,1;2,,,,,,,,', [{ line: 2, message: 'Too many answers: 2, a single-answer question has one right answer.' }]],
    ['a numeric without value', 'Q?,numeric,,,,,,,,,,,,', [{ line: 2, message: 'Missing value: a numeric question needs its value in the value column.' }]],
    ['a numeric value that is no number', 'Q?,numeric,,,,,,,,0x10,abc,,,', [
      { line: 2, message: 'Bad value "0x10": not a number.' },
      { line: 2, message: 'Bad tolerance "abc": not a number.' },
    ]],
    ['a relative tolerance over 1', 'Q?,numeric,,,,,,,,5,2,,,relative-tolerance', [{ line: 2, message: 'Bad numeric question: A relative tolerance is at most 1 (100 %).' }]],
    ['a credit that is no number', 'Q?,short-answer,a,b,,,100;half,,,,,,,', [{ line: 2, message: 'Bad credit "half": a credit is a whole number of per cent, e.g. 100;50.' }]],
    ['ordering with two items', 'Q?,ordering,a,b,,,,,,,,,,', [{ line: 2, message: 'Bad ordering question: Put at least 3 items in order.' }]],
    ['a prompt without its match', 'Q?,matching,a,b,,,,1,,,,,,', [
      { line: 2, message: 'Missing match: option 2 has no answer in match 2.' },
      { line: 2, message: 'Bad matching question: An answer cannot be empty.' },
    ]],
    ['a blank the text does not mark', 'Q?,fill-blanks,,,,,,,,,,No blank,=a,', [{ line: 2, message: 'Bad fill in the blanks question: Mark each blank once in the text, in order: {{1}}, {{2}}, ….' }]],
    ['a blank cell without answers', 'Q?,fill-blanks,,,,,,,,,,{{1}} x,just text,', [{ line: 2, message: 'Blank 1: Malformed blank: write its answers as =answer =%50%other, or its choices as =right ~wrong ~wrong.' }, { line: 2, message: 'Bad fill in the blanks question: Give at least one accepted answer.' }, { line: 2, message: 'Bad fill in the blanks question: One accepted answer must earn 100 %.' }]],
    ['an unknown setting', 'Q?,ordering,a,b,c,,,,,,,,,loud', [{ line: 2, message: 'Unknown setting "loud" in the settings cell.' }]],
  ];

  it.each(problems)('reports %s, with its line', (_what, row, expected) => {
    expect(readQuestionFile('csv', csv(header, row)).problems).toEqual(expected);
  });
});

describe('writing CSV of every type', () => {
  it('writes only the columns the questions use, in the template’s order', () => {
    const questions: AnyPortableQuestion[] = [
      { question: 'Sky?', options: ['True', 'False'], answers: [2], type: 'true-false', ...plain },
      { question: 'Pi?', typed: { type: 'numeric', value: 3.14, tolerance: 0.01, toleranceKind: 'absolute', unitRequired: true }, ...plain },
    ];
    const { text, problems } = writeQuestionFile('csv', questions);
    expect(problems).toEqual([]);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'question,type,option 1,option 2,option 3,option 4,option 5,option 6,option 7,option 8,option 9,option 10,answers,value,tolerance,settings,explanation,tags',
      'Sky?,true-false,,,,,,,,,,,false,,,,,',
      'Pi?,numeric,,,,,,,,,,,,3.14,0.01,unit-required,,',
    ]);
    expect(readQuestionFile('csv', text).questions).toEqual(questions);
  });

  it('CSV_TYPED_HEADER names every column the reader knows', () => {
    const cells: Record<string, string> = { question: 'Q?', type: 'ordering', 'option 1': 'a', 'option 2': 'b', 'option 3': 'c' };
    const row = CSV_TYPED_HEADER.map((name) => cells[name] ?? '');
    expect(readQuestionFile('csv', csv(CSV_TYPED_HEADER.join(','), row.join(',')))).toMatchObject({
      questions: [{ typed: { type: 'ordering', items: ['a', 'b', 'c'] } }],
      problems: [],
    });
  });
});
