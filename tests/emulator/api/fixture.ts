import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts, type DemoAccountKey } from '@quizmaster/scripts/seed/demo-accounts';
import { seedDemoData } from '@quizmaster/scripts/seed/seed';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { signIn } from '../../support/api';

/**
 * API tests start each test from the demo data (3 accounts, 6 quizzes, a payment) with fresh ID
 * tokens of the demo accounts. Returns the Admin SDK (to arrange and check state) and the tokens.
 * `reset: 'once'` loads the data once for the whole file, for tests that only read it or must
 * leave it unchanged (the reliability fuzzing).
 */
export function useDemoData(name: string, options: { reset?: 'each' | 'once' } = {}) {
  const admin = emulatorAdmin(`api-${name}`);
  const tokens = { admin: '', player: '', premium: '' } satisfies Record<DemoAccountKey, string>;
  const resetHook = options.reset === 'once' ? beforeAll : beforeEach;
  resetHook(async () => {
    await clearEmulators();
    await seedDemoData(admin);
    await Promise.all(
      (Object.keys(tokens) as DemoAccountKey[]).map(async (key) => {
        tokens[key] = await signIn(demoAccounts[key].email, demoAccounts[key].password);
      }),
    );
  });
  afterAll(async () => {
    await admin.close();
  });
  return { admin, refs: dataRefs(admin.firestore), tokens, accounts: demoAccounts };
}

export interface ArrangedQuiz {
  quizType?: 'free' | 'paid';
  resultType?: 'quiz-wise' | 'question-wise';
  timeType?: 'per-quiz' | 'per-question';
  retakeCount?: number;
  allQTime?: number;
  /** Correct option ids of each question (each has options 1-4); ids are q1, q2, … */
  answers?: number[][];
}

/** Writes a quiz with its questions and answer key straight to Firestore, as the API would. */
export async function arrangeQuiz(refs: ReturnType<typeof dataRefs>, quizId: string, options: ArrangedQuiz = {}) {
  const answers = options.answers ?? [[1], [2], [3, 4], [1]];
  const quizType = options.quizType ?? 'free';
  await refs.quiz(quizId).set({
    quizName: `Quiz ${quizId}`,
    // Published, as the quizzes players take are (a draft is tested on its own: publishing.test.ts).
    published: true,
    image: '/covers/science.svg',
    description: 'Arranged by a test',
    quizType,
    resultType: options.resultType ?? 'quiz-wise',
    timeType: options.timeType ?? 'per-quiz',
    retakeCount: options.retakeCount ?? 0,
    allQTime: options.allQTime ?? 5,
    questionCount: answers.length,
    submissionCount: 0,
    createdBy: 'test',
    createdAt: new Date(),
  });
  const key: Record<string, number[]> = {};
  await Promise.all(
    answers.map((answer, index) => {
      key[`q${String(index + 1)}`] = answer;
      return refs.question(quizId, `q${String(index + 1)}`).set({
        question: `Question ${String(index + 1)}?`,
        options: [1, 2, 3, 4].map((id) => ({ id, option: `Option ${String(id)}` })),
        order: index,
        quizType,
      });
    }),
  );
  await refs.answerKey(quizId).set({ answers: key });
  return { questionIds: answers.map((_answer, index) => `q${String(index + 1)}`), key };
}
