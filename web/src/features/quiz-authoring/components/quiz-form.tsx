import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import { windowProblem } from '@quizmaster/shared/quiz-authoring-rules';
import * as Field from '@/components/ui/plain-field';
import { PlainCheckbox } from '@/components/ui/plain-checkbox';
import { Select } from '@/components/ui/plain-select';
import { Textarea } from '@/components/ui/plain-textarea';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { ORDERING_CREDIT_CHOICES, REVIEW_PART_CHOICES, REVIEW_TIMING_CHOICES, SCORING_CHOICES } from '../lib/quiz-form-choices';
import { prefetchQuizFormResolver } from '../lib/lazy-quiz-form-resolver';
import { emptyQuizForm, fromLocalInput, REQUIRED_FIELDS, toLocalInput, type QuizFormValues } from '../lib/quiz-form-values';
import { useQuizForm } from '../lib/use-quiz-form';
import { CoverPicker } from './cover-picker';

interface QuizFormProps {
  onSubmit: (input: CreateQuizInput) => Promise<void>;
  upload: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | null;
  /** The quiz being edited (a fresh form when absent). */
  initialValues?: QuizFormValues;
  /** The form's accessible name and its submit button's text. */
  label?: string;
  submitLabel?: string;
  /** Hears every change of the values (Edit Quiz compares its draft with the stored quiz). */
  onValuesChange?: (values: QuizFormValues) => void;
  /** Shown above the submit button, which stays disabled while it is: a choice the admin must make first. */
  blocker?: ReactNode;
}

/** The quiz step of Add Quiz, checked by the same rules as the API (shared/src/quiz-authoring.ts). */
export function QuizForm({ onSubmit, upload, initialValues = emptyQuizForm, label = 'Add Quiz', submitLabel = 'Add Quiz', onValuesChange, blocker }: QuizFormProps) {
  const { values, errors, isSubmitting, setValue, blur, text, handleSubmit } = useQuizForm(initialValues, onSubmit);
  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);
  const complete = REQUIRED_FIELDS.every((field) => values[field].trim() !== '');

  return (
    <form onSubmit={handleSubmit} onFocus={prefetchQuizFormResolver} noValidate aria-label={label}>
      <Stack gap="5">
        <Field.Root invalid={!!errors.quizName} required>
          <Field.Label>Quiz Name</Field.Label>
          <Field.Input {...text('quizName')} placeholder="e.g. World Capitals" />
          <Field.ErrorText>{errors.quizName}</Field.ErrorText>
        </Field.Root>

        <CoverPicker value={values.image} onChange={(image) => setValue('image', image)} upload={upload} />

        <Field.Root invalid={!!errors.description} required>
          <Field.Label>Description</Field.Label>
          <Textarea {...text('description')} rows={3} placeholder="What is this quiz about?" />
          <Field.ErrorText>{errors.description}</Field.ErrorText>
        </Field.Root>

        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Field.Root invalid={!!errors.quizType} required>
            <Field.Label>Quiz Type</Field.Label>
            <Select {...text('quizType')}>
              <option value="">Choose…</option>
              <option value="free">free</option>
              <option value="paid">paid</option>
            </Select>
            <Field.ErrorText>{errors.quizType}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Result Type</Field.Label>
            <Select {...text('resultType')}>
              <option value="quiz-wise">quiz wise</option>
              <option value="question-wise">question wise</option>
            </Select>
          </Field.Root>
          <Field.Root>
            <Field.Label>Time Type</Field.Label>
            <Select {...text('timeType')}>
              <option value="per-quiz">per quiz</option>
              <option value="per-question">per question</option>
            </Select>
          </Field.Root>
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!errors.retakeCount} required>
            <Field.Label>Retake Count</Field.Label>
            <Field.Input type="number" inputMode="numeric" min={0} max={20} step={1} {...text('retakeCount')} />
            {errors.retakeCount ? (
              <Field.ErrorText>{errors.retakeCount}</Field.ErrorText>
            ) : (
              <Field.HelperText>Extra attempts after the first (0–20).</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.allQTime} required>
            <Field.Label>Quiz Duration (minutes)</Field.Label>
            <Field.Input type="number" inputMode="decimal" min={0.5} max={600} step="any" {...text('allQTime')} />
            {errors.allQTime ? (
              <Field.ErrorText>{errors.allQTime}</Field.ErrorText>
            ) : (
              <Field.HelperText>For the whole quiz; per question, it is shared equally.</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>

        <Field.Root>
          <Field.Label>Scoring of multi-answer questions</Field.Label>
          <Select {...text('scoringMode')}>
            {SCORING_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
          <Field.HelperText>Wrong ticks never take a question below 0 points.</Field.HelperText>
        </Field.Root>

        {values.scoringMode === 'exact' ? null : (
          <Field.Root>
            <Field.Label>Ordering questions</Field.Label>
            <Select name="orderingCredit" value={values.orderingCredit} onChange={(event) => setValue('orderingCredit', event.target.value)}>
              {ORDERING_CREDIT_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </Field.Root>
        )}

        <Stack as="fieldset" gap="4" borderWidth="1px" rounded="md" p="4">
          <Text as="legend" fontWeight="medium" px="1">
            Attempts and availability
          </Text>
          <HStack gap="6" flexWrap="wrap">
            {(['shuffleQuestions', 'shuffleOptions'] as const).map((name) => (
              <PlainCheckbox key={name} checked={values[name]} onCheckedChange={(checked) => setValue(name, checked)} onBlur={() => blur(name)} colorPalette="purple">
                {name === 'shuffleQuestions' ? 'Shuffle question order' : 'Shuffle option order'}
              </PlainCheckbox>
            ))}
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.drawCount}>
              <Field.Label>Questions per attempt</Field.Label>
              <Field.Input type="number" inputMode="numeric" min={1} step={1} placeholder="All" {...text('drawCount')} />
              {errors.drawCount ? <Field.ErrorText>{errors.drawCount}</Field.ErrorText> : <Field.HelperText>Drawn at random for each attempt; blank for all.</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={!!errors.drawTag}>
              <Field.Label>Draw from tag</Field.Label>
              <Field.Input placeholder="All questions" {...text('drawTag')} />
              {errors.drawTag ? <Field.ErrorText>{errors.drawTag}</Field.ErrorText> : <Field.HelperText>Only questions with this tag; blank for all.</Field.HelperText>}
            </Field.Root>
            {(['opensAt', 'closesAt'] as const).map((name) => (
              <Field.Root key={name} invalid={!!errors[name]}>
                <Field.Label>{name === 'opensAt' ? 'Opens' : 'Closes'}</Field.Label>
                <Field.Input type="datetime-local" value={toLocalInput(values[name])} onBlur={() => blur(name)} onChange={(event) => setValue(name, fromLocalInput(event.target.value))} />
                {errors[name] ? (
                  <Field.ErrorText>{errors[name]}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{name === 'opensAt' ? 'Blank: open now.' : 'Blank: never closes. Attempts end at this time.'}</Field.HelperText>
                )}
              </Field.Root>
            ))}
          </SimpleGrid>
          {windowProblem(values.opensAt, values.closesAt) ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {windowProblem(values.opensAt, values.closesAt)}
            </Text>
          ) : null}
        </Stack>

        <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="4">
          <Text as="legend" fontWeight="medium" px="1">
            Review after an attempt
          </Text>
          <Field.Root>
            <Field.Label>Players may review an attempt</Field.Label>
            <Select {...text('reviewWhen')}>
              {REVIEW_TIMING_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </Field.Root>
          <Stack as="fieldset" gap="2" aria-label="The review shows">
            <Text fontSize="sm" color="fg.muted">
              The review shows:
            </Text>
            <HStack gap="6" flexWrap="wrap">
              {REVIEW_PART_CHOICES.map((choice) => (
                <PlainCheckbox
                  key={choice.value}
                  checked={values.reviewShows.includes(choice.value)}
                  onCheckedChange={(checked) =>
                    setValue('reviewShows', checked ? [...values.reviewShows, choice.value] : values.reviewShows.filter((part) => part !== choice.value))
                  }
                  colorPalette="purple"
                >
                  {choice.label}
                </PlainCheckbox>
              ))}
            </HStack>
          </Stack>
        </Stack>

        <Stack as="fieldset" gap="4" borderWidth="1px" rounded="md" p="4">
          <Text as="legend" fontWeight="medium" px="1">
            Certificates and leaderboard
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="center">
            <Field.Root invalid={!!errors.passMark}>
              <Field.Label>Pass mark (%)</Field.Label>
              <Field.Input type="number" inputMode="numeric" min={1} max={100} step={1} placeholder="No certificates" {...text('passMark')} />
              {errors.passMark ? (
                <Field.ErrorText>{errors.passMark}</Field.ErrorText>
              ) : (
                <Field.HelperText>An attempt with at least these marks earns a certificate; blank for none.</Field.HelperText>
              )}
            </Field.Root>
            <ToggleSwitch checked={values.leaderboard} onCheckedChange={(checked) => setValue('leaderboard', checked)} label="Show a leaderboard" />
          </SimpleGrid>
        </Stack>

        {blocker}
        <Button type="submit" colorPalette="purple" alignSelf="flex-start" disabled={!complete || windowProblem(values.opensAt, values.closesAt) !== null || !!blocker} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
