import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Bytes, doc, writeBatch, type DocumentData } from 'firebase/firestore';
import type { AnswerKey } from '@quizmaster/shared/models/answer-key';
import { paymentMonthKey } from '@quizmaster/shared/models/payment-stats';
import { paths } from '@quizmaster/shared/paths';
import { aBest, aPayment, aQuestion, aQuiz, aSubmission, aUser } from '@quizmaster/shared/testing/factories';
import { WEB_VITALS_COLLECTION } from '@quizmaster/shared/web-vitals';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { actors, authorityDocuments, clientFirestore, OTHER_UID, startRulesEnvironment } from './rules-env';

/** Quizzes of the fixture: one published quiz of each type, and a draft (free, not published). */
export const FREE_QUIZ = 'free-quiz';
export const PAID_QUIZ = 'paid-quiz';
export const DRAFT_QUIZ = 'draft-quiz';
export const QUESTION = 'q01';
/** A rate-limit counter, as the functions keep them. */
export const RATE_LIMIT_COUNTER = 'counter-of-the-fixture';
/** A question image (ADR 0037), with one variant, as the functions store them. */
export const QUESTION_IMAGE = 'AAAAAAAAAAAAAAAAAAAAAA';

const now = new Date();

/**
 * The documents of the fixture, from the shared factories, as they stood before search keys
 * (`nameLower`, `quizNameLower`): the profile-update tests count on the record having none.
 */
export const fixtureData = {
  user: (uid: string) => {
    const { nameLower: _searchKey, ...user } = aUser({
      name: `User ${uid}`,
      email: `${uid}@example.com`,
      phone: '+1 555 0100',
      role: uid === actors.admin.uid ? 'admin' : '',
      createdAt: now,
    });
    return user;
  },
  quiz: (quizType: 'free' | 'paid', published = true) => {
    const { quizNameLower: _searchKey, ...quiz } = aQuiz({
      quizName: published ? `A ${quizType} quiz` : 'A draft quiz',
      published,
      image: '/covers/world-capitals.svg',
      description: 'Fixture',
      quizType,
      retakeCount: 1,
      questionCount: 1,
      createdBy: actors.admin.uid,
      createdAt: now,
    });
    return quiz;
  },
  question: (quizType: 'free' | 'paid') =>
    aQuestion({
      options: [
        { id: 1, option: 'This one' },
        { id: 2, option: 'That one' },
      ],
      quizType,
    }),
  answerKey: () => ({ answers: { [QUESTION]: [1] } }) satisfies AnswerKey,
  submission: (uid: string) => aSubmission({ userId: uid, userName: `User ${uid}`, userEmail: `${uid}@example.com`, startedAt: now, submittedAt: now }),
  attempt: (uid: string): DocumentData => ({
    userId: uid,
    attempt: 1,
    status: 'open',
    startedAt: now,
    deadlineAt: new Date(now.getTime() + 5 * 60 * 1000),
    submittedAt: null,
  }),
  payment: (uid: string) => aPayment({ uid, name: `User ${uid}`, email: `${uid}@example.com`, createdAt: now, transactionId: `pi_${uid}` }),
};

/** Documents of the collections the matrix covers besides the ones above (as the functions write them). */
export const moreFixtureData = {
  best: (uid: string) => aBest({ userId: uid, userName: `User ${uid}`, quizId: FREE_QUIZ, quizName: 'A free quiz', submissionId: `sub-${uid}`, submittedAt: now }),
  certificate: (uid: string): DocumentData => ({
    userId: uid,
    userName: `User ${uid}`,
    quizId: FREE_QUIZ,
    quizName: 'A free quiz',
    submissionId: `sub-${uid}`,
    attempt: 1,
    marks: 100,
    grade: 'A+',
    passMark: 70,
    issuedAt: now,
    revokedAt: null,
  }),
  notification: (): DocumentData => ({ kind: 'refund-done', title: 'Refund completed', body: 'Done.', link: '/dashboard/myPayments', createdAt: now, read: false }),
  broadcast: (): DocumentData => ({ kind: 'quiz-published', quizId: FREE_QUIZ, title: 'New quiz', body: 'Open.', link: `/startQuiz/${FREE_QUIZ}`, createdAt: now }),
  itemStatsShard: (): DocumentData => ({ submissions: 1, marksSum: 10_000, questions: {} }),
  // Long gone, so the dashboard's 7-day window (web-vitals.test.ts) never holds it.
  webVitals: (): DocumentData => ({ day: '2020-01-01', page: '/', shard: 0, expiresAt: new Date('2020-01-31T00:00:00Z'), LCP: { '40': 1 } }),
  auditEntry: (): DocumentData => ({
    action: 'role-change',
    actorUid: actors.admin.uid,
    actorEmail: `${actors.admin.uid}@example.com`,
    actorName: `User ${actors.admin.uid}`,
    at: now,
    target: { kind: 'user', id: OTHER_UID, label: `${OTHER_UID}@example.com` },
    before: { admin: false },
    after: { admin: true },
  }),
};

export const fixturePaths = {
  submission: (uid: string) => `${paths.submissions(FREE_QUIZ)}/sub-${uid}`,
  attempt: (uid: string) => `${paths.attempts(FREE_QUIZ)}/attempt-${uid}`,
  payment: (uid: string) => paths.payment(`pi_${uid}`),
  best: (uid: string) => paths.best(FREE_QUIZ, uid),
  certificate: (uid: string) => paths.certificate(`cert-of-${uid}`),
  notification: (uid: string) => paths.notification(uid, 'n1'),
  broadcast: () => paths.broadcast(`quiz-${FREE_QUIZ}`),
  itemStatsShard: () => paths.itemStatsShard(FREE_QUIZ, 0),
  webVitals: () => `${WEB_VITALS_COLLECTION}/2020-01-01_root_0`,
  auditEntry: () => paths.auditEntry('entry-1'),
};

/** Every document of the fixture, by path. */
function fixtureDocuments(): Map<string, DocumentData> {
  const documents = new Map<string, DocumentData>();
  for (const quizType of ['free', 'paid'] as const) {
    const quizId = quizType === 'free' ? FREE_QUIZ : PAID_QUIZ;
    documents.set(paths.quiz(quizId), fixtureData.quiz(quizType));
    documents.set(paths.question(quizId, QUESTION), fixtureData.question(quizType));
    documents.set(paths.answerKey(quizId), fixtureData.answerKey());
  }
  documents.set(paths.quiz(DRAFT_QUIZ), fixtureData.quiz('free', false));
  const owners = [OTHER_UID, ...Object.values(actors).flatMap((actor) => (actor.uid ? [actor.uid] : []))];
  for (const uid of owners) {
    documents.set(paths.user(uid), fixtureData.user(uid));
    documents.set(fixturePaths.submission(uid), fixtureData.submission(uid));
    documents.set(fixturePaths.attempt(uid), fixtureData.attempt(uid));
    documents.set(paths.attemptTally(FREE_QUIZ, uid), { started: 1 });
    documents.set(fixturePaths.payment(uid), fixtureData.payment(uid));
    documents.set(fixturePaths.best(uid), moreFixtureData.best(uid));
    documents.set(fixturePaths.certificate(uid), moreFixtureData.certificate(uid));
    documents.set(fixturePaths.notification(uid), moreFixtureData.notification());
    documents.set(paths.notificationInbox(uid), { unread: 1 });
  }
  documents.set(fixturePaths.broadcast(), moreFixtureData.broadcast());
  documents.set(fixturePaths.itemStatsShard(), moreFixtureData.itemStatsShard());
  documents.set(fixturePaths.webVitals(), moreFixtureData.webVitals());
  documents.set(fixturePaths.auditEntry(), moreFixtureData.auditEntry());
  // What the rules trust for each actor's admin claim (roles/).
  for (const actor of Object.values(actors)) {
    if (actor.uid) for (const [path, data] of authorityDocuments(actor.uid, actor.claims)) documents.set(path, data);
  }
  // The dashboard's payment figures, as the functions keep them: every payment above, made now.
  documents.set(paths.paymentStatsShard(3), { notRefunded: owners.length, months: { [paymentMonthKey(now)]: owners.length } });
  documents.set(paths.rateLimit(RATE_LIMIT_COUNTER), { count: 3, expiresAt: new Date(now.getTime() + 60 * 1000) });
  documents.set(paths.questionImage(QUESTION_IMAGE), { width: 320, height: 240, widths: [320], sourceType: 'image/png', byteCount: 100, uploadedBy: actors.admin.uid, createdAt: now });
  documents.set(paths.questionImageVariant(QUESTION_IMAGE, 320), { data: Bytes.fromUint8Array(new Uint8Array([82, 73, 70, 70])) });
  return documents;
}

/**
 * Clears Firestore and writes the fixture with the rules disabled (as the server would), leaving
 * out `except` so that a test can create it.
 */
export async function resetFixture(env: RulesTestEnvironment, except?: string) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = clientFirestore(context);
    const batch = writeBatch(db);
    for (const [path, data] of fixtureDocuments()) {
      if (path !== except) batch.set(doc(db, path), data);
    }
    await batch.commit();
  });
}

/**
 * Registers the hooks of a rules test file: starts the environment once, optionally resets the
 * fixture before each test, and cleans up. Returns the environment for use inside tests.
 */
export function useRulesEnvironment(options: { resetBeforeEach: boolean }) {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  if (options.resetBeforeEach) {
    beforeEach(async () => {
      await resetFixture(currentEnv());
    });
  }
  afterAll(async () => {
    await env?.cleanup();
  });
  function currentEnv(): RulesTestEnvironment {
    if (!env) throw new Error('The rules environment is used before its beforeAll hook ran.');
    return env;
  }
  return currentEnv;
}
