import { QuizzesShell } from '@/features/quizzes/components/quizzes-shell';

/** /quizzes while it loads (app/shell/route-shell.tsx). */
export const Shell = QuizzesShell;
