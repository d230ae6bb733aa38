import { AggregateField } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import { searchKey } from '@quizmaster/shared/paging';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts, demoPremiumPaymentId } from '@quizmaster/scripts/seed/demo-accounts';
import { demoQuizzes } from '@quizmaster/scripts/seed/demo-quizzes';
import { seedDemoData } from '@quizmaster/scripts/seed/seed';
import { QUESTION_TYPES } from '@quizmaster/shared/question-types/limits';

const admin = emulatorAdmin('seed-test');

beforeEach(async () => {
  await clearEmulators();
});

afterAll(async () => {
  await admin.close();
});

describe('demo data', () => {
  it('creates the three demo accounts with their roles as custom claims', async () => {
    await seedDemoData(admin);
    const adminUser = await admin.auth.getUserByEmail(demoAccounts.admin.email);
    const player = await admin.auth.getUserByEmail(demoAccounts.player.email);
    const premium = await admin.auth.getUserByEmail(demoAccounts.premium.email);

    expect(adminUser.customClaims).toEqual({ admin: true });
    expect(player.customClaims ?? {}).toEqual({});
    expect(premium.customClaims?.premium).toBe(true);
    expect(Number(premium.customClaims?.premiumUntil)).toBeGreaterThan(Date.now() / 1000);
  });

  it('mirrors role and premium in the user documents and records the premium payment', async () => {
    await seedDemoData(admin);
    const adminDoc = await admin.firestore.doc(paths.user(demoAccounts.admin.uid)).get();
    const premiumDoc = await admin.firestore.doc(paths.user(demoAccounts.premium.uid)).get();
    const payment = await admin.firestore.doc(paths.payment(demoPremiumPaymentId)).get();

    expect(adminDoc.get('role')).toBe('admin');
    expect(premiumDoc.get('isPaid')).toBe(true);
    expect(payment.data()).toMatchObject({ uid: demoAccounts.premium.uid, refund: 'false', amount: 10700, currency: 'usd' });
  });

  it('loads at least 4 free and 2 paid quizzes, each with 4+ questions and an answer key', async () => {
    await seedDemoData(admin);
    const quizzes = await admin.firestore.collection('quizzes').get();
    const types = quizzes.docs.map((doc) => doc.get('quizType') as string);
    expect(types.filter((type) => type === 'free').length).toBeGreaterThanOrEqual(4);
    expect(types.filter((type) => type === 'paid').length).toBeGreaterThanOrEqual(2);

    for (const quiz of quizzes.docs) {
      const questions = await admin.firestore.collection(paths.questions(quiz.id)).get();
      const key = await admin.firestore.doc(paths.answerKey(quiz.id)).get();
      expect(questions.size).toBeGreaterThanOrEqual(4);
      expect(quiz.get('questionCount')).toBe(questions.size);
      expect(quiz.get('quizNameLower')).toBe(searchKey(quiz.get('quizName') as string));
      // Every question has a key: option ids for choice questions, a typed key for the others (ADR 0035).
      const keyed = [...Object.keys(key.get('answers') as object), ...Object.keys((key.get('keys') as object | undefined) ?? {})];
      expect(keyed.sort()).toEqual(questions.docs.map((doc) => doc.id).sort());
      for (const question of questions.docs) expect(question.data()).not.toHaveProperty('answer');
    }
  });

  it('has both single- and multi-answer questions', () => {
    const answerSizes = demoQuizzes.flatMap((quiz) => quiz.questions.map((question) => question.answer.length));
    expect(answerSizes).toContain(1);
    expect(answerSizes.some((size) => size > 1)).toBe(true);
  });

  it('has a quiz with a question of every type, each stored with its type (and typed ones with content and a key)', async () => {
    await seedDemoData(admin);
    const tour = demoQuizzes.find((quiz) => (quiz.typedQuestions ?? []).length > 0);
    if (!tour) throw new Error('No demo quiz has typed questions.');
    const questions = await admin.firestore.collection(paths.questions(tour.id)).get();
    const key = (await admin.firestore.doc(paths.answerKey(tour.id)).get()).data() ?? {};
    expect([...new Set(questions.docs.map((doc) => doc.get('type') as string))].sort()).toEqual([...QUESTION_TYPES].sort());
    for (const question of questions.docs.filter((doc) => doc.get('content') !== undefined)) {
      expect(question.get('content')).toHaveProperty('type', question.get('type'));
      expect(key.keys).toHaveProperty([question.id, 'type'], question.get('type'));
    }
  });

  it('keeps submission counts (the figure and its shards) equal to the stored submissions, seeded twice too', async () => {
    await seedDemoData(admin);
    await seedDemoData(admin);
    for (const quiz of demoQuizzes) {
      const summary = await admin.firestore.doc(paths.quiz(quiz.id)).get();
      const submissions = await admin.firestore.collection(paths.submissions(quiz.id)).get();
      const shards = await admin.firestore.collection(paths.submissionCounters(quiz.id)).aggregate({ total: AggregateField.sum('count') }).get();
      expect(summary.get('submissionCount')).toBe(submissions.size);
      expect(shards.data().total, `${quiz.id}: shard total`).toBe(submissions.size);
    }
  });

  it('can run twice without duplicating anything', async () => {
    await seedDemoData(admin);
    await seedDemoData(admin);
    const quizzes = await admin.firestore.collection('quizzes').get();
    const users = await admin.auth.listUsers();
    expect(quizzes.size).toBe(demoQuizzes.length);
    expect(users.users).toHaveLength(Object.keys(demoAccounts).length);
  });
});
