import { Button, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { isTypedType, QUESTION_TYPE_LABELS, QUESTION_TYPES, TRUE_FALSE_OPTIONS, type QuestionType } from '@quizmaster/shared/question-types/limits';
import { DRAFT_NOTES, QUIZ_LIMITS } from '@quizmaster/shared/quiz-authoring-rules';
import * as Field from '@/components/ui/plain-field';
import { PlainCheckbox } from '@/components/ui/plain-checkbox';
import { Select } from '@/components/ui/plain-select';
import { Textarea } from '@/components/ui/plain-textarea';
import { RichTextPreview } from '@/components/ui/rich-text-preview';
import { AuthContext } from '@/lib/firebase-context/contexts';
import { richTextPreviewCall } from '@/lib/rich-text-preview';
import { useDraftBase } from '../lib/draft-base';
import { checkTypedLazily, prefetchTypedCheck } from '../lib/lazy-typed-check';
import {
  addOption,
  canAddOption,
  emptyDraft,
  removeOption,
  saveBlocker,
  toggleCorrect,
  withOptionImage,
  withQuestionImage,
  withType,
  type QuestionDraft,
} from '../lib/question-draft';
import type { TypedErrors } from '../lib/typed-check';
import { typedInputOfDraft } from '../lib/typed-draft';
import { QuestionConflict } from './draft-conflict-lazy';
import { ImageField } from './image-field';
import { TypeEditor } from './type-editor-lazy';

/** The picker's value for a stored question from before types: ticked like multiple answers, saved without a type. */
const UNTYPED_LABEL = 'Choice: single or multiple as ticked';

/** A native radio in its label (single answer, true/false): the browser gives it the keyboard and its role. */
function Radio({ name, checked, onPick, children }: { name: string; checked: boolean; onPick: () => void; children: ReactNode }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" flex="1" cursor="pointer">
      {/* A click on the picked one clears it (as unticking does), so more options can be added. */}
      <chakra.input type="radio" name={name} checked={checked} onChange={() => undefined} onClick={onPick} w="4" h="4" accentColor="green.600" />
      {children}
    </chakra.label>
  );
}

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
 * The question step (SPEC.md section 4): the question's type (ADR 0035) and text; for choice
 * questions, options added one by one, then the correct ones ticked (once an answer is ticked the
 * option input hides and Save Answer shows); for the other types, their own editor, loaded when
 * picked, and checked by the API's schema (loaded on first check) when Save is pressed.
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
  // The server's preview of math and code (ADR 0036); none where no Auth is provided (component tests).
  const auth = useContext(AuthContext);
  const preview = useMemo(() => (auth ? richTextPreviewCall(auth) : null), [auth]);
  const [errors, setErrors] = useState<TypedErrors>({});
  // After a refused save, each change is checked again, so a fixed problem goes away.
  const checking = useRef(false);
  const radios = useId();
  const answerTicked = draft.correct.length > 0;
  const typed = draft.typed;
  const choiceOptions = draft.type === 'single' || draft.type === 'multiple';
  const showSave = answerTicked || typed !== null;
  const blocker = based.theirs ? DRAFT_NOTES.chooseFirst : saveBlocker(draft);

  const recheck = (next: QuestionDraft) => {
    if (!checking.current || !next.typed) return;
    checkTypedLazily(typedInputOfDraft(next.typed)).then(setErrors, () => undefined);
  };
  const update = (next: QuestionDraft) => {
    setDraft(next);
    recheck(next);
  };
  const pickType = (type: QuestionType | '') => {
    if (type === '') return;
    if (isTypedType(type)) prefetchTypedCheck();
    checking.current = false;
    setErrors({});
    setDraft(withType(draft, type));
  };

  const add = () => {
    setDraft(addOption(draft, optionText));
    setOptionText('');
  };

  const save = async () => {
    setSaving(true);
    if (draft.typed) {
      // The schema did not load (offline): nothing is sent; the next Save tries again.
      const problems = await checkTypedLazily(typedInputOfDraft(draft.typed)).catch(() => null);
      if (problems === null || Object.keys(problems).length > 0) {
        checking.current = true;
        setErrors(problems ?? { '': 'The checks did not load: check the connection and press Save again.' });
        setRefusals((count) => count + 1);
        setSaving(false);
        return;
      }
    }
    const saved = await onSave(draft, version === undefined ? undefined : based.base);
    setSaving(false);
    if (saved) {
      checking.current = false;
      setErrors({});
      setDraft(initial);
    }
  };
  const hasErrors = Object.keys(errors).length > 0;

  // A refused save takes the keyboard to the first field the schema marked.
  const form = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return (
    <Stack ref={form} gap="5" as="form" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <Field.Root maxW="xs">
        <Field.Label>Question type</Field.Label>
        <Select value={draft.untyped ? '' : draft.type} onChange={(event) => pickType(event.target.value as QuestionType | '')}>
          {draft.untyped ? <option value="">{UNTYPED_LABEL}</option> : null}
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {QUESTION_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field.Root>

      <Field.Root required>
        <Field.Label>Question</Field.Label>
        <Textarea rows={2} value={draft.question} onChange={(event) => update({ ...draft, question: event.target.value })} />
        {preview ? <RichTextPreview text={draft.question} preview={preview} label="Question preview" /> : null}
      </Field.Root>
      {/* Every type's image (ADR 0037). An upload ends later: it updates the draft as it is then. */}
      <ImageField value={draft.image} onChange={(image) => setDraft((current) => withQuestionImage(current, image))} />

      {draft.type === 'true-false' ? (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            The right answer
          </Text>
          <HStack gap="6">
            {TRUE_FALSE_OPTIONS.map((option) => (
              <Radio key={option.id} name={radios} checked={draft.correct.includes(option.id)} onPick={() => setDraft(toggleCorrect(draft, option.id))}>
                {option.option}
              </Radio>
            ))}
          </HStack>
        </Stack>
      ) : null}

      {typed ? <TypeEditor value={typed} errors={errors} onChange={(next) => update({ ...draft, typed: next })} /> : null}

      {choiceOptions && draft.options.length > 0 ? (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" mb="2">
            {draft.type === 'single' ? 'Options: pick the correct one' : 'Options: tick the correct one(s)'}
          </Text>
          {draft.options.map((option, index) => {
            const id = index + 1;
            return (
              <Stack key={`${String(id)}-${option}`} gap="2" borderWidth="1px" rounded="md" px="3" py="2">
                <HStack gap="2">
                  <Text as="span" color="fg.muted" minW="5" aria-hidden>
                    {id}.
                  </Text>
                  {draft.type === 'single' ? (
                    <Radio name={radios} checked={draft.correct.includes(id)} onPick={() => setDraft(toggleCorrect(draft, id))}>
                      {option}
                    </Radio>
                  ) : (
                    <PlainCheckbox checked={draft.correct.includes(id)} onCheckedChange={() => setDraft(toggleCorrect(draft, id))} colorPalette="green" flex="1">
                      {option}
                    </PlainCheckbox>
                  )}
                  <IconButton size="xs" variant="ghost" aria-label={`Remove option ${String(id)}`} onClick={() => setDraft(removeOption(draft, id))}>
                    <LuX />
                  </IconButton>
                </HStack>
                <ImageField
                  of={`option ${String(id)}`}
                  value={draft.optionImages?.[index]}
                  onChange={(image) => setDraft((current) => withOptionImage(current, id, image))}
                />
              </Stack>
            );
          })}
        </Stack>
      ) : null}

      {!choiceOptions || answerTicked ? null : (
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

      {showSave ? (
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
            {preview ? <RichTextPreview text={draft.explanation} preview={preview} label="Explanation preview" /> : null}
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

      {showSave || onCancel ? (
        <Stack gap="2" align="flex-start">
          <HStack gap="2">
            {showSave ? (
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
          ) : hasErrors ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {errors[''] ?? 'Not saved: fix the problems shown above.'}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
