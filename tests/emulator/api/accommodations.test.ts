/** Accommodations (ADR 0018): extra time and attempts an admin grants one player, applied by the server. */
import { describe, expect, it } from 'vitest';
import { api } from '../../support/api';
import { arrangeQuiz, useDemoData } from './fixture';
import type { StartedAttempt as Started } from '@quizmaster/shared/api/attempts';
import type { SavedAccommodation } from '@quizmaster/shared/api/accommodations';

const { refs, tokens, accounts } = useDemoData('accommodations');

const start = (quizId: string) => api<Started>('POST', `/start-quiz/${quizId}`, { token: tokens.player });
const accommodate = (body: object, token = tokens.admin, uid = accounts.player.uid) =>
  api<SavedAccommodation>('PUT', `/users/${uid}/accommodation`, { token, body });

describe('PUT /users/{userId}/accommodation', () => {
  it('sets extra time and attempts, records them in the audit log, and reads them back', async () => {
    const response = await accommodate({ timeMultiplier: 1.5, extraAttempts: 2 });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ changed: true, accommodation: { timeMultiplier: 1.5, extraAttempts: 2 } });
    expect((await refs.accommodation(accounts.player.uid).get()).data()).toMatchObject({ timeMultiplier: 1.5, extraAttempts: 2, updatedBy: accounts.admin.uid });
    const read = await api('GET', `/users/${accounts.player.uid}/accommodation`, { token: tokens.admin });
    expect(read.body).toEqual({ accommodation: { timeMultiplier: 1.5, extraAttempts: 2 } });
    const entries = (await refs.auditLog().get()).docs.map((doc) => doc.data());
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'accommodation',
      target: { kind: 'user', id: accounts.player.uid, label: accounts.player.email },
      before: { timeMultiplier: 1, extraAttempts: 0 },
      after: { timeMultiplier: 1.5, extraAttempts: 2 },
    });
  });

  it('removes the document when set back to none', async () => {
    await accommodate({ timeMultiplier: 2, extraAttempts: 0 });
    await accommodate({ timeMultiplier: 1, extraAttempts: 0 });
    expect((await refs.accommodation(accounts.player.uid).get()).exists).toBe(false);
  });

  it('names each bad field (400), refuses players (403) and unknown users (404), writing nothing', async () => {
    const bad = await accommodate({ timeMultiplier: 0.5, extraAttempts: 1.5 });
    expect(bad).toHaveStatus(400);
    expect(JSON.stringify(bad.body)).toMatch(/timeMultiplier.*extraAttempts|extraAttempts.*timeMultiplier/);
    expect(await accommodate({ timeMultiplier: 1.5, extraAttempts: 0 }, tokens.player)).toHaveStatus(403);
    expect(await accommodate({ timeMultiplier: 1.5, extraAttempts: 0 }, tokens.admin, 'nobody')).toHaveStatus(404);
    expect((await refs.accommodation(accounts.player.uid).get()).exists).toBe(false);
    expect((await refs.auditLog().get()).size).toBe(0);
  });
});

describe('attempts of an accommodated player', () => {
  it('get the longer time and the extra attempts', async () => {
    await arrangeQuiz(refs, 'longer', { allQTime: 10, retakeCount: 0 });
    await accommodate({ timeMultiplier: 1.5, extraAttempts: 1 });
    const first = await start('longer');
    expect(first).toHaveStatus(200);
    expect(Date.parse(first.body.deadline) - Date.parse(first.body.startedAt)).toBe(15 * 60_000);
    expect(first.body).toMatchObject({ attemptsAllowed: 2, quiz: { allQTime: 15 } });
    await api('POST', '/submit-quiz/longer', { token: tokens.player, body: { attemptId: first.body.attemptId, answers: {} } });
    const second = await start('longer');
    expect(second).toHaveStatus(200);
    await api('POST', '/submit-quiz/longer', { token: tokens.player, body: { attemptId: second.body.attemptId, answers: {} } });
    expect(await start('longer')).toHaveStatus(409);
  });

  it('get a longer slice for each question under per-question timing', async () => {
    await arrangeQuiz(refs, 'sliced', { allQTime: 4, timeType: 'per-question' });
    await accommodate({ timeMultiplier: 2, extraAttempts: 0 });
    const started = await start('sliced');
    const [first] = started.body.questionDeadlines ?? [];
    // 4 minutes for 4 questions is 1 minute each; doubled, 2.
    expect(Date.parse(first ?? '') - Date.parse(started.body.startedAt)).toBe(2 * 60_000);
  });

  it('leaves other players as they were', async () => {
    await arrangeQuiz(refs, 'others', { allQTime: 10 });
    await accommodate({ timeMultiplier: 3, extraAttempts: 5 }, tokens.admin, accounts.premium.uid);
    const started = await start('others');
    expect(Date.parse(started.body.deadline) - Date.parse(started.body.startedAt)).toBe(10 * 60_000);
    expect(started.body.attemptsAllowed).toBe(1);
  });
});
