import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { DRAFT_NOTES, QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring-rules';
import * as Field from '@/components/ui/plain-field';
import { PlainCheckbox } from '@/components/ui/plain-checkbox';
import { Textarea } from '@/components/ui/plain-textarea';
import { useDraftBase } from '../lib/draft-base';
import { addOption, canAddOption, emptyDraft, removeOption, saveBlocker, toggleCorrect, type QuestionDraft } from '../lib/question-draft';
import { QuestionConflict } from './draft-conflict-lazy';

interface QuestionFormProps {
  /**
   * Saves the question; on success the form starts over, on failure it keeps everything typed.
   * `baseVersion` (with `version`): the quiz version the draft was started from.
   */
  onSave: (draft: QuestionDraft, baseVersion?: number) => Promise<boolean>;
  /** The question being edited (an empty draft for a new one). */
  initial?: QuestionDraft;
  /**
   * The quiz version `initial` was read at, when editing a stored question: when the page shows
   * a newer one, the draft follows it, or shows it beside the draft for the admin to choose.
   */
  version?: number;
  /** The form's accessible name and its save button's text. */
  label?: string;
  saveLabel?: string;
  /** Shown as a Cancel button beside Save when given (editing a question). */
  onCancel?: () => void;
}

/**
 * The question step (SPEC.md section 4): the question, then options added one by one, then the
 * correct ones ticked. Once an answer is ticked the option input hides and Save Answer shows.
 */
export function QuestionForm({ onSave, initial = emptyDraft, version, label = 'Add Question', saveLabel = 'Save Answer', onCancel }: QuestionFormProps) {
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [optionText, setOptionText] = useState('');
  const [saving, setSaving] = useState(false);
  // A new question (no version) replaces nothing: its base never moves.
  const based = useDraftBase(initial, version ?? 0, draft);
  const [round, setRound] = useState(based.round);
  if (round !== based.round) {
    setRound(based.round);
    setDraft(based.origin);
  }
  const answerTicked = draft.correct.length > 0;
  const blocker = based.theirs ? DRAFT_NOTES.chooseFirst : saveBlocker(draft);

  const add = () => {
    setDraft(addOption(draft, optionText));
    setOptionText('');
  };

  const save = async () => {
    setSaving(true);
    const saved = await onSave(draft, version === undefined ? undefined : based.base);
    setSaving(false);
    if (saved) setDraft(initial);
  };

  return (
    <Stack gap="5" as="form" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <Field.Root required>
        <Field.Label>Question</Field.Label>
        <Textarea rows={2} value={draft.question} onChange={(event) => setDraft({ ...draft, question: event.target.value })} />
      </Field.Root>

      {draft.options.length > 0 ? (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            Options: tick the correct one(s)
          </Text>
          {draft.options.map((option, index) => {
            const id = index + 1;
            return (
              <HStack key={`${String(id)}-${option}`} gap="2" borderWidth="1px" rounded="md" px="3" py="2">
                <Text as="span" color="fg.muted" minW="5" aria-hidden>
                  {id}.
                </Text>
                <PlainCheckbox checked={draft.correct.includes(id)} onCheckedChange={() => setDraft(toggleCorrect(draft, id))} colorPalette="green" flex="1">
                  {option}
                </PlainCheckbox>
                <IconButton size="xs" variant="ghost" aria-label={`Remove option ${String(id)}`} onClick={() => setDraft(removeOption(draft, id))}>
                  <LuX />
                </IconButton>
              </HStack>
            );
          })}
        </Stack>
      ) : null}

      {answerTicked ? null : (
        <Field.Root>
          <Field.Label>New option</Field.Label>
          <HStack gap="2" w="full">
            <Field.Input
              value={optionText}
              onChange={(event) => setOptionText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && canAddOption(draft) && optionText.trim()) add();
              }}
            />
            <Button variant="outline" colorPalette="purple" disabled={!canAddOption(draft) || !optionText.trim()} onClick={add}>
              <LuPlus aria-hidden /> Add Option
            </Button>
          </HStack>
          <Field.HelperText>{draft.question.trim() ? 'Add the options one by one.' : 'Write the question first.'}</Field.HelperText>
        </Field.Root>
      )}

      {answerTicked ? (
        <>
          <Field.Root>
            <Field.Label>Explanation (optional)</Field.Label>
            <Textarea
              rows={2}
              maxLength={QUIZ_LIMITS.explanation}
              value={draft.explanation}
              onChange={(event) => setDraft({ ...draft, explanation: event.target.value })}
            />
            <Field.HelperText>Why the answer is right; players see it in their review when the quiz allows.</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Tags (optional)</Field.Label>
            <Field.Input value={draft.tags} placeholder="e.g. capitals, europe" onChange={(event) => setDraft({ ...draft, tags: event.target.value })} />
            <Field.HelperText>Separate tags with commas.</Field.HelperText>
          </Field.Root>
        </>
      ) : null}

      {based.theirs ? (
        <Suspense fallback={null}>
          <QuestionConflict theirs={based.theirs} yours={draft} onKeepDraft={based.keepDraft} onTakeTheirs={based.takeTheirs} />
        </Suspense>
      ) : null}

      {answerTicked || onCancel ? (
        <Stack gap="2" align="flex-start">
          <HStack gap="2">
            {answerTicked ? (
              <Button colorPalette="purple" disabled={blocker !== null} loading={saving} onClick={() => void save()}>
                {saveLabel}
              </Button>
            ) : null}
            {onCancel ? (
              <Button variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </HStack>
          {blocker ? (
            <Text fontSize="sm" color="fg.muted">
              {blocker}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
