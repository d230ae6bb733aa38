/**
 * Insight reads (ADR 0024): a player's results across quizzes (My Results) and bests, a quiz's
 * leaderboard, and its item analysis. Each reads a bounded number of documents whatever the
 * number of submissions: a page of rows, the top 10 and two count() aggregations, or the
 * ITEM_STATS_SHARDS shards and the quiz's questions.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { itemReport } from '@quizmaster/shared/item-analysis';
import { WRONG_ANSWERS_SHOWN } from '@quizmaster/shared/models/wrong-answer';
import type { QuizBest } from '@quizmaster/shared/models/quiz-best';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { Submission } from '@quizmaster/shared/models/submission';
import { reviewAccess, reviewPolicyOf } from '@quizmaster/shared/review-policy';
import type { Caller } from '../domain/caller';
import { conflict, notFound } from '../domain/errors';
import { PLAYER_LIST_ORDERS } from '../data/list-orders';
import { readPlayerPage } from '../data/paging';
import { db, refs } from '../firebase';
import { accommodationOf } from './accommodations';
import { assertVisible, requireQuiz } from './quizzes';
import { attemptStanding } from './reviews';

/** How many players the leaderboard lists. */
export const LEADERBOARD_SIZE = 10;

interface PageRequest {
  limit: number;
  cursor?: string | undefined;
}

const quizIdOf = (row: QueryDocumentSnapshot) => row.ref.parent.parent?.id ?? '';

/** The quizzes a page of rows belongs to (one read each, at most a page's worth), by id; deleted ones are missing. */
async function quizzesOf(rows: readonly QueryDocumentSnapshot[]): Promise<Map<string, QuizSummary>> {
  const ids = [...new Set(rows.map(quizIdOf))];
  const snapshots = ids.length > 0 ? await db.getAll(...ids.map((id) => refs.quiz(id))) : [];
  return new Map(snapshots.flatMap((snapshot) => (snapshot.exists ? [[snapshot.id, snapshot.data() as QuizSummary] as const] : [])));
}

/**
 * My Results: the caller's submissions across quizzes, newest first, a page at a time, each with
 * whether its review is open now (the quiz's review policy, as GET /attempt-review applies it)
 * and its certificate.
 */
export async function myResults(caller: Caller, page: PageRequest) {
  const { items, nextCursor } = await readPlayerPage(refs.allSubmissions(), PLAYER_LIST_ORDERS.submissions, caller.uid, page);
  const quizzes = await quizzesOf(items);
  const extraAttempts = (await accommodationOf(caller.uid)).extraAttempts;
  const standings = new Map<string, ReturnType<typeof attemptStanding>>();
  const now = new Date();
  const results = await Promise.all(
    items.map(async (row) => {
      const submission: Submission = row.data();
      const quizId = quizIdOf(row);
      const quiz = quizzes.get(quizId);
      let reviewable = false;
      if (quiz) {
        const policy = reviewPolicyOf(quiz);
        if (policy.when !== 'never' && policy.shows.length > 0) {
          if (!standings.has(quizId)) standings.set(quizId, attemptStanding(quiz, quizId, caller.uid, submission.attempt, 1 + quiz.retakeCount + extraAttempts));
          const standing = await (standings.get(quizId) ?? Promise.resolve({ noAttemptsLeft: false, attemptInProgress: true }));
          reviewable = reviewAccess(policy, { now, attemptFinished: true, ...standing, closesAt: quiz.closesAt ?? null }).open;
        }
      }
      return {
        submissionId: row.id,
        quizId,
        quizName: submission.quizName ?? quiz?.quizName ?? '',
        quizDeleted: !quiz,
        marks: submission.marks,
        points: submission.points,
        grade: submission.grade,
        attempt: submission.attempt,
        startedAt: submission.startedAt.toISOString(),
        submittedAt: submission.submittedAt.toISOString(),
        reviewable,
        certificateId: submission.certificateId ?? null,
      };
    }),
  );
  return { results, nextCursor };
}

const bestRow = (best: QuizBest) => ({
  quizId: best.quizId,
  quizName: best.quizName,
  marks: best.marks,
  grade: best.grade,
  durationMs: best.durationMs,
  attempt: best.attempt,
  attempts: best.attempts,
  submissionId: best.submissionId,
  submittedAt: best.submittedAt.toISOString(),
});

/** The caller's best at each quiz they took, most recently bettered first, a page at a time. */
export async function myBests(caller: Caller, page: PageRequest) {
  const { items, nextCursor } = await readPlayerPage(refs.allBests(), PLAYER_LIST_ORDERS.bests, caller.uid, page);
  return { bests: items.map((row) => bestRow(row.data())), nextCursor };
}

/** Visible entries of a quiz's leaderboard. */
const visibleBests = (quizId: string) => refs.bests(quizId).where('hidden', '==', false);

/**
 * How many visible entries rank above a result: more marks, or the same marks in less time. Two
 * count() aggregations on the leaderboard's indexes (never a read of the entries).
 */
async function betterThan(quizId: string, result: Pick<QuizBest, 'marks' | 'durationMs'>): Promise<number> {
  const [more, faster] = await Promise.all([
    visibleBests(quizId).where('marks', '>', result.marks).count().get(),
    visibleBests(quizId).where('marks', '==', result.marks).where('durationMs', '<', result.durationMs).count().get(),
  ]);
  return more.data().count + faster.data().count;
}

/**
 * Competition ranks ("1, 2, 2, 4") of the top rows: a row ties with the one above it when both
 * marks and time are equal, and otherwise ranks after everyone above it.
 */
export function rankRows<T extends Pick<QuizBest, 'marks' | 'durationMs'>>(rows: readonly T[]): (T & { rank: number })[] {
  return rows.map((row, index) => {
    let first = index;
    while (first > 0 && rows[first - 1]?.marks === row.marks && rows[first - 1]?.durationMs === row.durationMs) first -= 1;
    return { ...row, rank: first + 1 };
  });
}

/**
 * A quiz's leaderboard (players, when the admin turned it on; admins always): the top 10 visible
 * players by marks then time, ties as ties, and the caller's own place (also when outside the
 * top 10; when hidden, their rank among the visible ones, marked hidden).
 */
export async function leaderboard(caller: Caller, quizId: string) {
  const quiz = await requireQuiz(quizId);
  assertVisible(caller, quizId, quiz);
  if (quiz.leaderboard !== true && !caller.isAdmin) throw conflict('This quiz has no leaderboard.', 'no-leaderboard');
  const [top, own, players] = await Promise.all([
    visibleBests(quizId).orderBy('marks', 'desc').orderBy('durationMs', 'asc').limit(LEADERBOARD_SIZE).get(),
    refs.best(quizId, caller.uid).get(),
    visibleBests(quizId).count().get(),
  ]);
  const ranked = rankRows(top.docs.map((row) => ({ ...row.data(), id: row.id })));
  const mine = own.data();
  return {
    quiz: { _id: quizId, quizName: quiz.quizName, enabled: quiz.leaderboard === true },
    players: players.data().count,
    top: ranked.map((row) => ({ rank: row.rank, userName: row.userName, marks: row.marks, grade: row.grade, durationMs: row.durationMs, you: row.id === caller.uid })),
    you: mine
      ? { rank: 1 + (await betterThan(quizId, mine)), marks: mine.marks, grade: mine.grade, durationMs: mine.durationMs, hidden: mine.hidden }
      : null,
  };
}

/**
 * Hides the caller from every leaderboard, or shows them again: the profile flag first, so a
 * submission scored from now on copies it, then each of their entries (a page of their bests at a
 * time, as many as the quizzes they took).
 */
export async function setLeaderboardVisibility(caller: Caller, hidden: boolean): Promise<{ hidden: boolean; entries: number }> {
  const user = refs.user(caller.uid);
  if (!(await user.get()).exists) throw notFound('No user record for your account yet: sign in again to create it.');
  await user.update({ hideFromLeaderboards: hidden });
  let entries = 0;
  let cursor: string | undefined;
  do {
    const page = await readPlayerPage(refs.allBests(), PLAYER_LIST_ORDERS.bests, caller.uid, { limit: 200, ...(cursor ? { cursor } : {}) });
    const batch = db.batch();
    for (const row of page.items) batch.update(row.ref, { hidden });
    if (page.items.length > 0) await batch.commit();
    entries += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { hidden, entries };
}

/**
 * The most common wrong texts of each short-answer question (ADR 0035): the few largest tallies
 * of each, one bounded query per question (indexed by questionId and count).
 */
async function mostCommonWrongAnswers(quizId: string, questionIds: readonly string[], answers: ReadonlyMap<string, number>) {
  const entries = await Promise.all(
    questionIds.map(async (questionId) => {
      const tallies = await refs.wrongAnswers(quizId).where('questionId', '==', questionId).orderBy('count', 'desc').limit(WRONG_ANSWERS_SHOWN).get();
      const total = answers.get(questionId) ?? 0;
      return [questionId, tallies.docs.map((tally) => ({ label: tally.data().text, count: tally.data().count, share: total > 0 ? tally.data().count / total : 0 }))] as const;
    }),
  );
  return new Map(entries);
}

/**
 * The item analysis of a quiz (admins): per question, difficulty, discrimination (point-biserial,
 * item-rest), how often each option was ticked (the right ones marked), blanks, average time,
 * and flags. Reads the statistics' shards, the questions and the answer key.
 */
export async function itemAnalysis(quizId: string) {
  const quiz = await requireQuiz(quizId);
  const [shards, questions, key] = await Promise.all([refs.itemStats(quizId).get(), refs.questions(quizId).orderBy('order').get(), refs.answerKey(quizId).get()]);
  const answers = key.data()?.answers ?? {};
  const report = itemReport(
    shards.docs.map((shard) => shard.data()),
    questions.docs.map((question) => {
      const { options, content } = question.data();
      return { id: question.id, optionIds: options.map((option) => option.id), ...(content ? { content } : {}) };
    }),
  );
  const byId = new Map(questions.docs.map((question) => [question.id, question.data()]));
  const wrongAnswers = await mostCommonWrongAnswers(
    quizId,
    questions.docs.filter((question) => question.data().content?.type === 'short-answer').map((question) => question.id),
    new Map(report.items.map((item) => [item.questionId, item.answers])),
  );
  return {
    quiz: { _id: quizId, quizName: quiz.quizName, submissionCount: quiz.submissionCount },
    method: 'point-biserial' as const,
    submissions: report.submissions,
    averageMarks: report.averageMarks,
    items: report.items.map((item) => {
      const question = byId.get(item.questionId);
      const texts = new Map(question?.options.map((option) => [option.id, option.option]));
      const right = new Set(answers[item.questionId] ?? []);
      return {
        ...item,
        question: question?.question ?? '',
        options: item.options.map((option) => ({ ...option, option: texts.get(option.optionId) ?? '', right: right.has(option.optionId) })),
        ...(question?.type ? { type: question.type } : {}),
        ...(wrongAnswers.has(item.questionId) ? { wrongAnswers: wrongAnswers.get(item.questionId) } : {}),
      };
    }),
  };
}
