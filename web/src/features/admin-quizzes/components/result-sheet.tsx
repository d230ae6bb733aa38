import { Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from '@/lib/firebase-context';
import { GRADES } from '@quizmaster/shared/grading';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { usePagedQuery, useQueryCount } from '@/lib/firestore/use-paged-query';
import { useUrlFilter } from '@/lib/use-url-filter';
import { resultSheetList } from '../api/quiz-lists';
import { ExportResultsButton } from './export-results-button';
import { FilterSelect } from './filter-select';

const RESULT_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Marks', numeric: true },
  { label: 'Grade' },
];

/** Best marks first is the default, so it needs no URL parameter. */
const SORT_OPTIONS = [
  { value: '', label: 'Marks (best first)' },
  { value: 'date', label: 'Date (newest first)' },
] as const;

const GRADE_OPTIONS = [{ value: '', label: 'All grades' }, ...GRADES.map((grade) => ({ value: grade, label: grade }))];

/**
 * The Result Sheet of a quiz (SPEC.md "Quiz details"): one page of results at a time, live,
 * sorted by marks or date and filtered by grade through queries (`?sort=date&grade=A%2B&after=…`).
 */
export function ResultSheet({ quizId, quizName }: { quizId: string; quizName: string }) {
  const db = useFirestore();
  const [sortParam, setSort] = useUrlFilter('sort');
  const [gradeParam, setGrade] = useUrlFilter('grade');
  const { sort, grade, query: base, order } = resultSheetList(db, quizId, sortParam, gradeParam);
  const page = usePagedQuery(base, order);
  const total = useQueryCount(base, page);

  return (
    <Stack as="section" aria-labelledby="result-sheet-heading" gap="3">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h3" size="md" id="result-sheet-heading">
          Result Sheet
        </Heading>
        {/* The whole sheet, streamed by the function with a progress bar (however many rows). */}
        <ExportResultsButton quizId={quizId} quizName={quizName} />
      </HStack>
      <HStack role="search" aria-label="Sort and filter the results" gap="3" align="end" flexWrap="wrap">
        <FilterSelect label="Sort by" value={sort === 'marks' ? '' : sort} options={SORT_OPTIONS} onChange={setSort} />
        <FilterSelect label="Grade" value={grade ?? ''} options={GRADE_OPTIONS} onChange={setGrade} />
      </HStack>
      {page.status === 'loading' ? <Skeleton h="24" rounded="md" role="status" aria-busy="true" aria-label="Loading the results" /> : null}
      {page.status === 'error' ? <LoadFailed>The results could not be loaded: {page.error.message}</LoadFailed> : null}
      {page.status === 'success' && page.rows.length === 0 && !page.links.previous ? (
        <Text color="fg.muted">{grade ? `No result has the grade ${grade}.` : 'Nobody has taken this quiz yet.'}</Text>
      ) : null}
      {page.status === 'success' && (page.rows.length > 0 || page.links.previous) ? (
        <div>
          <DataTable columns={RESULT_COLUMNS}>
            {page.rows.map((result, index) => (
              <Table.Row key={result.id} data-testid={`result-${result.id}`}>
                <Table.Cell>{page.links.firstRow + index}</Table.Cell>
                <Table.Cell>{result.userName}</Table.Cell>
                <Table.Cell>{result.userEmail}</Table.Cell>
                <Table.Cell textAlign="end">{result.marks}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Text as="span" fontWeight="semibold">
                      {result.grade}
                    </Text>
                    {/* A passing attempt's certificate: its public verify page (where an admin may revoke it). */}
                    {result.certificateId ? (
                      <Link asChild fontSize="xs" colorPalette="purple" variant="underline">
                        <RouterLink to={paths.certificate.getHref(result.certificateId)}>Certificate</RouterLink>
                      </Link>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <Pager label="results" links={page.links} shown={page.rows.length} total={total} />
        </div>
      ) : null}
    </Stack>
  );
}
