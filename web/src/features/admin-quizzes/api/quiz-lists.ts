import type { Firestore } from 'firebase/firestore';
import { parseGrade } from '@quizmaster/shared/grading';
import { QUIZ_TYPES, type QuizType } from '@quizmaster/shared/models/quiz';
import { PAGE_SIZES } from '@quizmaster/shared/paging';
import { holdQuery } from '@/lib/firestore/prefetch';
import { urlPageQuery } from '@/lib/firestore/page-query';
import { quizListOrder, quizListQuery, quizRef, quizSubmissionsQuery, RESULT_SHEET_ORDERS, type QuizListFilter, type ResultSheetSort } from '@/lib/firestore/refs';

/** The `type` of the URL when it names a quiz type; anything else means every type. */
const quizTypeFrom = (text: string): QuizType | null => QUIZ_TYPES.find((type) => type === text) ?? null;

/** Manage Quizzes' list for the URL's `type` and `q` (name prefix). */
export function quizList(db: Firestore, typeParam: string, namePrefix: string) {
  const filter: QuizListFilter = { quizType: quizTypeFrom(typeParam), namePrefix };
  return { filter, query: quizListQuery(db, filter), order: quizListOrder(filter) };
}

/** A quiz's Result Sheet for the URL's `sort` (best marks by default, or `date`) and `grade`. */
export function resultSheetList(db: Firestore, quizId: string, sortParam: string, gradeParam: string) {
  const sort: ResultSheetSort = sortParam === 'date' ? 'date' : 'marks';
  const grade = parseGrade(gradeParam);
  return { sort, grade, query: quizSubmissionsQuery(db, quizId, grade), order: RESULT_SHEET_ORDERS[sort] };
}

/** Starts reading the page of Manage Quizzes the URL names (the route's prefetch: see adminPrefetch). */
export function prefetchQuizzesPage(db: Firestore, params: URLSearchParams): void {
  const list = quizList(db, params.get('type') ?? '', params.get('q') ?? '');
  holdQuery(urlPageQuery(list.query, list.order, params, PAGE_SIZES.table));
}

/** Starts reading the quiz and the page of its Result Sheet the URL names (the route's prefetch: see adminPrefetch). */
export function prefetchQuizDetails(db: Firestore, quizId: string, params: URLSearchParams): void {
  holdQuery(quizRef(db, quizId));
  const list = resultSheetList(db, quizId, params.get('sort') ?? '', params.get('grade') ?? '');
  holdQuery(urlPageQuery(list.query, list.order, params, PAGE_SIZES.table));
}
