/**
 * The dashboards' figures: every aggregation and bounded query they run (web/src/lib/firestore/refs.ts,
 * read through web/src/features/dashboard/api/), as their callers run them. Admins read the
 * payment figures; players count only their own results; nobody reads the submission counter's
 * shards, and no client writes either kind of shard.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getCountFromServer, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@quizmaster/shared/paths';
import {
  allQuizzesForCount,
  mostTakenQuizzesQuery,
  paymentStatsShards,
  userBestSubmissionQuery,
  userLatestSubmissionQuery,
  userSubmissionsForCount,
} from '@quizmaster/web/lib/firestore/refs';
import { readAdminFigures } from '@quizmaster/web/features/dashboard/api/admin-figures';
import { readPlayerFigures } from '@quizmaster/web/features/dashboard/api/player-figures';
import { FREE_QUIZ, useRulesEnvironment } from './fixtures';
import { countQuery, runQuery } from '@quizmaster/web/lib/firestore/rest';
import { ownBestSubmissionQuery, ownLatestSubmissionQuery, ownSubmissionsForCount } from '@quizmaster/web/lib/firestore/rest-refs';
import { actors, clientFirestore, firestoreAs, OTHER_UID, readerAs } from './rules-env';

const rulesEnv = useRulesEnvironment({ resetBeforeEach: true });

const as = (actor: (typeof actors)[keyof typeof actors]) => firestoreAs(rulesEnv(), actor.uid, actor.claims);
const { admin, user, visitor } = actors;
/** The fixture's owners: each has one payment (not refunded, made now) and one result (100 marks). */
const OWNERS = Object.values(actors).filter((actor) => actor.uid).length + 1;

describe("the admin dashboard's figures", () => {
  it('are all readable by an admin, and exact', async () => {
    const figures = await assertSucceeds(readAdminFigures(as(admin), new Date()));
    // Total Quiz counts every quiz, the draft too ("the number of quizzes").
    expect(figures.quizCount).toBe(3);
    expect(figures.paymentsNotRefunded).toBe(OWNERS);
    expect(figures.paymentsPerMonth.map((bar) => bar.value)).toEqual([0, 0, 0, 0, 0, OWNERS]);
    // Every quiz has 0 submissions: ties go by name.
    expect(figures.submissionsPerQuiz).toEqual([
      { label: 'A draft quiz', value: 0 },
      { label: 'A free quiz', value: 0 },
      { label: 'A paid quiz', value: 0 },
    ]);
  });

  it.each([
    ['a signed-in user', user],
    ['a premium user', actors.premium],
    ['a visitor', visitor],
  ])('can NOT be read by %s (they count payments)', async (_label, actor) => {
    await assertFails(readAdminFigures(as(actor), new Date()));
  });

  it.each([
    ['a signed-in user', user],
    ['a premium user', actors.premium],
    ['a visitor', visitor],
  ])('%s can NOT read, list or write the payment figures', async (_label, actor) => {
    const db = as(actor);
    await assertFails(getDocs(paymentStatsShards(db)));
    await assertFails(getDoc(doc(db, paths.paymentStatsShard(3))));
    await assertFails(setDoc(doc(db, paths.paymentStatsShard(0)), { notRefunded: 1000, months: {} }));
  });

  it('an admin reads the payment figures but can NOT write them (only the functions count payments)', async () => {
    const db = as(admin);
    const shards = await assertSucceeds(getDocs(paymentStatsShards(db)));
    expect(shards.docs.map((shard) => shard.data().notRefunded)).toEqual([OWNERS]);
    await assertFails(setDoc(doc(db, paths.paymentStatsShard(0)), { notRefunded: 1000, months: {} }));
    await assertFails(setDoc(doc(db, paths.paymentStatsShard(3)), { notRefunded: 0, months: {} }, { merge: true }));
  });

  it('an admin counts every quiz, drafts included (Total Quiz), and lists the most taken', async () => {
    expect((await assertSucceeds(getCountFromServer(allQuizzesForCount(as(admin))))).data().count).toBe(3);
    expect((await assertSucceeds(getDocs(mostTakenQuizzesQuery(as(admin), 6)))).size).toBe(3);
  });

  it.each([
    ['a signed-in user', user],
    ['a visitor', visitor],
  ])("%s can NOT run the admin dashboard's quiz figures: they count drafts", async (_label, actor) => {
    await assertFails(getCountFromServer(allQuizzesForCount(as(actor))));
    await assertFails(getDocs(mostTakenQuizzesQuery(as(actor), 6)));
  });
});

describe("the player dashboard's figures (the REST reader with the player's token, as the dashboard reads them)", () => {
  it('count my results and find my best and my latest one, with its quiz', async () => {
    expect(await assertSucceeds(readPlayerFigures(readerAs(user.uid), user.uid))).toEqual({
      quizzesTaken: 1,
      bestMarks: 100,
      // The result's id is its attempt's: the dashboard links to the attempt's review.
      latest: { marks: 100, quizName: 'A free quiz', quizId: FREE_QUIZ, attemptId: `sub-${user.uid}` },
    });
    const best = await assertSucceeds(runQuery(readerAs(user.uid), ownBestSubmissionQuery(user.uid)));
    expect(best.map((submission) => [submission.data.userId, submission.path.split('/')[1]])).toEqual([[user.uid, FREE_QUIZ]]);
  });

  it('still count a result of a quiz unpublished since, without its name (the quiz is the admins\' again)', async () => {
    await rulesEnv().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(clientFirestore(context), paths.quiz(FREE_QUIZ)), { published: false }, { merge: true });
    });
    expect(await assertSucceeds(readPlayerFigures(readerAs(user.uid), user.uid))).toMatchObject({
      quizzesTaken: 1,
      bestMarks: 100,
      latest: { marks: 100, quizName: null, quizId: FREE_QUIZ },
    });
  });

  it('show nothing taken for a player without results', async () => {
    expect(await assertSucceeds(readPlayerFigures(readerAs('newcomer'), 'newcomer'))).toEqual({
      quizzesTaken: 0,
      bestMarks: null,
      latest: null,
    });
  });

  it("can NOT count, rank or read the latest of another user's results", async () => {
    const mine = readerAs(user.uid);
    await assertFails(countQuery(mine, ownSubmissionsForCount(OTHER_UID)));
    await assertFails(runQuery(mine, ownBestSubmissionQuery(OTHER_UID)));
    await assertFails(runQuery(mine, ownLatestSubmissionQuery(OTHER_UID)));
    await assertFails(readPlayerFigures(null, user.uid));
    // The full SDK's twins (an admin's user details) are refused alike.
    await assertFails(getCountFromServer(userSubmissionsForCount(as(user), OTHER_UID)));
    await assertFails(getDocs(userBestSubmissionQuery(as(user), OTHER_UID)));
    await assertFails(getDocs(userLatestSubmissionQuery(as(user), OTHER_UID)));
  });

  it("an admin counts and ranks a user's results", async () => {
    expect((await assertSucceeds(getCountFromServer(userSubmissionsForCount(as(admin), user.uid)))).data().count).toBe(1);
    expect((await assertSucceeds(getDocs(userBestSubmissionQuery(as(admin), user.uid)))).size).toBe(1);
  });
});

describe("the submission counter's shards", () => {
  it.each([
    ['an admin', admin],
    ['a signed-in user', user],
    ['a visitor', visitor],
  ])('%s can NOT read, list or write them', async (_label, actor) => {
    const db = as(actor);
    const shard = doc(db, paths.submissionCounter(FREE_QUIZ, 0));
    await assertFails(getDoc(shard));
    await assertFails(getDocs(collection(db, paths.submissionCounters(FREE_QUIZ))));
    await assertFails(getCountFromServer(collection(db, paths.submissionCounters(FREE_QUIZ))));
    await assertFails(setDoc(shard, { count: 1000 }));
  });
});
