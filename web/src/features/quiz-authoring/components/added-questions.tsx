import { Badge, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { TRUE_FALSE_OPTIONS } from '@quizmaster/shared/question-types/limits';
import type { QuestionDraft } from '../lib/question-draft';
import { typedInputOfDraft, typedSummary } from '../lib/typed-draft';

/** SPEC.md "Add Quiz / Add Question": the questions added so far, with their answer option numbers. */
export function AddedQuestions({ questions }: { questions: readonly QuestionDraft[] }) {
  return (
    <Card.Root variant="outline" as="aside" aria-labelledby="added-questions-heading">
      <Card.Header>
        <Heading as="h3" size="md" id="added-questions-heading">
          Questions added ({questions.length})
        </Heading>
      </Card.Header>
      <Card.Body>
        {questions.length === 0 ? (
          <Text color="fg.muted">Saved questions appear here.</Text>
        ) : (
          <List.Root as="ol" gap="4" listStyle="none">
            {questions.map((question, index) => (
              <List.Item key={`${String(index)}-${question.question}`} display="block">
                <Stack gap="1">
                  <Text fontWeight="semibold">
                    {index + 1}. {question.question}
                  </Text>
                  {question.typed ? (
                    <Text fontSize="sm" color="fg.muted">
                      {typedSummary(typedInputOfDraft(question.typed))}
                    </Text>
                  ) : (
                    <>
                      <List.Root as="ol" ps="5" fontSize="sm" color="fg.muted" listStyleType="decimal">
                        {question.options.map((option) => (
                          <List.Item key={option}>{option}</List.Item>
                        ))}
                      </List.Root>
                      <Text fontSize="sm">
                        Answer:{' '}
                        <Badge colorPalette="green" variant="subtle">
                          {question.type === 'true-false'
                            ? TRUE_FALSE_OPTIONS.filter((option) => question.correct.includes(option.id)).map((option) => option.option).join(', ')
                            : question.correct.join(', ')}
                        </Badge>
                      </Text>
                    </>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
