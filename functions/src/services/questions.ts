import { FieldPath, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { questionRevisionOf, type Question, type QuestionOption } from '@quizmaster/shared/models/question';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { AnswerKey } from '@quizmaster/shared/models/answer-key';
import { QUIZ_LIMITS, type ImageInput } from '@quizmaster/shared/quiz-authoring';
import { isTypedType, TRUE_FALSE_OPTIONS, type ChoiceType } from '@quizmaster/shared/question-types/limits';
import type { TypedQuestionFields } from '@quizmaster/shared/question-types/input';
import type { TypedContent, TypedKey } from '@quizmaster/shared/question-types/model';
import { buildTypedQuestion, typedInputOf } from '@quizmaster/shared/question-types/build';
import type { Caller } from '../domain/caller';
import { conflict, invalidField, notFound } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';
import { resolveImageInputs, type ResolvedImages } from './question-images';
import { richFieldsOf } from './rich-fields';
import { nextVersion, readQuizForEdit, type EditVersions } from './quizzes';

/** What every question has: its text, and optionally an image, an explanation and tags. */
interface QuestionText {
  question: string;
  /** An uploaded image's id and the author's alt text (ADR 0037); its size is looked up. */
  image?: ImageInput | undefined;
  explanation?: string | undefined;
  tags?: string[] | undefined;
}

/** A choice option as the admin writes it: an image is an input, resolved when saved. */
export interface OptionInput {
  id: number;
  option: string;
  image?: ImageInput | undefined;
}

/**
 * A question as the admin writes it (ADR 0035): a choice question (options and the right option
 * ids; `true-false` needs neither options nor more than [1] or [2]), or a typed question (its
 * type's fields, in the author's terms).
 */
export type QuestionContent =
  | (QuestionText & { type?: ChoiceType | undefined; options?: OptionInput[] | undefined; answer: number[] })
  | (QuestionText & TypedQuestionFields);

/** A question ready to store: the document's fields, and its key (option ids, or a typed key). */
export interface PreparedQuestion {
  fields: Pick<Question, 'question' | 'questionHtml' | 'image' | 'options' | 'type' | 'content' | 'explanation' | 'explanationHtml' | 'tags'>;
  answer: number[] | null;
  key: TypedKey | null;
}

/** Option ids must be unique, and every answer one of them. */
export function checkAnswerAgainstOptions(options: { id: number }[], answer: number[]): void {
  const ids = new Set(options.map((option) => option.id));
  if (ids.size !== options.length) throw invalidField('body', 'options', 'Each option needs its own id.');
  const unknown = answer.filter((id) => !ids.has(id));
  if (unknown.length > 0) throw invalidField('body', 'answer', `${unknown.join(', ')} is not among the option ids.`);
}

/** The question's text fields as stored: no empty explanation or tags. */
const storedText = (content: QuestionText) => ({
  question: content.question,
  ...(content.explanation ? { explanation: content.explanation } : {}),
  ...(content.tags && content.tags.length > 0 ? { tags: content.tags } : {}),
});

/** No images: what prepareQuestion stores when the inputs were not resolved (a question without any). */
const NO_IMAGES: ResolvedImages = { options: [] };

/**
 * Checks a question and turns it into what is stored: a typed question's content and key come
 * from buildTypedQuestion (ids at random), a true/false question gets the fixed options. Images
 * are the resolved refs (resolveImageInputs), the question's and each option's by position; the
 * inputs themselves are never stored.
 */
export function prepareQuestion(content: QuestionContent, images: ResolvedImages = NO_IMAGES): PreparedQuestion {
  const image = images.image ? { image: images.image } : {};
  if (content.type !== undefined && isTypedType(content.type)) {
    const typedContent = content as QuestionText & TypedQuestionFields;
    const { content: shown, key } = buildTypedQuestion(typedContent, Math.random);
    return { fields: { ...storedText(content), ...image, options: [], type: content.type, content: shown }, answer: null, key };
  }
  const choice = content as Extract<QuestionContent, { answer: number[] }>;
  const options: QuestionOption[] =
    choice.type === 'true-false'
      ? TRUE_FALSE_OPTIONS.map((option) => ({ ...option }))
      : (choice.options ?? []).map((option, index) => {
          const optionImage = images.options[index];
          return { id: option.id, option: option.option, ...(optionImage ? { image: optionImage } : {}) };
        });
  checkAnswerAgainstOptions(options, choice.answer);
  const answer = [...new Set(choice.answer)].sort((a, b) => a - b);
  if (choice.type === 'single' && answer.length !== 1) throw invalidField('body', 'answer', 'A single-answer question has exactly one right option.');
  return { fields: { ...storedText(choice), ...image, options, ...(choice.type ? { type: choice.type } : {}) }, answer, key: null };
}

/**
 * prepareQuestion, with its images looked up (ADR 0037: an unknown id is a 400 naming the field)
 * and the HTML of the text's math and code (ADR 0036) stored beside the question, each option
 * and the explanation, only where the text has markup. A fill-in-the-blanks text
 * (`content.text`) is not rendered: its blanks are markup of their own.
 */
export async function renderQuestion(content: QuestionContent): Promise<PreparedQuestion> {
  // A true/false question's options are the fixed ones: it has no option images.
  const options = 'options' in content && content.type !== 'true-false' ? content.options : undefined;
  const prepared = prepareQuestion(content, await resolveImageInputs({ image: content.image, options }));
  const { fields } = prepared;
  const rich = await richFieldsOf({ question: fields.question, options: fields.options, explanation: fields.explanation ?? '' });
  const optionHtml = new Map(rich.options.map(({ id, optionHtml: html }) => [id, html]));
  return {
    ...prepared,
    fields: {
      ...fields,
      ...(rich.questionHtml ? { questionHtml: rich.questionHtml } : {}),
      options: fields.options.map((option) => {
        const html = optionHtml.get(option.id);
        return { id: option.id, option: option.option, ...(html ? { html } : {}), ...(option.image ? { image: option.image } : {}) };
      }),
      ...(rich.explanationHtml ? { explanationHtml: rich.explanationHtml } : {}),
    },
  };
}

/** What an audit entry shows of a question: all of it, answer included (only admins read the log). */
const auditedQuestion = (question: Pick<Question, 'question' | 'image' | 'options' | 'explanation' | 'tags' | 'type' | 'content'>, answer: number[] | undefined, key?: TypedKey) => ({
  question: question.question,
  ...(question.image ? { image: `${question.image.id}: ${question.image.alt}` } : {}),
  options: question.options.map((option) => `${String(option.id)}. ${option.option}${option.image ? ` [image ${option.image.id}: ${option.image.alt}]` : ''}`),
  answer: answer ?? [],
  explanation: question.explanation ?? '',
  tags: question.tags ?? [],
  ...(question.type ? { type: question.type } : {}),
  ...(question.content && key ? { typed: typedInputOf(question.content, key) } : {}),
});

/**
 * Writes a question's key (after the transaction's reads): option ids in `answers` or a typed key
 * in `keys`, removing the other, so a question that changed type leaves nothing stale behind.
 */
function writeKey(transaction: Transaction, quizId: string, keyExists: boolean, questionId: string, prepared: Pick<PreparedQuestion, 'answer' | 'key'>): void {
  const ref = refs.answerKey(quizId);
  if (!keyExists) {
    transaction.create(ref, {
      answers: prepared.answer ? { [questionId]: prepared.answer } : {},
      ...(prepared.key ? { keys: { [questionId]: prepared.key } } : {}),
    });
  } else if (prepared.key) {
    transaction.update(ref, new FieldPath('keys', questionId), prepared.key, new FieldPath('answers', questionId), FieldValue.delete());
  } else {
    transaction.update(ref, new FieldPath('answers', questionId), prepared.answer ?? [], new FieldPath('keys', questionId), FieldValue.delete());
  }
}

/** Writes a new question, its answer and the quiz's count and version in `transaction` (after its reads). */
export function writeNewQuestion(transaction: Transaction, quizId: string, quiz: QuizSummary, keyExists: boolean, order: number, prepared: PreparedQuestion) {
  const questionRef = refs.questions(quizId).doc();
  const stored: Question = { ...prepared.fields, order, quizType: quiz.quizType };
  transaction.create(questionRef, stored);
  writeKey(transaction, quizId, keyExists, questionRef.id, prepared);
  return { id: questionRef.id, question: stored, answer: prepared.answer ?? [], key: prepared.key };
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
  // Checked and rendered once, before the transaction (which may run again).
  const prepared = await renderQuestion(content);
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId);
    assertRoomFor(quiz, 1);
    const keyExists = (await transaction.get(refs.answerKey(quizId))).exists;
    const added = writeNewQuestion(transaction, quizId, quiz, keyExists, quiz.questionCount, prepared);
    transaction.update(refs.quiz(quizId), { questionCount: quiz.questionCount + 1, ...nextVersion(quiz) });
    appendAudit(transaction, caller, 'question-add', { kind: 'question', id: added.id, label: `${quiz.quizName}: ${content.question}` }, {
      after: { quizId, ...auditedQuestion(added.question, added.answer, added.key ?? undefined) },
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
    ...(question.questionHtml ? { questionHtml: question.questionHtml } : {}),
    ...(question.image ? { image: question.image } : {}),
    ...(question.type ? { type: question.type } : {}),
    ...(question.content ? { content: question.content } : {}),
    ...(question.explanation ? { explanation: question.explanation } : {}),
    ...(question.explanationHtml ? { explanationHtml: question.explanationHtml } : {}),
    replacedAt: now,
  });
}

/** Reads a question of the quiz in `transaction`, or 404. */
async function readQuestion(transaction: Transaction, quizId: string, questionId: string): Promise<Question> {
  const question = (await transaction.get(refs.question(quizId, questionId))).data();
  if (!question) throw notFound(`No question has the id ${questionId} in this quiz.`);
  return question;
}

/** Replaces a question's content (of any type, which may change), answer, explanation and tags; its place in the quiz stays. */
export async function editQuestion(caller: Caller, quizId: string, questionId: string, content: QuestionContent, versions: EditVersions = {}) {
  const prepared = await renderQuestion(content);
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const question = await readQuestion(transaction, quizId, questionId);
    const key = (await transaction.get(refs.answerKey(quizId))).data();
    // Written whole: an explanation, tags or typed content taken away are gone, not kept from before.
    const stored: Question = { order: question.order, quizType: question.quizType, ...prepared.fields, revision: questionRevisionOf(question) + 1 };
    keepRevision(transaction, quizId, questionId, question, new Date());
    transaction.set(refs.question(quizId, questionId), stored);
    writeKey(transaction, quizId, !!key, questionId, prepared);
    transaction.update(refs.quiz(quizId), nextVersion(quiz));
    appendAudit(transaction, caller, 'question-edit', { kind: 'question', id: questionId, label: `${quiz.quizName}: ${content.question}` }, {
      before: { quizId, ...auditedQuestion(question, key?.answers[questionId], key?.keys?.[questionId]) },
      after: { quizId, ...auditedQuestion(stored, prepared.answer ?? [], prepared.key ?? undefined) },
    });
    return { id: questionId, question: stored, answer: prepared.answer ?? [], version: nextVersion(quiz).version };
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
    if (key.exists) transaction.update(refs.answerKey(quizId), new FieldPath('answers', questionId), FieldValue.delete(), new FieldPath('keys', questionId), FieldValue.delete());
    transaction.update(refs.quiz(quizId), { questionCount: Math.max(0, quiz.questionCount - 1), ...nextVersion(quiz) });
    appendAudit(transaction, caller, 'question-delete', { kind: 'question', id: questionId, label: `${quiz.quizName}: ${question.question}` }, {
      before: { quizId, order: question.order, ...auditedQuestion(question, key.data()?.answers[questionId], key.data()?.keys?.[questionId]) },
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

/** A quiz's whole answer key: option ids of the choice questions and the typed questions' keys (empty before the first question). */
export async function readFullAnswerKey(quizId: string): Promise<AnswerKey> {
  return (await refs.answerKey(quizId).get()).data() ?? { answers: {} };
}

/**
 * The editor's view of a typed question (ADR 0035): the author's fields, from the stored content
 * and key; undefined for a choice question.
 */
export function typedFieldsOf(content: TypedContent | undefined, key: TypedKey | undefined): TypedQuestionFields | undefined {
  return content && key ? (typedInputOf(content, key) ?? undefined) : undefined;
}
