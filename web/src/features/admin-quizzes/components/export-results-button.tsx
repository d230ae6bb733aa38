import { Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { adminActionFailure } from '@/lib/api-client';
import { exportProgressText, type ExportProgress } from '../api/export-progress-text';

// Chakra's Progress runs a zag machine (about 5 KiB gzip with zag's runtime): it loads with the
// first export, and its value text stands in for it meanwhile.
const ExportProgressBar = lazy(async () => ({ default: (await import('./export-progress')).ExportProgressBar }));

interface ExportResultsButtonProps {
  quizId: string;
  /** Names the file: 'World Capitals' -> world-capitals-results.csv. */
  quizName: string;
}

/**
 * "Download CSV" of a quiz's Result Sheet, however long: the function streams it
 * (GET /api/v1/quiz-results/{quizId}/csv) and the button shows how many rows have arrived.
 */
export function ExportResultsButton({ quizId, quizName }: ExportResultsButtonProps) {
  const auth = useAuth();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    setProgress({ rows: 0, total: null });
    try {
      // The export's code (the CSV stream reader and the file save) loads with the first export.
      const { exportResultSheet } = await import('../api/export-results');
      await exportResultSheet(auth, quizId, quizName, setProgress);
    } catch (failure) {
      setError(adminActionFailure(failure, notAdminMessage));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="2" align="flex-end">
      <Button size="sm" variant="outline" colorPalette="purple" disabled={progress !== null} onClick={download}>
        <LuDownload aria-hidden /> Download CSV
      </Button>
      {progress ? (
        <Suspense
          fallback={
            <Text fontSize="xs" color="fg.muted">
              {exportProgressText(progress)}
            </Text>
          }
        >
          <ExportProgressBar {...progress} />
        </Suspense>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          The export failed: {error}
        </Text>
      ) : null}
    </Stack>
  );
}
