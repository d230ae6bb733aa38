import { describe, expect, it } from 'vitest';
import { readQuestionFile, writeQuestionFile, type AnyPortableQuestion } from './index';

const csv = (...lines: string[]) => lines.join('\r\n');
const ID = 'Abcdefghijklmnopqrstu1';
const ID2 = '-bcdefghijklmnopqrstu2';

describe('CSV images by reference (ADR 0037)', () => {
  it('reads the question image and option images with their alt texts', () => {
    const text = csv(
      'question,image,image alt,option 1,option 1 image,option 1 image alt,option 2,option 2 image,option 2 image alt,answers',
      `Which flag?,${ID},A map of Europe,France,${ID2},"Blue, white, red",Italy,,,1`,
      'Typed?,,,,,,,,,1',
    );
    expect(readQuestionFile('csv', text)).toMatchObject({
      questions: [
        { question: 'Which flag?', image: { id: ID, alt: 'A map of Europe' }, options: ['France', 'Italy'], optionImages: [{ id: ID2, alt: 'Blue, white, red' }, null] },
        { question: 'Typed?', options: [], answers: [] },
      ],
    });
    expect(readQuestionFile('csv', text).questions[1]).not.toHaveProperty('image');
  });

  it('an old file without the image columns reads as before, with no image fields', () => {
    const { questions, problems } = readQuestionFile('csv', csv('question,option 1,option 2,answers', 'Q?,a,b,1'));
    expect(problems).toEqual([]);
    expect(questions).toEqual([{ question: 'Q?', options: ['a', 'b'], answers: [1], explanation: '', tags: [] }]);
  });

  const header = 'question,image,image alt,option 1,option 1 image,option 1 image alt,option 2,answers';
  it.each([
    ['an image without alt', `Q?,${ID},,a,,,b,1`, 'Missing image alt: "image" has an image; describe it in "image alt" for players who cannot see it.'],
    ['alt without an image', 'Q?,,A cat,a,,,b,1', 'Missing image: "image alt" has text, but "image" has no image id.'],
    ['a bad id', 'Q?,https://example.com/cat.png,A cat,a,,,b,1', 'Bad image id "https://example.com/cat.png" in "image": an image id is the 22 letters, digits, - and _ of an image uploaded in the editor.'],
    ['an option image without alt', `Q?,,,a,${ID},,b,1`, 'Missing image alt: "option 1 image" has an image; describe it in "option 1 image alt" for players who cannot see it.'],
    ['an alt too long', `Q?,${ID},${'x'.repeat(201)},a,,,b,1`, 'Image alt too long: "image alt" has 201 characters, at most 200.'],
  ])('reports %s with its line and column', (_what, row, message) => {
    expect(readQuestionFile('csv', csv(header, 'Fine?,,,a,,,b,2', row)).problems).toEqual([{ line: 3, message }]);
  });

  it('reports an option image of an empty option, and option images of other types', () => {
    const text = csv(
      'question,type,option 1,option 1 image,option 1 image alt,option 2,option 3,option 3 image,option 3 image alt,answers',
      `Q?,,a,,,b,,${ID},A cat,1`,
      `Order?,ordering,a,${ID},A cat,b,c,,,`,
    );
    expect(readQuestionFile('csv', text).problems).toEqual([
      { line: 2, message: 'Missing option: "option 3 image" has an image, but "option 3" has no text.' },
      { line: 3, message: 'Option images are for single and multiple choice options: "option 1 image" is not empty in this ordering question.' },
    ]);
  });

  it('a question image is kept on any type', () => {
    const questions: AnyPortableQuestion[] = [
      { question: 'Sky blue?', image: { id: ID, alt: 'The sky' }, options: ['True', 'False'], answers: [1], type: 'true-false', explanation: '', tags: [] },
      { question: 'Order?', image: { id: ID2, alt: '=1+1' }, typed: { type: 'ordering', items: ['a', 'b', 'c'] }, explanation: '', tags: [] },
    ];
    const { text, problems } = writeQuestionFile('csv', questions);
    expect(problems).toEqual([]);
    expect(text.split('\r\n')[0]).toBe('question,image,image alt,type,option 1,option 2,option 3,option 4,option 5,option 6,option 7,option 8,option 9,option 10,answers,explanation,tags');
    expect(readQuestionFile('csv', text)).toMatchObject({ questions, problems: [] });
  });

  it('writes no image columns when no question has an image', () => {
    const { text } = writeQuestionFile('csv', [{ question: 'Q?', options: ['a', 'b'], answers: [1], explanation: '', tags: [] }]);
    expect(text.split('\r\n')[0]).not.toContain('image');
  });
});
