import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useUser } from '@/lib/firebase-context';
import { useAdminRole } from '@/components/auth/use-admin-role';
import { paths } from '@/config/paths';
import { DashboardGreetingLine, DashboardHomeSkeleton } from './dashboard-shell-skeleton';
import { PlayerSummaryCards } from './player-summary-cards';

/**
 * The dashboard's index: a greeting, then the admin's product figures and charts
 * (`adminFigures`: the route loads them, with the full Firestore SDK, for admins only), or the
 * player's own figures and a way back to the quizzes.
 */
export function DashboardHome({ adminFigures }: { adminFigures: ReactNode }) {
  const { data: user } = useUser();
  // The token's claim, as the menu and the guards see it; it is also what lets the browser read payments.
  const role = useAdminRole();
  if (!user) return null;
  if (role === 'loading') return <DashboardHomeSkeleton />;
  const isAdmin = role === 'admin';
  const firstName = (user.displayName ?? '').split(' ')[0];
  const greeting = (
    <Stack gap="1">
      <Heading as="h2" size="lg">
        {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      </Heading>
      <DashboardGreetingLine role={isAdmin ? 'admin' : 'player'} />
    </Stack>
  );

  if (isAdmin) {
    return (
      <Stack gap="8">
        {greeting}
        {adminFigures}
      </Stack>
    );
  }
  return (
    <Stack gap="8">
      {greeting}
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
