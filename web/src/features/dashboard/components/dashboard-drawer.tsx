import { CloseButton, Portal } from '@chakra-ui/react';
import * as Drawer from '@/components/ui/drawer';
import type { User } from 'firebase/auth';
import { DashboardSidebar } from './dashboard-sidebar';

interface DashboardDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  isAdmin: boolean;
}

/**
 * The dashboard's sidebar in a drawer, for small screens. A module of its own (dashboard-shell.tsx
 * loads it on the first open): the drawer's state machines are not needed to show a page.
 */
export function DashboardDrawer({ open, onOpenChange, user, isAdmin }: DashboardDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop hideFrom="md" />
        <Drawer.Positioner hideFrom="md">
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title>Dashboard menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <DashboardSidebar user={user} isAdmin={isAdmin} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dashboard menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
