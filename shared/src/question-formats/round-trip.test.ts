import { describe, expect, it } from 'vitest';
import { QUESTION_FORMATS, questionKey, readQuestionFile, writeQuestionFile, type PortableQuestion, type QuestionFormat } from './index';
import { mulberry32 } from '../testing/seeded-random';


/** Pieces of text that each format has to quote, escape or defuse; the line breaks only where the format has them. */
const AWKWARD = [
  ',', '"', "'", ';', '=', '-', '+', '@', '~', '#', '{', '}', ':', '::', '\\', '\\n', '%', '%50%', '->', '####', '//',
  '[html]', '[plain]', '[markdown]', 'ANSWER:', 'A.', 'T', '$CATEGORY:', '\t', '  ', 'é', '日本', '🙂', '<b>',
];
const WORDS = ['Paris', 'a', 'Zebra', '42', 'x', 'the', 'Über', 'one two'];
const TAGS = ['geo', 'world war ii', 'x-1', 'a.b_c', 'é', '42'];

const ID_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

function generator(seed: number, lineBreaks: boolean, images = false) {
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T,>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const pieces = lineBreaks ? [...AWKWARD, '\n', '\r\n', ' \n '] : AWKWARD;

  const text = (): string => {
    for (;;) {
      let result = '';
      const length = int(1, 8);
      for (let index = 0; index < length; index += 1) result += random() < 0.5 ? pick(pieces) : pick(WORDS);
      // Stored texts are trimmed, and line breaks are \n (a CR is not kept).
      result = result.replaceAll('\r\n', '\n').trim();
      if (result !== '') return result;
    }
  };
  const unique = (count: number, seen: Set<string>) => {
    const texts: string[] = [];
    while (texts.length < count) {
      const candidate = text();
      if (seen.has(questionKey(candidate))) continue;
      seen.add(questionKey(candidate));
      texts.push(candidate);
    }
    return texts;
  };

  const questionKeys = new Set<string>();
  return (singleAnswer: boolean): PortableQuestion => {
    const [question = ''] = unique(1, questionKeys);
    const options = unique(int(2, 10), new Set());
    const answers = singleAnswer
      ? [int(1, options.length)]
      : options.map((_, index) => index + 1).filter(() => random() < 0.4);
    if (answers.length === 0) answers.push(int(1, options.length));
    const tags = [...new Set(Array.from({ length: int(0, 3) }, () => pick(TAGS)))];
    // Image ids may start with - (a formula to a spreadsheet); alt texts are as awkward as any text.
    const image = () => ({ id: Array.from({ length: 22 }, () => ID_CHARACTERS.charAt(int(0, ID_CHARACTERS.length - 1))).join(''), alt: text() });
    const withImages = images && random() < 0.4;
    const optionImages = withImages && random() < 0.6 ? options.map(() => (random() < 0.5 ? image() : null)) : [];
    return {
      question,
      ...(withImages && random() < 0.7 ? { image: image() } : {}),
      options,
      ...(optionImages.some((entry) => entry !== null) ? { optionImages } : {}),
      answers,
      explanation: random() < 0.5 ? '' : text(),
      tags,
    };
  };
}

/** What a format keeps of a question. */
function kept(format: QuestionFormat, question: PortableQuestion): PortableQuestion {
  return format === 'aiken' ? { ...question, explanation: '', tags: [] } : question;
}

describe('round trip: writeQuestionFile then readQuestionFile gives the questions back', () => {
  const samples: PortableQuestion[] = [
    { question: 'Capital of France?', options: ['Paris', 'Lyon', 'Nice'], answers: [1], explanation: '', tags: [] },
    { question: '=2+2, "really"?', options: ['-4', '4', "'=4", '@four'], answers: [2], explanation: 'Because {math}: 2 # 2.', tags: ['math', 'world war ii'] },
    { question: 'Which ~ are = right?', options: ['%50%a', '[html]b', 'c\\n', 'd'], answers: [1, 3, 4], explanation: '[plain]x', tags: ['a.b_c'] },
  ];

  it.each(QUESTION_FORMATS)('%s: a hand-picked sample', (format) => {
    const questions = format === 'aiken' ? samples.filter((question) => question.answers.length === 1) : samples;
    const { text, problems } = writeQuestionFile(format, questions);
    expect(problems).toEqual([]);
    expect(readQuestionFile(format, text)).toMatchObject({ questions: questions.map((question) => kept(format, question)), problems: [] });
  });

  // [format, seed]
  const table: [QuestionFormat, number][] = [
    ['csv', 1],
    ['csv', 20260101],
    ['gift', 2],
    ['gift', 20260102],
    ['aiken', 3],
  ];

  it.each(table)('%s: 200 random questions with awkward characters (seed %d)', (format, seed) => {
    const next = generator(seed, format !== 'aiken', format === 'csv');
    const questions: PortableQuestion[] = [];
    while (questions.length < 200) {
      const question = next(format === 'aiken');
      // Aiken takes a line starting with ANSWER: for the answer (export reports such a question).
      if (format !== 'aiken' || !/^answer\s*:/i.test(question.question)) questions.push(question);
    }
    const { text, problems } = writeQuestionFile(format, questions);
    expect(problems).toEqual([]);
    const report = readQuestionFile(format, text);
    expect(report.problems).toEqual([]);
    expect(report.questions).toEqual(questions.map((question) => kept(format, question)));
  });

  it('csv: some random questions and options have images, some ids start with -', () => {
    const next = generator(1, true, true);
    const questions = Array.from({ length: 200 }, () => next(false));
    expect(questions.filter((question) => question.image).length).toBeGreaterThan(20);
    expect(questions.filter((question) => question.optionImages).length).toBeGreaterThan(20);
    expect(questions.some((question) => question.image?.id.startsWith('-'))).toBe(true);
    expect(writeQuestionFile('csv', questions).text.split('\r\n')[0]).toContain('option 1 image alt');
  });

  it('the random questions do have what makes the formats hard', () => {
    const next = generator(1, true);
    const all = JSON.stringify(Array.from({ length: 200 }, () => next(false)));
    for (const piece of ['\\n', ',', '\\"', '{', '}', '~', '#', '=', ':', '[html]', '%50%']) expect(all).toContain(piece);
    expect(Array.from({ length: 200 }, () => next(false)).some((question) => /^[=\-+@]/.test(question.question))).toBe(true);
  });
});
