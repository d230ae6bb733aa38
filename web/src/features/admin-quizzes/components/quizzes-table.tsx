import { EmptyState, Heading, HStack, Image, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { LuBookOpen } from 'react-icons/lu';
import { isPublished } from '@quizmaster/shared/models/quiz';
import { formatTotal } from '@quizmaster/shared/paging';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth, useFirestore } from '@/lib/firebase-context';
import { LoadFailed } from '@/components/ui/load-failed';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { usePagedQuery, useQueryCount } from '@/lib/firestore/use-paged-query';
import { useUrlFilter } from '@/lib/use-url-filter';
import { deleteQuiz } from '../api/delete-quiz';
import { quizList } from '../api/quiz-lists';
import { DeleteQuizButton } from './delete-quiz-button';
import { FilterSelect } from './filter-select';
import { NameSearch } from './name-search';
import { PublishedBadge } from './published-badge';
import { QuizTypeBadge } from './quiz-type-badge';

const QUIZ_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Image' },
  { label: 'Name' },
  { label: 'Status' },
  { label: 'Submissions', numeric: true },
  { label: 'Details' },
  { label: 'Edit' },
  { label: 'Delete', hiddenLabel: true },
];

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
] as const;

/**
 * Manage Quizzes (SPEC.md "All Quizzes table"): one page of quizzes at a time, live, searched
 * by name prefix and filtered by type through queries; the header's total is a count() of the
 * same filter. Drafts are listed too, their Status saying Draft beside the type. Page, search and type live in the URL (`?q=…&type=paid&after=…`).
 */
export function QuizzesTable() {
  const auth = useAuth();
  const db = useFirestore();
  const [namePrefix, setNamePrefix] = useUrlFilter('q');
  const [typeParam, setType] = useUrlFilter('type');
  const { filter, query: base, order } = quizList(db, typeParam, namePrefix);
  const filtered = filter.quizType !== null || namePrefix.trim() !== '';
  const page = usePagedQuery(base, order);
  const total = useQueryCount(base, page);

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        All Quizzes{total === undefined ? '' : ` (${formatTotal(total)})`}
      </Heading>
      <HStack role="search" aria-label="Filter quizzes" gap="3" align="end" flexWrap="wrap">
        <NameSearch label="Search by quiz name" value={namePrefix} onSearch={setNamePrefix} />
        <FilterSelect label="Type" value={filter.quizType ?? ''} options={TYPE_OPTIONS} onChange={setType} />
      </HStack>
      {page.status === 'loading' ? <Skeleton h="40" rounded="md" role="status" aria-busy="true" aria-label="Loading the quizzes" /> : null}
      {page.status === 'error' ? <LoadFailed>The quizzes could not be loaded. Please refresh the page to try again.</LoadFailed> : null}
      {page.status === 'success' && page.rows.length === 0 && !page.links.previous ? (
        filtered ? (
          <Text color="fg.muted">No quiz matches this search.</Text>
        ) : (
          <NoQuizzesYet />
        )
      ) : null}
      {page.status === 'success' && (page.rows.length > 0 || page.links.previous) ? (
        <>
          <DataTable columns={QUIZ_COLUMNS}>
            {page.rows.map((quiz, index) => (
              <Table.Row key={quiz.id} data-testid={`quiz-${quiz.id}`}>
                <Table.Cell>{page.links.firstRow + index}</Table.Cell>
                <Table.Cell>
                  <Image src={quiz.image} alt={`Cover of ${quiz.quizName}`} w="12" h="8" objectFit="cover" rounded="sm" loading="lazy" />
                </Table.Cell>
                <Table.Cell fontWeight="medium">{quiz.quizName}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1.5" flexWrap="wrap">
                    <QuizTypeBadge quizType={quiz.quizType} />
                    <PublishedBadge published={isPublished(quiz)} />
                  </HStack>
                </Table.Cell>
                <Table.Cell textAlign="end">{quiz.submissionCount}</Table.Cell>
                <Table.Cell>
                  <Link asChild color="purple.fg" fontWeight="medium">
                    <RouterLink to={paths.quizDetails.getHref(quiz.id)} aria-label={`Details of ${quiz.quizName}`}>
                      Details
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <Link asChild color="purple.fg" fontWeight="medium">
                    <RouterLink to={paths.editQuiz.getHref(quiz.id)} aria-label={`Edit ${quiz.quizName}`}>
                      Edit
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <DeleteQuizButton quizName={quiz.quizName} onDelete={() => deleteQuiz(auth, quiz.id)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <Pager label="quizzes" links={page.links} shown={page.rows.length} total={total} />
        </>
      ) : null}
    </Stack>
  );
}

function NoQuizzesYet() {
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuBookOpen />
        </EmptyState.Indicator>
        <EmptyState.Title>No quizzes yet</EmptyState.Title>
        <EmptyState.Description>
          <Link asChild color="purple.fg">
            <RouterLink to={paths.addQuiz.getHref()}>Add the first quiz</RouterLink>
          </Link>
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
