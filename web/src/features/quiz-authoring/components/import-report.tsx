import { Alert, List, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { QUESTION_TYPE_LABELS, TRUE_FALSE_OPTIONS } from '@quizmaster/shared/question-types/limits';
import type { AnyPortableQuestion } from '@quizmaster/shared/question-formats/index';
import type { ImportCheck } from '../api/authoring-calls';
import { typedSummary } from '../lib/typed-draft';

/** What a question of the file expects, in one line: a typed question's summary, a choice question's type and options with the right ones marked. */
function importedSummary(question: AnyPortableQuestion): string {
  if ('typed' in question) return typedSummary(question.typed);
  const type = question.type ?? (question.answers.length === 1 ? 'single' : 'multiple');
  const options = question.options.length > 0 ? question.options : TRUE_FALSE_OPTIONS.map((option) => option.option);
  return `${QUESTION_TYPE_LABELS[type]}: ${options.map((option, index) => (question.answers.includes(index + 1) ? `${option} ✓` : option)).join(' · ')}`;
}

/**
 * The dry run's outcome: ready to import, or the problems with their lines. The server lists the
 * first problems by line and counts them all (a hostile file has millions), so a long report
 * says how many are not shown.
 */
export function ImportReport({ check }: { check: ImportCheck }) {
  if (check.problemCount === 0) {
    return (
      <Alert.Root status="success" size="sm" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {check.questionCount} {check.questionCount === 1 ? 'question is' : 'questions are'} ready to import.
          </Alert.Title>
          <Alert.Description>
            <List.Root ps="4" fontSize="sm">
              {check.questions.slice(0, 5).map((question, index) => (
                <List.Item key={index}>
                  {question.question}
                  <Text as="span" display="block" color="fg.muted">
                    {importedSummary(question)}
                  </Text>
                </List.Item>
              ))}
              {check.questionCount > 5 ? <List.Item>…and {check.questionCount - 5} more</List.Item> : null}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const unlisted = check.problemCount - check.problems.length;
  return (
    <Stack gap="2" role="status">
      <Text fontWeight="medium" color="fg.error">
        {check.problemCount} {check.problemCount === 1 ? 'problem' : 'problems'}: nothing will be imported until {check.problemCount === 1 ? 'it is' : 'they are'} fixed.
      </Text>
      <Table.Root size="sm" aria-label="Import problems">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="16">Line</Table.ColumnHeader>
            <Table.ColumnHeader>Problem</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {check.problems.map((problem, index) => (
            <Table.Row key={index}>
              <Table.Cell>{problem.line}</Table.Cell>
              <Table.Cell>{problem.message}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {unlisted > 0 ? (
        <Text fontSize="sm">
          …and {unlisted} more {unlisted === 1 ? 'problem' : 'problems'}, not listed here: fix these first, then check again.
        </Text>
      ) : null}
    </Stack>
  );
}
