/**
 * What deleting an account does to the rest of the data (security review 10, docs/decisions/0027-data-retention.md
 * "Data retention"): the user leaves every leaderboard (counts stay exact), their certificates no
 * longer verify, and their results and attempts lose their name and e-mail while the quiz's
 * figures stay as they were. A retry after a partial failure finishes the job.
 */
import { describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from '@quizmaster/shared/models/user';
import type { PublicCertificate } from '@quizmaster/shared/certificates';
import { api, type TestAccount } from '../../support/api';
import { registeredAccount } from '../reliability/accounts';
import { arrangeQuiz, useDemoData } from './fixture';
import type { Leaderboard as LeaderboardBody } from '@quizmaster/shared/api/insights';
import type { StartedAttempt } from '@quizmaster/shared/api/attempts';

const { admin, refs, tokens, accounts } = useDemoData('account-deletion');

async function takeQuiz(quizId: string, token: string, answers: Record<string, number[]>) {
  const started = await api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token });
  expect(started).toHaveStatus(200);
  const submitted = await api('POST', `/submit-quiz/${quizId}`, { token, body: { attemptId: started.body.attemptId, answers } });
  expect(submitted).toHaveStatus(200);
  return started.body.attemptId;
}

const deleteUser = (uid: string) => api('DELETE', `/user/${uid}`, { token: tokens.admin });
const board = async (quizId: string) => (await api<LeaderboardBody>('GET', `/quizzes/${quizId}/leaderboard`, { token: tokens.premium })).body;
const ALL_RIGHT = { q1: [1], q2: [2], q3: [3, 4], q4: [1] };

/** Two quizzes with leaderboards and a pass mark, taken by `leaver` (twice at the first) and the premium player. */
async function arrangeResults(leaver: TestAccount) {
  for (const quizId of ['board-a', 'board-b']) {
    await arrangeQuiz(refs, quizId, { retakeCount: 1 });
    await refs.quiz(quizId).update({ leaderboard: true, passMark: 50 });
  }
  await takeQuiz('board-a', leaver.token, ALL_RIGHT);
  await takeQuiz('board-a', leaver.token, { q1: [1] });
  await takeQuiz('board-b', leaver.token, { q1: [1], q2: [2] });
  await takeQuiz('board-a', tokens.premium, { q1: [1] });
}

describe('DELETE /user/{userId} and the deleted account’s data', () => {
  it('takes the user off every leaderboard, with exact player counts', async () => {
    const leaver = await registeredAccount(admin.auth, refs, 'leaver');
    await arrangeResults(leaver);
    expect((await board('board-a')).top.map((row) => row.userName)).toEqual([leaver.name, accounts.premium.name]);
    expect((await board('board-b')).players).toBe(1);

    expect(await deleteUser(leaver.uid)).toHaveStatus(200);
    const after = await board('board-a');
    expect(after.players).toBe(1);
    expect(after.top.map((row) => row.userName)).toEqual([accounts.premium.name]);
    expect(await board('board-b')).toMatchObject({ players: 0, top: [] });
    expect((await refs.allBests().where('userId', '==', leaver.uid).get()).size).toBe(0);
  });

  it('marks their certificates as no longer valid, without their name, on the public verify answer', async () => {
    const leaver = await registeredAccount(admin.auth, refs, 'certified-leaver');
    await arrangeResults(leaver);
    const issued = await refs.certificates().where('userId', '==', leaver.uid).get();
    expect(issued.size).toBe(2);

    expect(await deleteUser(leaver.uid)).toHaveStatus(200);
    for (const certificate of issued.docs) {
      const verified = await api<PublicCertificate>('GET', `/certificates/${certificate.id}`);
      expect(verified).toHaveStatus(200);
      expect(verified.body).toMatchObject({ revoked: true, accountDeleted: true, userName: DELETED_USER_NAME, quizName: certificate.data().quizName });
      expect(verified.body.revokedAt).toEqual(expect.any(String));
      expect(JSON.stringify(verified.body)).not.toContain(leaver.name);
    }
    // Someone else's certificate is untouched.
    const others = await refs.certificates().where('userId', '==', accounts.premium.uid).get();
    expect(others.docs.map((doc) => doc.data().revokedAt)).toEqual(others.docs.map(() => null));
  });

  it("anonymises their results and attempts, and keeps the quiz's counts and item statistics", async () => {
    const leaver = await registeredAccount(admin.auth, refs, 'counted-leaver');
    await arrangeResults(leaver);
    const figures = async () => ({
      quiz: (await refs.quiz('board-a').get()).data()?.submissionCount,
      stats: (await refs.itemStats('board-a').get()).docs.reduce((sum, shard) => sum + shard.data().submissions, 0),
      rows: (await refs.submissions('board-a').get()).size,
    });
    const before = await figures();
    expect(before).toEqual({ quiz: 3, stats: 3, rows: 3 });

    expect(await deleteUser(leaver.uid)).toHaveStatus(200);
    expect(await figures()).toEqual(before);
    const submissions = await refs.allSubmissions().where('userId', '==', leaver.uid).get();
    const attempts = await admin.firestore.collectionGroup('attempts').where('userId', '==', leaver.uid).get();
    expect(submissions.size).toBe(3);
    expect(attempts.size).toBe(3);
    for (const row of [...submissions.docs, ...attempts.docs]) expect(row.data()).toMatchObject({ userName: DELETED_USER_NAME, userEmail: '' });
    expect(submissions.docs.map((row) => row.data().marks).sort()).toEqual([100, 25, 50].sort());
    // The admin's list of the quiz's results no longer names them.
    const quiz = await api('GET', '/get-single-quiz/board-a', { token: tokens.admin });
    expect(JSON.stringify(quiz.body)).not.toContain(leaver.email);
    expect(JSON.stringify(quiz.body)).not.toContain(leaver.name);
  });

  it('goes through results in many quizzes, a page at a time', { timeout: 120_000 }, async () => {
    const leaver = await registeredAccount(admin.auth, refs, 'busy-leaver');
    const QUIZZES = 450;
    const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000);
    for (let first = 0; first < QUIZZES; first += 150) {
      const batch = admin.firestore.batch();
      for (let index = first; index < first + 150; index += 1) {
        const quizId = `many-${String(index)}`;
        const common = { userId: leaver.uid, userName: leaver.name, attempt: 1, submittedAt: at(index) };
        batch.set(refs.best(quizId, leaver.uid), { ...common, quizId, quizName: quizId, marks: 50, grade: 'B', durationMs: 1000, submissionId: `${leaver.uid}-1`, attempts: 1, hidden: false });
        batch.set(refs.submissions(quizId).doc(`${leaver.uid}-1`), { ...common, userEmail: leaver.email, marks: 50, points: 2, grade: 'B', paid: false, startedAt: at(index) });
      }
      await batch.commit();
    }
    expect(await deleteUser(leaver.uid)).toHaveStatus(200);
    expect((await refs.allBests().where('userId', '==', leaver.uid).count().get()).data().count).toBe(0);
    const left = await refs.allSubmissions().where('userId', '==', leaver.uid).get();
    expect(left.size).toBe(QUIZZES);
    expect(left.docs.filter((row) => row.data().userName !== DELETED_USER_NAME || row.data().userEmail !== '')).toEqual([]);
  });

  it('finishes a deletion that stopped half-way when it is retried, and then answers 404', async () => {
    const leaver = await registeredAccount(admin.auth, refs, 'half-deleted');
    await arrangeResults(leaver);
    // As a first deletion leaves things when it fails after removing the record and the account.
    await refs.user(leaver.uid).delete();
    await admin.auth.deleteUser(leaver.uid);

    expect(await deleteUser(leaver.uid)).toHaveStatus(200);
    expect((await board('board-a')).top.map((row) => row.userName)).toEqual([accounts.premium.name]);
    const certificates = await refs.certificates().where('userId', '==', leaver.uid).get();
    expect(certificates.docs.map((doc) => doc.data().revokedAt !== null)).toEqual([true, true]);
    const submissions = await refs.allSubmissions().where('userId', '==', leaver.uid).get();
    expect(submissions.docs.map((row) => row.data().userName)).toEqual([DELETED_USER_NAME, DELETED_USER_NAME, DELETED_USER_NAME]);

    expect(await deleteUser(leaver.uid)).toHaveStatus(404);
  });

  it('keeps the date and admin of a certificate revoked before the deletion', async () => {
    const leaver = await registeredAccount(admin.auth, refs, 'revoked-leaver');
    await arrangeResults(leaver);
    const [first] = (await refs.certificates().where('userId', '==', leaver.uid).get()).docs;
    expect(await api('POST', `/certificates/${String(first?.id)}/revoke`, { token: tokens.admin })).toHaveStatus(200);
    const revoked = (await refs.certificate(String(first?.id)).get()).data();

    expect(await deleteUser(leaver.uid)).toHaveStatus(200);
    const verified = await api<PublicCertificate>('GET', `/certificates/${String(first?.id)}`);
    expect(verified.body).toMatchObject({ revoked: true, revokedAt: revoked?.revokedAt?.toISOString(), userName: DELETED_USER_NAME });
  });
});
