import { describe, expect, it } from 'vitest';
import { BUILT_IN_COVERS, coverImageSchema, createQuestionSchema, createQuizSchema, isCoverFileName } from './quiz-authoring';

describe('isCoverFileName', () => {
  it.each(['cover.png', 'photo.JPG', 'a.b.jpeg'])('accepts %s', (name) => {
    expect(isCoverFileName(name)).toBe(true);
  });

  it.each(['cover.gif', 'cover.svg', 'notes.txt', 'png', 'cover.png.exe', ''])('refuses %s', (name) => {
    expect(isCoverFileName(name)).toBe(false);
  });
});

describe('coverImageSchema', () => {
  it('accepts https URLs and the built-in covers', () => {
    const schema = coverImageSchema();
    for (const image of ['https://firebasestorage.googleapis.com/v0/b/x/o/covers%2Fa.png?alt=media', ...BUILT_IN_COVERS]) {
      expect(schema.safeParse(image).success).toBe(true);
    }
  });

  it('refuses plain http, other paths and scripts', () => {
    const schema = coverImageSchema();
    for (const image of ['http://example.com/a.png', '/etc/passwd', 'javascript:alert(1)', '/covers/../x.svg', '']) {
      expect(schema.safeParse(image).success).toBe(false);
    }
  });

  it("accepts the Storage emulator's http URLs only when told its host", () => {
    const url = 'http://127.0.0.1:9199/v0/b/demo-quizmaster.appspot.com/o/covers%2Fa.png?alt=media&token=t';
    expect(coverImageSchema().safeParse(url).success).toBe(false);
    expect(coverImageSchema('127.0.0.1:9199').safeParse(url).success).toBe(true);
    expect(coverImageSchema('127.0.0.1:9199').safeParse('http://127.0.0.1:91990/x.png').success).toBe(false);
  });

  it("takes the emulator host literally (its dots match only dots) and never any other http host", () => {
    const schema = coverImageSchema('127.0.0.1:9199');
    expect(schema.safeParse('http://127a0b0c1:9199/covers/a.png').success).toBe(false);
    expect(schema.safeParse('http://evil.example.com/127.0.0.1:9199/a.png').success).toBe(false);
    expect(schema.safeParse('https://cdn.example.com/a.png').success).toBe(true);
  });
});

describe('createQuizSchema', () => {
  const valid = {
    quizName: ' Capitals ',
    image: '/covers/geography.svg',
    description: 'Europe',
    quizType: 'paid',
    resultType: 'question-wise',
    timeType: 'per-question',
    retakeCount: '2',
    allQTime: '1.5',
  };

  it('trims text and reads numbers typed as text', () => {
    expect(createQuizSchema().parse(valid)).toMatchObject({ quizName: 'Capitals', retakeCount: 2, allQTime: 1.5 });
  });

  it.each([
    ['retakeCount', ''],
    ['retakeCount', '1.5'],
    ['retakeCount', '21'],
    ['allQTime', '0'],
    ['allQTime', '601'],
    ['quizType', 'premium'],
    ['quizName', '   '],
  ])('refuses %s = %j', (field, value) => {
    expect(createQuizSchema().safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it.each([
    ['quizName', '   ', 'Quiz name is required'],
    ['description', '', 'Description is required'],
    ['quizType', '', 'Choose free or paid'],
    ['retakeCount', '1.5', 'Use a whole number'],
    ['retakeCount', '21', 'At most 20'],
    ['allQTime', '0', 'More than 0 minutes'],
    ['allQTime', '601', 'At most 600 minutes'],
  ])('words the problem with %s = %j as the form shows it: %s', (field, value, message) => {
    const result = createQuizSchema().safeParse({ ...valid, [field]: value });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('reads the pass mark as a whole percent, blank or null as none, and the leaderboard switch as a boolean', () => {
    expect(createQuizSchema().parse({ ...valid, passMark: '70', leaderboard: true })).toMatchObject({ passMark: 70, leaderboard: true });
    expect(createQuizSchema().parse({ ...valid, passMark: 100 })).toMatchObject({ passMark: 100 });
    expect(createQuizSchema().parse({ ...valid, passMark: '' })).toMatchObject({ passMark: null });
    expect(createQuizSchema().parse({ ...valid, passMark: null })).toMatchObject({ passMark: null });
    expect(createQuizSchema().parse(valid)).not.toHaveProperty('passMark');
  });

  it.each([
    ['passMark', '0', 'At least 1'],
    ['passMark', 101, 'At most 100'],
    ['passMark', '50.5', 'Use a whole number'],
    ['passMark', 'half', 'Expected a number'],
    ['leaderboard', 'yes', 'Invalid input: expected boolean, received string'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    const result = createQuizSchema().safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.path[0] === field && JSON.stringify(issue).includes(message))).toBe(true);
  });

  it.each([
    ['opensAt', '0001-01-01T00:00:00Z', true],
    ['closesAt', '9999-12-31T23:59:59.999Z', true],
    ['opensAt', '0000-12-31T23:59:59Z', false],
    ['opensAt', '0001-01-01T00:00:00+01:00', false],
    ['closesAt', '9999-12-31T23:00:00-05:00', false],
  ])('takes %s = %s only when a Firestore Timestamp can hold it (%s)', (field, instant, storable) => {
    const result = createQuizSchema().safeParse({ ...valid, [field]: instant });
    expect(result.success).toBe(storable);
    if (!storable) expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: 'Expected a date from the year 1 to 9999' })]);
  });
});

describe('createQuestionSchema', () => {
  const valid = { quizId: 'q', question: 'Which?', options: [{ id: 1, option: 'A' }, { id: 2, option: 'B' }], answer: [1] };

  it('accepts a question with two options and an answer', () => {
    expect(createQuestionSchema.safeParse(valid).success).toBe(true);
  });

  it('needs two options and at least one answer', () => {
    expect(createQuestionSchema.safeParse({ ...valid, options: [{ id: 1, option: 'A' }] }).success).toBe(false);
    expect(createQuestionSchema.safeParse({ ...valid, answer: [] }).success).toBe(false);
  });

  const issuesOf = (body: object) => createQuestionSchema.safeParse(body).error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

  it('takes a single-answer question with exactly one right option (ADR 0035)', () => {
    expect(createQuestionSchema.safeParse({ ...valid, type: 'single' }).success).toBe(true);
    expect(issuesOf({ ...valid, type: 'single', answer: [1, 2] })).toEqual([{ path: 'answer', message: 'A single-answer question has exactly one right option' }]);
  });

  it('takes a true/false question without options, answered [1] or [2]', () => {
    const trueFalse = { quizId: 'q', type: 'true-false', question: 'Is it?' };
    expect(createQuestionSchema.parse({ ...trueFalse, answer: [2], options: [{ id: 5, option: 'Ignored' }] })).toEqual({ ...trueFalse, answer: [2] });
    for (const answer of [[3], [1, 2], []]) expect(issuesOf({ ...trueFalse, answer })).toEqual([{ path: 'answer', message: 'Expected [1] (True) or [2] (False)' }]);
  });

  it("takes a typed question's fields with the text, explanation and tags, and refuses them by field", () => {
    const ordering = { quizId: 'q', type: 'ordering', question: 'Order them', items: ['A', 'B', 'C'], tags: [' Maths '] };
    expect(createQuestionSchema.parse(ordering)).toEqual({ ...ordering, tags: ['maths'] });
    expect(issuesOf({ ...ordering, items: ['A', 'B'] })).toEqual([{ path: 'items', message: 'Put at least 3 items in order' }]);
    expect(issuesOf({ ...ordering, question: '' })).toEqual([expect.objectContaining({ path: 'question' })]);
    expect(issuesOf({ ...ordering, quizId: undefined })).toEqual([expect.objectContaining({ path: 'quizId' })]);
    expect(issuesOf({ ...ordering, type: 'essay' })).toEqual([expect.objectContaining({ path: 'type' })]);
  });
});

describe('orderingCredit', () => {
  const quiz = { quizName: 'Q', image: '/covers/science.svg', description: 'D', quizType: 'free', resultType: 'quiz-wise', timeType: 'per-quiz', retakeCount: 0, allQTime: 5 };
  it('is one of ORDERING_CREDITS', () => {
    expect(createQuizSchema().parse({ ...quiz, orderingCredit: 'adjacent-pairs' })).toMatchObject({ orderingCredit: 'adjacent-pairs' });
    expect(createQuizSchema().safeParse({ ...quiz, orderingCredit: 'some' }).success).toBe(false);
  });
});
