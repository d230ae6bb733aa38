import { Alert, List, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import type { ImportCheck } from '../api/authoring-calls';

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
                <List.Item key={index}>{question.question}</List.Item>
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
