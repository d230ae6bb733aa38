/** Question import and export through the API (ADR 0020): dry run, all-or-nothing import, round trips. */
import { describe, expect, it } from 'vitest';
import { isTypedPortable, MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS, MAX_REPORTED_PROBLEMS } from '@quizmaster/shared/question-formats/index';
import { typedInputOf } from '@quizmaster/shared/question-types/build';
import type { TypedQuestionFields } from '@quizmaster/shared/question-types/input';
import { TRUE_FALSE_OPTIONS } from '@quizmaster/shared/question-types/limits';
import { api } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { ImportProblem as Problem } from '@quizmaster/shared/question-formats/index';
import type { ExportedQuestions as Exported, ImportCheck as DryRun } from '@quizmaster/shared/api/question-transfer';

const { refs, tokens } = useDemoData('question-transfer');

const HEADER = 'question,option 1,option 2,option 3,answers,explanation,tags';
const importInto = (quizId: string, body: object, token = tokens.admin) => api<DryRun & { imported?: number; problems?: Problem[] }>('POST', `/quizzes/${quizId}/import`, { token, body });
const exportOf = (quizId: string, format: string) => api<Exported>('GET', `/quizzes/${quizId}/export?format=${format}`, { token: tokens.admin });
const storedQuestions = async (quizId: string) => (await refs.questions(quizId).orderBy('order').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));

describe('POST /quizzes/{quizId}/import', () => {
  const badFile = [
    HEADER,
    'Question 1?,a,b,c,1,,', // already in the quiz (arrangeQuiz's first question)
    'No answer?,a,b,c,,,',
    'Out of range?,a,b,c,4,,',
    'Twice?,a,b,c,1,,',
    'twice?,x,y,z,2,,',
  ].join('\n');

  it('reports every problem with its line in a dry run, and writes nothing', async () => {
    await arrangeQuiz(refs, 'target', { answers: [[1], [2]] });
    const response = await importInto('target', { format: 'csv', text: badFile, dryRun: true });
    expect(response).toHaveStatus(200);
    expect(response.body.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 6]);
    expect(response.body.problems[0]?.message).toBe('Duplicate question: the quiz already has it as question 1.');
    expect(response.body.problems[1]?.message).toMatch(/answer/i);
    expect(response.body.problems[3]?.message).toMatch(/^Duplicate question: the same question is on line 5/);
    expect(await storedQuestions('target')).toHaveLength(2);
    expect((await refs.quiz('target').get()).data()).toMatchObject({ questionCount: 2 });
  });

  it('refuses to import while any row is bad (400 with the problems), importing nothing', async () => {
    await arrangeQuiz(refs, 'target', { answers: [[1], [2]] });
    const response = await importInto('target', { format: 'csv', text: badFile });
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ error: 'import-problems', message: 'The file has 4 problems: nothing was imported.' });
    expect(response.body.problems).toHaveLength(4);
    expect(await storedQuestions('target')).toHaveLength(2);
    expect((await refs.auditLog().get()).size).toBe(0);
  });

  it('imports every question at the end, with answers, explanations and tags, in one version', async () => {
    await arrangeQuiz(refs, 'target', { answers: [[1]] });
    const text = [HEADER, 'Pick the vowels,a,b,e,1;3,"a and e, of course",Letters; Basics', '"Multi\nline?",yes,no,,1,,'].join('\r\n');
    const dry = await importInto('target', { format: 'csv', text, dryRun: true });
    expect(dry.body.problems).toEqual([]);
    expect(dry.body.questions.map((question) => (isTypedPortable(question) ? null : question.answers))).toEqual([[1, 3], [1]]);

    const response = await importInto('target', { format: 'csv', text, expectedVersion: 1 });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ imported: 2, version: 2 });
    const questions = await storedQuestions('target');
    expect(questions.map((question) => [question.question, question.order])).toEqual([
      ['Question 1?', 0],
      ['Pick the vowels', 1],
      ['Multi\nline?', 2],
    ]);
    expect(questions[1]).toMatchObject({ explanation: 'a and e, of course', tags: ['letters', 'basics'], quizType: 'free' });
    expect(questions[2]?.options.map((option) => option.option)).toEqual(['yes', 'no']);
    const key = (await refs.answerKey('target').get()).data()?.answers ?? {};
    expect(key[questions[1]?.id ?? '']).toEqual([1, 3]);
    expect((await refs.quiz('target').get()).data()).toMatchObject({ questionCount: 3, version: 2 });
    const entries = (await refs.auditLog().get()).docs.map((doc) => doc.data());
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'question-import', target: { kind: 'quiz', id: 'target' }, after: { format: 'csv', imported: 2 } });
  });

  it('takes a file far larger than the API’s other bodies (300 questions, about 400 KB)', async () => {
    await arrangeQuiz(refs, 'big', { answers: [] });
    const filler = 'x'.repeat(400);
    const rows = Array.from({ length: 300 }, (_, index) => `Question number ${String(index)} ${filler}?,${filler} a,${filler} b,${filler} c,2,,`);
    const text = [HEADER, ...rows].join('\n');
    expect(text.length).toBeGreaterThan(350_000);
    const response = await importInto('big', { format: 'csv', text });
    expect(response).toHaveStatus(200);
    expect(response.body.imported).toBe(300);
    expect((await refs.quiz('big').get()).data()?.questionCount).toBe(300);
  });

  it.each([
    ['1,000,001 ASCII characters', 'x'.repeat(MAX_IMPORT_BYTES + 1)],
    ['500,001 two-byte characters (1,000,002 UTF-8 bytes)', 'é'.repeat(MAX_IMPORT_BYTES / 2 + 1)],
  ])('answers 413 naming the limit for a file over MAX_IMPORT_BYTES: %s', async (_what, text) => {
    await arrangeQuiz(refs, 'target');
    for (const dryRun of [true, false]) {
      const response = await importInto('target', { format: 'csv', text, dryRun });
      expect(response).toHaveStatus(413);
      expect(response.body).toEqual({
        error: 'payload-too-large',
        message: `File too large: ${String(Buffer.byteLength(text))} bytes, at most 1000000 can be imported at once.`,
        maxBytes: MAX_IMPORT_BYTES,
      });
    }
  });

  it('answers a hostile file quickly with a capped report: the first problems and questions, and the counts of all', async () => {
    await arrangeQuiz(refs, 'target', { answers: [[1], [2]] });
    // 60 KB: 30,000 rows of one cell, each with three problems (the review's payload at a tenth),
    // and one for the quiz's room: 90,001 problems and 30,000 questions unfixed in a 10 MB answer.
    const text = `question,option 1,option 2,answers\n${'x\n'.repeat(30_000)}`;
    const dry = await importInto('target', { format: 'csv', text, dryRun: true });
    expect(dry).toHaveStatus(200);
    expect(dry.body).toMatchObject({ dryRun: true, questionCount: 30_000, problemCount: 90_001 });
    expect(dry.body.questions).toHaveLength(MAX_IMPORT_QUESTIONS);
    expect(dry.body.problems).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(dry.body.problems[0]).toEqual({ line: 1, message: 'Too many questions: the quiz has 2 and the file 30000; a quiz holds at most 500.' });
    expect(JSON.stringify(dry.body).length).toBeLessThan(100_000);

    const imported = await importInto('target', { format: 'csv', text });
    expect(imported).toHaveStatus(400);
    expect(imported.body).toMatchObject({ error: 'import-problems', message: 'The file has 90001 problems: nothing was imported.', problemCount: 90_001 });
    expect(imported.body.problems).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(await storedQuestions('target')).toHaveLength(2);
  });

  it('answers the review’s Aiken payload (exponential backtracking, hours unfixed) with a problem at once', async () => {
    await arrangeQuiz(refs, 'target');
    const text = `Which?\nANSWER: ${'A '.repeat(40)}A!\n`;
    const start = Date.now();
    const response = await importInto('target', { format: 'aiken', text, dryRun: true });
    expect(Date.now() - start).toBeLessThan(5_000);
    expect(response).toHaveStatus(200);
    expect(response.body.problems.map((problem) => problem.message)).toContain(`Answer not among the options: ANSWER: ${'A '.repeat(40)}A! is not an option letter.`);
  });

  it('answers 400 for an unknown format, 403 for players and 404 for a missing quiz', async () => {
    await arrangeQuiz(refs, 'target');
    const unknown = await importInto('target', { format: 'xlsx', text: 'x' });
    expect(unknown).toHaveStatus(400);
    expect(JSON.stringify(unknown.body)).toContain('format');
    expect(await importInto('target', { format: 'csv', text: HEADER }, tokens.player)).toHaveStatus(403);
    expect(await importInto('missing', { format: 'csv', text: `${HEADER}\nQ?,a,b,,1,,` })).toHaveStatus(404);
  });
});

describe('GET /quizzes/{quizId}/export', () => {
  it.each(['csv', 'gift'] as const)('exports %s that imports back into identical questions', async (format) => {
    await arrangeQuiz(refs, 'source', { answers: [[1], [2, 4], [3]] });
    await refs.question('source', 'q2').update({ question: 'Tricky: {braces}, "quotes", ~tilde = equals # hash; =2+3', explanation: 'Because, "so".', tags: ['edge cases'] });
    await refs.question('source', 'q3').update({ options: [{ id: 1, option: '-1' }, { id: 2, option: 'Bob|@SUM(A1)' }, { id: 3, option: 'Option 3' }, { id: 4, option: 'Option 4' }] });
    const exported = await exportOf('source', format);
    expect(exported).toHaveStatus(200);
    expect(exported.body).toMatchObject({ fileName: `quiz-source.${format === 'csv' ? 'csv' : 'gift.txt'}`, questions: 3, problems: [] });
    // Formula-like cells are defused for spreadsheets; the import takes the guard away again.
    if (format === 'csv') expect(exported.body.text).toContain(`"'Tricky: {braces}, ""quotes"", ~tilde = equals # hash; =2+3"`);
    if (format === 'csv') expect(exported.body.text).toContain(`"'-1","'Bob|@SUM(A1)",`);

    await arrangeQuiz(refs, 'copy', { answers: [] });
    const imported = await importInto('copy', { format, text: exported.body.text });
    expect(imported).toHaveStatus(200);
    const strip = (questions: Awaited<ReturnType<typeof storedQuestions>>) =>
      questions.map(({ question, options, explanation, tags, order }) => ({ question, options, explanation: explanation ?? '', tags: tags ?? [], order }));
    expect(strip(await storedQuestions('copy'))).toEqual(strip(await storedQuestions('source')));
    const sourceKey = (await refs.answerKey('source').get()).data()?.answers;
    const copyQuestions = await storedQuestions('copy');
    const copyKey = (await refs.answerKey('copy').get()).data()?.answers ?? {};
    expect(copyQuestions.map((question) => copyKey[question.id])).toEqual([sourceKey?.q1, sourceKey?.q2, sourceKey?.q3]);
    // And exporting the copy gives the same file.
    expect((await exportOf('copy', format)).body.text).toBe(exported.body.text);
  });

  it('leaves out, and names, the questions Aiken cannot hold (several answers)', async () => {
    await arrangeQuiz(refs, 'source', { answers: [[1], [2, 4], [3]] });
    const exported = await exportOf('source', 'aiken');
    expect(exported.body.problems).toHaveLength(1);
    expect(exported.body.problems[0]?.message).toMatch(/^Question 2:/);
    expect(exported.body.text).toContain('Question 1?');
    expect(exported.body.text).not.toContain('Question 2?');
  });
});

/** A typed question's fields with what a save puts in random order (pairs, distractors, a blank's choices) sorted, the right choice by its text. */
function unordered(fields: TypedQuestionFields | null | undefined) {
  if (fields?.type === 'matching') return { ...fields, pairs: [...fields.pairs].sort((a, b) => a.prompt.localeCompare(b.prompt)), distractors: [...fields.distractors].sort() };
  if (fields?.type === 'fill-blanks') {
    return { ...fields, blanks: fields.blanks.map((blank) => ('choices' in blank ? { choices: [...blank.choices].sort(), answer: blank.choices[blank.answer] } : blank)) };
  }
  return fields;
}

/** Each stored question of a quiz as its author sees it: text, type, explanation, tags, and its options and right ids or its typed fields (from the stored content and key). */
async function authoredQuestions(quizId: string) {
  const key = (await refs.answerKey(quizId).get()).data();
  return (await storedQuestions(quizId)).map((question) => ({
    question: question.question,
    type: question.type,
    explanation: question.explanation ?? '',
    tags: question.tags ?? [],
    ...(question.content
      ? { typed: unordered(typedInputOf(question.content, key?.keys?.[question.id] ?? ({} as never))) }
      : { options: question.options, answer: key?.answers[question.id] }),
  }));
}

describe('every question type through import and export (ADR 0035)', () => {
  const giftFile = [
    '// [tag:capitals]',
    '::Q1:: What is the capital of France? {=Paris =%50%paris city',
    '####Paris since 508.',
    '}',
    '',
    'The speed of light in km/s? {#299792:10}',
    '',
    'Match the capitals. {',
    '=Canada -> Ottawa',
    '=Italy -> Rome',
    '= -> Paris',
    '}',
    '',
    'The sun rises in the east. {T}',
    '',
    'Moodle costs {~lots of money =nothing ~a small amount} to download.',
    '',
    'Which is a prime? {=7 ~8 ~9}',
  ].join('\n');

  it('imports a GIFT file of short answer, numeric, matching, true/false, missing word and single: the stored types and keys', async () => {
    await arrangeQuiz(refs, 'typed', { answers: [] });
    const dry = await importInto('typed', { format: 'gift', text: giftFile, dryRun: true });
    expect(dry).toHaveStatus(200);
    expect(dry.body).toMatchObject({ problems: [], questionCount: 6 });

    const response = await importInto('typed', { format: 'gift', text: giftFile });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ imported: 6 });
    const questions = await authoredQuestions('typed');
    expect(questions).toEqual([
      {
        question: 'What is the capital of France?',
        type: 'short-answer',
        explanation: 'Paris since 508.',
        tags: ['capitals'],
        typed: { type: 'short-answer', accepted: [{ text: 'Paris', credit: 100 }, { text: 'paris city', credit: 50 }] },
      },
      { question: 'The speed of light in km/s?', type: 'numeric', explanation: '', tags: [], typed: { type: 'numeric', value: 299792, tolerance: 10, toleranceKind: 'absolute' } },
      {
        question: 'Match the capitals.',
        type: 'matching',
        explanation: '',
        tags: [],
        typed: { type: 'matching', pairs: [{ prompt: 'Canada', answer: 'Ottawa' }, { prompt: 'Italy', answer: 'Rome' }], distractors: ['Paris'] },
      },
      { question: 'The sun rises in the east.', type: 'true-false', explanation: '', tags: [], options: TRUE_FALSE_OPTIONS.map((option) => ({ ...option })), answer: [1] },
      {
        question: 'Moodle costs _____ to download.',
        type: 'fill-blanks',
        explanation: '',
        tags: [],
        typed: { type: 'fill-blanks', text: 'Moodle costs {{1}} to download.', blanks: [{ choices: ['a small amount', 'lots of money', 'nothing'], answer: 'nothing' }] },
      },
      {
        question: 'Which is a prime?',
        type: 'single',
        explanation: '',
        tags: [],
        options: [
          { id: 1, option: '7' },
          { id: 2, option: '8' },
          { id: 3, option: '9' },
        ],
        answer: [1],
      },
    ]);
    // The typed keys are in the admin-only answer key, not on the question documents.
    const stored = await storedQuestions('typed');
    const key = (await refs.answerKey('typed').get()).data();
    expect(Object.keys(key?.keys ?? {}).sort()).toEqual([stored[0]?.id, stored[1]?.id, stored[2]?.id, stored[4]?.id].sort());
    expect(JSON.stringify(stored[0])).not.toContain('paris city');
  });

  it.each(['gift', 'csv', 'moodle-xml'] as const)('exports every type as %s, which imports back into the same questions', async (format) => {
    await arrangeQuiz(refs, 'source', { answers: [] });
    expect(await importInto('source', { format: 'gift', text: giftFile })).toHaveStatus(200);
    // What GIFT cannot hold (ordering, several blanks) and settings it keeps in a comment, added as the editor does.
    const added = [
      { question: 'Put these in order of size.', type: 'ordering', items: ['Mouse', 'Cat', 'Horse', 'Whale'] },
      { question: 'Fill in the capitals.', type: 'fill-blanks', text: '{{1}} is in France, {{2}} in Italy.', blanks: [{ accepted: [{ text: 'Paris', credit: 100 }], caseSensitive: true }, { choices: ['Rome', 'Milan'], answer: 0 }] },
      { question: 'How long is a marathon?', type: 'numeric', value: 42195, tolerance: 0.01, toleranceKind: 'relative', units: [{ unit: 'km', multiplier: 1000 }], unitHint: 'm' },
      { question: 'Tick the one right answer (checkboxes).', type: 'multiple', options: [{ id: 1, option: 'right' }, { id: 2, option: 'wrong' }], answer: [1] },
    ];
    for (const body of added) expect(await api('POST', '/quizzes/source/questions', { token: tokens.admin, body })).toHaveStatus(201);

    const exported = await exportOf('source', format);
    expect(exported).toHaveStatus(200);
    const extension = { gift: 'gift.txt', csv: 'csv', 'moodle-xml': 'xml' }[format];
    expect(exported.body.fileName).toBe(`quiz-source.${extension}`);
    const source = await authoredQuestions('source');
    // GIFT leaves out (and names) the ordering question and the one with two blanks.
    const left = format === 'gift' ? [7, 8] : [];
    expect(exported.body.problems.map((problem) => Number(/^Question (\d+):/.exec(problem.message)?.[1]))).toEqual(left);
    expect(exported.body.questions).toBe(source.length - left.length);

    await arrangeQuiz(refs, 'copy', { answers: [] });
    const imported = await importInto('copy', { format, text: exported.body.text });
    expect(imported).toHaveStatus(200);
    expect(await authoredQuestions('copy')).toEqual(source.filter((_question, index) => !left.includes(index + 1)));
  });

  it('refuses a Moodle XML file with a DOCTYPE: a problem with its line in the dry run, a 400 on import', async () => {
    await arrangeQuiz(refs, 'target', { answers: [] });
    const text = '<?xml version="1.0"?>\n<!DOCTYPE quiz [ <!ENTITY a "aaaa"> ]>\n<quiz>&a;</quiz>';
    const dry = await importInto('target', { format: 'moodle-xml', text, dryRun: true });
    expect(dry).toHaveStatus(200);
    expect(dry.body.problems).toEqual([{ line: 2, message: 'Refused: the file has a <!DOCTYPE; DTDs and entity declarations are not read, for safety. Remove it and import again.' }]);
    const imported = await importInto('target', { format: 'moodle-xml', text });
    expect(imported).toHaveStatus(400);
    expect(imported.body).toMatchObject({ error: 'import-problems', problemCount: 1 });
    expect(await storedQuestions('target')).toEqual([]);
  });

  it('reports an unsupported construct with its line (a GIFT essay, a Moodle essay), and imports nothing', async () => {
    await arrangeQuiz(refs, 'target', { answers: [] });
    const gift = await importInto('target', { format: 'gift', text: 'Which is a prime? {=7 ~8}\n\nWrite about Moodle. {}', dryRun: true });
    expect(gift.body.problems).toEqual([{ line: 3, message: 'Unsupported question: GIFT essay questions ({}) are not supported.' }]);
    const xml = ['<?xml version="1.0"?>', '<quiz>', '<question type="essay"><questiontext><text>Write</text></questiontext></question>', '</quiz>'].join('\n');
    const dry = await importInto('target', { format: 'moodle-xml', text: xml, dryRun: true });
    expect(dry.body.problems).toEqual([{ line: 3, message: 'Unsupported question: Moodle essay questions are not supported.' }]);
    expect(await importInto('target', { format: 'moodle-xml', text: xml })).toHaveStatus(400);
    expect(await storedQuestions('target')).toEqual([]);
  });

  it('reports a typed question the quiz already has, and a bad typed question, with their lines', async () => {
    await arrangeQuiz(refs, 'target', { answers: [] });
    expect(await importInto('target', { format: 'gift', text: 'The speed of light in km/s? {#299792:10}' })).toHaveStatus(200);
    const text = ['The speed of light in km/s? {#299792:10}', '', 'Match one. {', '=A -> 1', '}'].join('\n');
    const dry = await importInto('target', { format: 'gift', text, dryRun: true });
    expect(dry.body.problems).toEqual([
      { line: 1, message: 'Duplicate question: the quiz already has it as question 1.' },
      { line: 3, message: 'Bad matching question: At least 2 pairs.' },
    ]);
  });
});
