import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { accommodationSchema } from '@quizmaster/shared/models/accommodation';
import { auditEntrySchema } from '@quizmaster/shared/models/audit-entry';
import { answerKeySchema } from '@quizmaster/shared/models/answer-key';
import { firstAdminRecordSchema, roleDocumentSchema } from '@quizmaster/shared/models/authority';
import { certificateSchema } from '@quizmaster/shared/models/certificate';
import { itemStatsShardSchema } from '@quizmaster/shared/models/item-stats';
import { wrongAnswerSchema } from '@quizmaster/shared/models/wrong-answer';
import { broadcastSchema, notificationInboxSchema, notificationSchema } from '@quizmaster/shared/models/notification';
import { quizBestSchema } from '@quizmaster/shared/models/quiz-best';
import { attemptKeySchema, attemptSchema, attemptTallySchema } from '@quizmaster/shared/models/attempt';
import { paymentSchema, storedPaymentSchema } from '@quizmaster/shared/models/payment';
import { paymentStatsShardSchema } from '@quizmaster/shared/models/payment-stats';
import { questionRevisionSchema, questionSchema } from '@quizmaster/shared/models/question';
import { questionImageSchema, questionImageVariantSchema } from '@quizmaster/shared/models/question-image';
import { rateLimitCounterSchema } from '@quizmaster/shared/models/rate-limit';
import { quizSummarySchema } from '@quizmaster/shared/models/quiz';
import { submissionSchema } from '@quizmaster/shared/models/submission';
import { submissionCounterShardSchema } from '@quizmaster/shared/models/submission-counter';
import { userSchema } from '@quizmaster/shared/models/user';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { modelConverter } from './converter';

const converters = {
  user: modelConverter(userSchema),
  quiz: modelConverter(quizSummarySchema),
  question: modelConverter(questionSchema),
  questionRevision: modelConverter(questionRevisionSchema),
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
  certificate: modelConverter(certificateSchema),
  quizBest: modelConverter(quizBestSchema),
  itemStats: modelConverter(itemStatsShardSchema),
  wrongAnswer: modelConverter(wrongAnswerSchema),
  notification: modelConverter(notificationSchema),
  notificationInbox: modelConverter(notificationInboxSchema),
  broadcast: modelConverter(broadcastSchema),
  questionImage: modelConverter(questionImageSchema),
  questionImageVariant: modelConverter(questionImageVariantSchema),
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
    questionRevision: (quizId: string, questionId: string, revision: number) =>
      db.doc(paths.questionRevision(quizId, questionId, revision)).withConverter(converters.questionRevision),
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
    certificates: () => db.collection(collections.certificates).withConverter(converters.certificate),
    certificate: (certificateId: string) => db.doc(paths.certificate(certificateId)).withConverter(converters.certificate),
    bests: (quizId: string) => db.collection(paths.bests(quizId)).withConverter(converters.quizBest),
    best: (quizId: string, uid: string) => db.doc(paths.best(quizId, uid)).withConverter(converters.quizBest),
    /** Every quiz's bests (a player's, by `userId`: My Results' best per quiz; hiding from leaderboards). */
    allBests: () => db.collectionGroup(subcollections.bests).withConverter(converters.quizBest),
    /** A player's attempts across quizzes, by `userId` (anonymised when their account is deleted). */
    allAttempts: () => db.collectionGroup(subcollections.attempts).withConverter(converters.attempt),
    /** A player's submissions across quizzes (My Results), by `userId`. */
    allSubmissions: () => db.collectionGroup(subcollections.submissions).withConverter(converters.submission),
    itemStats: (quizId: string) => db.collection(paths.itemStats(quizId)).withConverter(converters.itemStats),
    itemStatsShard: (quizId: string, shard: number) => db.doc(paths.itemStatsShard(quizId, shard)).withConverter(converters.itemStats),
    /** Short answers' wrong texts, a tally each, by `questionId` and `count`. */
    wrongAnswers: (quizId: string) => db.collection(paths.wrongAnswers(quizId)).withConverter(converters.wrongAnswer),
    wrongAnswer: (quizId: string, tallyId: string) => db.doc(paths.wrongAnswer(quizId, tallyId)).withConverter(converters.wrongAnswer),
    /** A user's own notifications (newest first by `createdAt`), their unread count and broadcast watermark, and the shared broadcasts. */
    notifications: (uid: string) => db.collection(paths.notifications(uid)).withConverter(converters.notification),
    notification: (uid: string, notificationId: string) => db.doc(paths.notification(uid, notificationId)).withConverter(converters.notification),
    notificationInbox: (uid: string) => db.doc(paths.notificationInbox(uid)).withConverter(converters.notificationInbox),
    broadcasts: () => db.collection(collections.broadcasts).withConverter(converters.broadcast),
    broadcast: (broadcastId: string) => db.doc(paths.broadcast(broadcastId)).withConverter(converters.broadcast),
    /** Question images (ADR 0037) and each one's WebP variants by width. */
    questionImage: (imageId: string) => db.doc(paths.questionImage(imageId)).withConverter(converters.questionImage),
    questionImageVariant: (imageId: string, width: number) =>
      db.doc(paths.questionImageVariant(imageId, width)).withConverter(converters.questionImageVariant),
  };
}
export type DataRefs = ReturnType<typeof dataRefs>;
