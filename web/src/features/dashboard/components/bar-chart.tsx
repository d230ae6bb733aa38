import { Box, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { ChartBar } from '../lib/admin-summary';

interface BarChartProps {
  title: string;
  bars: readonly ChartBar[];
  /** Shown instead of the bars when every value is 0. */
  emptyText: string;
  /** Columns (a time axis) or rows (long labels such as quiz names). */
  orientation: 'columns' | 'rows';
}

/**
 * A small bar chart in plain markup: every label and value is text, so it reads the same to a
 * screen reader as on screen, and no chart library lands in the bundle.
 */
export function BarChart({ title, bars, emptyText, orientation }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const empty = bars.every((bar) => bar.value === 0);

  return (
    <Card.Root variant="outline" h="full" role="figure" aria-labelledby={titleId}>
      <Card.Header pb="0">
        <Heading as="h3" size="md" id={titleId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : orientation === 'columns' ? (
          <Flex as="ol" listStyleType="none" h="44" gap="2" align="stretch">
            {bars.map((bar) => (
              <Stack as="li" key={bar.label} flex="1" minW="0" gap="1" justify="flex-end" align="center" aria-label={`${bar.label}: ${String(bar.value)}`}>
                <Text fontSize="sm" fontWeight="semibold" aria-hidden>
                  {bar.value}
                </Text>
                <Box w="full" maxW="10" h={`${String((bar.value / max) * 100)}%`} minH="1" bg="purple.solid" roundedTop="sm" aria-hidden />
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" aria-hidden>
                  {bar.label}
                </Text>
              </Stack>
            ))}
          </Flex>
        ) : (
          <Stack as="ol" listStyleType="none" gap="3">
            {bars.map((bar) => (
              <Stack as="li" key={bar.label} gap="1">
                <HStack justify="space-between" fontSize="sm" gap="3">
                  <Text truncate>{bar.label}</Text>
                  <Text fontWeight="semibold">{bar.value}</Text>
                </HStack>
                <Box h="2" rounded="full" bg="bg.muted" aria-hidden>
                  <Box h="full" w={`${String((bar.value / max) * 100)}%`} rounded="full" bg="purple.solid" />
                </Box>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
