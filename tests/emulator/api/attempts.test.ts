/** Taking a quiz on the server: start or resume, save answers, submit, deadlines and attempt limits. */
import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS } from '@quizmaster/shared/constants';
import { api, createAccount, verifyEmailByLink } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { SavedAnswer, ServedQuestion as Served, StartedAttempt as Started, SubmittedAttempt as Result } from '@quizmaster/shared/api/attempts';

const { admin, refs, tokens, accounts } = useDemoData('attempts');

const start = (quizId: string, token = tokens.player) => api<Started>('POST', `/start-quiz/${quizId}`, { token });
const save = (quizId: string, attemptId: string, questionId: string, answer: number[], token = tokens.player) =>
  api<SavedAnswer>('PUT', `/save-answer/${quizId}`, { token, body: { attemptId, questionId, answer } });
const serve = (quizId: string, attemptId: string, index: number, token = tokens.player) =>
  api<Served>('POST', `/next-question/${quizId}`, { token, body: { attemptId, index } });
const submit = (quizId: string, body: object, token = tokens.player) => api<Result>('POST', `/submit-quiz/${quizId}`, { token, body });

/** Moves an attempt's deadline (and its per-question deadlines) into the past. */
async function expire(quizId: string, attemptId: string, secondsAgo = 60) {
  const past = new Date(Date.now() - secondsAgo * 1000);
  const attempt = (await refs.attempts(quizId).doc(attemptId).get()).data();
  await refs.attempts(quizId).doc(attemptId).update({
    deadlineAt: past,
    questionDeadlines: attempt?.questionDeadlines ? attempt.questionDeadlines.map(() => past) : null,
  });
}

describe('POST /start-quiz/{quizId}', () => {
  it('starts an attempt with its deadline and the questions without answers', async () => {
    await arrangeQuiz(refs, 'timed', { allQTime: 5, retakeCount: 2 });
    const response = await start('timed');
    expect(response).toHaveStatus(200);
    const body = response.body;
    expect(body).toMatchObject({ attemptId: `${accounts.player.uid}-1`, resumed: false, attempt: 1, attemptsAllowed: 3, questionDeadlines: null });
    expect(Date.parse(body.deadline) - Date.parse(body.startedAt)).toBe(5 * 60 * 1000);
    expect(body.questions.map((question) => question._id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(JSON.stringify(body.questions)).not.toMatch(/answer/i);
    const stored = (await refs.attempts('timed').doc(body.attemptId).get()).data();
    expect(stored).toMatchObject({ userId: accounts.player.uid, status: 'open', userEmail: accounts.player.email, answers: {} });
  });

  it("names the attempt (so the Result Sheet) after the player's record, not the Auth display name anyone can set to anything", async () => {
    await arrangeQuiz(refs, 'named', { retakeCount: 1 });
    // Identity Toolkit's accounts:update takes any display name up to 256 characters.
    await admin.auth.updateUser(accounts.player.uid, { displayName: `  Bob;=HYPERLINK("http://evil")${'x'.repeat(200)}` });
    const record = (await refs.user(accounts.player.uid).get()).data();
    expect(record?.name).toBe(accounts.player.name);
    const { body } = await start('named');
    expect((await refs.attempts('named').doc(body.attemptId).get()).data()?.userName).toBe(accounts.player.name);

    // Without a record yet: the display name, trimmed and cut to the longest name a record takes.
    const unrecorded = await createAccount(admin.auth, `unrecorded-${String(Date.now())}`, { name: `   ${'y'.repeat(100)} ` });
    const started = await start('named', unrecorded.token);
    expect(started).toHaveStatus(200);
    expect((await refs.attempts('named').doc(started.body.attemptId).get()).data()?.userName).toBe('y'.repeat(PROFILE_LIMITS.name.max));
  });

  it('keeps a tally of the attempts started, and counts attempts recorded before tallies existed', async () => {
    await arrangeQuiz(refs, 'tallied', { retakeCount: 1 });
    const first = await start('tallied');
    expect((await refs.attemptTally('tallied', accounts.player.uid).get()).data()).toEqual({ started: 1 });
    await submit('tallied', { attemptId: first.body.attemptId, answers: {} });
    // As if the attempt had been recorded before the server kept tallies.
    await refs.attemptTally('tallied', accounts.player.uid).delete();
    const second = await start('tallied');
    expect(second).toHaveStatus(200);
    expect(second.body).toMatchObject({ attemptId: `${accounts.player.uid}-2`, attempt: 2, resumed: false });
    expect((await refs.attemptTally('tallied', accounts.player.uid).get()).data()).toEqual({ started: 2 });
    await submit('tallied', { attemptId: second.body.attemptId, answers: {} });
    expect(await start('tallied')).toHaveStatus(409);
  });

  it('resumes the open attempt, with its saved answers, instead of starting a second', async () => {
    await arrangeQuiz(refs, 'resume');
    const first = await start('resume');
    await save('resume', first.body.attemptId, 'q2', [2]);
    const again = await start('resume');
    expect(again.body).toMatchObject({ attemptId: first.body.attemptId, resumed: true, deadline: first.body.deadline, answers: { q2: [2] } });
    expect((await refs.attempts('resume').get()).size).toBe(1);
  });

  it('refuses a player whose e-mail is not verified (403), and starts once they open the link', async () => {
    await arrangeQuiz(refs, 'verified-only');
    const newcomer = await createAccount(admin.auth, 'unverified', { emailVerified: false });
    const refused = await start('verified-only', newcomer.token);
    expect(refused).toHaveStatus(403);
    expect(refused.body).toMatchObject({ error: 'email-not-verified', message: expect.stringContaining(newcomer.email) });
    expect((await refs.attempts('verified-only').get()).empty).toBe(true);
    await verifyEmailByLink(newcomer.token);
    // The same token: the server reads the account, not the token's e-mail_verified.
    expect(await start('verified-only', newcomer.token)).toHaveStatus(200);
  });

  it('refuses a paid quiz without premium (403), and starts it for a premium member', async () => {
    await arrangeQuiz(refs, 'paid', { quizType: 'paid' });
    expect(await start('paid')).toHaveStatus(403);
    expect(await start('paid', tokens.premium)).toHaveStatus(200);
  });

  it('answers 404 for a quiz that does not exist, 409 for a quiz without questions, 401 without a token', async () => {
    expect(await start('no-such-quiz')).toHaveStatus(404);
    await arrangeQuiz(refs, 'empty');
    await admin.firestore.recursiveDelete(refs.questions('empty'));
    expect((await start('empty')).body).toMatchObject({ error: 'no-questions' });
    expect(await api('POST', '/start-quiz/world-capitals')).toHaveStatus(401);
  });

  it('allows 1 + retakeCount attempts, then answers 409', async () => {
    await arrangeQuiz(refs, 'two-tries', { retakeCount: 1 });
    for (const attempt of [1, 2]) {
      const started = await start('two-tries');
      expect(started.body.attempt).toBe(attempt);
      expect(await submit('two-tries', { attemptId: started.body.attemptId })).toHaveStatus(200);
    }
    const third = await start('two-tries');
    expect(third).toHaveStatus(409);
    expect(third.body).toMatchObject({ error: 'no-attempts-left', message: 'You have used all 2 attempts at this quiz.' });
  });

  it('closes an open attempt whose time ran out, scores it, and starts the next', async () => {
    await arrangeQuiz(refs, 'ran-out', { retakeCount: 1 });
    const first = await start('ran-out');
    await save('ran-out', first.body.attemptId, 'q1', [1]);
    await expire('ran-out', first.body.attemptId);
    const second = await start('ran-out');
    expect(second.body).toMatchObject({ attempt: 2, resumed: false });
    expect((await refs.attempts('ran-out').doc(first.body.attemptId).get()).data()?.status).toBe('expired');
    expect((await refs.submissions('ran-out').doc(first.body.attemptId).get()).data()).toMatchObject({ points: 5, attempt: 1 });
    expect((await refs.quiz('ran-out').get()).data()?.submissionCount).toBe(1);
  });
});

describe('per-question timing: the server serves one question at a time', () => {
  const SLICE_MS = 30_000; // 2 minutes over 4 questions

  it('starts with the first question only, with its own slice of the time', async () => {
    await arrangeQuiz(refs, 'slices', { timeType: 'per-question', allQTime: 2 });
    const { body } = await start('slices');
    const started = Date.parse(body.startedAt);
    expect(body).toMatchObject({ questionCount: 4, questionIds: ['q1', 'q2', 'q3', 'q4'] });
    expect(body.questions.map((question) => question._id)).toEqual(['q1']);
    expect(body.questionDeadlines?.map((deadline) => Date.parse(deadline) - started)).toEqual([SLICE_MS]);
    expect(Date.parse(body.deadline) - started).toBe(4 * SLICE_MS);
  });

  it('serves the next question when asked, timed from when it was served, and the same one again on a retry', async () => {
    await arrangeQuiz(refs, 'served', { timeType: 'per-question', allQTime: 2 });
    const { body } = await start('served');
    const before = Date.now();
    const second = await serve('served', body.attemptId, 1);
    expect(second).toHaveStatus(200);
    expect(second.body).toMatchObject({ index: 1, question: { _id: 'q2', question: 'Question 2?' } });
    const stored = (await refs.attempts('served').doc(body.attemptId).get()).data();
    const servedAt = stored?.questionServedAt?.[1]?.getTime() ?? 0;
    expect(servedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(second.body.deadline)).toBe(servedAt + SLICE_MS);
    expect(stored?.questionDeadlines).toHaveLength(2);
    const retry = await serve('served', body.attemptId, 1);
    expect(retry.body).toMatchObject({ index: 1, question: second.body.question, deadline: second.body.deadline });
    // A reload resumes with the questions served so far.
    const resumed = await start('served');
    expect(resumed.body.questions.map((question) => question._id)).toEqual(['q1', 'q2']);
    expect(resumed.body.questionDeadlines).toEqual([body.questionDeadlines?.[0], second.body.deadline]);
  });

  it('serves questions only in order (409), and none past the last (404)', async () => {
    await arrangeQuiz(refs, 'in-order', { timeType: 'per-question' });
    const { body } = await start('in-order');
    const skipped = await serve('in-order', body.attemptId, 2);
    expect(skipped).toHaveStatus(409);
    expect(skipped.body).toMatchObject({ error: 'question-not-served' });
    expect(JSON.stringify(skipped.body)).not.toContain('Question 3?');
    expect(await serve('in-order', body.attemptId, 4)).toHaveStatus(404);
    expect(await serve('in-order', body.attemptId, 1, tokens.premium)).toHaveStatus(403);
  });

  it('refuses an answer to a question not served yet, on save (409) and on submit (ignored)', async () => {
    await arrangeQuiz(refs, 'unserved', { timeType: 'per-question' });
    const { body } = await start('unserved');
    const early = await save('unserved', body.attemptId, 'q3', [3, 4]);
    expect(early).toHaveStatus(409);
    expect(early.body).toMatchObject({ error: 'question-not-served' });
    const submitted = await submit('unserved', { attemptId: body.attemptId, answers: { q1: [1], q2: [2], q3: [3, 4], q4: [1] } });
    expect(submitted.body.result).toMatchObject({ correctCount: 1 });
  });

  it("times a question asked for after the previous one's end from that end, so the quiz never outlasts its time", async () => {
    await arrangeQuiz(refs, 'late-ask', { timeType: 'per-question', allQTime: 2 });
    const { body } = await start('late-ask');
    const ended = new Date(Date.now() - 10_000);
    await refs.attempts('late-ask').doc(body.attemptId).update({ questionDeadlines: [ended] });
    const second = await serve('late-ask', body.attemptId, 1);
    expect(Date.parse(second.body.deadline)).toBe(ended.getTime() + SLICE_MS);
  });

  it('gives a per-quiz attempt every question at the start', async () => {
    await arrangeQuiz(refs, 'whole', { timeType: 'per-quiz' });
    const { body } = await start('whole');
    expect(body.questions).toHaveLength(4);
    expect((await serve('whole', body.attemptId, 3)).body).toMatchObject({ index: 3, question: { _id: 'q4' }, deadline: body.deadline });
  });
});

describe('PUT /save-answer/{quizId}', () => {
  it('saves the answer to the attempt', async () => {
    await arrangeQuiz(refs, 'save');
    const { body } = await start('save');
    const response = await save('save', body.attemptId, 'q3', [4, 3, 3]);
    expect(response).toHaveStatus(200);
    expect(response.body).toEqual({ saved: true, questionId: 'q3', answer: [4, 3] });
    expect((await refs.attempts('save').doc(body.attemptId).get()).data()?.answers).toEqual({ q3: [4, 3] });
  });

  it('lets a quiz-wise answer change, and never says whether it was right', async () => {
    await arrangeQuiz(refs, 'change');
    const { body } = await start('change');
    await save('change', body.attemptId, 'q1', [2]);
    const second = await save('change', body.attemptId, 'q1', [1]);
    expect(second.body).not.toHaveProperty('correct');
    expect((await refs.attempts('change').doc(body.attemptId).get()).data()?.answers.q1).toEqual([1]);
  });

  it('locks a question-wise answer and says whether it was right', async () => {
    await arrangeQuiz(refs, 'question-wise', { resultType: 'question-wise' });
    const { body } = await start('question-wise');
    expect((await save('question-wise', body.attemptId, 'q1', [1])).body).toMatchObject({ locked: true, correct: true });
    expect((await save('question-wise', body.attemptId, 'q2', [1])).body).toMatchObject({ locked: true, correct: false });
    const again = await save('question-wise', body.attemptId, 'q2', [2]);
    expect(again).toHaveStatus(409);
    expect(again.body).toMatchObject({ error: 'question-locked' });
  });

  it.each([
    ['an option the question does not have', { questionId: 'q1', answer: [9] }, 400],
    ['option ids as text', { questionId: 'q1', answer: ['1'] }, 400],
    ['no answer list', { questionId: 'q1' }, 400],
    ['a question outside the attempt', { questionId: 'q99', answer: [1] }, 404],
  ])('answers %s with %i', async (_label, change, status) => {
    await arrangeQuiz(refs, 'bad-save');
    const { body } = await start('bad-save');
    const response = await api('PUT', '/save-answer/bad-save', { token: tokens.player, body: { attemptId: body.attemptId, ...change } });
    expect(response).toHaveStatus(status);
    expect((await refs.attempts('bad-save').doc(body.attemptId).get()).data()?.answers).toEqual({});
  });

  it('serves a question with one right answer as single-choice, and refuses two ticks on it (400) on save and submit', async () => {
    await arrangeQuiz(refs, 'single');
    const { body } = await start('single');
    expect(Object.fromEntries(body.questions.map((question) => [question._id, question.choice]))).toEqual({
      q1: 'single',
      q2: 'single',
      q3: 'multiple',
      q4: 'single',
    });
    const twice = await save('single', body.attemptId, 'q1', [1, 2]);
    expect(twice).toHaveStatus(400);
    expect(twice.body).toMatchObject({ message: 'Invalid body: answer: This question takes one answer.' });
    expect(await save('single', body.attemptId, 'q3', [3, 4])).toHaveStatus(200);
    expect(await save('single', body.attemptId, 'q1', [2])).toHaveStatus(200);
    const submitted = await submit('single', { attemptId: body.attemptId, answers: { q2: [1, 2] } });
    expect(submitted).toHaveStatus(400);
    expect(submitted.body).toMatchObject({ message: 'Invalid body: answers: question q2 takes one answer.' });
    expect((await refs.attempts('single').doc(body.attemptId).get()).data()?.answers).toEqual({ q1: [2], q3: [3, 4] });
  });

  it("refuses someone else's attempt (403) and an unknown one (404)", async () => {
    await arrangeQuiz(refs, 'mine');
    const { body } = await start('mine', tokens.premium);
    expect(await save('mine', body.attemptId, 'q1', [1])).toHaveStatus(403);
    expect(await save('mine', 'no-such-attempt', 'q1', [1])).toHaveStatus(404);
  });

  it("refuses a question whose own time is over (409) in per-question timing", async () => {
    await arrangeQuiz(refs, 'slices', { timeType: 'per-question', allQTime: 4 });
    const { body } = await start('slices');
    const attemptRef = refs.attempts('slices').doc(body.attemptId);
    const stored = (await attemptRef.get()).data();
    const deadlines = stored?.questionDeadlines ?? [];
    await attemptRef.update({ questionDeadlines: [new Date(Date.now() - 60_000), ...deadlines.slice(1)] });
    expect((await save('slices', body.attemptId, 'q1', [1])).body).toMatchObject({ error: 'question-time-over' });
    expect(await serve('slices', body.attemptId, 1)).toHaveStatus(200);
    expect(await save('slices', body.attemptId, 'q2', [2])).toHaveStatus(200);
  });

  it('refuses saving after the submit (409)', async () => {
    await arrangeQuiz(refs, 'done');
    const { body } = await start('done');
    await submit('done', { attemptId: body.attemptId });
    expect((await save('done', body.attemptId, 'q1', [1])).body).toMatchObject({ error: 'attempt-closed' });
  });

  it('closes the attempt at its deadline: a late save is a 409 and the attempt is scored', async () => {
    await arrangeQuiz(refs, 'late-save');
    const { body } = await start('late-save');
    await save('late-save', body.attemptId, 'q1', [1]);
    await expire('late-save', body.attemptId);
    expect((await save('late-save', body.attemptId, 'q2', [2])).body).toMatchObject({ error: 'deadline-passed' });
    expect((await refs.submissions('late-save').doc(body.attemptId).get()).data()?.points).toBe(5);
  });
});

describe('POST /submit-quiz/{quizId}', () => {
  it('refuses option ids that are not options of the question (400): nothing reaches the attempt, the result or the statistics', async () => {
    await arrangeQuiz(refs, 'junk');
    const { body } = await start('junk');
    const response = await submit('junk', { attemptId: body.attemptId, answers: { q2: [2], q3: [3, 1000001, 1000002] } });
    expect(response).toHaveStatus(400);
    expect(response.body).toMatchObject({ error: 'invalid-argument', message: 'Invalid body: answers: 1000001, 1000002 is not an option of question q3.' });
    expect((await refs.submissions('junk').doc(body.attemptId).get()).exists).toBe(false);
    expect((await refs.attempts('junk').doc(body.attemptId).get()).data()).toMatchObject({ status: 'open', answers: {} });
    expect((await refs.quiz('junk').collection('itemStats').get()).size).toBe(0);
    // The attempt stays open and takes a valid submission.
    expect((await submit('junk', { attemptId: body.attemptId, answers: { q2: [2] } })).body.result).toMatchObject({ points: 5 });
  });

  it('scores on the server and records the submission and the count', async () => {
    await arrangeQuiz(refs, 'score', { answers: [[1], [2], [3, 4], [1]] });
    const { body } = await start('score');
    await save('score', body.attemptId, 'q1', [1]);
    const response = await submit('score', { attemptId: body.attemptId, answers: { q2: [2], q3: [3], q4: [1] } });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({
      message: `Dear ${accounts.player.name} Your Quiz Successfully submitted.`,
      result: { points: 15, marks: 75, grade: 'A-', correctCount: 3, questionCount: 4, attempt: 1, submissionId: body.attemptId },
    });
    expect(response.body.result).not.toHaveProperty('correctByQuestion');
    expect((await refs.submissions('score').doc(body.attemptId).get()).data()).toMatchObject({
      userId: accounts.player.uid,
      userName: accounts.player.name,
      userEmail: accounts.player.email,
      marks: 75,
      points: 15,
      grade: 'A-',
      paid: false,
      attempt: 1,
    });
    expect((await refs.quiz('score').get()).data()?.submissionCount).toBe(1);
  });

  it("ignores the old app's fields: the score is the server's", async () => {
    await arrangeQuiz(refs, 'legacy');
    const { body } = await start('legacy');
    const legacy = { attemptId: body.attemptId, userId: 'someone-else', userName: 'Mallory', email: 'm@example.com', mark: 100, paid: true };
    const response = await submit('legacy', legacy);
    expect(response.body.result).toMatchObject({ marks: 0, grade: 'F' });
    expect((await refs.submissions('legacy').doc(body.attemptId).get()).data()).toMatchObject({
      userId: accounts.player.uid,
      userEmail: accounts.player.email,
      paid: false,
    });
  });

  it('returns the same result when the same attempt is submitted again, and records it once', async () => {
    await arrangeQuiz(refs, 'twice');
    const { body } = await start('twice');
    const first = await submit('twice', { attemptId: body.attemptId, answers: { q1: [1] } });
    const second = await submit('twice', { attemptId: body.attemptId, answers: { q1: [1], q2: [2], q3: [3, 4], q4: [1] } });
    expect(second).toHaveStatus(200);
    expect(second.body.result).toEqual(first.body.result);
    expect((await refs.submissions('twice').get()).size).toBe(1);
    expect((await refs.quiz('twice').get()).data()?.submissionCount).toBe(1);
  });

  it('tells question-wise results per question, keeping locked answers as saved', async () => {
    await arrangeQuiz(refs, 'qw', { resultType: 'question-wise' });
    const { body } = await start('qw');
    await save('qw', body.attemptId, 'q1', [2]);
    const response = await submit('qw', { attemptId: body.attemptId, answers: { q1: [1], q2: [2] } });
    expect(response.body.result).toMatchObject({ points: 5, correctByQuestion: { q1: false, q2: true, q3: false, q4: false } });
  });

  it('refuses a submit after the deadline and grace (409), scoring the attempt with its saved answers', async () => {
    await arrangeQuiz(refs, 'too-late');
    const { body } = await start('too-late');
    await save('too-late', body.attemptId, 'q1', [1]);
    await expire('too-late', body.attemptId);
    const response = await submit('too-late', { attemptId: body.attemptId, answers: { q2: [2], q3: [3, 4] } });
    expect(response).toHaveStatus(409);
    expect(response.body).toMatchObject({ error: 'deadline-passed', result: { points: 5, marks: 25, status: 'expired' } });
    expect((await refs.attempts('too-late').doc(body.attemptId).get()).data()?.status).toBe('expired');
    expect((await refs.quiz('too-late').get()).data()?.submissionCount).toBe(1);
    // Asking again answers the same, and records nothing more.
    const again = await submit('too-late', { attemptId: body.attemptId });
    expect(again.body).toMatchObject({ error: 'deadline-passed', result: { points: 5 } });
    expect((await refs.quiz('too-late').get()).data()?.submissionCount).toBe(1);
  });

  it('accepts a submit within the grace after the deadline', async () => {
    await arrangeQuiz(refs, 'grace');
    const { body } = await start('grace');
    await expire('grace', body.attemptId, 10);
    const response = await submit('grace', { attemptId: body.attemptId, answers: { q1: [1] } });
    expect(response).toHaveStatus(200);
    expect(response.body.result.points).toBe(5);
  });

  it.each([
    ['no attemptId', {}, 400],
    ['answers that are not lists', { attemptId: 'x', answers: { q1: 1 } }, 400],
    ['an attempt that does not exist', { attemptId: 'no-such-attempt' }, 404],
  ])('answers %s with %i', async (_label, body, status) => {
    await arrangeQuiz(refs, 'bad-submit');
    expect(await submit('bad-submit', body)).toHaveStatus(status);
  });

  it("refuses someone else's attempt (403)", async () => {
    await arrangeQuiz(refs, 'theirs');
    const { body } = await start('theirs', tokens.premium);
    expect(await submit('theirs', { attemptId: body.attemptId })).toHaveStatus(403);
    expect((await refs.submissions('theirs').get()).size).toBe(0);
  });

  it('answers 404 for a quiz that does not exist', async () => {
    expect(await submit('no-such-quiz', { attemptId: 'x' })).toHaveStatus(404);
  });

  it('records a paid quiz as paid', async () => {
    const member = await createAccount(admin.auth, 'member', { claims: { premium: true, premiumUntil: Math.floor(Date.now() / 1000) + 3600 } });
    await arrangeQuiz(refs, 'paid-one', { quizType: 'paid' });
    const { body } = await start('paid-one', member.token);
    await submit('paid-one', { attemptId: body.attemptId }, member.token);
    expect((await refs.submissions('paid-one').doc(body.attemptId).get()).data()?.paid).toBe(true);
  });
});
