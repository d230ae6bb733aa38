import { Box, CloseButton, Container, Drawer, Flex, Heading, HStack, IconButton, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuPanelLeftOpen } from 'react-icons/lu';
import { useUser } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { DashboardSidebar } from './dashboard-sidebar';

/**
 * The dashboard layout: the sidebar beside the content on wide screens; on small screens the
 * same sidebar in a drawer, opened by the toggle next to the 'Dashboard' title.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { status, data: user } = useUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A closed Chakra drawer still runs its state machine on every dashboard page: it mounts the
  // first time it opens, and stays (so that it can animate closed).
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (drawerOpen && !drawerMounted) setDrawerMounted(true);
  if (status !== 'success' || !user) return <PageSpinner />;
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex gap="8" align="flex-start">
        <Box as="aside" aria-label="Dashboard sidebar" hideBelow="md" w="64" flexShrink="0" position="sticky" top="24">
          <DashboardSidebar user={user} />
        </Box>
        <Box flex="1" minW="0">
          <HStack gap="3" mb="6">
            <IconButton
              hideFrom="md"
              aria-label="Open dashboard menu"
              aria-expanded={drawerOpen}
              variant="outline"
              size="sm"
              onClick={() => setDrawerOpen(true)}
            >
              <LuPanelLeftOpen />
            </IconButton>
            <Heading as="h1" size="2xl">
              Dashboard
            </Heading>
          </HStack>
          {children}
        </Box>
      </Flex>

      {drawerMounted ? (
        <Drawer.Root open={drawerOpen} onOpenChange={({ open }) => setDrawerOpen(open)} placement="start" lazyMount unmountOnExit>
          <Portal>
            <Drawer.Backdrop hideFrom="md" />
            <Drawer.Positioner hideFrom="md">
              <Drawer.Content maxW="xs">
                <Drawer.Header>
                  <Drawer.Title>Dashboard menu</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body pb="6">
                  <DashboardSidebar user={user} onNavigate={closeDrawer} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close dashboard menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : null}
    </Container>
  );
}
