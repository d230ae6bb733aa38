import { Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuDownload, LuFileCheck, LuUpload } from 'react-icons/lu';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { DRAFT_NOTES } from '@quizmaster/shared/quiz-authoring-rules';
import { CSV_HEADER, fileTooLargeMessage, MAX_IMPORT_BYTES, QUESTION_FORMATS, type QuestionFormat } from '@quizmaster/shared/question-formats/index';
import * as Field from '@/components/ui/plain-field';
import { Select } from '@/components/ui/plain-select';
import { Textarea } from '@/components/ui/plain-textarea';
import { adminActionFailure } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { EditingCalls, ImportCheck } from '../api/authoring-calls';
import { downloadText } from '../lib/download';

// The dry run's report (an alert, or a table of problems) loads with the first check.
const ImportReport = lazy(async () => ({ default: (await import('./import-report')).ImportReport }));

const FORMAT_LABELS: Record<QuestionFormat, string> = { csv: 'CSV (our template)', gift: 'GIFT (Moodle)', 'moodle-xml': 'Moodle XML', aiken: 'Aiken' };
const MEDIA_TYPES: Record<QuestionFormat, string> = { csv: 'text/csv', gift: 'text/plain', 'moodle-xml': 'application/xml', aiken: 'text/plain' };

/** The CSV template: its header and one example row (docs/API.md, "Question import and export formats"). */
const CSV_TEMPLATE = `${CSV_HEADER.join(',')}\r\nWhich of these are prime numbers?,2,4,7,9,,,,,,,1;3,A prime has exactly two divisors.,maths; primes\r\n`;

interface QuestionTransferProps {
  calls: EditingCalls;
  version: number;
  busy: boolean;
  /** After an import: the page reads the quiz again. */
  onImported: () => void;
}

/**
 * Import (paste or upload, check first, then import all or nothing) and export of a quiz's
 * questions (every type) as CSV, GIFT, Moodle XML or Aiken. The check is the server's dry run: the file's own problems and
 * the questions the quiz already has, each with its line.
 */
export function QuestionTransfer({ calls, version, busy, onImported }: QuestionTransferProps) {
  const [format, setFormat] = useState<QuestionFormat>('csv');
  const [text, setText] = useState('');
  // The check holds the version it was made against: the duplicates it found are that version's.
  const [check, setCheck] = useState<{ text: string; format: QuestionFormat; version: number; result: ImportCheck }>();
  const [working, setWorking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const checked = check && check.text === text && check.format === format ? check : undefined;
  // After another admin's change (the page reloaded a newer version), the import is checked again first.
  const stale = checked !== undefined && checked.version !== version;
  const current = stale ? undefined : checked?.result;

  const run = async (step: () => Promise<void>) => {
    setWorking(true);
    try {
      await step();
    } catch (error) {
      notify.error(adminActionFailure(error, notAdminMessage));
    } finally {
      setWorking(false);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) {
      notify.error(fileTooLargeMessage(file.size));
      return;
    }
    const lower = file.name.toLowerCase();
    if (lower.endsWith('.csv')) setFormat('csv');
    else if (lower.endsWith('.gift') || lower.endsWith('.gift.txt')) setFormat('gift');
    else if (lower.endsWith('.xml')) setFormat('moodle-xml');
    else if (lower.endsWith('.aiken.txt')) setFormat('aiken');
    setText(await file.text());
  };

  const exportAs = (exportFormat: QuestionFormat) =>
    run(async () => {
      const exported = await calls.exportQuestions(exportFormat);
      downloadText(exported.fileName, exported.text, MEDIA_TYPES[exportFormat]);
      if (exported.problems.length > 0) {
        notify.error(`${String(exported.problems.length)} ${exported.problems.length === 1 ? 'question was' : 'questions were'} left out: ${exported.problems.map((problem) => problem.message).join(' ')}`);
      } else notify.success(`Exported ${String(exported.questions)} ${exported.questions === 1 ? 'question' : 'questions'}.`);
      // Only CSV refers to images (by id); the other formats would drop them without a word (ADR 0037).
      if (exported.imagesLeftOut > 0) {
        notify.error(
          `${String(exported.imagesLeftOut)} ${exported.imagesLeftOut === 1 ? 'image is' : 'images are'} not in this file: this format cannot hold them. Export as CSV to keep them.`,
        );
      }
    });

  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Import and export
      </Heading>
      <Stack gap="3" as="form" aria-label="Import questions" onSubmit={(event) => event.preventDefault()}>
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Format</Field.Label>
            <Select size="sm" value={format} onChange={(event) => setFormat(event.target.value as QuestionFormat)}>
              {QUESTION_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {FORMAT_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field.Root>
          {/* A plain file input behind the button: the theme carries no file-upload recipe. */}
          <chakra.input
            ref={fileInput}
            type="file"
            display="none"
            accept=".csv,.txt,.gift,.xml,text/plain,text/csv,application/xml,text/xml"
            aria-label="Upload a file of questions"
            onChange={(event) => {
              void readFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
            <LuUpload aria-hidden /> Upload a file
          </Button>
          <Button size="sm" variant="ghost" colorPalette="purple" onClick={() => downloadText('questions-template.csv', CSV_TEMPLATE, 'text/csv')}>
            <LuDownload aria-hidden /> CSV template
          </Button>
        </HStack>
        <Field.Root>
          <Field.Label>Questions to import</Field.Label>
          <Textarea rows={6} fontFamily="mono" fontSize="sm" value={text} placeholder="Paste the file here, or upload it." onChange={(event) => setText(event.target.value)} />
        </Field.Root>
        <HStack gap="2">
          <Button size="sm" variant="outline" colorPalette="purple" disabled={text.trim() === '' || busy} loading={working} onClick={() => void run(async () => setCheck({ text, format, version, result: await calls.checkImport(format, text) }))}>
            <LuFileCheck aria-hidden /> Check
          </Button>
          <Button
            size="sm"
            colorPalette="purple"
            disabled={!current || current.problemCount > 0 || current.questionCount === 0 || busy}
            loading={working}
            onClick={() =>
              void run(async () => {
                const { imported } = await calls.importQuestions(format, text, version, checked?.version ?? version);
                notify.success(`Imported ${String(imported)} ${imported === 1 ? 'question' : 'questions'}.`);
                setText('');
                setCheck(undefined);
                onImported();
              })
            }
          >
            Import {current && current.problemCount === 0 ? `${String(current.questionCount)} ` : ''}questions
          </Button>
        </HStack>
        {stale ? (
          <Text fontSize="sm" color="fg.warning" role="status">
            {DRAFT_NOTES.importStale}
          </Text>
        ) : null}
        {current ? (
          <Suspense fallback={<Text fontSize="sm">Checked: loading the report…</Text>}>
            <ImportReport check={current} />
          </Suspense>
        ) : null}
      </Stack>

      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Export questions">
        <Text fontSize="sm" color="fg.muted">
          Export:
        </Text>
        {QUESTION_FORMATS.map((value) => (
          <Button key={value} size="xs" variant="outline" disabled={busy || working} onClick={() => void exportAs(value)}>
            <LuDownload aria-hidden /> {FORMAT_LABELS[value]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
