import { Box, CloseButton, Container, Drawer, Flex, Heading, IconButton, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuPanelLeftOpen } from 'react-icons/lu';
import { useUser } from 'reactfire';
import { useAdminRole } from '@/components/auth/use-admin-role';
import { InHeader } from '@/components/layout/header-slot';
import { PageSpinner } from '@/components/ui/page-spinner';
import { DashboardSidebar } from './dashboard-sidebar';

/**
 * The dashboard layout: the sidebar beside the content on wide screens; on small screens the
 * same sidebar in a drawer, opened by a toggle in the header (SPEC.md section 1).
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { status, data: user } = useUser();
  const role = useAdminRole();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A closed Chakra drawer still runs its state machine on every dashboard page: it mounts the
  // first time it opens, and stays (so that it can animate closed).
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (drawerOpen && !drawerMounted) setDrawerMounted(true);
  // The spec's spinner while the auth state or the role loads: never one role's menu to the other.
  if (status !== 'success' || !user || role === 'loading') return <PageSpinner />;
  const isAdmin = role === 'admin';
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Flex gap="8" align="flex-start">
        <Box as="aside" aria-label="Dashboard sidebar" hideBelow="md" w="64" flexShrink="0" position="sticky" top="24">
          <DashboardSidebar user={user} isAdmin={isAdmin} />
        </Box>
        <Box flex="1" minW="0">
          <Heading as="h1" size="2xl" mb="6">
            Dashboard
          </Heading>
          {children}
        </Box>
      </Flex>

      <InHeader>
        <IconButton
          hideFrom="md"
          aria-label="Open dashboard menu"
          aria-expanded={drawerOpen}
          variant="ghost"
          size="xs"
          onClick={() => setDrawerOpen(true)}
        >
          <LuPanelLeftOpen />
        </IconButton>
      </InHeader>

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
                  <DashboardSidebar user={user} isAdmin={isAdmin} onNavigate={closeDrawer} />
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
