import { RequireAdmin } from '@/components/auth/require-admin';
import { usePageTitle } from '@/components/ui/page-title';
import { QuizzesTable } from '@/features/admin-quizzes/components/quizzes-table';

/** /dashboard/manageQuizzes: every quiz with its Details and delete actions. */
export function ManageQuizzesRoute() {
  usePageTitle('Manage Quizzes');
  return (
    <RequireAdmin>
      <QuizzesTable />
    </RequireAdmin>
  );
}
