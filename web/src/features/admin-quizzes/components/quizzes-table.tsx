import { EmptyState, Heading, Image, Link, Stack, Table } from '@chakra-ui/react';
import { LuBookOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth, useFirestore, useFirestoreCollectionData } from 'reactfire';
import { LoadFailed } from '@/components/ui/load-failed';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { quizzesQuery } from '@/lib/firestore/refs';
import { deleteQuiz } from '../api/delete-quiz';
import { DeleteQuizButton } from './delete-quiz-button';
import { QuizTypeBadge } from './quiz-type-badge';

const QUIZ_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Image' },
  { label: 'Name' },
  { label: 'Status' },
  { label: 'Submissions', numeric: true },
  { label: 'Details' },
  { label: 'Delete', hiddenLabel: true },
];

/** Manage Quizzes (SPEC.md "All Quizzes table"): every quiz, live, with Details and delete. */
export function QuizzesTable() {
  const auth = useAuth();
  const { status, data: quizzes, error } = useFirestoreCollectionData(quizzesQuery(useFirestore()));
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') {
    console.error(error);
    return <LoadFailed>The quizzes could not be loaded. Please refresh the page to try again.</LoadFailed>;
  }

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        All Quizzes ({quizzes.length})
      </Heading>
      {quizzes.length === 0 ? (
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
      ) : (
        <DataTable columns={QUIZ_COLUMNS}>
          {quizzes.map((quiz, index) => (
            <Table.Row key={quiz.id} data-testid={`quiz-${quiz.id}`}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>
                <Image src={quiz.image} alt={`Cover of ${quiz.quizName}`} w="12" h="8" objectFit="cover" rounded="sm" loading="lazy" />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{quiz.quizName}</Table.Cell>
              <Table.Cell>
                <QuizTypeBadge quizType={quiz.quizType} />
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
                <DeleteQuizButton quizName={quiz.quizName} onDelete={() => deleteQuiz(auth, quiz.id)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
