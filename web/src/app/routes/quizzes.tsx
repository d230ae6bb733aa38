import { RequireSignedIn } from '@/components/auth/require-signed-in';
import { usePageTitle } from '@/components/ui/page-title';
import { FilterableQuizGrid } from '@/features/quizzes/components/filterable-quiz-grid';
import { QUIZZES_CARD_TITLE_LEVEL } from '@/features/quizzes/lib/grid-columns';
import { QuizzesPage } from '@/features/quizzes/components/quizzes-shell';

/** /quizzes (signed-in, SPEC.md section 2): the quizzes as a card grid, free, paid or both, under a page heading. */
export function QuizzesRoute() {
  usePageTitle('Quizzes');
  return (
    <RequireSignedIn>
      <QuizzesPage>
        <FilterableQuizGrid cardTitleLevel={QUIZZES_CARD_TITLE_LEVEL} />
      </QuizzesPage>
    </RequireSignedIn>
  );
}
