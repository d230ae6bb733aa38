import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { usePageTitle } from '@/components/ui/page-title';
import { FilterableQuizGrid } from '@/features/quizzes/components/filterable-quiz-grid';
import { QuizzesPage } from '@/features/quizzes/components/quizzes-shell';

/** /quizzes (signed-in, SPEC.md section 2): the quizzes as a card grid, free, paid or both, under a page heading. */
export function QuizzesRoute() {
  usePageTitle('Quizzes');
  return (
    <RequireSignedIn>
      <QuizzesPage>
        {/* The page's heading is the h1, so each quiz's title is an h2. */}
        <FilterableQuizGrid cardTitleLevel="h2" />
      </QuizzesPage>
    </RequireSignedIn>
  );
}
