import { Box, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRoleHint, type RoleHint } from '@/lib/session-hint';
import { adminMenu, playerMenu } from './dashboard-menus';

/** The dashboard's frame: the sidebar beside the page on wide screens (the dashboard and its shell share it). */
export function DashboardFrame({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex gap="8" align="flex-start">
        <Box as="aside" aria-label="Dashboard sidebar" hideBelow="md" w="64" flexShrink="0" position="sticky" top="24">
          {sidebar}
        </Box>
        <Box flex="1" minW="0">
          <Heading as="h1" size="2xl" mb="6">
            Dashboard
          </Heading>
          {children}
        </Box>
      </Flex>
    </Container>
  );
}

/**
 * The sidebar before the user's record and role are in: the profile panel's places, and one bar
 * per entry of the hinted role's menu (its height; never a role's links before the token says so).
 */
export function SidebarSkeleton({ role }: { role: RoleHint }) {
  const entries = (role === 'admin' ? adminMenu : playerMenu).length;
  return (
    <Stack gap="6" data-shell-role={role}>
      <VStack gap="3" p="5" rounded="l3" borderWidth="1px" bg="bg.panel">
        <Skeleton boxSize="16" rounded="full" />
        <Skeleton h="6" w="60%" />
        <Skeleton h="5" w="16" rounded="full" />
        <Skeleton h="8" w="full" />
      </VStack>
      <Stack gap="1">
        {Array.from({ length: entries }, (_, index) => (
          <Skeleton key={index} h="10" rounded="md" />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The dashboard before Auth and the role are in (its loading state and its prerendered shell):
 * the sidebar of the role the session hint remembers (both in the prerendered HTML, one shown by
 * CSS: theme.ts) and `children`, the page's own skeleton.
 */
export function DashboardShellSkeleton({ children }: { children: ReactNode }) {
  const role = useRoleHint();
  const sidebar = role === 'either' ? (['player', 'admin'] as const).map((each) => <SidebarSkeleton key={each} role={each} />) : <SidebarSkeleton role={role} />;
  return <DashboardFrame sidebar={sidebar}>{children}</DashboardFrame>;
}

/** The greeting's second line for each role. */
const GREETING_LINES: Record<'player' | 'admin', string> = {
  player: 'Here is how your quizzing is going.',
  admin: 'Here is how Quiz Master is doing.',
};

/**
 * The greeting's second line: words that need no data, so the loading state and the prerendered
 * shell show them too (one per role in the shell, the hinted one shown by CSS). They are the
 * page's largest text: painted with the shell, they are its Largest Contentful Paint, rather than
 * the same line once the figures are in.
 */
export function DashboardGreetingLine({ role }: { role: 'player' | 'admin' | 'either' }) {
  if (role !== 'either') return <Text color="fg.muted">{GREETING_LINES[role]}</Text>;
  return (['player', 'admin'] as const).map((each) => (
    <Text key={each} color="fg.muted" data-shell-role={each}>
      {GREETING_LINES[each]}
    </Text>
  ));
}

/** /dashboard's page while it loads: the greeting and the figures' places. */
export function DashboardHomeSkeleton() {
  const role = useRoleHint();
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Skeleton h="8" w="60%" />
        <DashboardGreetingLine role={role} />
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h="32" rounded="l3" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
