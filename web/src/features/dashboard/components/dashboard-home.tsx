import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useUser } from 'reactfire';
import { paths } from '@/config/paths';
import { PlayerSummaryCards } from './player-summary-cards';

/** The dashboard's index: a greeting, the player's figures and a way back to the quizzes. */
export function DashboardHome() {
  const { data: user } = useUser();
  if (!user) return null;
  const firstName = (user.displayName ?? '').split(' ')[0];

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </Heading>
        <Text color="fg.muted">Here is how your quizzing is going.</Text>
      </Stack>
      <PlayerSummaryCards uid={user.uid} />
      <Card.Root variant="subtle" bg="purple.subtle">
        <Card.Body>
          <HStack justify="space-between" gap="4" flexWrap="wrap">
            <Stack gap="1">
              <Text fontWeight="semibold">Ready for another round?</Text>
              <Text color="fg.muted" fontSize="sm">
                Pick a quiz and beat your best grade.
              </Text>
            </Stack>
            <Button asChild colorPalette="purple">
              <RouterLink to={paths.quizzes.getHref()}>
                Browse quizzes <LuArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
