import { Field, Stack } from '@chakra-ui/react';
import * as NativeSelect from '@/components/ui/native-select';
import { QUIZ_TYPES, type QuizType } from '@quizmaster/shared/models/quiz';
import { useAccessResolver, usePlayerAccess } from '../api/use-player-access';
import { useQuizTypeParam } from '../lib/use-quiz-type-param';
import { QuizGrid } from './quiz-grid';

/** All, free or paid quizzes (on /quizzes). */
export function QuizTypeFilter({ value, onChange }: { value: QuizType | null; onChange: (value: string) => void }) {
  return (
    <Field.Root w={{ base: 'full', sm: '56' }}>
      <Field.Label>Show</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">All quizzes</option>
          <option value="free">Free quizzes</option>
          <option value="paid">Paid quizzes</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * /quizzes' grid: the type filter above the cards, its value in the URL (`?type=paid`). Kept out
 * of QuizGrid so the landing page's catalogue does not load the filter's code.
 */
export function FilterableQuizGrid({ cardTitleLevel }: { cardTitleLevel?: 'h2' | 'h3' }) {
  const [typeParam, setTypeParam] = useQuizTypeParam();
  const quizType = QUIZ_TYPES.find((type) => type === typeParam) ?? null;
  const access = usePlayerAccess();
  const resolveAccess = useAccessResolver();
  return (
    <Stack gap="6">
      <QuizTypeFilter value={quizType} onChange={setTypeParam} />
      <QuizGrid access={access} resolveAccess={resolveAccess} cardTitleLevel={cardTitleLevel} quizType={quizType} />
    </Stack>
  );
}
