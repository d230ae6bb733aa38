import { Button, Field, HStack, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import * as NativeSelect from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { CreateQuizInput } from '@quizmaster/shared/quiz-authoring';
import { windowProblem } from '@quizmaster/shared/quiz-authoring-rules';
import * as Checkbox from '@/components/ui/checkbox';
import { REVIEW_PART_CHOICES, REVIEW_TIMING_CHOICES, SCORING_CHOICES } from '../lib/quiz-form-choices';
import { lazyQuizFormResolver, prefetchQuizFormResolver } from '../lib/lazy-quiz-form-resolver';
import { emptyQuizForm, fromLocalInput, REQUIRED_FIELDS, toLocalInput, type QuizFormValues } from '../lib/quiz-form-values';
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
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<QuizFormValues>({ resolver: lazyQuizFormResolver, defaultValues: initialValues, mode: 'onTouched' });
  const values = useWatch({ control });
  useEffect(() => {
    onValuesChange?.(getValues());
  }, [values, getValues, onValuesChange]);
  const complete = REQUIRED_FIELDS.every((field) => (values[field] ?? '').trim() !== '');

  return (
    <form onSubmit={handleSubmit((parsed) => onSubmit(parsed as CreateQuizInput))} onFocus={prefetchQuizFormResolver} noValidate aria-label={label}>
      <Stack gap="5">
        <Field.Root invalid={!!errors.quizName} required>
          <Field.Label>Quiz Name</Field.Label>
          <Input {...register('quizName')} placeholder="e.g. World Capitals" />
          <Field.ErrorText>{errors.quizName?.message}</Field.ErrorText>
        </Field.Root>

        <Controller
          control={control}
          name="image"
          render={({ field }) => <CoverPicker value={field.value} onChange={field.onChange} upload={upload} />}
        />

        <Field.Root invalid={!!errors.description} required>
          <Field.Label>Description</Field.Label>
          <Textarea {...register('description')} rows={3} placeholder="What is this quiz about?" />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>

        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Field.Root invalid={!!errors.quizType} required>
            <Field.Label>Quiz Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('quizType')}>
                <option value="">Choose…</option>
                <option value="free">free</option>
                <option value="paid">paid</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.quizType?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Result Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('resultType')}>
                <option value="quiz-wise">quiz wise</option>
                <option value="question-wise">question wise</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Time Type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('timeType')}>
                <option value="per-quiz">per quiz</option>
                <option value="per-question">per question</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={!!errors.retakeCount} required>
            <Field.Label>Retake Count</Field.Label>
            <Input type="number" inputMode="numeric" min={0} max={20} step={1} {...register('retakeCount')} />
            {errors.retakeCount ? (
              <Field.ErrorText>{errors.retakeCount.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>Extra attempts after the first (0–20).</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.allQTime} required>
            <Field.Label>Quiz Duration (minutes)</Field.Label>
            <Input type="number" inputMode="decimal" min={0.5} max={600} step="any" {...register('allQTime')} />
            {errors.allQTime ? (
              <Field.ErrorText>{errors.allQTime.message}</Field.ErrorText>
            ) : (
              <Field.HelperText>For the whole quiz; per question, it is shared equally.</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>

        <Field.Root>
          <Field.Label>Scoring of multi-answer questions</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('scoringMode')}>
              {SCORING_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Wrong ticks never take a question below 0 points.</Field.HelperText>
        </Field.Root>

        <Stack as="fieldset" gap="4" borderWidth="1px" rounded="md" p="4">
          <Text as="legend" fontWeight="medium" px="1">
            Attempts and availability
          </Text>
          <HStack gap="6" flexWrap="wrap">
            {(['shuffleQuestions', 'shuffleOptions'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} colorPalette="purple">
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{name === 'shuffleQuestions' ? 'Shuffle question order' : 'Shuffle option order'}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            ))}
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root invalid={!!errors.drawCount}>
              <Field.Label>Questions per attempt</Field.Label>
              <Input type="number" inputMode="numeric" min={1} step={1} placeholder="All" {...register('drawCount')} />
              {errors.drawCount ? <Field.ErrorText>{errors.drawCount.message}</Field.ErrorText> : <Field.HelperText>Drawn at random for each attempt; blank for all.</Field.HelperText>}
            </Field.Root>
            <Field.Root invalid={!!errors.drawTag}>
              <Field.Label>Draw from tag</Field.Label>
              <Input placeholder="All questions" {...register('drawTag')} />
              {errors.drawTag ? <Field.ErrorText>{errors.drawTag.message}</Field.ErrorText> : <Field.HelperText>Only questions with this tag; blank for all.</Field.HelperText>}
            </Field.Root>
            {(['opensAt', 'closesAt'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Field.Root invalid={!!errors[name]}>
                    <Field.Label>{name === 'opensAt' ? 'Opens' : 'Closes'}</Field.Label>
                    <Input type="datetime-local" value={toLocalInput(field.value)} onBlur={field.onBlur} onChange={(event) => field.onChange(fromLocalInput(event.target.value))} />
                    {errors[name] ? (
                      <Field.ErrorText>{errors[name].message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{name === 'opensAt' ? 'Blank: open now.' : 'Blank: never closes. Attempts end at this time.'}</Field.HelperText>
                    )}
                  </Field.Root>
                )}
              />
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
            <NativeSelect.Root>
              <NativeSelect.Field {...register('reviewWhen')}>
                {REVIEW_TIMING_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Controller
            control={control}
            name="reviewShows"
            render={({ field }) => (
              <Stack as="fieldset" gap="2" aria-label="The review shows">
                <Text fontSize="sm" color="fg.muted">
                  The review shows:
                </Text>
                <HStack gap="6" flexWrap="wrap">
                  {REVIEW_PART_CHOICES.map((choice) => (
                    <Checkbox.Root
                      key={choice.value}
                      checked={field.value.includes(choice.value)}
                      onCheckedChange={(details) =>
                        field.onChange(details.checked === true ? [...field.value, choice.value] : field.value.filter((part) => part !== choice.value))
                      }
                      colorPalette="purple"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{choice.label}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </HStack>
              </Stack>
            )}
          />
        </Stack>

        <Stack as="fieldset" gap="4" borderWidth="1px" rounded="md" p="4">
          <Text as="legend" fontWeight="medium" px="1">
            Certificates and leaderboard
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="center">
            <Field.Root invalid={!!errors.passMark}>
              <Field.Label>Pass mark (%)</Field.Label>
              <Input type="number" inputMode="numeric" min={1} max={100} step={1} placeholder="No certificates" {...register('passMark')} />
              {errors.passMark ? (
                <Field.ErrorText>{errors.passMark.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>An attempt with at least these marks earns a certificate; blank for none.</Field.HelperText>
              )}
            </Field.Root>
            <Controller
              control={control}
              name="leaderboard"
              render={({ field }) => (
                <Switch.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked)} colorPalette="purple">
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>Show a leaderboard</Switch.Label>
                </Switch.Root>
              )}
            />
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
