/**
 * The shared models against real documents: the demo data reads back through the typed
 * converters of both SDKs (Admin in functions, web in the browser), and a malformed document
 * fails loudly where it is read or written.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getDoc, getDocs, limit, query, type Firestore } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { PAGE_SIZES, QUERY_LIMITS, searchKey } from '@quizmaster/shared/paging';
import { paths } from '@quizmaster/shared/paths';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts } from '@quizmaster/scripts/seed/demo-accounts';
import { demoQuizzes } from '@quizmaster/scripts/seed/demo-quizzes';
import { seedDemoData } from '@quizmaster/scripts/seed/seed';
import { pageQuery } from '@quizmaster/web/lib/firestore/page-query';
import {
  paymentsList,
  userPaymentsList,
  userSubmissionsQuery,
  quizRef,
  quizzesQuery,
  userRef,
  usersList,
} from '@quizmaster/web/lib/firestore/refs';
import { clientFirestore, startRulesEnvironment } from './rules/rules-env';

const admin = emulatorAdmin('models-test');
/** A payment whose refund is none of the states, as a hand edit in the console leaves it. */
const ODD_PAYMENT = {
  uid: demoAccounts.premium.uid,
  name: demoAccounts.premium.name,
  email: demoAccounts.premium.email,
  createdAt: new Date('2026-02-02T02:02:02Z'),
  transactionId: 'pi_odd_state',
  refund: 'on-hold',
  amount: 10700,
  currency: 'usd',
  role: '',
};
const refs = dataRefs(admin.firestore);
/** The Payments list's first page, unfiltered: every payment of the demo data. */
const everyPayment = (db: Firestore) => {
  const list = paymentsList(db, { refund: '', email: '', from: null, until: null });
  return pageQuery(list.query, list.order, PAGE_SIZES.table, null);
};
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
  await clearEmulators();
  await seedDemoData(admin);
});

// The odd payment is the tests' own: gone after each, even one that failed.
afterEach(async () => {
  await admin.firestore.doc(paths.payment(ODD_PAYMENT.transactionId)).delete();
});

afterAll(async () => {
  await env.cleanup();
  await admin.close();
});

describe('the demo data through the Admin SDK converters (functions)', () => {
  it('reads every user, quiz, question, answer key, submission and payment as its model', async () => {
    const users = await refs.users().get();
    expect(users.docs.map((user) => user.data().email).sort()).toEqual(
      Object.values(demoAccounts).map((account) => account.email).sort(),
    );
    for (const quiz of (await refs.quizzes().get()).docs) {
      expect(quiz.data().createdAt).toBeInstanceOf(Date);
      const questions = (await refs.questions(quiz.id).get()).docs.map((question) => question.data());
      expect(questions.every((question) => question.quizType === quiz.data().quizType)).toBe(true);
      const answerKey = (await refs.answerKey(quiz.id).get()).data();
      expect(Object.keys(answerKey?.answers ?? {}).length + Object.keys(answerKey?.keys ?? {}).length).toBe(questions.length);
      await refs.submissions(quiz.id).get();
    }
    const payments = (await refs.payments().get()).docs.map((payment) => payment.data());
    expect(payments).toEqual([expect.objectContaining({ uid: demoAccounts.premium.uid, refund: 'false' })]);
  });

  it('refuses to read a malformed document', async () => {
    await admin.firestore.doc(paths.quiz('broken')).set({ quizName: 'Broken', quizType: 'premium' });
    await expect(refs.quiz('broken').get().then((snapshot) => snapshot.data())).rejects.toBeInstanceOf(z.core.$ZodError);
    await admin.firestore.doc(paths.quiz('broken')).delete();
  });

  it('refuses to write a malformed document, and writes nothing', async () => {
    const write = async () => {
      await refs.payment('pi_bad').set({ uid: 'u1', refund: 'maybe' } as never);
    };
    await expect(write()).rejects.toBeInstanceOf(z.core.$ZodError);
    expect((await admin.firestore.doc(paths.payment('pi_bad')).get()).exists).toBe(false);
  });

  it('reads a refund value that is none of the states as it is stored, but never writes one', async () => {
    await admin.firestore.doc(paths.payment(ODD_PAYMENT.transactionId)).set(ODD_PAYMENT);
    expect((await refs.payment(ODD_PAYMENT.transactionId).get()).data()?.refund).toBe('on-hold');
    const write = async () => {
      await refs.payment('pi_odd_copy').set({ ...ODD_PAYMENT, transactionId: 'pi_odd_copy' } as never);
    };
    await expect(write()).rejects.toBeInstanceOf(z.core.$ZodError);
    expect((await admin.firestore.doc(paths.payment('pi_odd_copy')).get()).exists).toBe(false);
  });
});

describe('the demo data through the web converters (browser)', () => {
  it("reads the app's queries as their models", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = clientFirestore(context);
      const quizzes = (await getDocs(quizzesQuery(db))).docs.map((quiz) => quiz.data());
      expect(quizzes.map((quiz) => quiz.id).sort()).toEqual(demoQuizzes.map((quiz) => quiz.id).sort());
      // Newest first.
      expect(quizzes.map((quiz) => quiz.createdAt.getTime())).toEqual(
        quizzes.map((quiz) => quiz.createdAt.getTime()).sort((a, b) => b - a),
      );

      const [first] = quizzes;
      if (!first) throw new Error('no quizzes seeded');
      expect((await getDoc(quizRef(db, first.id))).data()?.quizName).toBe(first.quizName);

      const premium = demoAccounts.premium;
      const premiumRecord = (await getDoc(userRef(db, premium.uid))).data();
      expect(premiumRecord?.isPaid).toBe(true);
      expect(premiumRecord?.premiumUntil).toBeInstanceOf(Date);
      expect(premiumRecord?.nameLower).toBe(searchKey(premium.name));
      expect((await getDocs(query(userPaymentsList(db, premium.uid).query, limit(QUERY_LIMITS.own)))).size).toBe(1);
      expect((await getDocs(query(userSubmissionsQuery(db, premium.uid), limit(QUERY_LIMITS.own)))).size).toBeGreaterThan(0);
      const everyone = usersList(db, { search: '', role: '', premium: '', now: new Date() });
      expect((await getDocs(query(everyone.query, limit(QUERY_LIMITS.admin)))).size).toBe(Object.keys(demoAccounts).length);
      expect((await getDocs(everyPayment(db))).size).toBe(1);
    });
  });

  it('reads a refund value that is none of the states as it is stored, in the lists of both views', async () => {
    await admin.firestore.doc(paths.payment(ODD_PAYMENT.transactionId)).set(ODD_PAYMENT);
    await env.withSecurityRulesDisabled(async (context) => {
      const db = clientFirestore(context);
      const refundOf = (docs: { id: string; data(): { refund: string } }[]) => docs.find((doc) => doc.id === ODD_PAYMENT.transactionId)?.data().refund;
      expect(refundOf((await getDocs(everyPayment(db))).docs)).toBe('on-hold');
      expect(refundOf((await getDocs(query(userPaymentsList(db, ODD_PAYMENT.uid).query, limit(QUERY_LIMITS.own)))).docs)).toBe('on-hold');
    });
  });
});
