/**
 * Firestore collection and document paths: the one place they are spelled.
 * Web, functions, seed scripts and tests build every path from here.
 */
export const collections = {
  users: 'users',
  quizzes: 'quizzes',
  payments: 'payments',
  /** Shards of the admin dashboard's payment figures (server-written; see models/payment-stats.ts). */
  paymentStats: 'paymentStats',
  /** Who is admin, as the rules decide it (server-written; see models/authority.ts). */
  roles: 'roles',
  /** Who has premium until when, as the rules decide it (server-written). */
  /** One-off server records, such as the first-admin bootstrap's. */
  meta: 'meta',
  /** Rate-limit counters, one per action, account or address and window (server-only; see models/rate-limit.ts). */
  rateLimits: 'rateLimits',
  /** Extra time and attempts an admin granted a player (server-written; see models/accommodation.ts). */
  accommodations: 'accommodations',
  /** Every admin action, append-only (server-written; see models/audit-entry.ts). */
  auditLog: 'auditLog',
  /** Certificates of passing attempts (server-written; see models/certificate.ts). */
  certificates: 'certificates',
  /** Announcements every signed-in user sees, such as a new quiz (server-written; see models/notification.ts). */
  broadcasts: 'broadcasts',
  /** Each user's notification bookkeeping: unread count and broadcast watermark (server-written; see models/notification.ts). */
  notificationInboxes: 'notificationInboxes',
  /** Images of questions and options, with their WebP variants (server-only; see models/question-image.ts, ADR 0037). */
  questionImages: 'questionImages',
} as const;

export const subcollections = {
  questions: 'questions',
  submissions: 'submissions',
  attempts: 'attempts',
  /** How many attempts each player has started at a quiz (server-only bookkeeping). */
  attemptTallies: 'attemptTallies',
  /** Shards of a quiz's exact submission count (server-only; see models/submission-counter.ts). */
  submissionCounters: 'submissionCounters',
  /** What each attempt is scored against, fixed when it starts (server-only; see models/attempt.ts). */
  attemptKeys: 'attemptKeys',
  /** Admin-only documents of a quiz, such as its answer key. */
  private: 'private',
  /** Each player's best submission at the quiz: leaderboard entry and My Results' best (server-written; see models/quiz-best.ts). */
  bests: 'bests',
  /** Shards of the quiz's item statistics (server-only; see models/item-stats.ts). */
  itemStats: 'itemStats',
  /** Tallies of short answers' wrong texts (server-only; see models/wrong-answer.ts). */
  wrongAnswers: 'wrongAnswers',
  /** Earlier contents of a question, under `questions/{questionId}` (server-only; see models/question.ts). */
  revisions: 'revisions',
  /** A user's own notifications, under `users/{uid}` (server-written; see models/notification.ts). */
  notifications: 'notifications',
  /** An image's WebP variants by width, under `questionImages/{imageId}` (server-only; see models/question-image.ts). */
  imageVariants: 'variants',
} as const;

export const paths = {
  user: (uid: string) => `${collections.users}/${uid}`,
  quiz: (quizId: string) => `${collections.quizzes}/${quizId}`,
  questions: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.questions}`,
  question: (quizId: string, questionId: string) =>
    `${collections.quizzes}/${quizId}/${subcollections.questions}/${questionId}`,
  questionRevision: (quizId: string, questionId: string, revision: number) =>
    `${collections.quizzes}/${quizId}/${subcollections.questions}/${questionId}/${subcollections.revisions}/${String(revision)}`,
  answerKey: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.private}/answerKey`,
  submissions: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.submissions}`,
  attempts: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.attempts}`,
  attemptKey: (quizId: string, attemptId: string) => `${collections.quizzes}/${quizId}/${subcollections.attemptKeys}/${attemptId}`,
  attemptTally: (quizId: string, uid: string) => `${collections.quizzes}/${quizId}/${subcollections.attemptTallies}/${uid}`,
  submissionCounters: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.submissionCounters}`,
  submissionCounter: (quizId: string, shard: number) =>
    `${collections.quizzes}/${quizId}/${subcollections.submissionCounters}/${String(shard)}`,
  payment: (paymentId: string) => `${collections.payments}/${paymentId}`,
  paymentStatsShard: (shard: number) => `${collections.paymentStats}/${String(shard)}`,
  role: (uid: string) => `${collections.roles}/${uid}`,
  firstAdmin: () => `${collections.meta}/firstAdmin`,
  rateLimit: (counterId: string) => `${collections.rateLimits}/${counterId}`,
  accommodation: (uid: string) => `${collections.accommodations}/${uid}`,
  auditEntry: (entryId: string) => `${collections.auditLog}/${entryId}`,
  certificate: (certificateId: string) => `${collections.certificates}/${certificateId}`,
  bests: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.bests}`,
  best: (quizId: string, uid: string) => `${collections.quizzes}/${quizId}/${subcollections.bests}/${uid}`,
  itemStats: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.itemStats}`,
  itemStatsShard: (quizId: string, shard: number) => `${collections.quizzes}/${quizId}/${subcollections.itemStats}/${String(shard)}`,
  wrongAnswers: (quizId: string) => `${collections.quizzes}/${quizId}/${subcollections.wrongAnswers}`,
  wrongAnswer: (quizId: string, tallyId: string) => `${collections.quizzes}/${quizId}/${subcollections.wrongAnswers}/${tallyId}`,
  notifications: (uid: string) => `${collections.users}/${uid}/${subcollections.notifications}`,
  notification: (uid: string, notificationId: string) => `${collections.users}/${uid}/${subcollections.notifications}/${notificationId}`,
  notificationInbox: (uid: string) => `${collections.notificationInboxes}/${uid}`,
  broadcast: (broadcastId: string) => `${collections.broadcasts}/${broadcastId}`,
  questionImage: (imageId: string) => `${collections.questionImages}/${imageId}`,
  questionImageVariant: (imageId: string, width: number) => `${collections.questionImages}/${imageId}/${subcollections.imageVariants}/${String(width)}`,
} as const;
