import { Alert, Button, HStack } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { useEffect, useId, useRef } from 'react';
import { DRAFT_CONFLICT_TEXTS as TEXTS } from '@quizmaster/shared/edit-conflicts';
import { questionConflictRows, quizConflictRows, type ConflictRow } from '../lib/conflict-rows';
import type { QuestionDraft } from '../lib/question-draft';
import type { QuizFormValues } from '../lib/quiz-form-values';

/*
 * Loaded only when a conflict shows (React.lazy in question-form.tsx and edit-quiz-form.tsx): the
 * Edit Quiz and Add Quiz pages do not carry it until then.
 */

interface ConflictProps<T> {
  /** Their stored value and its quiz version. */
  theirs: { value: T; version: number };
  yours: T;
  onKeepDraft: () => void;
  onTakeTheirs: () => void;
}

/** A question's every part, theirs beside the draft. */
export function QuestionConflict({ theirs, yours, ...choices }: ConflictProps<QuestionDraft>) {
  return <DraftConflict title={TEXTS.questionTitle} version={theirs.version} rows={questionConflictRows(theirs.value, yours)} {...choices} />;
}

/** The quiz fields that differ, theirs beside the draft. */
export function QuizConflict({ theirs, yours, ...choices }: ConflictProps<QuizFormValues>) {
  return <DraftConflict title={TEXTS.quizTitle} version={theirs.version} rows={quizConflictRows(theirs.value, yours)} {...choices} />;
}

interface DraftConflictProps {
  title: string;
  /** The quiz version of their stored value. */
  version: number;
  rows: readonly ConflictRow[];
  onKeepDraft: () => void;
  onTakeTheirs: () => void;
}

/**
 * Another admin's saved version beside this admin's unsaved draft (ADR 0015), and the choice
 * between them: the editor's Save waits for it. It takes the focus when it appears (the Save
 * just pressed turns disabled), so keyboard and screen-reader users land on it.
 */
function DraftConflict({ title, version, rows, onKeepDraft, onTakeTheirs }: DraftConflictProps) {
  const titleId = useId();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, []);

  return (
    <Alert.Root ref={region} as="section" status="warning" aria-labelledby={titleId} tabIndex={-1} alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="3" minW="0">
        <Alert.Title id={titleId}>{title}</Alert.Title>
        <Alert.Description>{TEXTS.explanation}</Alert.Description>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{TEXTS.caption}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{TEXTS.field}</Table.ColumnHeader>
                <Table.ColumnHeader>{TEXTS.theirs(version)}</Table.ColumnHeader>
                <Table.ColumnHeader>{TEXTS.yours}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.label}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    {row.label}
                  </Table.Cell>
                  <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
                    {row.theirs}
                  </Table.Cell>
                  <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
                    {row.yours}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="purple" onClick={onKeepDraft}>
            {TEXTS.keepDraft}
          </Button>
          <Button size="sm" variant="outline" colorPalette="purple" onClick={onTakeTheirs}>
            {TEXTS.useTheirs}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
