import { Alert, Badge, Box, Button, HStack, IconButton, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type DragEvent } from 'react';
import { LuArrowDown, LuArrowUp, LuGripVertical, LuPencil } from 'react-icons/lu';
import { DRAFT_NOTES } from '@quizmaster/shared/quiz-authoring-rules';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import type { AuthoringQuestion } from '../api/authoring-calls';
import { QUESTION_TYPE_LABELS, TRUE_FALSE_OPTIONS } from '@quizmaster/shared/question-types/limits';
import { draftFromQuestion, type QuestionDraft } from '../lib/question-draft';
import { typedSummary } from '../lib/typed-draft';
import { moveItem } from '../lib/reorder';
import { QuestionForm } from './question-form';

interface QuestionListProps {
  questions: readonly AuthoringQuestion[];
  /** The quiz version the questions were read at: an open editor's draft is based on it. */
  version: number;
  /** Saves the new order (every question id, in order); false when it failed. */
  onReorder: (questionIds: string[]) => Promise<boolean>;
  onEdit: (questionId: string, draft: QuestionDraft, baseVersion: number) => Promise<boolean>;
  onDelete: (questionId: string) => Promise<void>;
  busy: boolean;
}

/**
 * A quiz's questions in order, each editable in place and deletable. The order changes by
 * dragging a row (mouse or touch) or with its Move up / Move down buttons (keyboard); a status
 * line says where the question went, for screen readers.
 */
export function QuestionList({ questions, version, onReorder, onEdit, onDelete, busy }: QuestionListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= questions.length || from === to) return;
    const ids = moveItem(
      questions.map((question) => question._id),
      from,
      to,
    );
    if (await onReorder(ids)) setAnnouncement(`Question ${String(from + 1)} is now question ${String(to + 1)} of ${String(questions.length)}.`);
  };

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) void move(dragged, to);
    setDragged(null);
  };

  // The open question vanished on a reload: another admin deleted it. Say so, instead of
  // closing the editor as if nothing happened.
  const editedGone = editing !== null && !questions.some((question) => question._id === editing);
  const deletedNotice = editedGone ? (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title flex="1">{DRAFT_NOTES.questionDeleted}</Alert.Title>
      <Button size="xs" variant="outline" onClick={() => setEditing(null)}>
        Dismiss
      </Button>
    </Alert.Root>
  ) : null;

  if (questions.length === 0)
    return (
      <Stack gap="2">
        {deletedNotice}
        <Text color="fg.muted">No questions yet: add the first one below.</Text>
      </Stack>
    );

  return (
    <Stack gap="2">
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {deletedNotice}
      <List.Root as="ol" listStyle="none" gap="2" aria-label="Questions">
        {questions.map((question, index) => (
          <List.Item
            key={question._id}
            data-testid={`question-${question._id}`}
            borderWidth="1px"
            rounded="md"
            p="3"
            bg={dragged === index ? 'bg.muted' : undefined}
            draggable={editing === null && !busy}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragged(null)}
          >
            {editing === question._id ? (
              <QuestionForm
                label={`Edit question ${String(index + 1)}`}
                saveLabel="Save question"
                initial={draftFromQuestion(question)}
                version={version}
                onCancel={() => setEditing(null)}
                onSave={async (draft, baseVersion = version) => {
                  const saved = await onEdit(question._id, draft, baseVersion);
                  if (saved) setEditing(null);
                  return saved;
                }}
              />
            ) : (
              <HStack align="start" gap="3">
                <Box color="fg.muted" cursor="grab" pt="1" aria-hidden>
                  <LuGripVertical />
                </Box>
                <Stack gap="1" flex="1" minW="0">
                  <Text fontWeight="medium">
                    {index + 1}. {question.question}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {question.typed
                      ? typedSummary(question.typed)
                      : `${question.type ? `${QUESTION_TYPE_LABELS[question.type]}: ` : ''}${(question.options.length > 0 || question.type !== 'true-false' ? question.options : TRUE_FALSE_OPTIONS)
                          .map((option) => `${question.answer.includes(option.id) ? '✓ ' : ''}${option.option}`)
                          .join(' · ')}`}
                  </Text>
                  {question.tags.length > 0 ? (
                    <HStack gap="1" flexWrap="wrap">
                      {question.tags.map((tag) => (
                        <Badge key={tag} size="sm" variant="subtle">
                          {tag}
                        </Badge>
                      ))}
                    </HStack>
                  ) : null}
                </Stack>
                <HStack gap="1">
                  <IconButton size="xs" variant="ghost" aria-label={`Move question ${String(index + 1)} up`} disabled={busy || index === 0} onClick={() => void move(index, index - 1)}>
                    <LuArrowUp />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Move question ${String(index + 1)} down`}
                    disabled={busy || index === questions.length - 1}
                    onClick={() => void move(index, index + 1)}
                  >
                    <LuArrowDown />
                  </IconButton>
                  <Button size="xs" variant="ghost" colorPalette="purple" aria-label={`Edit question ${String(index + 1)}`} disabled={busy} onClick={() => setEditing(question._id)}>
                    <LuPencil aria-hidden /> Edit
                  </Button>
                  <DeleteIconButton
                    label={`Delete question ${String(index + 1)}`}
                    text="The question and its answer will be removed from the quiz. Results already recorded keep their marks."
                    confirmLabel="Yes, delete the question"
                    onConfirm={() => onDelete(question._id)}
                  />
                </HStack>
              </HStack>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
