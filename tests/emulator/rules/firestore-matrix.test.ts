/**
 * The Firestore access matrix: every kind of document x every caller x every operation, each
 * cell its own named test with the expectation written out (DESIGN.md "Shape" and "Data").
 *
 * "My own …" documents belong to the caller, so those rows are the owner's cells (the visitor
 * owns nothing and has no such rows); "another user's …" rows belong to someone else.
 *
 * A list asks for at most the caller's bound of rows (QUERY_LIMITS, shared/src/paging.ts): each
 * caller who may list a kind has three cells, a list at the bound allowed, and a list without a
 * limit and one a row over the bound refused. Callers who may not list it are refused even one row.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { QUERY_LIMITS } from '@quizmaster/shared/paging';
import { collections, paths, subcollections } from '@quizmaster/shared/paths';
import { userNameFields } from '@quizmaster/shared/models/user';
import { WEB_VITALS_COLLECTION } from '@quizmaster/shared/web-vitals';
import {
  DRAFT_QUIZ,
  FREE_QUIZ,
  PAID_QUIZ,
  QUESTION,
  QUESTION_IMAGE,
  RATE_LIMIT_COUNTER,
  fixtureData,
  fixturePaths,
  moreFixtureData,
  resetFixture,
  useRulesEnvironment,
} from './fixtures';
import { actorKeys, actors, firestoreAs, OTHER_UID, type ActorKey } from './rules-env';

const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

interface Subject {
  label: string;
  /** Whose document: the caller's own (not applicable to visitors) or someone else's. */
  owner: 'caller' | 'other' | 'nobody';
  path: (ownerUid: string) => string;
  /** The list query a client would run to find this document (without a limit: each cell adds its own). */
  list: (db: Firestore, ownerUid: string) => Query;
  /** The most rows a caller allowed to list it may ask for; admins' by default. */
  listLimit?: (actor: ActorKey) => number;
  createData: (ownerUid: string) => DocumentData;
  /** A small change of the kind the owner might try. */
  update: DocumentData;
  /** Who may do what; everyone else is refused. */
  allowed: Record<Operation, readonly ActorKey[]>;
}

const SIGNED_IN = ['user', 'premium', 'expired', 'admin'] as const;
const EVERYONE = actorKeys;
const ADMIN = ['admin'] as const;
const NOBODY = [] as const;
const readOnly = (readers: readonly ActorKey[]) => ({ get: readers, list: readers, create: NOBODY, update: NOBODY, delete: NOBODY });
/** Admins list up to their bound; everyone else up to `others`. */
const adminOr = (others: number) => (actor: ActorKey) => (actor === 'admin' ? QUERY_LIMITS.admin : others);
const ownRecords = adminOr(QUERY_LIMITS.own);

const subjects: Subject[] = [
  {
    label: 'my own user record',
    owner: 'caller',
    path: (uid) => paths.user(uid),
    list: (db, uid) => query(collection(db, collections.users), where('email', '==', `${uid}@example.com`)),
    createData: (uid) => fixtureData.user(uid),
    update: userNameFields('A New Name'),
    // Admins list every user record; the owner gets theirs by id and edits its profile fields.
    allowed: { get: SIGNED_IN, list: ADMIN, create: NOBODY, update: SIGNED_IN, delete: NOBODY },
  },
  {
    label: "another user's record",
    owner: 'other',
    path: (uid) => paths.user(uid),
    list: (db) => query(collection(db, collections.users)),
    createData: (uid) => fixtureData.user(uid),
    update: userNameFields('A New Name'),
    allowed: readOnly(ADMIN),
  },
  {
    // Published: a list must ask for published quizzes only, as the catalogue does.
    label: 'a free quiz',
    owner: 'nobody',
    path: () => paths.quiz(FREE_QUIZ),
    list: (db) => query(collection(db, collections.quizzes), where('published', '==', true), where('quizType', '==', 'free')),
    listLimit: adminOr(QUERY_LIMITS.catalogue),
    createData: () => fixtureData.quiz('free'),
    update: { quizName: 'Renamed' },
    allowed: readOnly(EVERYONE),
  },
  {
    label: 'a paid quiz',
    owner: 'nobody',
    path: () => paths.quiz(PAID_QUIZ),
    list: (db) => query(collection(db, collections.quizzes), where('published', '==', true), where('quizType', '==', 'paid')),
    listLimit: adminOr(QUERY_LIMITS.catalogue),
    createData: () => fixtureData.quiz('paid'),
    update: { quizType: 'free' },
    allowed: readOnly(EVERYONE),
  },
  {
    // Not published yet: the admins' alone, by id or in a list.
    label: 'a draft quiz',
    owner: 'nobody',
    path: () => paths.quiz(DRAFT_QUIZ),
    list: (db) => query(collection(db, collections.quizzes), where('published', '==', false)),
    createData: () => fixtureData.quiz('free', false),
    update: { published: true },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'a question of a free quiz',
    owner: 'nobody',
    path: () => paths.question(FREE_QUIZ, QUESTION),
    list: (db) => query(collection(db, paths.questions(FREE_QUIZ)), where('quizType', '==', 'free')),
    createData: () => fixtureData.question('free'),
    update: { question: 'Changed?' },
    // Players get questions only inside an attempt, from the API.
    allowed: readOnly(ADMIN),
  },
  {
    label: 'a question of a paid quiz',
    owner: 'nobody',
    path: () => paths.question(PAID_QUIZ, QUESTION),
    list: (db) => query(collection(db, paths.questions(PAID_QUIZ)), where('quizType', '==', 'paid')),
    createData: () => fixtureData.question('paid'),
    update: { quizType: 'free' },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'an answer key',
    owner: 'nobody',
    path: () => paths.answerKey(FREE_QUIZ),
    list: (db) => query(collection(db, `${paths.quiz(FREE_QUIZ)}/private`)),
    createData: () => fixtureData.answerKey(),
    update: { answers: { [QUESTION]: [2] } },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'my own submission',
    owner: 'caller',
    path: (uid) => fixturePaths.submission(uid),
    list: (db, uid) => query(collection(db, paths.submissions(FREE_QUIZ)), where('userId', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => fixtureData.submission(uid),
    update: { marks: 100 },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's submission",
    owner: 'other',
    path: (uid) => fixturePaths.submission(uid),
    list: (db, uid) => query(collection(db, paths.submissions(FREE_QUIZ)), where('userId', '==', uid)),
    createData: (uid) => fixtureData.submission(uid),
    update: { marks: 0 },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'my own attempt',
    owner: 'caller',
    path: (uid) => fixturePaths.attempt(uid),
    list: (db, uid) => query(collection(db, paths.attempts(FREE_QUIZ)), where('userId', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => fixtureData.attempt(uid),
    update: { deadlineAt: new Date(Date.now() + 60 * 60 * 1000) },
    allowed: readOnly(SIGNED_IN),
  },
  {
    // The score screen waiting for the player's Submit (ADR 0017): only the functions confirm it.
    label: 'my own attempt, marking its score screen as submitted',
    owner: 'caller',
    path: (uid) => fixturePaths.attempt(uid),
    list: (db, uid) => query(collection(db, paths.attempts(FREE_QUIZ)), where('userId', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => fixtureData.attempt(uid),
    update: { awaitingSubmit: false },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's attempt",
    owner: 'other',
    path: (uid) => fixturePaths.attempt(uid),
    list: (db, uid) => query(collection(db, paths.attempts(FREE_QUIZ)), where('userId', '==', uid)),
    createData: (uid) => fixtureData.attempt(uid),
    update: { status: 'submitted' },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'my own attempt tally',
    owner: 'caller',
    path: (uid) => paths.attemptTally(FREE_QUIZ, uid),
    list: (db) => query(collection(db, `${paths.quiz(FREE_QUIZ)}/${subcollections.attemptTallies}`)),
    createData: () => ({ started: 1 }),
    update: { started: 0 },
    allowed: readOnly(NOBODY),
  },
  {
    // What an attempt is scored against (its right answers): the server's alone, even after the attempt.
    label: 'the key of my own attempt',
    owner: 'caller',
    path: (uid) => paths.attemptKey(FREE_QUIZ, `${uid}-1`),
    list: (db) => query(collection(db, `${paths.quiz(FREE_QUIZ)}/${subcollections.attemptKeys}`)),
    createData: () => ({ answers: { [QUESTION]: [1] }, optionIds: { [QUESTION]: [1, 2] } }),
    update: { answers: { [QUESTION]: [2] } },
    allowed: readOnly(NOBODY),
  },
  {
    // Extra time and attempts: set by admins through the API (audited), never written by a client.
    label: 'my own accommodation',
    owner: 'caller',
    path: (uid) => paths.accommodation(uid),
    list: (db) => query(collection(db, collections.accommodations)),
    createData: () => ({ timeMultiplier: 4, extraAttempts: 20, updatedAt: new Date(), updatedBy: 'me' }),
    update: { timeMultiplier: 4 },
    allowed: readOnly(NOBODY),
  },
  {
    label: 'my own payment',
    owner: 'caller',
    path: (uid) => fixturePaths.payment(uid),
    list: (db, uid) => query(collection(db, collections.payments), where('uid', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => fixtureData.payment(uid),
    update: { refund: 'true' },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's payment",
    owner: 'other',
    path: (uid) => fixturePaths.payment(uid),
    list: (db, uid) => query(collection(db, collections.payments), where('uid', '==', uid)),
    createData: (uid) => fixtureData.payment(uid),
    update: { refund: 'processing' },
    allowed: readOnly(ADMIN),
  },
  {
    // Authority the rules read (roles/): only the server reads and writes it.
    label: 'my own role document',
    owner: 'caller',
    path: (uid) => paths.role(uid),
    list: (db) => query(collection(db, collections.roles)),
    createData: () => ({ admin: true, grantedAt: new Date() }),
    update: { admin: true },
    allowed: readOnly(NOBODY),
  },
  {
    // The functions' rate-limit counters: a client must neither read nor reset them.
    label: 'a rate-limit counter',
    owner: 'nobody',
    path: () => paths.rateLimit(RATE_LIMIT_COUNTER),
    list: (db) => query(collection(db, collections.rateLimits)),
    createData: () => ({ count: 0, expiresAt: new Date(Date.now() + 60 * 1000) }),
    update: { count: 0 },
    allowed: readOnly(NOBODY),
  },
  {
    // Question images (ADR 0037): served by the API only, by an unguessable id; no client reads, lists or forges one.
    label: 'a question image',
    owner: 'nobody',
    path: () => paths.questionImage(QUESTION_IMAGE),
    list: (db) => query(collection(db, collections.questionImages)),
    createData: () => ({ width: 320, height: 240, widths: [320], sourceType: 'image/png', byteCount: 100, uploadedBy: 'me', createdAt: new Date() }),
    update: { width: 10_000 },
    allowed: readOnly(NOBODY),
  },
  {
    label: "a question image's variant",
    owner: 'nobody',
    path: () => paths.questionImageVariant(QUESTION_IMAGE, 320),
    list: (db) => query(collection(db, collections.questionImages, QUESTION_IMAGE, subcollections.imageVariants)),
    createData: () => ({ data: Bytes.fromUint8Array(new Uint8Array([60, 115, 118, 103])) }),
    update: { data: Bytes.fromUint8Array(new Uint8Array([60])) },
    allowed: readOnly(NOBODY),
  },
  {
    // Announcements of every signed-in user (a quiz published): the bell reads a page, and counts the unread.
    label: 'a broadcast',
    owner: 'nobody',
    path: () => fixturePaths.broadcast(),
    list: (db) => query(collection(db, collections.broadcasts), orderBy('createdAt', 'desc')),
    listLimit: () => QUERY_LIMITS.broadcasts,
    createData: () => moreFixtureData.broadcast(),
    update: { title: 'Changed' },
    allowed: readOnly(SIGNED_IN),
  },
  {
    // Personal, admins included: only their owner reads them, a page of the bell at a time.
    label: 'my own notification',
    owner: 'caller',
    path: (uid) => fixturePaths.notification(uid),
    list: (db, uid) => query(collection(db, paths.notifications(uid)), orderBy('createdAt', 'desc')),
    listLimit: () => QUERY_LIMITS.notifications,
    createData: () => moreFixtureData.notification(),
    update: { read: true },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's notification",
    owner: 'other',
    path: (uid) => fixturePaths.notification(uid),
    list: (db, uid) => query(collection(db, paths.notifications(uid)), orderBy('createdAt', 'desc')),
    createData: () => moreFixtureData.notification(),
    update: { read: true },
    allowed: readOnly(NOBODY),
  },
  {
    // The owner gets theirs by id; nobody lists inboxes.
    label: 'my own notification inbox',
    owner: 'caller',
    path: (uid) => paths.notificationInbox(uid),
    list: (db) => query(collection(db, collections.notificationInboxes)),
    createData: () => ({ unread: 0 }),
    update: { unread: 0 },
    allowed: { get: SIGNED_IN, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // Results across every quiz (a collection group): the user details page, the dashboard's figures.
    label: 'my own results across every quiz',
    owner: 'caller',
    path: (uid) => fixturePaths.submission(uid),
    list: (db, uid) => query(collectionGroup(db, subcollections.submissions), where('userId', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => fixtureData.submission(uid),
    update: { marks: 100 },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's results across every quiz",
    owner: 'other',
    path: (uid) => fixturePaths.submission(uid),
    list: (db, uid) => query(collectionGroup(db, subcollections.submissions), where('userId', '==', uid)),
    createData: (uid) => fixtureData.submission(uid),
    update: { marks: 0 },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'my own best at a quiz',
    owner: 'caller',
    path: (uid) => fixturePaths.best(uid),
    list: (db, uid) => query(collection(db, paths.bests(FREE_QUIZ)), where('userId', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => moreFixtureData.best(uid),
    update: { marks: 100 },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's best at a quiz",
    owner: 'other',
    path: (uid) => fixturePaths.best(uid),
    list: (db, uid) => query(collection(db, paths.bests(FREE_QUIZ)), where('userId', '==', uid)),
    createData: (uid) => moreFixtureData.best(uid),
    update: { hidden: true },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'my own certificate',
    owner: 'caller',
    path: (uid) => fixturePaths.certificate(uid),
    list: (db, uid) => query(collection(db, collections.certificates), where('userId', '==', uid)),
    listLimit: ownRecords,
    createData: (uid) => moreFixtureData.certificate(uid),
    update: { revokedAt: null },
    allowed: readOnly(SIGNED_IN),
  },
  {
    label: "another user's certificate",
    owner: 'other',
    path: (uid) => fixturePaths.certificate(uid),
    list: (db, uid) => query(collection(db, collections.certificates), where('userId', '==', uid)),
    createData: (uid) => moreFixtureData.certificate(uid),
    update: { revokedAt: new Date() },
    allowed: readOnly(ADMIN),
  },
  {
    label: "a quiz's item statistics shard",
    owner: 'nobody',
    path: () => fixturePaths.itemStatsShard(),
    list: (db) => query(collection(db, paths.itemStats(FREE_QUIZ))),
    createData: () => moreFixtureData.itemStatsShard(),
    update: { submissions: 0 },
    allowed: readOnly(ADMIN),
  },
  {
    // A short answer's wrong texts are players' words: admins see them only in the item analysis report.
    label: "a tally of a short answer's wrong text",
    owner: 'nobody',
    path: () => paths.wrongAnswer(FREE_QUIZ, 'q1~0123456789abcdef'),
    list: (db) => query(collection(db, paths.wrongAnswers(FREE_QUIZ)), where('questionId', '==', 'q1'), orderBy('count', 'desc')),
    createData: () => ({ questionId: 'q1', text: 'zurich', count: 1 }),
    update: { count: 0 },
    allowed: readOnly(NOBODY),
  },
  {
    label: "a shard of the dashboard's payment figures",
    owner: 'nobody',
    path: () => paths.paymentStatsShard(3),
    list: (db) => query(collection(db, collections.paymentStats)),
    createData: () => ({ notRefunded: 0, months: {} }),
    update: { notRefunded: 0 },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'a real-user metrics histogram',
    owner: 'nobody',
    path: () => fixturePaths.webVitals(),
    list: (db) => query(collection(db, WEB_VITALS_COLLECTION)),
    createData: () => moreFixtureData.webVitals(),
    update: { LCP: { '0': 1000 } },
    allowed: readOnly(ADMIN),
  },
  {
    label: 'an audit log entry',
    owner: 'nobody',
    path: () => fixturePaths.auditEntry(),
    list: (db) => query(collection(db, collections.auditLog), orderBy('at', 'desc')),
    createData: () => moreFixtureData.auditEntry(),
    update: { after: { admin: false } },
    allowed: readOnly(ADMIN),
  },
];

const rulesEnv = useRulesEnvironment({ resetBeforeEach: false });

/** The bound of rows a caller may list of a subject. */
const listLimitOf = (subject: Subject, actor: ActorKey) => (subject.listLimit ?? (() => QUERY_LIMITS.admin))(actor);

async function attempt(operation: Operation, subject: Subject, db: Firestore, ownerUid: string, rows: number) {
  const ref = doc(db, subject.path(ownerUid));
  switch (operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(query(subject.list(db, ownerUid), limit(rows)));
    case 'create':
      return setDoc(ref, subject.createData(ownerUid));
    case 'update':
      return updateDoc(ref, subject.update);
    case 'delete':
      return deleteDoc(ref);
  }
}

for (const actorKey of actorKeys) {
  const actor = actors[actorKey];
  describe(`as ${actor.label}`, () => {
    for (const subject of subjects) {
      // A visitor has no documents of their own.
      if (subject.owner === 'caller' && !actor.uid) continue;
      const ownerUid = subject.owner === 'caller' && actor.uid ? actor.uid : OTHER_UID;
      const bound = listLimitOf(subject, actorKey);
      for (const operation of OPERATIONS) {
        const allowed = subject.allowed[operation].includes(actorKey);
        const rows = allowed ? bound : 1;
        const asking = operation === 'list' ? `, asking for ${allowed ? 'at most ' : ''}${String(rows)} row${rows === 1 ? '' : 's'}` : '';
        it(`as ${actor.label} I can${allowed ? '' : ' NOT'} ${operation} ${subject.label}${asking}`, async () => {
          // A create targets the document itself, so the fixture leaves it out.
          await resetFixture(rulesEnv(), operation === 'create' ? subject.path(ownerUid) : undefined);
          const db = firestoreAs(rulesEnv(), actor.uid, actor.claims);
          const result = attempt(operation, subject, db, ownerUid, rows);
          await (allowed ? assertSucceeds(result) : assertFails(result));
        });
      }
      if (!subject.allowed.list.includes(actorKey)) continue;
      // Every list is bounded: none without a limit, none over the caller's bound.
      it(`as ${actor.label} I can NOT list ${subject.label} without a limit`, async () => {
        await resetFixture(rulesEnv());
        const db = firestoreAs(rulesEnv(), actor.uid, actor.claims);
        await assertFails(getDocs(subject.list(db, ownerUid)));
      });
      it(`as ${actor.label} I can NOT list ${subject.label} asking for ${String(bound + 1)} rows`, async () => {
        await resetFixture(rulesEnv());
        const db = firestoreAs(rulesEnv(), actor.uid, actor.claims);
        await assertFails(getDocs(query(subject.list(db, ownerUid), limit(bound + 1))));
      });
    }
  });
}
