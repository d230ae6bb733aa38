/**
 * Draft and published quizzes (ADR 0016): a new quiz is a draft that players cannot
 * find, read or start until an admin publishes it (which needs a question); unpublishing hides it
 * again and keeps its results. Each change appends an audit entry in its own transaction.
 */
import { describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { api, firestoreReadStatus } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { AuthoringQuiz, DuplicatedQuiz, PublishedState as Published } from '@quizmaster/shared/api/authoring';
import type { StartedAttempt } from '@quizmaster/shared/api/attempts';
import type { CreatedQuiz, QuizCatalogue } from '@quizmaster/shared/api/quizzes';
import { demoQuizzes } from '@quizmaster/scripts/seed/demo-quizzes';

const { refs, tokens, accounts } = useDemoData('publishing');

const newQuiz = {
  quizName: 'Coral Reefs',
  image: '/covers/science.svg',
  description: 'Drafted by a test.',
  quizType: 'free',
  resultType: 'quiz-wise',
  timeType: 'per-quiz',
  retakeCount: 1,
  allQTime: 10,
};
const question = {
  question: 'Which is a coral?',
  options: [
    { id: 1, option: 'Brain coral' },
    { id: 2, option: 'Sea cucumber' },
  ],
  answer: [1],
};

const publish = (quizId: string, token = tokens.admin, body?: object) => api<Published>('POST', `/quizzes/${quizId}/publish`, { token, body });
const unpublish = (quizId: string, token = tokens.admin, body?: object) => api<Published>('POST', `/quizzes/${quizId}/unpublish`, { token, body });
const catalogue = async () => (await api<QuizCatalogue>('GET', '/get-all-quiz?limit=100')).body.allQuiz.map((quiz) => quiz._id);
const singleQuiz = (quizId: string, token = tokens.player) => api('GET', `/get-single-quiz/${quizId}`, { token });
const start = (quizId: string, token = tokens.player) => api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token });
const auditEntries = async () => (await refs.auditLog().orderBy('at').get()).docs.map((entry) => entry.data());

/** A draft made through the API, with `questions` questions. */
async function createDraft(questions = 1) {
  const created = await api<CreatedQuiz>('POST', '/createQuizDemo', { token: tokens.admin, body: newQuiz });
  expect(created).toHaveStatus(201);
  for (let index = 0; index < questions; index += 1) {
    expect(await api('POST', `/quizzes/${created.body.insertedId}/questions`, { token: tokens.admin, body: question })).toHaveStatus(201);
  }
  return { id: created.body.insertedId, created: created.body };
}

describe('a new quiz is a draft', () => {
  it('is stored and answered as unpublished', async () => {
    const { id, created } = await createDraft(0);
    expect(created.quiz.published).toBe(false);
    expect((await refs.quiz(id).get()).data()?.published).toBe(false);
  });

  it('is left out of GET /get-all-quiz, which still lists the published demo quizzes', async () => {
    const { id } = await createDraft();
    const listed = await catalogue();
    expect(listed).toHaveLength(demoQuizzes.length);
    expect(listed).not.toContain(id);
  });

  it('answers players 404 on get-single-quiz and start-quiz, as for a quiz that does not exist', async () => {
    const { id } = await createDraft();
    for (const token of [tokens.player, tokens.premium]) {
      const single = await singleQuiz(id, token);
      expect(single).toHaveStatus(404);
      expect(single.body).toMatchObject({ error: 'not-found', message: `No quiz has the id ${id}.` });
      const started = await start(id, token);
      expect(started).toHaveStatus(404);
      expect(started.body).toMatchObject({ error: 'not-found', message: `No quiz has the id ${id}.` });
    }
    expect(await refs.attempts(id).get().then((attempts) => attempts.size)).toBe(0);
    // Reading the document directly is refused too (the rules).
    expect(await firestoreReadStatus(tokens.player, paths.quiz(id))).toBe(403);
  });

  it('is visible to admins, who may try it', async () => {
    const { id } = await createDraft();
    expect(await singleQuiz(id, tokens.admin)).toHaveStatus(200);
    expect(await start(id, tokens.admin)).toHaveStatus(200);
    expect(await firestoreReadStatus(tokens.admin, paths.quiz(id))).toBe(200);
    const authoring = await api<AuthoringQuiz>('GET', `/quizzes/${id}/authoring`, { token: tokens.admin });
    expect(authoring.body.quiz.published).toBe(false);
  });

  it('a duplicate is a draft too, even of a published quiz', async () => {
    await arrangeQuiz(refs, 'source');
    const copy = await api<DuplicatedQuiz>('POST', '/quizzes/source/duplicate', { token: tokens.admin });
    expect(copy).toHaveStatus(201);
    expect((await refs.quiz(copy.body.insertedId).get()).data()?.published).toBe(false);
    expect(await catalogue()).not.toContain(copy.body.insertedId);
  });
});

describe('POST /quizzes/{quizId}/publish', () => {
  it('refuses a quiz without questions (409 no-questions) and changes nothing', async () => {
    const { id } = await createDraft(0);
    const response = await publish(id);
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'no-questions', message: 'Add at least one question before publishing.' });
    expect((await refs.quiz(id).get()).data()).toMatchObject({ published: false, version: 1 });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['quiz-create']);
  });

  it('publishes: the quiz joins the catalogue, players read and start it; one audit entry', async () => {
    const { id } = await createDraft();
    const before = (await refs.quiz(id).get()).data()?.version ?? 0;
    const response = await publish(id, tokens.admin, { expectedVersion: before });
    expect(response).toHaveStatus(200);
    expect(response.body).toEqual({ changed: true, quiz: { published: true, version: before + 1 } });
    expect(await catalogue()).toContain(id);
    expect(await singleQuiz(id)).toHaveStatus(200);
    expect(await start(id)).toHaveStatus(200);
    expect(await firestoreReadStatus(tokens.player, paths.quiz(id))).toBe(200);
    const published = (await auditEntries()).filter((entry) => entry.action === 'quiz-publish');
    expect(published).toEqual([
      expect.objectContaining({
        actorUid: accounts.admin.uid,
        actorEmail: accounts.admin.email,
        target: { kind: 'quiz', id, label: newQuiz.quizName },
        before: { published: false },
        after: { published: true },
      }),
    ]);
  });

  it('is a no-op for a published quiz: 200, changed false, same version, no audit entry', async () => {
    const { id } = await createDraft();
    const first = await publish(id);
    const again = await publish(id);
    expect(again).toHaveStatus(200);
    expect(again.body).toEqual({ changed: false, quiz: { published: true, version: first.body.quiz.version } });
    expect((await auditEntries()).filter((entry) => entry.action === 'quiz-publish')).toHaveLength(1);
  });

  it('refuses a stale version (409 quiz-changed)', async () => {
    const { id } = await createDraft();
    const response = await publish(id, tokens.admin, { expectedVersion: 1 });
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'quiz-changed' });
    expect((await refs.quiz(id).get()).data()?.published).toBe(false);
  });

  it('refuses players (403) and visitors (401), and answers 404 for a quiz that does not exist', async () => {
    const { id } = await createDraft();
    expect(await publish(id, tokens.player)).toHaveStatus(403);
    expect(await publish(id, tokens.premium)).toHaveStatus(403);
    expect(await api('POST', `/quizzes/${id}/publish`)).toHaveStatus(401);
    expect(await unpublish('world-capitals', tokens.player)).toHaveStatus(403);
    expect(await publish('no-such-quiz')).toHaveStatus(404);
    expect((await refs.quiz(id).get()).data()?.published).toBe(false);
    expect((await refs.quiz('world-capitals').get()).data()?.published).toBe(true);
  });
});

describe('POST /quizzes/{quizId}/unpublish', () => {
  it('hides a published quiz again and keeps its results, which their owner still reads', async () => {
    const { id } = await createDraft();
    await publish(id);
    const started = await start(id);
    const submitted = await api('POST', `/submit-quiz/${id}`, { token: tokens.player, body: { attemptId: started.body.attemptId, answers: {} } });
    expect(submitted).toHaveStatus(200);

    const response = await unpublish(id);
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ changed: true, quiz: { published: false } });
    expect(await catalogue()).not.toContain(id);
    expect(await singleQuiz(id)).toHaveStatus(404);
    expect(await start(id)).toHaveStatus(404);

    const results = await refs.submissions(id).get();
    expect(results.docs.map((result) => result.data().userId)).toEqual([accounts.player.uid]);
    expect((await refs.quiz(id).get()).data()?.submissionCount).toBe(1);
    expect(await firestoreReadStatus(tokens.player, `${paths.submissions(id)}/${started.body.attemptId}`)).toBe(200);

    const entries = (await auditEntries()).filter((entry) => entry.action === 'quiz-unpublish');
    expect(entries).toEqual([expect.objectContaining({ target: { kind: 'quiz', id, label: newQuiz.quizName }, before: { published: true }, after: { published: false } })]);
  });

  it('is a no-op for a draft: changed false, no audit entry', async () => {
    const { id } = await createDraft();
    const version = (await refs.quiz(id).get()).data()?.version;
    const response = await unpublish(id);
    expect(response.body).toEqual({ changed: false, quiz: { published: false, version } });
    expect((await auditEntries()).filter((entry) => entry.action === 'quiz-unpublish')).toEqual([]);
  });
});
