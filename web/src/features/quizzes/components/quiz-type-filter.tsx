import { Field, NativeSelect } from '@chakra-ui/react';
import type { QuizType } from '@quizmaster/shared/models/quiz';

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
