import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { QuizzesTable } from '@/features/admin-quizzes/components/quizzes-table';
import { prefetchQuizzesPage } from '@/features/admin-quizzes/api/quiz-lists';
import { adminPrefetch } from '@/lib/firestore/prefetch';

/** /dashboard/manageQuizzes: every quiz with its Details and delete actions. */
export function ManageQuizzesRoute() {
  usePageTitle('Manage Quizzes');
  return (
    <RequireAdmin>
      <QuizzesTable />
    </RequireAdmin>
  );
}

/** An admin's page of quizzes starts loading as the navigation to it starts (app/route-loading.ts). */
export const prefetch = adminPrefetch(prefetchQuizzesPage);
