/**
 * How attempts are built and when they may start (ADR 0018): shuffled questions
 * and options, N drawn at random (from a tag), fixed per attempt; the availability window.
 */
import { describe, expect, it } from 'vitest';
import { api, callRoute } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { StartedAttempt as Started, SubmittedAttempt } from '@quizmaster/shared/api/attempts';

const { refs, tokens } = useDemoData('attempt-settings');

const start = (quizId: string) => api<Started>('POST', `/start-quiz/${quizId}`, { token: tokens.player });
const submit = (quizId: string, attemptId: string, answers: Record<string, number[]>) =>
  api<SubmittedAttempt>('POST', `/submit-quiz/${quizId}`, { token: tokens.player, body: { attemptId, answers } });

/** Six questions q1…q6 with 4 options; q1, q3, q5 tagged 'odd'. */
async function arrangeBank(quizId: string, settings: Record<string, unknown>, retakeCount = 0) {
  const { key } = await arrangeQuiz(refs, quizId, { answers: [[1], [2], [3], [4], [1, 2], [3, 4]], retakeCount });
  await Promise.all(['q1', 'q3', 'q5'].map((id) => refs.question(quizId, id).update({ tags: ['odd'] })));
  await refs.quiz(quizId).update(settings);
  return key;
}

describe('randomised attempts', () => {
  it('draws N questions and shuffles options once; a reload resumes the same attempt', async () => {
    await arrangeBank('drawn', { drawCount: 3, shuffleQuestions: true, shuffleOptions: true });
    const first = await start('drawn');
    expect(first).toHaveStatus(200);
    expect(first.body.questionIds).toHaveLength(3);
    expect(new Set(first.body.questionIds).size).toBe(3);
    const stored = (await refs.attempts('drawn').doc(first.body.attemptId).get()).data();
    expect(stored?.questionIds).toEqual(first.body.questionIds);
    for (const question of first.body.questions) {
      expect(question.options.map((option) => option.id)).toEqual(stored?.optionOrder?.[question._id]);
      expect(question.options.map((option) => option.id).sort()).toEqual([1, 2, 3, 4]);
    }
    // The attempt key holds only the drawn questions.
    expect(Object.keys((await refs.attemptKey('drawn', first.body.attemptId).get()).data()?.answers ?? {}).sort()).toEqual([...first.body.questionIds].sort());

    const reloaded = await start('drawn');
    expect(reloaded.body).toMatchObject({ resumed: true, questionIds: first.body.questionIds });
    expect(reloaded.body.questions).toEqual(first.body.questions);
  });

  it('scores every one of 21 random attempts right, never drawing a question twice', async () => {
    const key = await arrangeBank('many', { drawCount: 4, shuffleQuestions: true, shuffleOptions: true }, 20);
    const draws = new Set<string>();
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const started = await start('many');
      expect(started).toHaveStatus(200);
      expect(new Set(started.body.questionIds).size).toBe(4);
      draws.add(started.body.questionIds.join());
      const right = Object.fromEntries(started.body.questionIds.map((id) => [id, key[id] ?? []]));
      const submitted = await submit('many', started.body.attemptId, right);
      expect(submitted.body.result).toMatchObject({ marks: 100, correctCount: 4 });
    }
    expect(draws.size).toBeGreaterThan(10);
  });

  it('draws only from the questions tagged T', async () => {
    await arrangeBank('tagged', { drawCount: 2, drawTag: 'odd' });
    const started = await start('tagged');
    expect(started.body.questionIds).toHaveLength(2);
    for (const id of started.body.questionIds) expect(['q1', 'q3', 'q5']).toContain(id);
  });

  it('refuses to start when no question has the tag (409)', async () => {
    await arrangeBank('untagged', { drawTag: 'art' });
    const response = await start('untagged');
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'no-questions' });
  });

  it('serves a per-question attempt question by question in its own option order', async () => {
    await arrangeBank('stepwise', { shuffleOptions: true, timeType: 'per-question' });
    const started = await start('stepwise');
    const order = (await refs.attempts('stepwise').doc(started.body.attemptId).get()).data()?.optionOrder ?? {};
    const served = await callRoute('POST /api/v1/next-question/:quizId', {
      params: { quizId: 'stepwise' },
      token: tokens.player,
      body: { attemptId: started.body.attemptId, index: 1 },
    });
    expect(served).toHaveStatus(200);
    expect(served.body.question.options.map((option) => option.id)).toEqual(order[served.body.question._id]);
  });
});

describe('availability window', () => {
  it('refuses to start before the quiz opens and after it closes (409), naming when', async () => {
    await arrangeQuiz(refs, 'later');
    const opensAt = new Date(Date.now() + 3600_000);
    await refs.quiz('later').update({ opensAt });
    const early = await start('later');
    expect(early).toHaveStatus(409);
    expect(early.body).toMatchObject({ error: 'quiz-not-open', opensAt: opensAt.toISOString() });
    expect(JSON.stringify(early.body)).not.toContain('question');

    await arrangeQuiz(refs, 'over');
    await refs.quiz('over').update({ closesAt: new Date(Date.now() - 1000) });
    const late = await start('over');
    expect(late).toHaveStatus(409);
    expect(late.body).toMatchObject({ error: 'quiz-closed' });
    expect((await refs.attempts('over').get()).size).toBe(0);
  });

  it('ends an attempt at the closing time when that comes before its duration is up', async () => {
    await arrangeQuiz(refs, 'closing', { allQTime: 30 });
    const closesAt = new Date(Date.now() + 120_000);
    await refs.quiz('closing').update({ closesAt });
    const started = await start('closing');
    expect(started).toHaveStatus(200);
    expect(Date.parse(started.body.deadline)).toBe(closesAt.getTime());
  });

  it('is set through the quiz edit, which refuses a window that closes before it opens (400)', async () => {
    await arrangeQuiz(refs, 'window');
    const fields = {
      quizName: 'Quiz window',
      image: '/covers/science.svg',
      description: 'Arranged by a test',
      quizType: 'free',
      resultType: 'quiz-wise',
      timeType: 'per-quiz',
      retakeCount: 0,
      allQTime: 5,
    };
    const bad = await api('PUT', '/quizzes/window', {
      token: tokens.admin,
      body: { ...fields, opensAt: '2027-01-02T10:00:00.000Z', closesAt: '2027-01-01T10:00:00.000Z' },
    });
    expect(bad).toHaveStatus(400);
    expect(JSON.stringify(bad.body)).toContain('closesAt');
    // Instants a Firestore Timestamp cannot hold (years 1 to 9999, in UTC): a 400, never a 500.
    const outOfRangeInstants: [string, string][] = [
      ['opensAt', '0000-01-01T00:00:00Z'],
      ['closesAt', '9999-12-31T23:00:00-05:00'],
    ];
    for (const [field, instant] of outOfRangeInstants) {
      const outOfRange = await api<{ fields: { field: string }[] }>('PUT', '/quizzes/window', { token: tokens.admin, body: { ...fields, [field]: instant } });
      expect(outOfRange).toHaveStatus(400);
      expect(outOfRange.body.fields.map((problem) => problem.field)).toContain(field);
      const created = await api('POST', '/createQuizDemo', { token: tokens.admin, body: { ...fields, [field]: instant } });
      expect(created).toHaveStatus(400);
    }
    const good = await api('PUT', '/quizzes/window', {
      token: tokens.admin,
      body: { ...fields, opensAt: '2027-01-01T10:00:00.000Z', closesAt: '', drawCount: '3', drawTag: ' Odd ', shuffleOptions: true },
    });
    expect(good).toHaveStatus(200);
    const stored = (await refs.quiz('window').get()).data();
    // A blank closing time is no closing time (stored as absent, as before).
    expect(stored?.closesAt ?? null).toBeNull();
    expect(stored).toMatchObject({
      opensAt: new Date('2027-01-01T10:00:00.000Z'),
      drawCount: 3,
      drawTag: 'odd',
      shuffleOptions: true,
    });
  });
});
