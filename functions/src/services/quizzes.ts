import type { Transaction } from 'firebase-admin/firestore';
import { isPublished, quizVersion, type QuizSummary } from '@quizmaster/shared/models/quiz';
import { quizChangedMessage } from '@quizmaster/shared/edit-conflicts';
import { searchKey } from '@quizmaster/shared/paging';
import type { z } from 'zod';
import { QUIZ_LIMITS, windowProblem, type createQuizSchema } from '@quizmaster/shared/quiz-authoring';
import { answersReleasedAt } from '@quizmaster/shared/review-policy';
import type { ScoringMode } from '@quizmaster/shared/scoring-modes';
import type { TypedKey } from '@quizmaster/shared/question-types/model';
import type { Caller } from '../domain/caller';
import { conflict, forbidden, invalidField, notFound } from '../domain/errors';
import { LIST_ORDERS } from '../data/list-orders';
import { readPage, type PageRequest } from '../data/paging';
import { db, refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';
import { broadcastQuizPublished, notifySafely } from './notifications';

export async function requireQuiz(quizId: string): Promise<QuizSummary> {
  const quiz = (await refs.quiz(quizId).get()).data();
  if (!quiz) throw notFound(`No quiz has the id ${quizId}.`);
  return quiz;
}

/** The versions an edit names (shared/src/quiz-authoring.ts, editVersionFields); either may be absent. */
export interface EditVersions {
  /** The version the editor loaded. */
  expectedVersion?: number;
  /** The version the draft being saved was started from (ADR 0015). */
  baseVersion?: number;
}

/**
 * The quiz, read in `transaction`: 404 when missing, 409 when it changed since the editor loaded
 * `expectedVersion` or since the draft was started from `baseVersion`. Both are checked: a page
 * that reloaded the quiz after a refusal names the new version, but its draft still holds the
 * old one, and saving that draft would undo a change its admin never saw.
 */
export async function readQuizForEdit(transaction: Transaction, quizId: string, versions: EditVersions = {}): Promise<QuizSummary> {
  const quiz = (await transaction.get(refs.quiz(quizId))).data();
  if (!quiz) throw notFound(`No quiz has the id ${quizId}.`);
  const version = quizVersion(quiz);
  const stale = [versions.baseVersion, versions.expectedVersion].find((named) => named !== undefined && named !== version);
  if (stale !== undefined) throw conflict(quizChangedMessage(stale, version), 'quiz-changed', { version });
  return quiz;
}

/** What every edit of a quiz or its questions writes on the quiz: the next version, and when. */
export const nextVersion = (quiz: QuizSummary, now = new Date()) => ({ version: quizVersion(quiz) + 1, updatedAt: now });

/** A paid quiz's questions are for premium members (whose premium has not ended) and admins. */
export function assertCanTake(caller: Caller, quiz: QuizSummary): void {
  if (quiz.quizType === 'paid' && !caller.isAdmin && !caller.isPremium) {
    throw forbidden('This quiz is for premium members. Get premium to take it.');
  }
}

/**
 * A draft is the admins' alone: to anyone else it is answered exactly as a quiz that does not
 * exist (404), so its id reveals nothing. Admins may open and try their drafts.
 */
export function assertVisible(caller: Pick<Caller, 'isAdmin'>, quizId: string, quiz: QuizSummary): void {
  if (!isPublished(quiz) && !caller.isAdmin) throw notFound(`No quiz has the id ${quizId}.`);
}

/** The fields of the Add Quiz and Edit Quiz forms, as stored. */
export type QuizFields = Pick<QuizSummary, 'quizName' | 'image' | 'description' | 'quizType' | 'resultType' | 'timeType' | 'retakeCount' | 'allQTime'> & {
  scoringMode?: ScoringMode;
} & Partial<Pick<QuizSummary, 'shuffleQuestions' | 'shuffleOptions' | 'drawCount' | 'drawTag' | 'opensAt' | 'closesAt' | 'reviewWhen' | 'reviewShows' | 'passMark' | 'leaderboard' | 'orderingCredit'>>;

/** The API's quiz body (createQuizSchema's output) as stored fields: instants become dates; the window must close after it opens. */
export function quizFieldsOf(input: z.output<ReturnType<typeof createQuizSchema>>): QuizFields {
  const problem = windowProblem(input.opensAt, input.closesAt);
  if (problem) throw invalidField('body', 'closesAt', problem);
  const { opensAt, closesAt, ...rest } = input;
  const instant = (text: string | null | undefined) => (text === undefined ? undefined : text === null ? null : new Date(text));
  return { ...rest, opensAt: instant(opensAt), closesAt: instant(closesAt) };
}

/** Whether a stored value and an edited one are the same (dates by their time; absent and null alike). */
function sameValue(stored: unknown, edited: unknown): boolean {
  if (stored instanceof Date && edited instanceof Date) return stored.getTime() === edited.getTime();
  if (Array.isArray(stored) && Array.isArray(edited)) return JSON.stringify(stored) === JSON.stringify(edited);
  return (stored ?? null) === (edited ?? null);
}

/** The fields that have a value: Firestore refuses undefined, and an absent optional field means its default. */
const definedFields = <T extends object>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** The quiz fields an audit entry shows (the cover is a long URL, the description long text: both are named, not copied). */
const auditedFields = (quiz: Partial<QuizSummary>) => {
  const { quizNameLower: _key, createdAt: _created, createdBy: _by, submissionCount: _count, updatedAt: _updated, ...fields } = quiz;
  return fields;
};

export async function createQuiz(caller: Caller, quiz: QuizFields) {
  const ref = refs.quizzes().doc();
  const stored: QuizSummary = {
    ...definedFields(quiz),
    // The key Manage Quizzes' name search runs on (a prefix range needs one case).
    quizNameLower: searchKey(quiz.quizName),
    // A draft until an admin publishes it (setPublished): it has no questions yet.
    published: false,
    questionCount: 0,
    submissionCount: 0,
    version: 1,
    createdBy: caller.uid,
    createdAt: new Date(),
  };
  const batch = db.batch();
  batch.create(ref, stored);
  appendAudit(batch, caller, 'quiz-create', { kind: 'quiz', id: ref.id, label: quiz.quizName }, { after: auditedFields(stored) });
  await batch.commit();
  return { id: ref.id, quiz: stored };
}

/**
 * A quiz whose after-close review has shown right answers or explanations must not take answers
 * again: a closing time moved later, or taken away, would let players answer with them (409).
 * Moving the close earlier still shortens running attempts (services/attempts.ts, closedBy).
 */
function assertStaysClosed(released: Date, closesAt: Date | null | undefined, now: Date): void {
  if (closesAt && closesAt <= now) return;
  throw conflict(
    `Players have been able to see the right answers of this quiz since ${released.toISOString().replace('T', ' ').slice(0, 16)} UTC, so it cannot take answers again. Duplicate it to run it again.`,
    'review-released',
  );
}

/**
 * Changes a quiz's fields in one transaction. A type change (free ↔ paid) rewrites the type
 * copied on each question in the same transaction, so the rules never see a question of a paid
 * quiz marked free. Attempts already started keep their own copy of what they are scored by.
 */
export async function editQuiz(caller: Caller, quizId: string, fields: QuizFields, versions: EditVersions = {}) {
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const questions = fields.quizType === quiz.quizType ? null : await transaction.get(refs.questions(quizId));
    const stored: Record<string, unknown> = quiz;
    const changed = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).filter(([field, value]) => value !== undefined && !sameValue(stored[field], value)),
    ) as Partial<QuizFields>;
    if (Object.keys(changed).length === 0) return { quiz, changed: false };
    const now = new Date();
    const released = quiz.answersReleasedAt ?? answersReleasedAt(quiz, now);
    if (released) assertStaysClosed(released, 'closesAt' in changed ? changed.closesAt : quiz.closesAt, now);

    const update = {
      ...changed,
      ...(changed.quizName === undefined ? {} : { quizNameLower: searchKey(changed.quizName) }),
      // Kept, so a later change of policy cannot make the quiz look as if it never showed them.
      ...(released && !quiz.answersReleasedAt ? { answersReleasedAt: released } : {}),
      ...nextVersion(quiz, now),
    };
    transaction.update(refs.quiz(quizId), update);
    questions?.docs.forEach((question) => {
      transaction.update(question.ref, { quizType: fields.quizType });
    });
    const before = Object.fromEntries(Object.keys(changed).map((field) => [field, stored[field]]));
    appendAudit(transaction, caller, 'quiz-edit', { kind: 'quiz', id: quizId, label: fields.quizName }, { before: auditedFields(before), after: auditedFields(changed) });
    return { quiz: { ...quiz, ...update }, changed: true };
  });
}

/**
 * Publishes or unpublishes a quiz in one transaction, with its audit entry. Publishing needs a
 * question (409 no-questions); asking for the state the quiz is already in changes nothing (no
 * new version, no entry). Unpublishing only hides the quiz: attempts and results stay.
 */
export async function setPublished(caller: Caller, quizId: string, published: boolean, versions: EditVersions = {}) {
  const result = await runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const was = isPublished(quiz);
    if (was === published) return { changed: false, quiz };
    if (published && quiz.questionCount === 0) throw conflict('Add at least one question before publishing.', 'no-questions');
    const update = { published, ...nextVersion(quiz) };
    transaction.update(refs.quiz(quizId), update);
    appendAudit(transaction, caller, published ? 'quiz-publish' : 'quiz-unpublish', { kind: 'quiz', id: quizId, label: quiz.quizName }, {
      before: { published: was },
      after: { published },
    });
    return { changed: true, quiz: { ...quiz, ...update } };
  });
  // Players hear of a newly published quiz through one broadcast (services/notifications.ts).
  if (result.changed && published) await notifySafely('quiz published', () => broadcastQuizPublished(quizId, result.quiz.quizName));
  return result;
}

/**
 * Copies a quiz with its questions and answers into a new quiz (its results, attempts and
 * counters stay behind), named "Copy of …", in one transaction.
 */
export async function duplicateQuiz(caller: Caller, sourceId: string) {
  const copyRef = refs.quizzes().doc();
  const copy = await runTransaction(async (transaction) => {
    const source = await readQuizForEdit(transaction, sourceId);
    const [questions, key] = await Promise.all([
      transaction.get(refs.questions(sourceId).orderBy('order')),
      transaction.get(refs.answerKey(sourceId)),
    ]);
    const quizName = `Copy of ${source.quizName}`.slice(0, QUIZ_LIMITS.quizName);
    const stored: QuizSummary = {
      ...source,
      quizName,
      quizNameLower: searchKey(quizName),
      // A copy is a draft whatever its source: the admin publishes it once it is ready.
      published: false,
      questionCount: questions.size,
      submissionCount: 0,
      version: 1,
      createdBy: caller.uid,
      createdAt: new Date(),
    };
    delete stored.updatedAt;
    // The copy has shown nobody anything yet: it may open again.
    delete stored.answersReleasedAt;
    transaction.create(copyRef, stored);
    const answers: Record<string, number[]> = {};
    const keys: Record<string, TypedKey> = {};
    questions.docs.forEach((question, order) => {
      const questionRef = refs.questions(copyRef.id).doc();
      transaction.create(questionRef, { ...question.data(), order });
      // Typed questions (ADR 0035) keep their key in `keys`, choice questions their option ids in `answers`.
      const typedKey = key.data()?.keys?.[question.id];
      if (typedKey) keys[questionRef.id] = typedKey;
      else answers[questionRef.id] = key.data()?.answers[question.id] ?? [];
    });
    if (questions.size > 0) transaction.create(refs.answerKey(copyRef.id), { answers, ...(Object.keys(keys).length > 0 ? { keys } : {}) });
    appendAudit(transaction, caller, 'quiz-duplicate', { kind: 'quiz', id: copyRef.id, label: quizName }, {
      before: { sourceQuizId: sourceId, sourceQuizName: source.quizName },
      after: { quizName, questionCount: questions.size },
    });
    return stored;
  });
  return { id: copyRef.id, quiz: copy };
}

/**
 * Deletes a quiz with everything under it: questions, answer key, attempts and submissions. The
 * subcollections go first, then the quiz with its audit entry in one batch: an interrupted
 * delete leaves the quiz listed (and the admin can delete it again), never an entry without the
 * deletion.
 */
export async function deleteQuiz(caller: Caller, quizId: string): Promise<QuizSummary> {
  const quiz = await requireQuiz(quizId);
  for (const collection of await refs.quiz(quizId).listCollections()) await db.recursiveDelete(collection);
  const batch = db.batch();
  batch.delete(refs.quiz(quizId));
  appendAudit(batch, caller, 'quiz-delete', { kind: 'quiz', id: quizId, label: quiz.quizName }, {
    before: { ...auditedFields(quiz), submissionCount: quiz.submissionCount },
  });
  await batch.commit();
  return quiz;
}

/** One page of the public catalogue: published quizzes only, for admins too (they see drafts in Manage Quizzes). */
export async function readCataloguePage(page: PageRequest) {
  return readPage(refs.quizzes(), LIST_ORDERS.quizCatalogue, page, [true]);
}

/** One page of a quiz's submissions: every player's for an admin, the caller's own for a player. */
export async function readSubmissionsPage(caller: Pick<Caller, 'uid' | 'isAdmin'>, quizId: string, page: PageRequest) {
  return caller.isAdmin
    ? readPage(refs.submissions(quizId), LIST_ORDERS.submissions, page)
    : readPage(refs.submissions(quizId), LIST_ORDERS.ownSubmissions, page, [caller.uid]);
}
