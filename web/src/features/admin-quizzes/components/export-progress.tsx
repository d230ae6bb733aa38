import * as Progress from '@/components/ui/progress';
import { exportProgressText, type ExportProgress } from '../api/export-progress-text';

/** The export's bar: rows received against the total; indeterminate without a total (or with none to wait for). */
export function ExportProgressBar({ rows, total }: ExportProgress) {
  return (
    <Progress.Root value={total ? Math.min(rows, total) : null} max={total || 1} size="sm" colorPalette="purple" w="48">
      <Progress.Track aria-label="Exporting the results" aria-valuetext={exportProgressText({ rows, total })}>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs" color="fg.muted">
        {exportProgressText({ rows, total })}
      </Progress.ValueText>
    </Progress.Root>
  );
}
