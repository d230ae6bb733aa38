import { lazy } from 'react';

/**
 * The conflict panels (draft-conflict.tsx), loaded when a conflict first shows. Declared once
 * here for both editors, so the list of chunks the import needs is in the bundle once.
 */
const panels = () => import('./draft-conflict');

export const QuestionConflict = lazy(() => panels().then((module) => ({ default: module.QuestionConflict })));
export const QuizConflict = lazy(() => panels().then((module) => ({ default: module.QuizConflict })));
