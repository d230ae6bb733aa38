import { Alert, Badge, Button, Circle, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuHouse, LuLayoutGrid } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SubmitOutcome } from '../api/attempts';

const formatMarks = (marks: number) => `${String(Math.round(marks * 100) / 100)}%`;

/** The server's score and grade after Submit, then the way home. */
export function ResultScreen({ outcome }: { outcome: SubmitOutcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { result } = outcome;
  const passed = result.grade !== 'F';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Stack gap="6" align="center" textAlign="center" py={{ base: '4', md: '8' }}>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        as="h2"
        size={{ base: 'xl', md: '2xl' }}
        outline="none"
        colorPalette="purple"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '4px', rounded: 'sm' }}
      >
        Your result
      </Heading>
      {outcome.expired ? (
        <Alert.Root status="info" textAlign="start">
          <Alert.Indicator />
          <Alert.Title>The time was up, so your quiz was scored with the answers saved in time.</Alert.Title>
        </Alert.Root>
      ) : null}
      <Circle
        size={{ base: '36', md: '44' }}
        colorPalette={passed ? 'purple' : 'red'}
        bg="colorPalette.subtle"
        borderWidth="6px"
        borderColor="colorPalette.solid"
        flexDirection="column"
      >
        <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1" data-testid="result-marks">
          {formatMarks(result.marks)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          score
        </Text>
      </Circle>
      <Stack gap="1" align="center">
        <Text fontSize="lg">
          Grade{' '}
          <Badge colorPalette={passed ? 'green' : 'red'} variant="subtle" fontSize="lg" fontWeight="bold" px="3" py="1" data-testid="result-grade">
            {result.grade}
          </Badge>
        </Text>
        <Text color="fg.muted">
          {result.correctCount} of {result.questionCount} questions right · {result.points} points
        </Text>
      </Stack>
      <Wrap justify="center" gap="3">
        <Button asChild colorPalette="purple" size="lg">
          <RouterLink to={paths.home.getHref()}>
            <LuHouse aria-hidden /> Back to Home
          </RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.quizzes.getHref()}>
            <LuLayoutGrid aria-hidden /> More quizzes
          </RouterLink>
        </Button>
      </Wrap>
    </Stack>
  );
}
