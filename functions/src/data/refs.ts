import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { accommodationSchema } from '@quizmaster/shared/models/accommodation';
import { auditEntrySchema } from '@quizmaster/shared/models/audit-entry';
import { answerKeySchema } from '@quizmaster/shared/models/answer-key';
import { firstAdminRecordSchema, roleDocumentSchema } from '@quizmaster/shared/models/authority';
import { attemptKeySchema, attemptSchema, attemptTallySchema } from '@quizmaster/shared/models/attempt';
import { paymentSchema, storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { paymentStatsShardSchema } from '@quizmaster/shared/models/payment-stats';
import { questionSchema } from '@quizmaster/shared/models/question';
import { rateLimitCounterSchema } from '@quizmaster/shared/models/rate-limit';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { submissionCounterShardSchema } from '@quizmaster/shared/models/submission-counter';
import { userSchema } from '@quizmaster/shared/models/user';
import { collections, paths } from '@quizmaster/shared/paths';
import { modelConverter } from './converter';

const converters = {
  user: modelConverter(userSchema),
  quiz: modelConverter(quizSummarySchema),
  question: modelConverter(questionSchema),
  answerKey: modelConverter(answerKeySchema),
  submission: modelConverter(submissionSchema),
  submissionCounter: modelConverter(submissionCounterShardSchema),
  attempt: modelConverter(attemptSchema),
  attemptTally: modelConverter(attemptTallySchema),
  attemptKey: modelConverter(attemptKeySchema),
  // Read with any refund value kept, written only with one of the states.
  payment: modelConverter(paymentSchema, storedPaymentSchema),
  paymentStats: modelConverter(paymentStatsShardSchema),
  role: modelConverter(roleDocumentSchema),
  firstAdmin: modelConverter(firstAdminRecordSchema),
  rateLimit: modelConverter(rateLimitCounterSchema),
  auditEntry: modelConverter(auditEntrySchema),
  accommodation: modelConverter(accommodationSchema),
};

/**
 * Typed references to every stored document, for the functions (and the seed and tests, which
 * pass their own Admin SDK instance). Paths come from the shared `paths`.
 */
export function dataRefs(db: Firestore = getFirestore()) {
  return {
    users: () => db.collection(collections.users).withConverter(converters.user),
    user: (uid: string) => db.doc(paths.user(uid)).withConverter(converters.user),
    quizzes: () => db.collection(collections.quizzes).withConverter(converters.quiz),
    quiz: (quizId: string) => db.doc(paths.quiz(quizId)).withConverter(converters.quiz),
    questions: (quizId: string) => db.collection(paths.questions(quizId)).withConverter(converters.question),
    question: (quizId: string, questionId: string) =>
      db.doc(paths.question(quizId, questionId)).withConverter(converters.question),
    answerKey: (quizId: string) => db.doc(paths.answerKey(quizId)).withConverter(converters.answerKey),
    submissions: (quizId: string) => db.collection(paths.submissions(quizId)).withConverter(converters.submission),
    submissionCounters: (quizId: string) =>
      db.collection(paths.submissionCounters(quizId)).withConverter(converters.submissionCounter),
    submissionCounter: (quizId: string, shard: number) =>
      db.doc(paths.submissionCounter(quizId, shard)).withConverter(converters.submissionCounter),
    attempts: (quizId: string) => db.collection(paths.attempts(quizId)).withConverter(converters.attempt),
    attemptKey: (quizId: string, attemptId: string) => db.doc(paths.attemptKey(quizId, attemptId)).withConverter(converters.attemptKey),
    attemptTally: (quizId: string, uid: string) => db.doc(paths.attemptTally(quizId, uid)).withConverter(converters.attemptTally),
    payments: () => db.collection(collections.payments).withConverter(converters.payment),
    payment: (paymentId: string) => db.doc(paths.payment(paymentId)).withConverter(converters.payment),
    paymentStats: () => db.collection(collections.paymentStats).withConverter(converters.paymentStats),
    paymentStatsShard: (shard: number) => db.doc(paths.paymentStatsShard(shard)).withConverter(converters.paymentStats),
    roles: () => db.collection(collections.roles).withConverter(converters.role),
    role: (uid: string) => db.doc(paths.role(uid)).withConverter(converters.role),
    firstAdmin: () => db.doc(paths.firstAdmin()).withConverter(converters.firstAdmin),
    rateLimit: (counterId: string) => db.doc(paths.rateLimit(counterId)).withConverter(converters.rateLimit),
    auditLog: () => db.collection(collections.auditLog).withConverter(converters.auditEntry),
    accommodation: (uid: string) => db.doc(paths.accommodation(uid)).withConverter(converters.accommodation),
  };
}
export type DataRefs = ReturnType<typeof dataRefs>;
