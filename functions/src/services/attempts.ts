import { randomInt } from 'node:crypto';
import { FieldPath, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { drawAttempt, inAttemptOrder, shuffled } from '@quizmaster/shared/attempt-draw';
import { ATTEMPT_GRACE_SECONDS } from '@quizmaster/shared/constants';
import type { AnswerValue, AttemptResult } from '@quizmaster/shared/api/attempts';
import type { Score } from '@quizmaster/shared/grading';
import type { Answers, Attempt, AttemptKey } from '@quizmaster/shared/models/attempt';
import { quizVersion } from '@quizmaster/shared/models/quiz';
import { DEFAULT_SCORING_MODE, isExactMatch } from '@quizmaster/shared/scoring-modes';
import { questionRevisionOf, type Question } from '@quizmaster/shared/models/question';
import type { TypedContent, TypedKey, TypedResponse } from '@quizmaster/shared/question-types/model';
import { scoreTypedQuestion } from '@quizmaster/shared/question-types/score';
import type { Submission } from '@quizmaster/shared/models/submission';
import { fitName } from '@quizmaster/shared/validation';
import type { Caller } from '../domain/caller';
import { conflict, forbidden, HttpError, invalidField, notFound } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { accommodationOf } from './accommodations';
import { responseProblem, scoreAttemptAnswers } from './attempt-scoring';
import { assertCanTake, assertVisible, requireQuiz } from './quizzes';
import { countSubmission, refreshSubmissionCountAfterCommit } from './submission-counter';
import { readInsightsContext, recordSubmissionInsights, type InsightsContext } from './submission-insights';

const GRACE_MS = ATTEMPT_GRACE_SECONDS * 1000;
const MINUTE_MS = 60 * 1000;

/** Attempt ids are `{uid}-{n}`: two parallel starts of the same attempt meet on one document. */
const attemptId = (uid: string, attempt: number) => `${uid}-${String(attempt)}`;

const pastDeadline = (deadline: Date, now: Date) => now.getTime() > deadline.getTime() + GRACE_MS;

/**
 * The attempt as the quiz's closing time bounds it now: no deadline, nor per-question deadline,
 * later than `closesAt`. A start caps the deadline at the close it sees; applying the quiz's
 * current close on every move as well makes an admin's earlier close shorten every running
 * attempt at once, without rewriting them, so an after-close review can open once the new close
 * plus the grace has passed (ADR 0019).
 */
export function closedBy(attempt: Attempt, closesAt: Date | null | undefined): Attempt {
  if (!closesAt || closesAt >= attempt.deadlineAt) return attempt;
  return {
    ...attempt,
    deadlineAt: closesAt,
    questionDeadlines: attempt.questionDeadlines?.map((deadline) => (deadline > closesAt ? closesAt : deadline)) ?? null,
  };
}

/** The quiz's closing time now (read outside the move's transaction: the quiz document is hot, and a move only needs its latest close). */
const currentCloseOf = async (quizId: string) => (await refs.quiz(quizId).get()).data()?.closesAt ?? null;

/** Whether an attempt can still take an answer at `now` (open, and its deadline, as the quiz's close bounds it, not past). */
export const canTakeAnswers = (attempt: Attempt, closesAt: Date | null | undefined, now: Date) =>
  attempt.status === 'open' && !pastDeadline(closedBy(attempt, closesAt).deadlineAt, now);

function resultOf(id: string, attempt: Attempt, submission: Submission, score: Score, attemptsAllowed: number): AttemptResult {
  const { correctByQuestion, ...totals } = score;
  const passMark = attempt.passMark ?? undefined;
  return {
    ...totals,
    submissionId: id,
    attempt: attempt.attempt,
    attemptsAllowed,
    status: attempt.status,
    submittedAt: submission.submittedAt.toISOString(),
    ...(passMark === undefined ? {} : { passMark, passed: score.marks >= passMark }),
    // The per-question verdicts only where the result type shows them during the quiz.
    ...(attempt.resultType === 'question-wise' ? { correctByQuestion } : {}),
  };
}

/**
 * Scores an attempt and records it, inside the caller's transaction (after all its reads, among
 * them readInsightsContext's): the submission (id = the attempt id, so it exists once), the
 * closed attempt, +1 on one shard of the quiz's count (./submission-counter.ts), and what the
 * submission feeds: item statistics, the player's best, a certificate (./submission-insights.ts).
 * The transaction never touches the quiz document, so many players submitting at once do not
 * queue on it; once the transaction has committed, the caller refreshes the quiz's
 * `submissionCount` (refreshSubmissionCountAfterCommit).
 */
function finishAttempt(
  transaction: Transaction,
  quizId: string,
  ref: DocumentReference<Attempt>,
  attempt: Attempt,
  key: AttemptKey,
  status: 'submitted' | 'expired',
  now: Date,
  insights: InsightsContext,
  awaitingSubmit = false,
) {
  const score = scoreAttempt(attempt, key);
  const scored: Submission = {
    userId: attempt.userId,
    userName: attempt.userName,
    userEmail: attempt.userEmail,
    marks: score.marks,
    points: score.points,
    grade: score.grade,
    paid: attempt.paid,
    attempt: attempt.attempt,
    ...(attempt.quizVersion === undefined ? {} : { quizVersion: attempt.quizVersion }),
    ...(attempt.quizName === undefined ? {} : { quizName: attempt.quizName }),
    startedAt: attempt.startedAt,
    submittedAt: status === 'expired' ? attempt.deadlineAt : now,
  };
  const certificateId = recordSubmissionInsights(transaction, refs, quizId, ref.id, attempt, key, scored, insights);
  const submission: Submission = certificateId ? { ...scored, certificateId } : scored;
  transaction.create(refs.submissions(quizId).doc(ref.id), submission);
  transaction.update(ref, {
    status,
    answers: attempt.answers,
    ...(attempt.responses ? { responses: attempt.responses } : {}),
    submittedAt: submission.submittedAt,
    ...(attempt.timeSpentMs ? { timeSpentMs: attempt.timeSpentMs } : {}),
    ...(awaitingSubmit ? { awaitingSubmit } : {}),
  });
  countSubmission(transaction, refs, quizId);
  return { submission, score, attempt: { ...attempt, status, ...(awaitingSubmit ? { awaitingSubmit } : {}) } };
}

/** An attempt's points under the scoring mode, ordering credit and key it started with (typed questions too, ADR 0035). */
const scoreAttempt = (attempt: Attempt, key: AttemptKey): Score => scoreAttemptAnswers(attempt, key, attempt.answers, attempt.responses);

/**
 * What an attempt is scored against: its own key, copied when it started, so edits of the quiz
 * never change its score. Attempts started before attempt keys existed fall back to the quiz's
 * current answer key (they were all scored by exact match, which needs no option ids).
 */
async function readAttemptKey(transaction: Transaction, quizId: string, attemptId: string): Promise<AttemptKey> {
  const own = (await transaction.get(refs.attemptKey(quizId, attemptId))).data();
  if (own) return own;
  const answers = (await transaction.get(refs.answerKey(quizId))).data()?.answers ?? {};
  return { answers, optionIds: {} };
}

/**
 * The attempt's time per question after a move at `now`: the time since the player's last move
 * (or the start, or the last question served) goes to the question(s) they answered now, shared
 * equally. Measured by the server, so a player cannot report it.
 */
function withTimeSpent(attempt: Attempt, questionIds: readonly string[], now: Date): Record<string, number> {
  const spent = { ...(attempt.timeSpentMs ?? {}) };
  if (questionIds.length === 0) return spent;
  const since = Math.max(0, now.getTime() - (attempt.activityAt ?? attempt.startedAt).getTime());
  const share = Math.round(since / questionIds.length);
  for (const questionId of questionIds) spent[questionId] = (spent[questionId] ?? 0) + share;
  return spent;
}

/** Per-question timing: how many questions have been served (a prefix); per-quiz timing serves all at once. */
export const servedCount = (attempt: Attempt) => attempt.questionDeadlines?.length ?? attempt.questionIds.length;

/**
 * Per-question timing: when a question served `now` ends. Each question gets an equal slice of
 * the quiz's time, running from when it is served, or from the previous question's end if that
 * has already passed: a player who lingers banks no time, so the last question never ends after
 * the attempt's deadline.
 */
function servedQuestionDeadline(attempt: Pick<Attempt, 'startedAt' | 'deadlineAt' | 'questionIds'>, previousEnd: Date, now: Date): Date {
  const sliceMs = (attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / attempt.questionIds.length;
  const from = Math.min(now.getTime(), previousEnd.getTime());
  return new Date(Math.min(from + sliceMs, attempt.deadlineAt.getTime()));
}

/**
 * How many attempts a player without a tally has started: none, for a new player (one read),
 * or, for attempts recorded before tallies existed, as many as their numbered ids show.
 */
async function countUntalliedAttempts(transaction: Transaction, quizId: string, uid: string): Promise<number> {
  let started = 0;
  while ((await transaction.get(refs.attempts(quizId).doc(attemptId(uid, started + 1)))).exists) started += 1;
  return started;
}

/**
 * Players start quizzes only with a verified e-mail address (Google's are; sign-up sends the
 * link): a throwaway address per attempt would otherwise harvest the answers that question-wise
 * feedback reveals. Admins are trusted.
 */
function assertVerifiedEmail(caller: Caller): void {
  if (caller.emailVerified || caller.isAdmin) return;
  throw new HttpError(
    403,
    'email-not-verified',
    `Verify your e-mail address first: open the link we sent to ${caller.email}, then try again.`,
  );
}

/**
 * The name results and the Result Sheet show: the user record's, which the API checked (PUT /user),
 * rather than the Auth display name, which a player can set to any 256 characters through the
 * Identity Toolkit API. Without a record, that name trimmed and cut to the longest record name.
 */
function playerName(caller: Caller, recordName: string | undefined): string {
  return fitName(recordName ?? '') || fitName(caller.name) || caller.email;
}

/**
 * Starts an attempt (POST /start-quiz/{quizId}) or resumes the open one. Attempts allowed are
 * 1 + retakeCount, counted here; an open attempt past its deadline is first closed and scored.
 */
export async function startAttempt(caller: Caller, quizId: string) {
  const quiz = await requireQuiz(quizId);
  assertVisible(caller, quizId, quiz);
  assertCanTake(caller, quiz);
  assertVerifiedEmail(caller);
  const [questions, accommodation, record] = await Promise.all([
    refs.questions(quizId).orderBy('order').get(),
    accommodationOf(caller.uid),
    refs.user(caller.uid).get(),
  ]);
  if (questions.empty) throw conflict('This quiz has no questions yet.', 'no-questions');
  const drawable = questions.docs.map((question) => {
    const { options, tags } = question.data();
    return { id: question.id, optionIds: options.map((option) => option.id), tags: tags ?? [], revision: questionRevisionOf(question.data()) };
  });
  const contentById = new Map(questions.docs.flatMap((question) => {
    const { content } = question.data();
    return content ? [[question.id, content] as const] : [];
  }));
  // An admin's accommodation adds attempts and stretches the time (docs/decisions/0018-attempt-rules.md, "Accommodations").
  const attemptsAllowed = 1 + quiz.retakeCount + accommodation.extraAttempts;
  const durationMs = quiz.allQTime * accommodation.timeMultiplier * MINUTE_MS;

  const outcome = await runTransaction(async (transaction) => {
    const now = new Date();
    // The tally says how many attempts the player started ({uid}-1 … {uid}-n), so a start reads
    // two documents whatever the retake count: the tally and the latest attempt. Both are this
    // player's own, so parallel starts of different players never contend.
    const tallyRef = refs.attemptTally(quizId, caller.uid);
    const started = (await transaction.get(tallyRef)).data()?.started ?? (await countUntalliedAttempts(transaction, quizId, caller.uid));
    const lastRef = started > 0 ? refs.attempts(quizId).doc(attemptId(caller.uid, started)) : undefined;
    const lastAttempt = lastRef ? (await transaction.get(lastRef)).data() : undefined;
    // The player reached the end but has not pressed Submit: their score screen again (a reload).
    if (lastRef && lastAttempt && lastAttempt.status !== 'open' && lastAttempt.awaitingSubmit) {
      const finished = (await transaction.get(refs.submissions(quizId).doc(lastRef.id))).data();
      if (finished) return { id: lastRef.id, attempt: lastAttempt, resumed: true, key: await readAttemptKey(transaction, quizId, lastRef.id), finished };
    }
    const open = lastRef && lastAttempt?.status === 'open' ? { ref: lastRef, attempt: closedBy(lastAttempt, quiz.closesAt) } : undefined;
    if (open && !pastDeadline(open.attempt.deadlineAt, now)) {
      const key = await readAttemptKey(transaction, quizId, open.ref.id);
      return { id: open.ref.id, attempt: open.attempt, resumed: true, key };
    }

    // Every read before the first write: the closing attempt's key, and the key the new one copies.
    const openKey = open ? await readAttemptKey(transaction, quizId, open.ref.id) : undefined;
    const insights = open ? await readInsightsContext(transaction, refs, quizId, caller.uid) : undefined;
    const fullKey = (await transaction.get(refs.answerKey(quizId))).data();
    const answerKey = fullKey?.answers ?? {};
    const typedKeys = fullKey?.keys ?? {};
    if (open && openKey && insights) finishAttempt(transaction, quizId, open.ref, open.attempt, openKey, 'expired', now, insights);
    const closedExpired = !!open;
    const next = started + 1;
    if (next > attemptsAllowed) return { exhausted: true as const, closedExpired };
    if (quiz.opensAt && now < quiz.opensAt) return { notOpenUntil: quiz.opensAt, closedExpired };
    if (quiz.closesAt && now >= quiz.closesAt) return { closedSince: quiz.closesAt, closedExpired };
    const ref = refs.attempts(quizId).doc(attemptId(caller.uid, next));

    // Which questions, in which order, with options in which order: fixed now, for the whole attempt.
    const drawn = drawAttempt(drawable, quiz, randomInt);
    if (drawn.questionIds.length === 0) return { nothingToDraw: true as const, closedExpired };
    const { questionIds } = drawn;
    // No attempt runs past the quiz's closing time.
    const deadlineAt = new Date(Math.min(now.getTime() + durationMs, quiz.closesAt?.getTime() ?? Infinity));
    const perQuestion = quiz.timeType === 'per-question';
    const attempt: Attempt = {
      userId: caller.uid,
      userName: playerName(caller, record.data()?.name),
      userEmail: caller.email,
      attempt: next,
      status: 'open',
      paid: quiz.quizType === 'paid',
      resultType: quiz.resultType,
      timeType: quiz.timeType,
      questionIds,
      ...(drawn.optionOrder ? { optionOrder: drawn.optionOrder } : {}),
      ...itemOrderOf(questionIds, contentById, typedKeys),
      quizVersion: quizVersion(quiz),
      scoringMode: quiz.scoringMode ?? DEFAULT_SCORING_MODE,
      orderingCredit: quiz.orderingCredit ?? 'exact',
      quizName: quiz.quizName,
      passMark: quiz.passMark ?? null,
      startedAt: now,
      activityAt: now,
      deadlineAt,
      // Per-question timing serves the first question now, the others as the player asks for them.
      questionDeadlines: perQuestion ? [servedQuestionDeadline({ startedAt: now, deadlineAt, questionIds }, now, now)] : null,
      questionServedAt: perQuestion ? [now] : null,
      answers: {},
      locked: {},
      submittedAt: null,
    };
    transaction.create(ref, attempt);
    const drawnById = new Map(drawable.map((question) => [question.id, question]));
    const key: AttemptKey = {
      answers: Object.fromEntries(questionIds.map((id) => [id, answerKey[id] ?? []])),
      optionIds: Object.fromEntries(questionIds.map((id) => [id, [...(drawnById.get(id)?.optionIds ?? [])]])),
      // The content served now: the review shows this revision, whatever is edited later.
      revisions: Object.fromEntries(questionIds.map((id) => [id, drawnById.get(id)?.revision ?? 0])),
    };
    const drawnKeys = Object.fromEntries(questionIds.flatMap((id) => (typedKeys[id] ? [[id, typedKeys[id]] as const] : [])));
    if (Object.keys(drawnKeys).length > 0) key.keys = drawnKeys;
    transaction.create(refs.attemptKey(quizId, ref.id), key);
    transaction.set(tallyRef, { started: next });
    return { id: ref.id, attempt, resumed: false, closedExpired, key };
  });

  // An expired attempt closed on the way was scored and counted: bring the quiz's figure up.
  if (outcome.closedExpired) await refreshSubmissionCountAfterCommit(refs, quizId);
  if ('exhausted' in outcome) {
    const used = attemptsAllowed === 1 ? 'your only attempt' : `all ${String(attemptsAllowed)} attempts`;
    throw conflict(`You have used ${used} at this quiz.`, 'no-attempts-left');
  }
  if ('notOpenUntil' in outcome && outcome.notOpenUntil) throw notOpenYet(outcome.notOpenUntil);
  if ('closedSince' in outcome && outcome.closedSince) throw closedSince(outcome.closedSince);
  if ('nothingToDraw' in outcome) throw conflict('This quiz has no questions to draw from yet.', 'no-questions');
  const byId = new Map(questions.docs.map((question) => [question.id, question.data()]));
  return {
    attemptId: outcome.id,
    resumed: outcome.resumed,
    attemptsAllowed,
    attempt: outcome.attempt,
    // A finished attempt awaiting Submit: the score its screen shows.
    result: 'finished' in outcome && outcome.finished ? resultOf(outcome.id, outcome.attempt, outcome.finished, scoreAttempt(outcome.attempt, outcome.key), attemptsAllowed) : undefined,
    quiz,
    timeMultiplier: accommodation.timeMultiplier,
    questions: outcome.attempt.questionIds.slice(0, servedCount(outcome.attempt)).flatMap((id) => {
      const question = byId.get(id);
      return question ? [servedForm(id, question, outcome.attempt, outcome.key)] : [];
    }),
  };
}

/**
 * A question as a player sees it inside an attempt: text and options (in the attempt's order),
 * never the answer or explanation. `choice` says whether it takes one answer (radio buttons) or
 * several (checkboxes), from the attempt's key: a question with one right answer is answered
 * with one option, so over-ticking cannot earn a share of the partial modes' points.
 */
const servedForm = (id: string, question: Question, attempt: Attempt, key: Pick<AttemptKey, 'answers'>) => ({
  _id: id,
  question: question.question,
  // The HTML of its math and code, rendered when saved (ADR 0036); options carry theirs as `html`.
  ...(question.questionHtml ? { questionHtml: question.questionHtml } : {}),
  // Its image (ADR 0037); options carry theirs, so they follow the attempt's order.
  ...(question.image ? { image: question.image } : {}),
  options: inAttemptOrder(question.options, attempt.optionOrder?.[id]),
  ...(question.content ? {} : { choice: choiceOf(key, id) }),
  ...(question.type ? { type: question.type } : {}),
  ...(question.content ? { content: servedContent(question.content, attempt.itemOrder?.[id]) } : {}),
});

/**
 * A typed question's content as this attempt shows it (ADR 0035): ordering items and matching
 * answers in the attempt's order. The content holds nothing of the key.
 */
export function servedContent(content: TypedContent, order: readonly number[] | undefined): TypedContent {
  if (content.type === 'ordering') return { ...content, items: inAttemptOrder(content.items, order) };
  if (content.type === 'matching') return { ...content, answers: inAttemptOrder(content.answers, order) };
  return content;
}

/**
 * The order in which an attempt shows each ordering question's items and each matching question's
 * answers: shuffled per attempt, and never an ordering's right order (that would hand it over).
 */
function itemOrderOf(questionIds: readonly string[], contents: ReadonlyMap<string, TypedContent>, keys: Readonly<Record<string, TypedKey>>): Pick<Attempt, 'itemOrder'> {
  const itemOrder: Record<string, number[]> = {};
  for (const id of questionIds) {
    const content = contents.get(id);
    if (content?.type === 'matching') itemOrder[id] = shuffled(content.answers.map((answer) => answer.id), randomInt);
    if (content?.type !== 'ordering') continue;
    const key = keys[id];
    const right = key?.type === 'ordering' ? key.order.join() : '';
    let order = shuffled(content.items.map((item) => item.id), randomInt);
    for (let tries = 0; tries < 5 && order.join() === right; tries += 1) order = shuffled(order, randomInt);
    itemOrder[id] = order;
  }
  return Object.keys(itemOrder).length > 0 ? { itemOrder } : {};
}

const choiceOf = (key: Pick<AttemptKey, 'answers'>, questionId: string): 'single' | 'multiple' =>
  (key.answers[questionId]?.length ?? 0) > 1 ? 'multiple' : 'single';

const TAKES_ONE_ANSWER = 'This question takes one answer.';

/** The option ids an attempt's question accepts: from its key; older keys have none, and the question's current options stand in. */
async function optionIdsOf(transaction: Transaction, quizId: string, key: AttemptKey, questionId: string): Promise<number[]> {
  return key.optionIds[questionId] ?? (await transaction.get(refs.question(quizId, questionId))).data()?.options.map((option) => option.id) ?? [];
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16);
const notOpenYet = (opensAt: Date) => conflict(`This quiz opens on ${when(opensAt)} UTC.`, 'quiz-not-open', { opensAt: opensAt.toISOString() });
const closedSince = (closesAt: Date) => conflict(`This quiz closed on ${when(closesAt)} UTC.`, 'quiz-closed', { closesAt: closesAt.toISOString() });

/**
 * Reads an attempt of the caller's in a transaction: 404 when missing, 403 when someone else's.
 * Its deadlines come bounded by the quiz's current closing time (closedBy).
 */
async function readOwnAttempt(transaction: Transaction, caller: Caller, quizId: string, id: string, closesAt: Date | null) {
  const ref = refs.attempts(quizId).doc(id);
  const stored = (await transaction.get(ref)).data();
  if (!stored) throw notFound(`No attempt has the id ${id} in this quiz.`);
  if (stored.userId !== caller.uid) throw forbidden('This attempt belongs to someone else.');
  return { ref, attempt: closedBy(stored, closesAt) };
}

const DEADLINE_PASSED = 'The time for this attempt is over; it was scored with the answers saved in time.';
const deadlinePassed = () => conflict(DEADLINE_PASSED, 'deadline-passed');
const notServedYet = () =>
  conflict('This question has not been served yet: questions come one at a time, in order.', 'question-not-served');

export interface ServedQuestion {
  index: number;
  question: ReturnType<typeof servedForm>;
  /** When the question's own time ends (per-quiz timing: the attempt's deadline). */
  deadline: Date;
}

/**
 * Serves the question at `index` of an attempt (POST /next-question). Under per-question timing
 * this is how the player gets each question after the first: served in order, each timed from
 * when it is first served; asking again for a served question returns it unchanged (a retry).
 * Per-quiz attempts were given every question at the start, so this just returns one.
 */
export async function serveQuestion(caller: Caller, quizId: string, id: string, index: number): Promise<ServedQuestion> {
  const closesAt = await currentCloseOf(quizId);
  const outcome = await runTransaction(async (transaction) => {
    const now = new Date();
    const { ref, attempt } = await readOwnAttempt(transaction, caller, quizId, id, closesAt);
    if (attempt.status !== 'open') return { closed: true as const };
    const questionId = attempt.questionIds[index];
    if (questionId === undefined) {
      throw notFound(`This attempt has ${String(attempt.questionIds.length)} questions: there is no question ${String(index + 1)}.`);
    }
    const served = servedCount(attempt);
    if (index > served) return { notServed: true as const };
    const key = await readAttemptKey(transaction, quizId, id);
    if (pastDeadline(attempt.deadlineAt, now)) {
      finishAttempt(transaction, quizId, ref, attempt, key, 'expired', now, await readInsightsContext(transaction, refs, quizId, caller.uid));
      return { expired: true as const };
    }
    const question = (await transaction.get(refs.question(quizId, questionId))).data();
    if (!question) throw notFound(`Question ${questionId} no longer exists.`);
    const shown = { index, question: servedForm(questionId, question, attempt, key) };
    if (index < served || !attempt.questionDeadlines) {
      return { ...shown, deadline: attempt.questionDeadlines?.[index] ?? attempt.deadlineAt };
    }
    const deadline = servedQuestionDeadline(attempt, attempt.questionDeadlines[index - 1] ?? attempt.startedAt, now);
    transaction.update(ref, {
      questionDeadlines: [...attempt.questionDeadlines, deadline],
      questionServedAt: [...(attempt.questionServedAt ?? []), now],
      activityAt: now,
    });
    return { ...shown, deadline };
  });

  if ('closed' in outcome) throw conflict('This attempt has already been submitted.', 'attempt-closed');
  if ('notServed' in outcome) throw notServedYet();
  if ('expired' in outcome) {
    await refreshSubmissionCountAfterCommit(refs, quizId);
    throw deadlinePassed();
  }
  return outcome;
}

/**
 * A typed question's content as the attempt was served it (its key's revision: the question, or
 * the revision an edit kept), for checking a response's ids.
 */
async function servedTypedContent(transaction: Transaction, quizId: string, key: AttemptKey, questionId: string): Promise<TypedContent | undefined> {
  const question = (await transaction.get(refs.question(quizId, questionId))).data();
  const served = key.revisions?.[questionId];
  if (question && (served === undefined || questionRevisionOf(question) === served)) return question.content;
  if (served === undefined) return undefined;
  return (await transaction.get(refs.questionRevision(quizId, questionId, served))).data()?.content;
}

/**
 * Why an answer does not fit its question (ADR 0035): option ids for a typed question, a typed
 * response for a choice one, another type's shape, or ids the question does not have; null when
 * it fits (option ids are checked against the options elsewhere). Reads only: the caller throws
 * the 400 after its other checks.
 */
async function answerProblem(transaction: Transaction, quizId: string, key: AttemptKey, questionId: string, answer: AnswerValue): Promise<string | null> {
  const typedKey = key.keys?.[questionId];
  if (Array.isArray(answer)) return typedKey ? `Question ${questionId} is not a choice question: send its typed response.` : null;
  if (!typedKey) return `Question ${questionId} is a choice question: send option ids.`;
  const content = await servedTypedContent(transaction, quizId, key, questionId);
  return content ? responseProblem(content, answer) : 'This question can no longer be answered.';
}

/**
 * Saves the answer to one question (PUT as the player moves), so a refresh resumes with it:
 * option ids in `answers`, a typed question's response in `responses` (ADR 0035).
 * Question-wise quizzes lock the question and say whether it was right.
 */
export async function saveAnswer(caller: Caller, quizId: string, id: string, questionId: string, answer: AnswerValue) {
  const closesAt = await currentCloseOf(quizId);
  const outcome = await runTransaction(async (transaction) => {
    const now = new Date();
    const { ref, attempt } = await readOwnAttempt(transaction, caller, quizId, id, closesAt);
    if (attempt.status !== 'open') return { closed: true as const };
    const index = attempt.questionIds.indexOf(questionId);
    if (index < 0) throw notFound(`Question ${questionId} is not part of this attempt.`);
    const key = await readAttemptKey(transaction, quizId, id);
    const problem = await answerProblem(transaction, quizId, key, questionId, answer);
    const optionIdList = Array.isArray(answer) ? await optionIdsOf(transaction, quizId, key, questionId) : [];

    if (pastDeadline(attempt.deadlineAt, now)) {
      const finished = finishAttempt(transaction, quizId, ref, attempt, key, 'expired', now, await readInsightsContext(transaction, refs, quizId, caller.uid));
      return { expired: finished };
    }
    if (index >= servedCount(attempt)) return { notServed: true as const };
    const questionDeadline = attempt.questionDeadlines?.[index];
    if (questionDeadline && pastDeadline(questionDeadline, now)) return { questionTimeOver: true as const };
    if (questionId in attempt.locked) return { locked: true as const };
    if (problem) throw invalidField('body', 'answer', problem);
    const typedKey = key.keys?.[questionId];
    if (!Array.isArray(answer) && typedKey) {
      const response = answer;
      transaction.update(ref, new FieldPath('responses', questionId), response);
      transaction.update(ref, { activityAt: now, timeSpentMs: withTimeSpent(attempt, [questionId], now) });
      if (attempt.resultType !== 'question-wise') return { saved: { questionId, answer: response } };
      const { right } = scoreTypedQuestion(typedKey, response, { mode: attempt.scoringMode ?? DEFAULT_SCORING_MODE, orderingCredit: attempt.orderingCredit ?? 'exact' });
      transaction.update(ref, new FieldPath('locked', questionId), right);
      return { saved: { questionId, answer: response, locked: true, correct: right } };
    }
    if (!Array.isArray(answer)) throw new Error('A typed response reached the choice path.');
    const optionIds = new Set(optionIdList);
    const unknown = answer.filter((optionId) => !optionIds.has(optionId));
    if (unknown.length > 0) throw invalidField('body', 'answer', `${unknown.join(', ')} is not an option of this question.`);
    const chosen = [...new Set(answer)];
    if (chosen.length > 1 && choiceOf(key, questionId) === 'single') throw invalidField('body', 'answer', TAKES_ONE_ANSWER);

    transaction.update(ref, new FieldPath('answers', questionId), chosen);
    transaction.update(ref, { activityAt: now, timeSpentMs: withTimeSpent(attempt, [questionId], now) });
    if (attempt.resultType !== 'question-wise') return { saved: { questionId, answer: chosen } };
    const right = key.answers[questionId] ?? [];
    const correct = right.length > 0 && isExactMatch(chosen, right);
    transaction.update(ref, new FieldPath('locked', questionId), correct);
    return { saved: { questionId, answer: chosen, locked: true, correct } };
  });

  if ('closed' in outcome) throw conflict('This attempt has already been submitted.', 'attempt-closed');
  if ('expired' in outcome) await refreshSubmissionCountAfterCommit(refs, quizId);
  if ('notServed' in outcome) throw notServedYet();
  if ('questionTimeOver' in outcome) throw conflict('The time for this question is over.', 'question-time-over');
  if ('locked' in outcome) throw conflict('This question is already answered and locked.', 'question-locked');
  if ('expired' in outcome) {
    throw deadlinePassed();
  }
  return outcome.saved;
}

/**
 * Refuses (400) answers sent with a submit that save-answer would refuse: ids that are not
 * options of their question (they would reach the attempt, the review and the item statistics'
 * keys), or several ticks on a question that takes one answer. Answers to questions outside the
 * attempt are ignored, as before.
 */
async function checkLateAnswers(transaction: Transaction, quizId: string, attempt: Attempt, key: AttemptKey, lateAnswers: Answers): Promise<void> {
  for (const questionId of attempt.questionIds) {
    const late = lateAnswers[questionId];
    if (!late) continue;
    const optionIds = new Set(await optionIdsOf(transaction, quizId, key, questionId));
    const unknown = [...new Set(late)].filter((optionId) => !optionIds.has(optionId));
    if (unknown.length > 0) throw invalidField('body', 'answers', `${unknown.join(', ')} is not an option of question ${questionId}.`);
    if (new Set(late).size > 1 && choiceOf(key, questionId) === 'single') throw invalidField('body', 'answers', `question ${questionId} takes one answer.`);
  }
}

/**
 * Refuses (400) typed responses sent with a finish or submit that save-answer would refuse
 * (ADR 0035). Responses to questions outside the attempt are ignored, like answers.
 */
async function checkLateResponses(transaction: Transaction, quizId: string, attempt: Attempt, key: AttemptKey, lateResponses: Record<string, TypedResponse>): Promise<void> {
  for (const questionId of attempt.questionIds) {
    const late = lateResponses[questionId];
    if (!late) continue;
    const problem = await answerProblem(transaction, quizId, key, questionId, late);
    if (problem) throw invalidField('body', 'responses', `question ${questionId}: ${problem}`);
  }
}

/**
 * Finishes an attempt (POST /finish-quiz/{quizId}: the player reached the end, or their time ran
 * out) or submits it (POST /submit-quiz/{quizId}). Either merges the answers not yet saved, scores
 * on the server and records the submission once; a finish leaves the attempt awaiting the
 * player's Submit (its score screen), which a submit then confirms. Once closed, an attempt takes
 * no more answers: finishing or submitting again returns the same result. After the deadline plus
 * the grace the attempt is closed with its saved answers and the call is a 409 carrying the result.
 */
async function closeAttempt(caller: Caller, quizId: string, id: string, lateAnswers: Answers, lateResponses: Record<string, TypedResponse>, how: 'finish' | 'submit') {
  const [quiz, accommodation] = await Promise.all([requireQuiz(quizId), accommodationOf(caller.uid)]);
  const attemptsAllowed = 1 + quiz.retakeCount + accommodation.extraAttempts;
  const awaitingSubmit = how === 'finish';
  const outcome = await runTransaction(async (transaction) => {
    const now = new Date();
    const { ref, attempt } = await readOwnAttempt(transaction, caller, quizId, id, quiz.closesAt ?? null);
    const submissionRef = refs.submissions(quizId).doc(id);
    if (attempt.status !== 'open') {
      const submission = (await transaction.get(submissionRef)).data();
      if (!submission) throw conflict('This attempt was closed without a result.', 'attempt-closed');
      const score = scoreAttempt(attempt, await readAttemptKey(transaction, quizId, id));
      // The player's Submit on their score screen confirms it; nothing else changes.
      if (how === 'submit' && attempt.awaitingSubmit) transaction.update(ref, { awaitingSubmit: false });
      const result = resultOf(id, attempt, submission, score, attemptsAllowed);
      return attempt.status === 'expired' ? { expired: result } : { repeated: result };
    }
    const key = await readAttemptKey(transaction, quizId, id);
    const insights = await readInsightsContext(transaction, refs, quizId, caller.uid);
    if (pastDeadline(attempt.deadlineAt, now)) {
      const finished = finishAttempt(transaction, quizId, ref, attempt, key, 'expired', now, insights, awaitingSubmit);
      return { expired: resultOf(id, finished.attempt, finished.submission, finished.score, attemptsAllowed), recorded: true };
    }
    await checkLateAnswers(transaction, quizId, attempt, key, lateAnswers);
    await checkLateResponses(transaction, quizId, attempt, key, lateResponses);
    const answers = { ...attempt.answers };
    const responses = { ...(attempt.responses ?? {}) };
    const answeredLate: string[] = [];
    attempt.questionIds.forEach((questionId, index) => {
      const lateAnswer = lateAnswers[questionId];
      const lateResponse = lateResponses[questionId];
      const questionDeadline = attempt.questionDeadlines?.[index];
      const inTime = index < servedCount(attempt) && (!questionDeadline || !pastDeadline(questionDeadline, now));
      if (!inTime || questionId in attempt.locked) return;
      if (key.keys?.[questionId]) {
        // A typed question (ADR 0035): its response, never option ids.
        if (!lateResponse) return;
        if (JSON.stringify(lateResponse) !== JSON.stringify(responses[questionId])) answeredLate.push(questionId);
        responses[questionId] = lateResponse;
      } else if (lateAnswer) {
        answers[questionId] = [...new Set(lateAnswer)];
        if (!isExactMatch(answers[questionId], attempt.answers[questionId] ?? [])) answeredLate.push(questionId);
      }
    });
    const timeSpentMs = withTimeSpent(attempt, answeredLate, now);
    const merged: Attempt = { ...attempt, answers, ...(Object.keys(responses).length > 0 ? { responses } : {}), timeSpentMs };
    const finished = finishAttempt(transaction, quizId, ref, merged, key, 'submitted', now, insights, awaitingSubmit);
    return { submitted: resultOf(id, finished.attempt, finished.submission, finished.score, attemptsAllowed), recorded: true };
  });

  if ('recorded' in outcome) await refreshSubmissionCountAfterCommit(refs, quizId);

  if ('expired' in outcome) {
    throw conflict(DEADLINE_PASSED, 'deadline-passed', {
      result: outcome.expired,
    });
  }
  const result = 'repeated' in outcome ? outcome.repeated : outcome.submitted;
  if (!result) throw new Error('An attempt closed without a result.');
  return result;
}

/** POST /finish-quiz/{quizId}: the end of the quiz reached; scored and recorded, its score screen awaits Submit. */
export const finishQuiz = (caller: Caller, quizId: string, id: string, lateAnswers: Answers, lateResponses: Record<string, TypedResponse> = {}) =>
  closeAttempt(caller, quizId, id, lateAnswers, lateResponses, 'finish');

/**
 * POST /submit-quiz/{quizId}: confirms a finished attempt (its score screen's Submit), or, for an
 * attempt still open (API clients), finishes it in the same call. Submitting again returns the
 * same result.
 */
export const submitAttempt = (caller: Caller, quizId: string, id: string, lateAnswers: Answers, lateResponses: Record<string, TypedResponse> = {}) =>
  closeAttempt(caller, quizId, id, lateAnswers, lateResponses, 'submit');
