import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { questionRevisionOf, type Question, type QuestionOption } from '@quizmaster/shared/models/question';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import { QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring';
import type { Caller } from '../domain/caller';
import { conflict, invalidField, notFound } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';
import { nextVersion, readQuizForEdit, type EditVersions } from './quizzes';

/** A question as the admin writes it: text, options, the right option ids, and optionally an explanation and tags. */
export interface QuestionContent {
  question: string;
  options: QuestionOption[];
  answer: number[];
  explanation?: string;
  tags?: string[];
}

/** Option ids must be unique, and every answer one of them. */
export function checkAnswerAgainstOptions(options: { id: number }[], answer: number[]): void {
  const ids = new Set(options.map((option) => option.id));
  if (ids.size !== options.length) throw invalidField('body', 'options', 'Each option needs its own id.');
  const unknown = answer.filter((id) => !ids.has(id));
  if (unknown.length > 0) throw invalidField('body', 'answer', `${unknown.join(', ')} is not among the option ids.`);
}

/** The question document's fields for `content` (its answer goes to the key, never here); no empty explanation or tags. */
function storedContent(content: QuestionContent) {
  return {
    question: content.question,
    options: content.options,
    ...(content.explanation ? { explanation: content.explanation } : {}),
    ...(content.tags && content.tags.length > 0 ? { tags: content.tags } : {}),
  };
}

/** What an audit entry shows of a question: all of it, answer included (only admins read the log). */
const auditedQuestion = (question: Pick<Question, 'question' | 'options' | 'explanation' | 'tags'>, answer: number[] | undefined) => ({
  question: question.question,
  options: question.options.map((option) => `${String(option.id)}. ${option.option}`),
  answer: answer ?? [],
  explanation: question.explanation ?? '',
  tags: question.tags ?? [],
});

/** Writes a new question, its answer and the quiz's count and version in `transaction` (after its reads). */
export function writeNewQuestion(transaction: Transaction, quizId: string, quiz: QuizSummary, keyExists: boolean, order: number, content: QuestionContent) {
  const questionRef = refs.questions(quizId).doc();
  const stored: Question = { ...storedContent(content), order, quizType: quiz.quizType };
  transaction.create(questionRef, stored);
  const answer = [...new Set(content.answer)].sort((a, b) => a - b);
  if (keyExists) transaction.update(refs.answerKey(quizId), new FieldPath('answers', questionRef.id), answer);
  else transaction.create(refs.answerKey(quizId), { answers: { [questionRef.id]: answer } });
  return { id: questionRef.id, question: stored, answer };
}

function assertRoomFor(quiz: QuizSummary, added: number): void {
  if (quiz.questionCount + added > QUIZ_LIMITS.questions) {
    throw conflict(`A quiz holds at most ${String(QUIZ_LIMITS.questions)} questions; this one has ${String(quiz.questionCount)}.`, 'too-many-questions');
  }
}

/**
 * Adds a question at the end of a quiz in one transaction: the question (without its answer,
 * with the quiz's type for the rules), its answer in the admin-only key, the exact question
 * count, the next version and the audit entry.
 */
export async function addQuestion(caller: Caller, quizId: string, content: QuestionContent) {
  checkAnswerAgainstOptions(content.options, content.answer);
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId);
    assertRoomFor(quiz, 1);
    const keyExists = (await transaction.get(refs.answerKey(quizId))).exists;
    const added = writeNewQuestion(transaction, quizId, quiz, keyExists, quiz.questionCount, content);
    transaction.update(refs.quiz(quizId), { questionCount: quiz.questionCount + 1, ...nextVersion(quiz) });
    appendAudit(transaction, caller, 'question-add', { kind: 'question', id: added.id, label: `${quiz.quizName}: ${content.question}` }, {
      after: { quizId, ...auditedQuestion(added.question, added.answer) },
    });
    return added;
  });
}

/**
 * Keeps a question's content as its current revision before an edit or a deletion replaces it:
 * attempts that were served it show it in their review, never a later edit (ADR 0015).
 */
function keepRevision(transaction: Transaction, quizId: string, questionId: string, question: Question, now: Date): void {
  transaction.set(refs.questionRevision(quizId, questionId, questionRevisionOf(question)), {
    question: question.question,
    options: question.options,
    ...(question.explanation ? { explanation: question.explanation } : {}),
    replacedAt: now,
  });
}

/** Reads a question of the quiz in `transaction`, or 404. */
async function readQuestion(transaction: Transaction, quizId: string, questionId: string): Promise<Question> {
  const question = (await transaction.get(refs.question(quizId, questionId))).data();
  if (!question) throw notFound(`No question has the id ${questionId} in this quiz.`);
  return question;
}

/** Replaces a question's text, options, answer, explanation and tags; its place in the quiz stays. */
export async function editQuestion(caller: Caller, quizId: string, questionId: string, content: QuestionContent, versions: EditVersions = {}) {
  checkAnswerAgainstOptions(content.options, content.answer);
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const question = await readQuestion(transaction, quizId, questionId);
    const key = (await transaction.get(refs.answerKey(quizId))).data();
    const answer = [...new Set(content.answer)].sort((a, b) => a - b);
    // Written whole: an explanation or tags taken away are gone, not kept from before.
    const stored: Question = { order: question.order, quizType: question.quizType, ...storedContent(content), revision: questionRevisionOf(question) + 1 };
    keepRevision(transaction, quizId, questionId, question, new Date());
    transaction.set(refs.question(quizId, questionId), stored);
    if (key) transaction.update(refs.answerKey(quizId), new FieldPath('answers', questionId), answer);
    else transaction.create(refs.answerKey(quizId), { answers: { [questionId]: answer } });
    transaction.update(refs.quiz(quizId), nextVersion(quiz));
    appendAudit(transaction, caller, 'question-edit', { kind: 'question', id: questionId, label: `${quiz.quizName}: ${content.question}` }, {
      before: { quizId, ...auditedQuestion(question, key?.answers[questionId]) },
      after: { quizId, ...auditedQuestion(stored, answer) },
    });
    return { id: questionId, question: stored, answer, version: nextVersion(quiz).version };
  });
}

/**
 * Deletes a question and its answer, and closes the gap in the order of the questions after it,
 * in one transaction. Results already recorded keep their marks; attempts under way keep their
 * own copy of the key.
 */
export async function deleteQuestion(caller: Caller, quizId: string, questionId: string, versions: EditVersions = {}) {
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const question = await readQuestion(transaction, quizId, questionId);
    const [later, key] = await Promise.all([
      transaction.get(refs.questions(quizId).where('order', '>', question.order)),
      transaction.get(refs.answerKey(quizId)),
    ]);
    keepRevision(transaction, quizId, questionId, question, new Date());
    transaction.delete(refs.question(quizId, questionId));
    later.docs.forEach((doc) => {
      transaction.update(doc.ref, { order: doc.data().order - 1 });
    });
    if (key.exists) transaction.update(refs.answerKey(quizId), new FieldPath('answers', questionId), FieldValue.delete());
    transaction.update(refs.quiz(quizId), { questionCount: Math.max(0, quiz.questionCount - 1), ...nextVersion(quiz) });
    appendAudit(transaction, caller, 'question-delete', { kind: 'question', id: questionId, label: `${quiz.quizName}: ${question.question}` }, {
      before: { quizId, order: question.order, ...auditedQuestion(question, key.data()?.answers[questionId]) },
    });
    return { version: nextVersion(quiz).version };
  });
}

/** Puts a quiz's questions in the given order: `questionIds` must hold each of its questions once. */
export async function reorderQuestions(caller: Caller, quizId: string, questionIds: string[], versions: EditVersions = {}) {
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const questions = await transaction.get(refs.questions(quizId).orderBy('order'));
    const current = questions.docs.map((doc) => doc.id);
    const given = new Set(questionIds);
    const missing = current.filter((id) => !given.has(id));
    const unknown = questionIds.filter((id) => !current.includes(id));
    if (given.size !== questionIds.length || missing.length > 0 || unknown.length > 0) {
      throw invalidField(
        'body',
        'questionIds',
        `Send each of the quiz's ${String(current.length)} question ids exactly once${missing.length ? `; missing: ${missing.join(', ')}` : ''}${unknown.length ? `; not in this quiz: ${unknown.join(', ')}` : ''}.`,
      );
    }
    const orderOf = new Map(questions.docs.map((doc) => [doc.id, doc]));
    questionIds.forEach((id, order) => {
      const doc = orderOf.get(id);
      if (doc && doc.data().order !== order) transaction.update(doc.ref, { order });
    });
    transaction.update(refs.quiz(quizId), nextVersion(quiz));
    appendAudit(transaction, caller, 'question-reorder', { kind: 'quiz', id: quizId, label: quiz.quizName }, {
      before: { questionIds: current },
      after: { questionIds },
    });
    return { questionIds, version: nextVersion(quiz).version };
  });
}

/** A quiz's questions in their order (with no answers: those are in the answer key). */
export async function readQuestionsInOrder(quizId: string) {
  return (await refs.questions(quizId).orderBy('order').get()).docs;
}

/** A quiz's answer key: each question's right option ids, by question id (empty before the first question). */
export async function readAnswerKey(quizId: string) {
  return (await refs.answerKey(quizId).get()).data()?.answers ?? {};
}
