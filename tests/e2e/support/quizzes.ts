import type { Firestore } from 'firebase-admin/firestore';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { anAnswerKey, aQuestion, aQuiz, questionIdAt } from '@quizmaster/shared/testing/factories';
import { dataRefs } from '@quizmaster/functions/data/refs';
import { api } from '../../support/api';
import type { Page } from './test';
import type { StartedAttempt, SubmittedAttempt } from '@quizmaster/shared/api/attempts';

/**
 * Questions with a known answer key (option ids count from 1). The second has two answers, so the
 * player sees checkboxes; the others have one, shown as radio buttons.
 */
export const SAMPLE_QUESTIONS = [
  { question: 'Which planet is known as the Red Planet?', options: ['Venus', 'Mars', 'Jupiter', 'Saturn'], answer: [2] },
  { question: 'Which of these are prime numbers?', options: ['2', '4', '7', '9'], answer: [1, 3] },
  { question: 'What is the largest ocean on Earth?', options: ['Atlantic', 'Indian', 'Pacific', 'Arctic'], answer: [3] },
  { question: 'Which language runs natively in web browsers?', options: ['Python', 'JavaScript', 'C#', 'Go'], answer: [2] },
];

export type TestQuizOptions = Partial<Omit<QuizSummary, 'quizNameLower' | 'questionCount' | 'createdBy'>> & {
  /** Starts the document id, so a stray quiz says which spec made it. */
  idPrefix?: string;
  /** How many of SAMPLE_QUESTIONS the quiz gets (all by default). */
  questionCount?: number;
};

let quizCounter = 0;

/**
 * A quiz with its questions and answer key, written with the Admin SDK exactly as
 * scripts/seed/seed.ts writes them. `remove` deletes it with everything under it.
 */
export async function createTestQuiz(firestore: Firestore, options: TestQuizOptions = {}) {
  quizCounter += 1;
  const { idPrefix = 'e2e', questionCount = SAMPLE_QUESTIONS.length, ...summary } = options;
  const id = `${idPrefix}-${String(Date.now())}-${String(process.pid)}-${String(quizCounter)}`;
  const quizType = summary.quizType ?? 'free';
  const quizName = summary.quizName ?? `Test quiz ${String(quizCounter)}`;
  const questions = SAMPLE_QUESTIONS.slice(0, questionCount);
  const refs = dataRefs(firestore);
  const batch = firestore.batch();
  batch.set(
    refs.quiz(id),
    aQuiz({
      description: 'A quiz made by the end-to-end tests.',
      retakeCount: 1,
      allQTime: 10,
      createdBy: 'e2e',
      // Published (aQuiz's default) unless a spec asks for a draft: most specs test what players see.
      ...summary,
      quizName,
      quizType,
      questionCount: questions.length,
    }),
  );
  questions.forEach((item, order) => {
    const options = item.options.map((option, index) => ({ id: index + 1, option }));
    batch.set(refs.question(id, questionIdAt(order)), aQuestion({ question: item.question, options, order, quizType }));
  });
  batch.set(refs.answerKey(id), anAnswerKey(questions.map((item) => item.answer)));
  await batch.commit();
  return { id, quizName, remove: () => firestore.recursiveDelete(firestore.doc(`quizzes/${id}`)) };
}

export type TestQuiz = Awaited<ReturnType<typeof createTestQuiz>>;

/**
 * Plays a quiz through the real API as the signed-in `token`: starts an attempt and submits the
 * given answers (question id -> option ids), so marks and grade are the server's own.
 */
export async function submitThroughApi(token: string, quizId: string, answers: Record<string, number[]>) {
  const started = await api<StartedAttempt>('POST', `/start-quiz/${quizId}`, { token });
  if (started.status !== 200) throw new Error(`start-quiz answered ${String(started.status)}: ${JSON.stringify(started.body)}`);
  const submitted = await api<SubmittedAttempt>('POST', `/submit-quiz/${quizId}`, {
    token,
    body: { attemptId: started.body.attemptId, answers },
  });
  if (submitted.status !== 200) throw new Error(`submit-quiz answered ${String(submitted.status)}: ${JSON.stringify(submitted.body)}`);
  return submitted.body.result;
}

/**
 * An option of the question shown on /startQuiz, by its text: a radio button when the question
 * takes one answer, a checkbox when several may be right.
 */
export const answerOption = (page: Page, option: string) => page.getByRole('main').getByLabel(option, { exact: true });

/**
 * Ticks a checkbox or chooses a radio button (native inputs, visible). Not forced: the quiz's first
 * question is painted before the app starts and the app renders over it, so an input can be
 * replaced mid-action; Playwright then finds the new one and tries again.
 */
export const tickOption = (page: Page, option: string) => answerOption(page, option).check();
