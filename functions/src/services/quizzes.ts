import { FieldPath } from 'firebase-admin/firestore';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { searchKey } from '@quizmaster/shared/paging';
import type { Caller } from '../api/caller';
import { forbidden, invalidField, notFound } from '../api/errors';
import { db, refs } from '../firebase';

export async function requireQuiz(quizId: string): Promise<QuizSummary> {
  const quiz = (await refs.quiz(quizId).get()).data();
  if (!quiz) throw notFound(`No quiz has the id ${quizId}.`);
  return quiz;
}

/** A paid quiz's questions are for premium members (whose premium has not ended) and admins. */
export function assertCanTake(caller: Caller, quiz: QuizSummary): void {
  if (quiz.quizType === 'paid' && !caller.isAdmin && !caller.isPremium) {
    throw forbidden('This quiz is for premium members. Get premium to take it.');
  }
}

export type NewQuiz = Omit<QuizSummary, 'quizNameLower' | 'questionCount' | 'submissionCount' | 'createdBy' | 'createdAt'>;

export async function createQuiz(caller: Caller, quiz: NewQuiz) {
  const ref = refs.quizzes().doc();
  const stored: QuizSummary = {
    ...quiz,
    // The key Manage Quizzes' name search runs on (a prefix range needs one case).
    quizNameLower: searchKey(quiz.quizName),
    questionCount: 0,
    submissionCount: 0,
    createdBy: caller.uid,
    createdAt: new Date(),
  };
  await ref.create(stored);
  return { id: ref.id, quiz: stored };
}

export interface NewQuestion {
  quizId: string;
  question: string;
  options: { id: number; option: string }[];
  answer: number[];
}

/**
 * Adds a question to a quiz in one transaction: the question (without its answer, with the
 * quiz's type for the rules), its answer in the admin-only key, and the exact question count.
 */
export async function addQuestion({ quizId, question, options, answer }: NewQuestion) {
  const questionRef = refs.questions(quizId).doc();
  const stored = await db.runTransaction(async (transaction) => {
    const quiz = (await transaction.get(refs.quiz(quizId))).data();
    if (!quiz) throw notFound(`No quiz has the id ${quizId}.`);
    const keyExists = (await transaction.get(refs.answerKey(quizId))).exists;
    const storedQuestion = { question, options, order: quiz.questionCount, quizType: quiz.quizType };
    transaction.create(questionRef, storedQuestion);
    if (keyExists) transaction.update(refs.answerKey(quizId), new FieldPath('answers', questionRef.id), answer);
    else transaction.create(refs.answerKey(quizId), { answers: { [questionRef.id]: answer } });
    transaction.update(refs.quiz(quizId), { questionCount: quiz.questionCount + 1 });
    return storedQuestion;
  });
  return { id: questionRef.id, question: stored };
}

/** Deletes a quiz with everything under it: questions, answer key, attempts and submissions. */
export async function deleteQuiz(quizId: string): Promise<QuizSummary> {
  const quiz = await requireQuiz(quizId);
  await db.recursiveDelete(refs.quiz(quizId));
  return quiz;
}

/** Option ids must be unique, and every answer one of them. */
export function checkAnswerAgainstOptions(options: { id: number }[], answer: number[]): void {
  const ids = new Set(options.map((option) => option.id));
  if (ids.size !== options.length) throw invalidField('body', 'options', 'Each option needs its own id.');
  const unknown = answer.filter((id) => !ids.has(id));
  if (unknown.length > 0) throw invalidField('body', 'answer', `${unknown.join(', ')} is not among the option ids.`);
}
