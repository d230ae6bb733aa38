import { Button, Heading, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { DataTable, type Column } from '@/components/ui/data-table';
import { LoadFailed } from '@/components/ui/load-failed';
import { quizSubmissionsQuery } from '@/lib/firestore/refs';
import { resultSheetCsv, resultSheetFileName, type ResultRow } from '../lib/result-sheet-csv';

/** Hands the CSV to the browser as a download (no server round trip: the rows are on screen). */
function downloadCsv(fileName: string, rows: readonly ResultRow[]) {
  const url = URL.createObjectURL(new Blob([resultSheetCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoking at once can cancel the download in some browsers; let it start first.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const RESULT_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Marks', numeric: true },
  { label: 'Grade' },
];

/** The Result Sheet of a quiz (SPEC.md "Quiz details"): every result, best first, live. */
export function ResultSheet({ quizId, quizName }: { quizId: string; quizName: string }) {
  const { status, data: results, error } = useFirestoreCollectionData(quizSubmissionsQuery(useFirestore(), quizId));

  return (
    <section aria-labelledby="result-sheet-heading">
      <HStack justify="space-between" mb="3" gap="3" flexWrap="wrap">
        <Heading as="h3" size="md" id="result-sheet-heading">
          Result Sheet
        </Heading>
        <Button
          size="sm"
          variant="outline"
          colorPalette="purple"
          disabled={status !== 'success'}
          onClick={() => downloadCsv(resultSheetFileName(quizName), results)}
        >
          <LuDownload aria-hidden /> Download CSV
        </Button>
      </HStack>
      {status === 'loading' ? <Skeleton h="24" rounded="md" role="status" aria-busy="true" aria-label="Loading the results" /> : null}
      {status === 'error' ? <LoadFailed>The results could not be loaded: {error?.message}</LoadFailed> : null}
      {status === 'success' && results.length === 0 ? <Text color="fg.muted">Nobody has taken this quiz yet.</Text> : null}
      {status === 'success' && results.length > 0 ? (
        <DataTable columns={RESULT_COLUMNS}>
          {results.map((result, index) => (
            <Table.Row key={result.id} data-testid={`result-${result.id}`}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>{result.userName}</Table.Cell>
              <Table.Cell>{result.userEmail}</Table.Cell>
              <Table.Cell textAlign="end">{result.marks}</Table.Cell>
              <Table.Cell fontWeight="semibold">{result.grade}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}
