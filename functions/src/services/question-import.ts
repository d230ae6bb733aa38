import type { Question } from '@quizmaster/shared/models/question';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import type { ImportCheck } from '@quizmaster/shared/api/question-transfer';
import {
  importProblemsMessage,
  isTypedPortable,
  MAX_REPORTED_PROBLEMS,
  questionKey,
  readQuestionFile,
  writeQuestionFile,
  type AnyPortableQuestion,
  type ImportProblem,
  type ImportReport,
  type PortableQuestion,
  type QuestionFormat,
} from '@quizmaster/shared/question-formats/index';
import { isTypedType } from '@quizmaster/shared/question-types/limits';
import { questionBodyInputSchema, QUIZ_LIMITS, type QuestionBody, type QuestionBodyInput } from '@quizmaster/shared/quiz-authoring';
import type { Caller } from '../domain/caller';
import { HttpError } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';
import { renderQuestion, typedFieldsOf, writeNewQuestion, type PreparedQuestion } from './questions';
import { nextVersion, readQuizForEdit, requireQuiz, type EditVersions } from './quizzes';

/**
 * Checks a file's report against the quiz: the file's own problems (shared/src/question-formats),
 * the questions the authoring schema refuses, questions the quiz already has (of those the report
 * lists) and room for them all.
 */
function checkImport(report: ReadFile, quiz: QuizSummary, existing: readonly Question[], imageProblems: readonly ImportProblem[]): ImportCheck {
  const found: ImportProblem[] = [...report.bodyProblems, ...imageProblems];
  const inQuiz = new Map(existing.map((question) => [questionKey(question.question), question.order + 1]));
  report.questions.forEach((question, index) => {
    const number = inQuiz.get(questionKey(question.question));
    if (number !== undefined) {
      found.push({ line: report.lines[index] ?? 0, message: `Duplicate question: the quiz already has it as question ${String(number)}.` });
    }
  });
  const total = quiz.questionCount + report.questionCount;
  if (report.questionCount > 0 && total > QUIZ_LIMITS.questions) {
    found.push({
      line: 1,
      message: `Too many questions: the quiz has ${String(quiz.questionCount)} and the file ${String(report.questionCount)}; a quiz holds at most ${String(QUIZ_LIMITS.questions)}.`,
    });
  }
  // The report's list is its first problems by line, so these are the first of both.
  const problems = [...report.problems, ...found].sort((a, b) => a.line - b.line).slice(0, MAX_REPORTED_PROBLEMS);
  return { questions: report.questions, questionCount: report.questionCount, problems, problemCount: report.problemCount + found.length };
}

/**
 * A question of the file as the authoring API takes it (POST /quizzes/{quizId}/questions): option
 * ids 1, 2, … in the file's order, the answers those positions, and its type said outright (as
 * the editor saves it); a typed question's author's fields as they are.
 */
function bodyOf(question: AnyPortableQuestion): QuestionBodyInput {
  const common = { question: question.question, ...(question.image ? { image: question.image } : {}), explanation: question.explanation, tags: question.tags };
  if (isTypedPortable(question)) return { ...common, ...question.typed };
  if (question.type === 'true-false') return { ...common, type: 'true-false', answer: question.answers };
  return {
    ...common,
    type: question.type ?? (question.answers.length === 1 ? 'single' : 'multiple'),
    options: question.options.map((option, index) => {
      const image = question.optionImages?.[index];
      return { id: index + 1, option, ...(image ? { image } : {}) };
    }),
    answer: question.answers,
  };
}

/** A file's report with each question checked by the authoring API's own schema, so an import stores only what an admin could add one by one. */
interface ReadFile extends ImportReport<AnyPortableQuestion> {
  bodies: QuestionBody[];
  /** Questions the schema refused (the formats' checks should have caught them first). */
  bodyProblems: ImportProblem[];
}

function readFile(format: QuestionFormat, text: string): ReadFile {
  const report = readQuestionFile(format, text);
  const bodies: QuestionBody[] = [];
  const bodyProblems: ImportProblem[] = [];
  report.questions.forEach((question, index) => {
    const parsed = questionBodyInputSchema.safeParse(bodyOf(question));
    if (parsed.success) bodies.push(parsed.data);
    else if (report.problemCount === 0) {
      // With problems in the file the question may be one of them, already reported.
      const issue = parsed.error.issues[0];
      bodyProblems.push({ line: report.lines[index] ?? 0, message: `Bad question: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'it cannot be stored'}.` });
    }
  });
  return { ...report, bodies, bodyProblems };
}

/**
 * The file's images that are not this project's (ADR 0037), by line: a CSV's ids are checked
 * here, in one read, so an unknown id is a problem of the report and never a 500 or an image
 * dropped. Images are never deleted, so the check holds for the transaction after it.
 */
async function unknownImages(report: ReadFile): Promise<ImportProblem[]> {
  const wanted = report.questions.flatMap((question, index) => {
    const line = report.lines[index] ?? 0;
    const options = isTypedPortable(question) ? [] : (question.optionImages ?? []);
    return [
      ...(question.image ? [{ line, id: question.image.id, what: 'the question' }] : []),
      ...options.flatMap((image, position) => (image ? [{ line, id: image.id, what: `option ${String(position + 1)}` }] : [])),
    ];
  });
  const ids = [...new Set(wanted.map((image) => image.id))];
  if (ids.length === 0) return [];
  const snapshots = await refs.questionImage(ids[0] ?? '').firestore.getAll(...ids.map((id) => refs.questionImage(id)));
  const known = new Set(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id));
  return wanted
    .filter((image) => !known.has(image.id))
    .map(({ line, id, what }) => ({ line, message: `Unknown image: no image of this project has the id ${id} (the image of ${what}); upload it in the editor first.` }));
}

/** The dry run: what an import of `text` would add, and why it cannot yet. Writes nothing. */
export async function checkQuestionImport(quizId: string, format: QuestionFormat, text: string): Promise<ImportCheck> {
  const report = readFile(format, text);
  const [quiz, existing, imageProblems] = await Promise.all([requireQuiz(quizId), refs.questions(quizId).get(), unknownImages(report)]);
  return checkImport(
    report,
    quiz,
    existing.docs.map((doc) => doc.data()),
    imageProblems,
  );
}

/**
 * Imports every question of `text` at the end of the quiz in one transaction, or none: any
 * problem (in the file, or a question the quiz already has) is a 400 that lists the first ones
 * and counts them all. Each question is stored as the authoring API stores it (writeNewQuestion).
 */
export async function importQuestions(caller: Caller, quizId: string, format: QuestionFormat, text: string, versions: EditVersions = {}) {
  // Read once, not again on each attempt of the transaction.
  const report = readFile(format, text);
  const imageProblems = await unknownImages(report);
  // Rendered once too (ADR 0036); a question the check refuses is never written.
  const rendered = await Promise.all(
    report.bodies.map(async (body): Promise<PreparedQuestion | null> => {
      try {
        return await renderQuestion(body);
      } catch {
        // checkImport reports what is wrong with it, inside the transaction.
        return null;
      }
    }),
  );
  return runTransaction(async (transaction) => {
    const quiz = await readQuizForEdit(transaction, quizId, versions);
    const [existing, key] = await Promise.all([transaction.get(refs.questions(quizId)), transaction.get(refs.answerKey(quizId))]);
    const check = checkImport(
      report,
      quiz,
      existing.docs.map((doc) => doc.data()),
      imageProblems,
    );
    if (check.problemCount > 0) {
      throw new HttpError(400, 'import-problems', importProblemsMessage(check.problemCount), { problems: check.problems, problemCount: check.problemCount });
    }
    let keyExists = key.exists;
    rendered.forEach((prepared, index) => {
      // Never a plainer copy (without its images or math) of a question that did not render.
      if (!prepared) throw new Error(`Question ${String(index + 1)} of the import passed the check but did not render.`);
      writeNewQuestion(transaction, quizId, quiz, keyExists, quiz.questionCount + index, prepared);
      keyExists = true;
    });
    const version = nextVersion(quiz);
    transaction.update(refs.quiz(quizId), { questionCount: quiz.questionCount + report.bodies.length, ...version });
    appendAudit(transaction, caller, 'question-import', { kind: 'quiz', id: quizId, label: quiz.quizName }, {
      after: { format, imported: report.bodies.length, questions: report.bodies.map((question) => question.question) },
    });
    return { imported: report.bodies.length, version: version.version };
  });
}

/** The question number a writer's problem starts with ("Question 3: …"), renumbered to the quiz's. */
const renumbered = (problem: ImportProblem, numbers: readonly number[]): ImportProblem => ({
  ...problem,
  message: problem.message.replace(/^Question (\d+):/, (whole, digits: string) => {
    const number = numbers[Number(digits) - 1];
    return number === undefined ? whole : `Question ${String(number)}:`;
  }),
});

/** A quiz's questions in a format, in their order, with the problems of those the format cannot hold. */
export async function exportQuestions(quizId: string, format: QuestionFormat) {
  const [quiz, questions, key] = await Promise.all([requireQuiz(quizId), refs.questions(quizId).orderBy('order').get(), refs.answerKey(quizId).get()]);
  const { answers = {}, keys = {} } = key.data() ?? {};
  const portable: AnyPortableQuestion[] = [];
  // Each exported question's number in the quiz (from 1), for the writer's problems.
  const numbers: number[] = [];
  const missing: ImportProblem[] = [];
  questions.docs.forEach((doc, index) => {
    const { question, image, options, explanation, tags, type, content } = doc.data();
    // Images by reference (id and alt): CSV keeps them, the other formats count them left out.
    const common = { question, ...(image ? { image: { id: image.id, alt: image.alt } } : {}), explanation: explanation ?? '', tags: tags ?? [] };
    if (type !== undefined && isTypedType(type)) {
      const typed = typedFieldsOf(content, keys[doc.id]);
      if (typed) {
        portable.push({ ...common, typed });
        numbers.push(index + 1);
      } else missing.push({ line: 0, message: `Question ${String(index + 1)}: its answer key is missing, so it cannot be exported.` });
      return;
    }
    const right = new Set(answers[doc.id] ?? []);
    const positions = options.flatMap((option, position) => (right.has(option.id) ? [position + 1] : []));
    // As the formats carry it: a type only when the answers do not say it (ADR 0035).
    const implied = positions.length === 1 ? 'single' : 'multiple';
    const optionImages = options.some((option) => option.image) ? { optionImages: options.map((option) => (option.image ? { id: option.image.id, alt: option.image.alt } : null)) } : {};
    portable.push({
      ...common,
      options: options.map((option) => option.option),
      ...optionImages,
      answers: positions,
      ...(type && type !== implied ? { type } : {}),
    } satisfies PortableQuestion);
    numbers.push(index + 1);
  });
  const written = writeQuestionFile(format, portable);
  const problems = [...missing, ...written.problems.map((problem) => renumbered(problem, numbers))];
  const leftOut = new Set(written.problems.map((problem) => /^Question (\d+):/.exec(problem.message)?.[1] ?? problem.message));
  return { quiz, text: written.text, problems, count: portable.length - leftOut.size, imagesLeftOut: written.imagesLeftOut };
}
