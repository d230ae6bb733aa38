/**
 * Editing quizzes (ADR 0015): a quiz's fields, its questions, their order,
 * duplicating, versions, and the scoring modes as the server applies them.
 */
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '@quizmaster/shared/models/audit-entry';
import { api } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { AddedQuestion, AuthoringQuiz as Authoring, DuplicatedQuiz, EditedQuestion, EditedQuiz } from '@quizmaster/shared/api/authoring';
import type { StartedAttempt, SubmittedAttempt } from '@quizmaster/shared/api/attempts';

const { refs, tokens, accounts } = useDemoData('quiz-editing');

const quizFields = {
  quizName: 'Edited name',
  image: '/covers/history.svg',
  description: 'A new description',
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 2,
  allQTime: 7,
};
const options4 = [1, 2, 3, 4].map((id) => ({ id, option: `Choice ${String(id)}` }));

const authoring = (quizId: string, token = tokens.admin) => api<Authoring>('GET', `/quizzes/${quizId}/authoring`, { token });
const auditActions = async (): Promise<AuditAction[]> =>
  (await refs.auditLog().orderBy('at').get()).docs.map((doc) => doc.data().action);

describe('GET /quizzes/{quizId}/authoring', () => {
  it('gives an admin the quiz with every question, its answer, explanation and tags, in order', async () => {
    await arrangeQuiz(refs, 'read', { answers: [[2], [1, 3]] });
    const response = await authoring('read');
    expect(response).toHaveStatus(200);
    expect(response.body.quiz).toMatchObject({ _id: 'read', version: 1 });
    expect(response.body.questions.map((question) => [question._id, question.order, question.answer])).toEqual([
      ['q1', 0, [2]],
      ['q2', 1, [1, 3]],
    ]);
    expect(response.body.questions[0]).toMatchObject({ explanation: '', tags: [] });
  });

  it('refuses players (403): the answers are in it', async () => {
    await arrangeQuiz(refs, 'read');
    const response = await authoring('read', tokens.player);
    expect(response).toHaveStatus(403);
    expect(JSON.stringify(response.body)).not.toContain('answer');
  });
});

describe('PUT /quizzes/{quizId}', () => {
  it('changes the fields, bumps the version and records before and after in the audit log', async () => {
    await arrangeQuiz(refs, 'edit');
    const response = await api<EditedQuiz>('PUT', '/quizzes/edit', {
      token: tokens.admin,
      body: { ...quizFields, scoringMode: 'partial', expectedVersion: 1 },
    });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ changed: true, quiz: { version: 2 } });
    const stored = (await refs.quiz('edit').get()).data();
    expect(stored).toMatchObject({ ...quizFields, quizNameLower: 'edited name', scoringMode: 'partial', version: 2, questionCount: 4 });
    expect(stored?.updatedAt).toBeInstanceOf(Date);
    const [entry] = (await refs.auditLog().where('action', '==', 'quiz-edit').get()).docs.map((doc) => doc.data());
    expect(entry).toMatchObject({
      actorUid: accounts.admin.uid,
      actorEmail: accounts.admin.email,
      target: { kind: 'quiz', id: 'edit', label: 'Edited name' },
      before: { quizName: 'Quiz edit', retakeCount: 0, allQTime: 5 },
      after: { quizName: 'Edited name', retakeCount: 2, allQTime: 7, scoringMode: 'partial' },
    });
  });

  it('changes nothing, and keeps the version, when nothing differs', async () => {
    await arrangeQuiz(refs, 'same');
    const same = { ...quizFields, quizName: 'Quiz same', description: 'Arranged by a test', image: '/covers/science.svg', retakeCount: 0, allQTime: 5 };
    const response = await api<EditedQuiz>('PUT', '/quizzes/same', { token: tokens.admin, body: same });
    expect(response.body).toMatchObject({ changed: false, quiz: { version: 1 } });
    expect(await auditActions()).toEqual([]);
  });

  it('refuses an edit made from an older version (409) and writes nothing', async () => {
    await arrangeQuiz(refs, 'stale');
    await refs.quiz('stale').update({ version: 3 });
    const response = await api('PUT', '/quizzes/stale', { token: tokens.admin, body: { ...quizFields, expectedVersion: 2 } });
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'quiz-changed', version: 3 });
    expect((await refs.quiz('stale').get()).data()).toMatchObject({ quizName: 'Quiz stale', version: 3 });
    expect(await auditActions()).toEqual([]);
  });

  it('names every bad field (400) and refuses players (403)', async () => {
    await arrangeQuiz(refs, 'bad');
    const bad = await api<{ fields: { field: string }[] }>('PUT', '/quizzes/bad', {
      token: tokens.admin,
      body: { ...quizFields, quizName: '', allQTime: 0, scoringMode: 'generous' },
    });
    expect(bad).toHaveStatus(400);
    expect(bad.body.fields.map((field) => field.field).sort()).toEqual(['allQTime', 'quizName', 'scoringMode']);
    expect(await api('PUT', '/quizzes/bad', { token: tokens.player, body: quizFields })).toHaveStatus(403);
    expect(await api('PUT', '/quizzes/missing', { token: tokens.admin, body: quizFields })).toHaveStatus(404);
    expect((await refs.quiz('bad').get()).data()).toMatchObject({ quizName: 'Quiz bad' });
  });

  it('rewrites the type copied on every question when the quiz turns paid, in the same transaction', async () => {
    await arrangeQuiz(refs, 'retype', { answers: [[1], [2], [3], [4], [1], [2]] });
    const response = await api('PUT', '/quizzes/retype', { token: tokens.admin, body: { ...quizFields, quizType: 'paid' } });
    expect(response).toHaveStatus(200);
    const types = (await refs.questions('retype').get()).docs.map((doc) => doc.data().quizType);
    expect(types).toEqual(Array(6).fill('paid'));
    expect((await refs.quiz('retype').get()).data()?.quizType).toBe('paid');
  });
});

describe('questions', () => {
  it('adds a question with an explanation and normalized tags at the end', async () => {
    await arrangeQuiz(refs, 'add', { answers: [[1]] });
    const response = await api<AddedQuestion>('POST', '/quizzes/add/questions', {
      token: tokens.admin,
      body: { question: 'Which?', options: options4, answer: [3, 3], explanation: 'Because.', tags: ['World  War II', 'world war ii', 'Dates'] },
    });
    expect(response).toHaveStatus(201);
    const added = (await authoring('add')).body.questions[1];
    expect(added).toMatchObject({ _id: response.body.insertedId, order: 1, answer: [3], explanation: 'Because.', tags: ['world war ii', 'dates'] });
    expect((await refs.quiz('add').get()).data()).toMatchObject({ questionCount: 2, version: 2 });
  });

  it('refuses a bad tag (400) and an answer that is not an option (400), writing nothing', async () => {
    await arrangeQuiz(refs, 'addbad', { answers: [[1]] });
    const badTag = await api('POST', '/quizzes/addbad/questions', { token: tokens.admin, body: { question: 'Q?', options: options4, answer: [1], tags: ['#no'] } });
    expect(badTag).toHaveStatus(400);
    expect(JSON.stringify(badTag.body)).toContain('tags.0');
    const badAnswer = await api('POST', '/quizzes/addbad/questions', { token: tokens.admin, body: { question: 'Q?', options: options4, answer: [9] } });
    expect(badAnswer).toHaveStatus(400);
    expect((await refs.questions('addbad').get()).size).toBe(1);
    expect(await auditActions()).toEqual([]);
  });

  it('edits a question: text, options, answer, explanation, tags; its place stays', async () => {
    await arrangeQuiz(refs, 'qedit', { answers: [[1], [2]] });
    const body = {
      question: 'Rewritten?',
      options: [
        { id: 1, option: 'Yes' },
        { id: 2, option: 'No' },
        { id: 3, option: 'Maybe' },
      ],
      answer: [3, 1],
      explanation: 'Both hold.',
      tags: ['logic'],
      expectedVersion: 1,
    };
    const response = await api<EditedQuestion>('PUT', '/quizzes/qedit/questions/q2', { token: tokens.admin, body });
    expect(response).toHaveStatus(200);
    expect(response.body.version).toBe(2);
    const edited = (await authoring('qedit')).body.questions[1];
    expect(edited).toMatchObject({ _id: 'q2', order: 1, question: 'Rewritten?', answer: [1, 3], explanation: 'Both hold.', tags: ['logic'] });
    expect(edited?.options).toHaveLength(3);
    const [entry] = (await refs.auditLog().where('action', '==', 'question-edit').get()).docs.map((doc) => doc.data());
    expect(entry?.before).toMatchObject({ question: 'Question 2?', answer: [2] });
    expect(entry?.after).toMatchObject({ question: 'Rewritten?', answer: [1, 3] });
  });

  it('answers 404 for a question that is not in the quiz, and 409 for a stale version', async () => {
    await arrangeQuiz(refs, 'qmiss');
    const body = { question: 'Q?', options: options4, answer: [1] };
    expect(await api('PUT', '/quizzes/qmiss/questions/nope', { token: tokens.admin, body })).toHaveStatus(404);
    expect(await api('PUT', '/quizzes/qmiss/questions/q1', { token: tokens.admin, body: { ...body, expectedVersion: 5 } })).toHaveStatus(409);
    expect((await refs.question('qmiss', 'q1').get()).data()?.question).toBe('Question 1?');
  });

  it('deletes a question with its answer and closes the gap in the order', async () => {
    await arrangeQuiz(refs, 'qdel', { answers: [[1], [2], [3], [4]] });
    const response = await api('DELETE', '/quizzes/qdel/questions/q2?expectedVersion=1', { token: tokens.admin });
    expect(response).toHaveStatus(200);
    const questions = (await authoring('qdel')).body.questions;
    expect(questions.map((question) => [question._id, question.order])).toEqual([
      ['q1', 0],
      ['q3', 1],
      ['q4', 2],
    ]);
    expect((await refs.answerKey('qdel').get()).data()?.answers).not.toHaveProperty('q2');
    expect((await refs.quiz('qdel').get()).data()).toMatchObject({ questionCount: 3, version: 2 });
    // A question added afterwards goes last, after the renumbered ones.
    await api('POST', '/quizzes/qdel/questions', { token: tokens.admin, body: { question: 'New?', options: options4, answer: [1] } });
    expect((await authoring('qdel')).body.questions.map((question) => question.order)).toEqual([0, 1, 2, 3]);
  });

  it('reorders the questions, and refuses a list that is not each question once (400)', async () => {
    await arrangeQuiz(refs, 'order', { answers: [[1], [2], [3]] });
    const response = await api('PUT', '/quizzes/order/question-order', { token: tokens.admin, body: { questionIds: ['q3', 'q1', 'q2'] } });
    expect(response).toHaveStatus(200);
    expect((await authoring('order')).body.questions.map((question) => question._id)).toEqual(['q3', 'q1', 'q2']);
    for (const questionIds of [['q1', 'q2'], ['q1', 'q1', 'q2', 'q3'], ['q1', 'q2', 'x']]) {
      const refused = await api('PUT', '/quizzes/order/question-order', { token: tokens.admin, body: { questionIds } });
      expect(refused).toHaveStatus(400);
    }
    expect((await authoring('order')).body.questions.map((question) => question._id)).toEqual(['q3', 'q1', 'q2']);
    expect(await auditActions()).toEqual(['question-reorder']);
  });
});

describe('the version a draft was based on (baseVersion, ADR 0015)', () => {
  const question = { question: 'Draft made from version 1', options: options4, answer: [2] };
  const csv = 'question,option 1,option 2,answers\nImported from an old draft?,Yes,No,1\n';
  // Each edit as Edit Quiz sends it: the version the page now shows (current) and the older one its draft started from.
  const edits: [string, 'PUT' | 'POST' | 'DELETE', string, Record<string, unknown> | undefined][] = [
    ['a question', 'PUT', '/questions/q1', question],
    ['the quiz fields', 'PUT', '', quizFields],
    ['the order', 'PUT', '/question-order', { questionIds: ['q2', 'q1', 'q3', 'q4'] }],
    ['publishing', 'POST', '/unpublish', {}],
    ['an import', 'POST', '/import', { format: 'csv', text: csv }],
    ['a deletion', 'DELETE', '/questions/q2?expectedVersion=2&baseVersion=1', undefined],
  ];

  it.each(edits)('refuses %s whose draft is based on an older version (409), even with the current expectedVersion', async (_name, method, path, body) => {
    await arrangeQuiz(refs, 'rebased');
    // Another admin saved meanwhile: the quiz is at version 2, which the page has since reloaded.
    await refs.quiz('rebased').update({ version: 2 });
    // The quiz as the editor reads it (the body: the response's headers carry its Date).
    const before = (await authoring('rebased')).body;
    const response = await api(method, `/quizzes/rebased${path}`, {
      token: tokens.admin,
      ...(body ? { body: { ...body, expectedVersion: 2, baseVersion: 1 } } : {}),
    });
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'quiz-changed', version: 2 });
    expect(JSON.stringify(response.body)).toContain('version 1');
    expect((await authoring('rebased')).body).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });

  it('accepts a draft based on the current version, and a draft alone (no expectedVersion)', async () => {
    await arrangeQuiz(refs, 'current');
    await refs.quiz('current').update({ version: 2 });
    const saved = await api<EditedQuestion>('PUT', '/quizzes/current/questions/q1', { token: tokens.admin, body: { ...question, expectedVersion: 2, baseVersion: 2 } });
    expect(saved).toHaveStatus(200);
    expect(saved.body.version).toBe(3);
    const alone = await api('PUT', '/quizzes/current/questions/q1', { token: tokens.admin, body: { ...question, baseVersion: 2 } });
    expect(alone).toHaveStatus(409);
    expect(await api('PUT', '/quizzes/current/questions/q1', { token: tokens.admin, body: { ...question, baseVersion: 3 } })).toHaveStatus(200);
  });
});

describe('POST /quizzes/{quizId}/duplicate', () => {
  it('copies the quiz with its questions and answers, without results, as version 1', async () => {
    await arrangeQuiz(refs, 'source', { answers: [[1], [2, 3]] });
    await refs.quiz('source').update({ submissionCount: 9, version: 4 });
    const response = await api<DuplicatedQuiz>('POST', '/quizzes/source/duplicate', { token: tokens.admin });
    expect(response).toHaveStatus(201);
    const copy = await authoring(response.body.insertedId);
    expect(copy.body.quiz).toMatchObject({ quizName: 'Copy of Quiz source', version: 1 });
    expect((await refs.quiz(response.body.insertedId).get()).data()).toMatchObject({ submissionCount: 0, questionCount: 2, createdBy: accounts.admin.uid });
    expect(copy.body.questions.map((question) => [question.question, question.answer])).toEqual([
      ['Question 1?', [1]],
      ['Question 2?', [2, 3]],
    ]);
    expect(copy.body.questions.map((question) => question._id)).not.toContain('q1');
    expect(await auditActions()).toEqual(['quiz-duplicate']);
  });
});

describe('versions and scoring modes', () => {
  const start = (quizId: string) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token: tokens.player });
  const submit = (quizId: string, attemptId: string, answers: Record<string, number[]>) =>
    api<SubmittedAttempt>('POST', `/submit-quiz/${quizId}`, { token: tokens.player, body: { attemptId, answers } });

  it('scores an attempt against the quiz as it was when the attempt started, and records that version', async () => {
    await arrangeQuiz(refs, 'versioned', { answers: [[1], [2]], retakeCount: 1 });
    const first = await start('versioned');
    // The admin changes q1's right answer while the attempt runs.
    const edit = await api('PUT', '/quizzes/versioned/questions/q1', { token: tokens.admin, body: { question: 'Question 1?', options: options4, answer: [4] } });
    expect(edit).toHaveStatus(200);
    const old = await submit('versioned', first.body.attemptId, { q1: [1], q2: [2] });
    expect(old.body.result).toMatchObject({ points: 10, marks: 100 });
    expect((await refs.submissions('versioned').doc(first.body.attemptId).get()).data()?.quizVersion).toBe(1);

    const second = await start('versioned');
    const now = await submit('versioned', second.body.attemptId, { q1: [1], q2: [2] });
    expect(now.body.result).toMatchObject({ points: 5, marks: 50 });
    expect((await refs.submissions('versioned').doc(second.body.attemptId).get()).data()?.quizVersion).toBe(2);
  });

  it('keeps the attempt key away from players (rules: no client reads it)', async () => {
    await arrangeQuiz(refs, 'hidden');
    const started = await start('hidden');
    const key = (await refs.attemptKey('hidden', started.body.attemptId).get()).data();
    expect(key?.answers).toEqual({ q1: [1], q2: [2], q3: [3, 4], q4: [1] });
    expect(key?.optionIds.q1).toEqual([1, 2, 3, 4]);
  });

  it.each([
    // q1: right {1}; q2: right {2}; q3: right {3, 4} of 4 options; q4: right {1}
    ['exact', { q1: [1], q2: [3], q3: [3], q4: [1] }, 10],
    ['partial', { q1: [1], q2: [3], q3: [3], q4: [1] }, 12.5],
    // Ticking every option of q3 (2 right, 2 wrong) earns nothing: wrong ticks take the shares back.
    ['partial', { q1: [1], q2: [2], q3: [1, 2, 3, 4], q4: [1] }, 15],
    ['partial', { q1: [1], q2: [2], q3: [1, 3, 4], q4: [1] }, 17.5],
    ['partial-negative', { q1: [1], q2: [2], q3: [3, 1], q4: [1] }, 15],
    ['partial-negative', { q1: [1], q2: [2], q3: [1, 2, 3, 4], q4: [1] }, 15],
    ['partial-negative', { q1: [2], q2: [2], q3: [3, 4], q4: [1] }, 15],
  ] as [string, Record<string, number[]>, number][])('scores a %s quiz as the mode says (%j → %d points)', async (mode, answers, points) => {
    await arrangeQuiz(refs, `mode-${mode}`);
    await refs.quiz(`mode-${mode}`).update({ scoringMode: mode });
    const started = await start(`mode-${mode}`);
    const submitted = await submit(`mode-${mode}`, started.body.attemptId, answers);
    expect(submitted).toHaveStatus(200);
    expect(submitted.body.result.points).toBe(points);
    expect(submitted.body.result.marks).toBe((points / 20) * 100);
    const stored = (await refs.submissions(`mode-${mode}`).doc(started.body.attemptId).get()).data();
    expect(stored?.points).toBe(points);
  });
});
