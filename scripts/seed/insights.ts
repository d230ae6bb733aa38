/**
 * Demo insight for `npm start` (ADR 0024): a class of demo learners has taken three of the demo
 * quizzes, so their item analysis, leaderboard and certificates have something to show, and the
 * demo player has results and a certificate in My Results. Every submission goes through the
 * functions' own recording (recordSubmissionInsights, countSubmission), in a transaction, as a
 * real one does. Idempotent: a submission that exists is left alone. The tests' seed
 * (seedDemoData) does not run this, so their figures stay those of the demo results.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { scoreAnswers } from '@quizmaster/shared/grading';
import type { Attempt } from '@quizmaster/shared/models/attempt';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { countSubmission, writeExactSubmissionCount } from '@quizmaster/functions/services/submission-counter';
import { readInsightsContext, recordSubmissionInsights } from '@quizmaster/functions/services/submission-insights';
import { demoAccounts } from './demo-accounts';
import { demoQuizzes } from './demo-quizzes';
import { mulberry32 as generator } from '@quizmaster/shared/testing/seeded-random';

/** The quizzes with a class of learners, their leaderboard on and a pass mark. */
const INSIGHT_QUIZZES = [
  { id: 'world-capitals', passMark: 60 },
  { id: 'javascript-fundamentals', passMark: 70 },
  { id: 'solar-system-explorer', passMark: 60 },
] as const;

/** Quizzes where the demo player has a seeded result already (seed.ts's demoResults). */
const PLAYER_HAS_RESULT = new Set(['world-capitals', 'solar-system-explorer']);

const LEARNERS = [
  'Ada Park', 'Ben Okafor', 'Chloé Martin', 'Dev Patel', 'Elif Yılmaz', 'Femi Adeyemi', 'Grace Liu', 'Hugo Silva',
  'Ines Moreau', 'Jonas Berg', 'Kenji Sato', 'Lina Haddad', 'Maya Cohen', 'Nico Rossi', 'Olga Ivanova', 'Priya Nair',
  'Quinn Murphy', 'Rosa Díaz', 'Sami Khalil', 'Tara Singh',
];

const DAY_MS = 24 * 60 * 60 * 1000;


interface DemoTaker {
  uid: string;
  name: string;
  email: string;
  /** 0–1: how likely they are to get a question right (harder questions less so). */
  skill: number;
}

/** One taker's answers: right with a chance that grows with skill and falls with the question's place (later ones are harder). */
function answersOf(taker: DemoTaker, key: Record<string, number[]>, optionCount: Record<string, number>, random: () => number) {
  const answers: Record<string, number[]> = {};
  const timeSpentMs: Record<string, number> = {};
  Object.keys(key).forEach((questionId, index) => {
    const right = key[questionId] ?? [];
    const chance = Math.min(0.97, Math.max(0.05, taker.skill + 0.15 - index * 0.08));
    const options = optionCount[questionId] ?? 4;
    const wrong = Array.from({ length: options }, (_unused, option) => option + 1).filter((option) => !right.includes(option));
    answers[questionId] = random() < chance ? [...right] : [wrong[Math.floor(random() * wrong.length)] ?? 1];
    timeSpentMs[questionId] = Math.round(6000 + random() * 30000 * (1.2 - taker.skill));
  });
  return { answers, timeSpentMs };
}

/** Seeds the class's submissions (and the demo player's), with their insight. */
export async function seedDemoInsights(firestore: Firestore): Promise<{ submissions: number }> {
  const refs = dataRefs(firestore);
  const random = generator(20);
  const now = Date.now();
  const takers: DemoTaker[] = LEARNERS.map((name, index) => ({
    uid: `demo-learner-${String(index + 1).padStart(2, '0')}`,
    name,
    email: `learner${String(index + 1)}@example.com`,
    skill: 0.25 + (index / LEARNERS.length) * 0.7,
  }));
  takers.push({ uid: demoAccounts.player.uid, name: demoAccounts.player.name, email: demoAccounts.player.email, skill: 0.9 });
  let submissions = 0;

  for (const [quizIndex, { id: quizId, passMark }] of INSIGHT_QUIZZES.entries()) {
    const quiz = demoQuizzes.find((candidate) => candidate.id === quizId);
    if (!quiz) continue;
    await refs.quiz(quizId).update({ leaderboard: true, passMark });
    const key = Object.fromEntries(quiz.questions.map((question, order) => [`q${String(order + 1).padStart(2, '0')}`, question.answer]));
    const optionCount = Object.fromEntries(quiz.questions.map((question, order) => [`q${String(order + 1).padStart(2, '0')}`, question.options.length]));
    const questionIds = Object.keys(key);

    for (const [takerIndex, taker] of takers.entries()) {
      // The demo player keeps their seeded results (seed.ts) as their first attempts.
      const attemptNumber = taker.uid === demoAccounts.player.uid && PLAYER_HAS_RESULT.has(quizId) ? 2 : 1;
      const attemptId = `${taker.uid}-${String(attemptNumber)}`;
      const { answers, timeSpentMs } = answersOf(taker, key, optionCount, random);
      const submittedAt = new Date(now - (quizIndex * 3 + 1) * DAY_MS + takerIndex * 17 * 60 * 1000);
      const durationMs = Object.values(timeSpentMs).reduce((sum, time) => sum + time, 0);
      const startedAt = new Date(submittedAt.getTime() - Math.round(durationMs / 1000) * 1000);
      const score = scoreAnswers(questionIds, key, answers);
      const attempt: Attempt = {
        userId: taker.uid,
        userName: taker.name,
        userEmail: taker.email,
        attempt: attemptNumber,
        status: 'submitted',
        paid: quiz.quizType === 'paid',
        resultType: quiz.resultType,
        timeType: quiz.timeType,
        questionIds,
        quizVersion: 1,
        scoringMode: 'exact',
        quizName: quiz.quizName,
        passMark,
        startedAt,
        activityAt: submittedAt,
        timeSpentMs,
        deadlineAt: new Date(startedAt.getTime() + quiz.allQTime * 60 * 1000),
        questionDeadlines: null,
        answers,
        locked: {},
        submittedAt,
      };
      const optionIds = Object.fromEntries(questionIds.map((questionId) => [questionId, Array.from({ length: optionCount[questionId] ?? 4 }, (_unused, option) => option + 1)]));
      const recorded = await firestore.runTransaction(async (transaction) => {
        const submissionRef = refs.submissions(quizId).doc(attemptId);
        if ((await transaction.get(submissionRef)).exists) return false;
        const insights = await readInsightsContext(transaction, refs, quizId, taker.uid);
        const submission = {
          userId: taker.uid,
          userName: taker.name,
          userEmail: taker.email,
          marks: score.marks,
          points: score.points,
          grade: score.grade,
          paid: attempt.paid,
          attempt: attemptNumber,
          quizVersion: 1,
          quizName: quiz.quizName,
          startedAt,
          submittedAt,
        };
        const certificateId = recordSubmissionInsights(transaction, refs, quizId, attemptId, attempt, { answers: key, optionIds }, submission, insights);
        transaction.set(refs.attempts(quizId).doc(attemptId), attempt);
        transaction.set(refs.attemptTally(quizId, taker.uid), { started: attemptNumber });
        transaction.create(submissionRef, certificateId ? { ...submission, certificateId } : submission);
        countSubmission(transaction, refs, quizId);
        return true;
      });
      if (recorded) submissions += 1;
    }
    // The quiz's figure equals its submissions (the class, the demo results, any taken since).
    const stored = (await refs.submissions(quizId).count().get()).data().count;
    const batch = firestore.batch();
    writeExactSubmissionCount(batch, refs, quizId, stored);
    await batch.commit();
  }
  return { submissions };
}
