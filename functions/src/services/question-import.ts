import type { Question } from '@quizmaster/shared/models/question';
import type { QuizSummary } from '@quizmaster/shared/models/quiz';
import {
  formatQuestions,
  importProblemsMessage,
  MAX_REPORTED_PROBLEMS,
  parseQuestions,
  questionKey,
  type ImportFormat,
  type ImportProblem,
  type ImportReport,
  type PortableQuestion,
} from '@quizmaster/shared/question-formats/index';
import { QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring';
import type { Caller } from '../domain/caller';
import { HttpError } from '../domain/errors';
import { refs, runTransaction } from '../firebase';
import { appendAudit } from './audit-log';
import { prepareQuestion, renderQuestion, writeNewQuestion, type PreparedQuestion } from './questions';
import { nextVersion, readQuizForEdit, requireQuiz, type EditVersions } from './quizzes';

/**
 * What a dry run answers: the questions as they would be imported and the problems with their
 * lines, each list capped (ImportReport) and counted in full.
 */
export interface ImportCheck {
  questions: PortableQuestion[];
  questionCount: number;
  problems: ImportProblem[];
  problemCount: number;
}

/**
 * Checks a file's report against the quiz: the file's own problems (shared/src/question-formats),
 * plus questions the quiz already has (of those the report lists) and room for them all.
 */
function checkImport(report: ImportReport, quiz: QuizSummary, existing: readonly Question[]): ImportCheck {
  const found: ImportProblem[] = [];
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

/** A question of the file as stored: option ids 1, 2, … in the file's order; answers are those positions. */
const storedContentOf = (question: PortableQuestion) => ({
  question: question.question,
  options: question.options.map((option, index) => ({ id: index + 1, option })),
  answer: question.answers,
  explanation: question.explanation,
  tags: question.tags,
});

/** The dry run: what an import of `text` would add, and why it cannot yet. Writes nothing. */
export async function checkQuestionImport(quizId: string, format: ImportFormat, text: string): Promise<ImportCheck> {
  const report = parseQuestions(format, text);
  const [quiz, existing] = await Promise.all([requireQuiz(quizId), refs.questions(quizId).get()]);
  return checkImport(
    report,
    quiz,
    existing.docs.map((doc) => doc.data()),
  );
}

/**
 * Imports every question of `text` at the end of the quiz in one transaction, or none: any
 * problem (in the file, or a question the quiz already has) is a 400 that lists the first ones
 * and counts them all.
 */
export async function importQuestions(caller: Caller, quizId: string, format: ImportFormat, text: string, versions: EditVersions = {}) {
  // Read once, not again on each attempt of the transaction.
  const report = parseQuestions(format, text);
  // Rendered once too (ADR 0036); a question the check refuses is never written.
  const rendered = new Map<PortableQuestion, PreparedQuestion>();
  await Promise.all(
    report.questions.map(async (question) => {
      try {
        rendered.set(question, await renderQuestion(storedContentOf(question)));
      } catch {
        // checkImport reports what is wrong with it, inside the transaction.
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
    );
    if (check.problemCount > 0) {
      throw new HttpError(400, 'import-problems', importProblemsMessage(check.problemCount), { problems: check.problems, problemCount: check.problemCount });
    }
    let keyExists = key.exists;
    check.questions.forEach((question, index) => {
      writeNewQuestion(transaction, quizId, quiz, keyExists, quiz.questionCount + index, rendered.get(question) ?? prepareQuestion(storedContentOf(question)));
      keyExists = true;
    });
    const version = nextVersion(quiz);
    transaction.update(refs.quiz(quizId), { questionCount: quiz.questionCount + check.questions.length, ...version });
    appendAudit(transaction, caller, 'question-import', { kind: 'quiz', id: quizId, label: quiz.quizName }, {
      after: { format, imported: check.questions.length, questions: check.questions.map((question) => question.question) },
    });
    return { imported: check.questions.length, version: version.version };
  });
}

/** A quiz's questions in a format, in their order, with the problems of those the format cannot hold. */
export async function exportQuestions(quizId: string, format: ImportFormat) {
  const [quiz, questions, key] = await Promise.all([requireQuiz(quizId), refs.questions(quizId).orderBy('order').get(), refs.answerKey(quizId).get()]);
  const answers = key.data()?.answers ?? {};
  const portable = questions.docs.map((doc): PortableQuestion => {
    const { question, options, explanation, tags } = doc.data();
    const right = new Set(answers[doc.id] ?? []);
    return {
      question,
      options: options.map((option) => option.option),
      answers: options.flatMap((option, index) => (right.has(option.id) ? [index + 1] : [])),
      explanation: explanation ?? '',
      tags: tags ?? [],
    };
  });
  return { quiz, ...formatQuestions(format, portable), count: portable.length };
}
