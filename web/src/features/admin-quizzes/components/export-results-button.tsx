import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useAuth } from '@/lib/firebase-context';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { adminActionFailure } from '@/lib/api-client';
import * as Progress from '@/components/ui/progress';
import { exportProgressText, exportResultSheet, type ExportProgress } from '../api/export-results';

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
      await exportResultSheet(auth, quizId, quizName, setProgress);
    } catch (failure) {
      setError(adminActionFailure(failure, notAdminMessage));
    } finally {
      setProgress(null);
    }
  };

  const { rows = 0, total = null } = progress ?? {};
  return (
    <Stack gap="2" align="flex-end">
      <Button size="sm" variant="outline" colorPalette="purple" disabled={progress !== null} onClick={download}>
        <LuDownload aria-hidden /> Download CSV
      </Button>
      {progress ? (
        // Without a total (or with none to wait for) the bar runs indeterminate.
        <Progress.Root value={total ? Math.min(rows, total) : null} max={total || 1} size="sm" colorPalette="purple" w="48">
          <Progress.Track aria-label="Exporting the results" aria-valuetext={exportProgressText({ rows, total })}>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText fontSize="xs" color="fg.muted">
            {exportProgressText({ rows, total })}
          </Progress.ValueText>
        </Progress.Root>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          The export failed: {error}
        </Text>
      ) : null}
    </Stack>
  );
}
