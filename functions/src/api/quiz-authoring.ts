import { Router } from 'express';
import { isPublished, quizVersion } from '@quizmaster/shared/models/quiz';
import { editQuizSchema } from '@quizmaster/shared/quiz-authoring';
import { authoringApi } from '@quizmaster/shared/api/authoring';
import { addQuestion, deleteQuestion, editQuestion, readFullAnswerKey, readQuestionsInOrder, reorderQuestions, typedFieldsOf } from '../services/questions';
import { duplicateQuiz, editQuiz, quizFieldsOf, requireQuiz, setPublished } from '../services/quizzes';
import { endpoint } from './endpoint';
import { toJson } from './json';
import { coverSources } from './params';

/**
 * Editing quizzes (ADR 0015): the editor's read, a quiz's fields, its questions one by one, their
 * order, duplicating, publishing and unpublishing. Admins only. Each change bumps the quiz's
 * version and appends an audit entry in the same transaction; `expectedVersion` and `baseVersion`
 * (optional: the version the page loaded, the one the draft was started from) refuse an edit made
 * from a stale copy with a 409.
 */
export const quizAuthoringRouter = Router();

const editQuizBody = editQuizSchema(coverSources);

quizAuthoringRouter.get(
  '/quizzes/:quizId/authoring',
  endpoint({
    route: authoringApi.load,
    access: 'admin',
    handle: async ({ params }) => {
      const [quiz, questions, key] = await Promise.all([requireQuiz(params.quizId), readQuestionsInOrder(params.quizId), readFullAnswerKey(params.quizId)]);
      return {
        quiz: { ...toJson(params.quizId, quiz), version: quizVersion(quiz), published: isPublished(quiz) },
        questions: questions.map((doc) => {
          const { question, questionHtml, image, options, order, explanation, explanationHtml, tags, type, content } = doc.data();
          // Typed questions (ADR 0035): the author's fields back from the stored content and key.
          const typed = typedFieldsOf(content, key.keys?.[doc.id]);
          return {
            _id: doc.id,
            question,
            ...(questionHtml ? { questionHtml } : {}),
            ...(image ? { image } : {}),
            options,
            order,
            answer: key.answers[doc.id] ?? [],
            explanation: explanation ?? '',
            ...(explanationHtml ? { explanationHtml } : {}),
            tags: tags ?? [],
            ...(type ? { type } : {}),
            ...(typed ? { typed } : {}),
          };
        }),
      };
    },
  }),
);

quizAuthoringRouter.put(
  '/quizzes/:quizId',
  endpoint({
    route: authoringApi.editQuiz,
    access: 'admin',
    serverBody: editQuizBody,
    handle: async ({ caller, params, body }) => {
      const { expectedVersion, baseVersion, ...fields } = body;
      const { quiz, changed } = await editQuiz(caller, params.quizId, quizFieldsOf(fields), { expectedVersion, baseVersion });
      return { changed, quiz: { ...toJson(params.quizId, quiz), version: quizVersion(quiz) } };
    },
  }),
);

quizAuthoringRouter.post(
  '/quizzes/:quizId/duplicate',
  endpoint({
    route: authoringApi.duplicate,
    access: 'admin',
    status: 201,
    handle: async ({ caller, params }) => {
      const { id, quiz } = await duplicateQuiz(caller, params.quizId);
      return { insertedId: id, quiz: toJson(id, quiz) };
    },
  }),
);

// Publish and unpublish (docs/API.md): a draft is invisible to players; publishing needs a question.
for (const [action, published] of [
  ['publish', true],
  ['unpublish', false],
] as const) {
  quizAuthoringRouter.post(
    `/quizzes/:quizId/${action}`,
    endpoint({
      route: published ? authoringApi.publish : authoringApi.unpublish,
      access: 'admin',
      handle: async ({ caller, params, body }) => {
        const { changed, quiz } = await setPublished(caller, params.quizId, published, body);
        return { changed, quiz: { published: isPublished(quiz), version: quizVersion(quiz) } };
      },
    }),
  );
}

quizAuthoringRouter.post(
  '/quizzes/:quizId/questions',
  endpoint({
    route: authoringApi.addQuestion,
    access: 'admin',
    status: 201,
    handle: async ({ caller, params, body }) => {
      const added = await addQuestion(caller, params.quizId, body);
      return { insertedId: added.id, question: { _id: added.id, ...added.question, answer: added.answer } };
    },
  }),
);

quizAuthoringRouter.put(
  '/quizzes/:quizId/questions/:questionId',
  endpoint({
    route: authoringApi.editQuestion,
    access: 'admin',
    handle: async ({ caller, params, body }) => {
      const { expectedVersion, baseVersion, ...content } = body;
      const edited = await editQuestion(caller, params.quizId, params.questionId, content, { expectedVersion, baseVersion });
      return { question: { _id: edited.id, ...edited.question, answer: edited.answer }, version: edited.version };
    },
  }),
);

quizAuthoringRouter.delete(
  '/quizzes/:quizId/questions/:questionId',
  endpoint({
    route: authoringApi.deleteQuestion,
    access: 'admin',
    handle: async ({ caller, params, query }) => {
      const { version } = await deleteQuestion(caller, params.quizId, params.questionId, query);
      return { deleted: true, version };
    },
  }),
);

quizAuthoringRouter.put(
  '/quizzes/:quizId/question-order',
  endpoint({
    route: authoringApi.reorder,
    access: 'admin',
    handle: async ({ caller, params, body }) => reorderQuestions(caller, params.quizId, body.questionIds, body),
  }),
);
