import { afterAll, beforeAll, beforeEach } from 'vitest';
import { clearEmulators, emulatorAdmin } from '@quizmaster/scripts/emulator-admin';
import { demoAccounts, type DemoAccountKey } from '@quizmaster/scripts/seed/demo-accounts';
import { seedDemoData } from '@quizmaster/scripts/seed/seed';
import { dataRefs } from '@quizmaster/functions/data/refs';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { anAnswerKey, aQuestion, aQuiz, questionIdAt } from '@quizmaster/shared/testing/factories';
import { signIn } from '../../support/api';

/**
 * API tests start each test from the demo data (3 accounts, 7 quizzes, a payment) with fresh ID
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

/** Any quiz fields (aQuiz's defaults: a published free quiz of 5 minutes, no retake), and its questions' answers. */
export type ArrangedQuiz = Partial<Omit<QuizSummary, 'questionCount'>> & {
  /** Correct option ids of each question (each has options 1-4); ids are q1, q2, … */
  answers?: number[][];
};

/** Writes a quiz with its questions and answer key straight to Firestore, as the API would. */
export async function arrangeQuiz(refs: ReturnType<typeof dataRefs>, quizId: string, options: ArrangedQuiz = {}) {
  const { answers = [[1], [2], [3, 4], [1]], ...fields } = options;
  const quiz = aQuiz({
    quizName: `Quiz ${quizId}`,
    description: 'Arranged by a test',
    // aQuiz's quizzes are published, as the ones players take are (drafts: publishing.test.ts).
    ...fields,
    questionCount: answers.length,
  });
  await refs.quiz(quizId).set(quiz);
  const questionIds = answers.map((_answer, index) => questionIdAt(index));
  await Promise.all(
    questionIds.map((questionId, index) =>
      refs.question(quizId, questionId).set(aQuestion({ question: `Question ${String(index + 1)}?`, order: index, quizType: quiz.quizType })),
    ),
  );
  const { answers: key } = anAnswerKey(answers);
  await refs.answerKey(quizId).set({ answers: key });
  return { questionIds, key };
}
