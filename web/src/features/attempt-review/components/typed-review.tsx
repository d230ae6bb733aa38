import { Badge, chakra, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TypedContent, TypedResponse } from '@quizmaster/shared/question-types/model';
import { BlankTextPiece } from '@/components/ui/blank-text-piece';
import { blankTextParts } from '@/lib/blank-text';
import type { TypedSolution } from '@quizmaster/shared/question-types/solution';
import { blankAnswerText, numericSolutionText, partVerdict, textById, typedText } from '../lib/typed-review';

const NO_ANSWER = 'No answer';

/** Right or wrong in words and an icon, never by colour alone. */
function Verdict({ right }: { right: boolean | undefined }) {
  if (right === undefined) return null;
  return (
    <Badge size="sm" colorPalette={right ? 'green' : 'red'} variant="outline" flexShrink={0}>
      {/* A character, not react-icons: their shared chunk would split anew for other pages. */}
      <span aria-hidden>{right ? '✓' : '✗'}</span>
      {right ? 'Right' : 'Wrong'}
    </Badge>
  );
}

/** One labelled line of the review: "Your answer: …", "Right answer: …". */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/**
 * A typed question in a review (ADR 0035): what the player answered (when the policy shows their
 * answers) and, when it shows right answers, the solution, with each part marked in words.
 */
export function TypedReview({
  content,
  response,
  solution,
  showsAnswers,
}: {
  content: TypedContent;
  response: TypedResponse | undefined;
  solution: TypedSolution | undefined;
  showsAnswers: boolean;
}) {
  switch (content.type) {
    case 'short-answer': {
      const accepted = solution?.type === 'short-answer' ? solution.accepted : null;
      const partial = solution?.type === 'short-answer' ? (solution.partial ?? []) : [];
      return (
        <Stack gap="1.5">
          {showsAnswers ? <Line label="Your answer">{typedText(response) ?? NO_ANSWER}</Line> : null}
          {accepted ? <Line label={accepted.length > 1 ? 'Right answers' : 'Right answer'}>{accepted.join(' or ')}</Line> : null}
          {partial.length > 0 ? <Line label="Partly right">{partial.map(({ text, credit }) => `${text} (${String(credit)} %)`).join(', ')}</Line> : null}
        </Stack>
      );
    }
    case 'numeric': {
      const typed = typedText(response);
      return (
        <Stack gap="1.5">
          {showsAnswers ? <Line label="Your answer">{typed ?? NO_ANSWER}</Line> : null}
          {solution?.type === 'numeric' ? (
            <>
              <Line label="Right answer">{numericSolutionText(solution, content.unitHint)}</Line>
              {solution.units.length > 0 ? <Line label="Units accepted">{solution.units.join(', ')}</Line> : null}
            </>
          ) : null}
        </Stack>
      );
    }
    case 'ordering': {
      const given = response && 'order' in response ? response.order : [];
      const right = solution?.type === 'ordering' ? solution.order : null;
      return (
        <Stack gap="2">
          {showsAnswers ? (
            <Stack gap="1">
              <Text fontWeight="semibold">Your order{given.length === 0 ? `: ${NO_ANSWER}` : ''}</Text>
              {given.length > 0 ? (
                <List.Root as="ol" gap="1" ps="5">
                  {given.map((id, index) => (
                    <List.Item key={id}>
                      <HStack gap="2" justify="space-between">
                        <Text>{textById(content.items, id)}</Text>
                        <Verdict right={right ? partVerdict(id, right[index]) : undefined} />
                      </HStack>
                    </List.Item>
                  ))}
                </List.Root>
              ) : null}
            </Stack>
          ) : null}
          {right ? (
            <Stack gap="1">
              <Text fontWeight="semibold">Right order</Text>
              <List.Root as="ol" gap="1" ps="5">
                {right.map((id) => (
                  <List.Item key={id}>{textById(content.items, id)}</List.Item>
                ))}
              </List.Root>
            </Stack>
          ) : null}
        </Stack>
      );
    }
    case 'matching': {
      const matches = response && 'matches' in response ? response.matches : {};
      const pairs = solution?.type === 'matching' ? solution.pairs : null;
      return (
        <List.Root gap="2" listStyle="none">
          {content.prompts.map((prompt) => {
            const given = matches[String(prompt.id)];
            const right = pairs?.[String(prompt.id)];
            const verdict = pairs ? partVerdict(given, right) : undefined;
            return (
              <List.Item key={prompt.id} borderWidth="1px" rounded="md" px="3" py="2">
                <Stack gap="1">
                  <HStack justify="space-between" gap="2">
                    <Text fontWeight="medium">{prompt.text}</Text>
                    {showsAnswers ? <Verdict right={verdict} /> : null}
                  </HStack>
                  {showsAnswers ? <Line label="Your answer">{textById(content.answers, given) ?? NO_ANSWER}</Line> : null}
                  {right !== undefined && (!showsAnswers || verdict === false) ? <Line label="Right answer">{textById(content.answers, right)}</Line> : null}
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      );
    }
    case 'fill-blanks': {
      const answers = response && 'blanks' in response ? response.blanks : {};
      const rights = solution?.type === 'fill-blanks' ? solution.blanks : null;
      const total = content.blanks.length;
      return (
        <Stack gap="2">
          <Text lineHeight="1.9">
            {blankTextParts(content.text).map((part, index) => {
              const blank = part.kind === 'blank' ? content.blanks[part.number - 1] : undefined;
              if (part.kind === 'text') return <BlankTextPiece key={index} text={part.text} html={content.textHtml?.[part.piece]} />;
              if (!blank) return <chakra.span key={index}>{`{{${String(part.number)}}}`}</chakra.span>;
              return (
                <chakra.span key={index} borderBottomWidth="2px" borderStyle="dashed" px="1" mx="0.5" fontWeight="medium">
                  {`[${String(part.number)}] `}
                  {showsAnswers ? (blankAnswerText(content, blank.id, answers[String(blank.id)]) ?? '…') : '…'}
                </chakra.span>
              );
            })}
          </Text>
          <List.Root gap="1.5" listStyle="none">
            {content.blanks.map((blank, index) => {
              const given = answers[String(blank.id)];
              const right = rights?.[String(blank.id)];
              const verdict = blank.kind === 'choice' && typeof right === 'number' ? partVerdict(typeof given === 'number' ? given : undefined, right) : undefined;
              return (
                <List.Item key={blank.id}>
                  <Stack gap="0.5" borderWidth="1px" rounded="md" px="3" py="2">
                    <HStack justify="space-between" gap="2">
                      <Text fontWeight="semibold">{`Blank ${String(index + 1)} of ${String(total)}`}</Text>
                      {showsAnswers ? <Verdict right={verdict} /> : null}
                    </HStack>
                    {showsAnswers ? <Line label="Your answer">{blankAnswerText(content, blank.id, given) ?? NO_ANSWER}</Line> : null}
                    {right !== undefined ? <Line label="Right answer">{blankAnswerText(content, blank.id, right) ?? ''}</Line> : null}
                  </Stack>
                </List.Item>
              );
            })}
          </List.Root>
        </Stack>
      );
    }
  }
}
