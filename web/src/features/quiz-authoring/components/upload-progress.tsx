import * as Progress from '@/components/ui/progress';

/** The cover upload's bar, in percent. */
export function UploadProgressBar({ percent }: { percent: number }) {
  return (
    <Progress.Root value={percent} size="sm" colorPalette="purple" aria-label="Uploading the cover">
      <Progress.Track rounded="full">
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText fontSize="xs">{percent}%</Progress.ValueText>
    </Progress.Root>
  );
}
