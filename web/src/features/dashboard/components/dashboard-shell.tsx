import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LuPanelLeftOpen } from 'react-icons/lu';
import { useUser } from '@/lib/firebase-context';
import { useAdminRole } from '@/components/auth/use-admin-role';
import { InHeader } from '@/components/layout/header-slot';
import { LoadingShell } from '@/components/shell/loading-shell';
import { LaterRegion } from '@/components/ui/later-region';
import { DashboardFrame, SidebarSkeleton } from './dashboard-shell-skeleton';
import { DashboardSidebar } from './dashboard-sidebar';

// The drawer (and its state machines) loads on the first open, prefetched as the toggle is approached.
const loadDrawer = () => import('./dashboard-drawer');
const DashboardDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.DashboardDrawer })));
const prefetchDrawer = () => void loadDrawer();

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
  // The page's shell while the auth state or the role loads: never one role's menu to the other.
  if (status !== 'success' || !user || role === 'loading') return <LoadingShell />;
  const isAdmin = role === 'admin';

  return (
    <>
      <DashboardFrame
        sidebar={
          // Hidden on phones: the page's first commit leaves it to the next (its skeleton meanwhile, as the shell has it).
          <LaterRegion placeholder={<SidebarSkeleton role={isAdmin ? 'admin' : 'player'} />}>
            <DashboardSidebar user={user} isAdmin={isAdmin} />
          </LaterRegion>
        }
      >
        {children}
      </DashboardFrame>

      <InHeader>
        <IconButton
          hideFrom="md"
          aria-label="Open dashboard menu"
          aria-expanded={drawerOpen}
          variant="ghost"
          size="xs"
          onPointerEnter={prefetchDrawer}
          onFocus={prefetchDrawer}
          onClick={() => setDrawerOpen(true)}
        >
          <LuPanelLeftOpen />
        </IconButton>
      </InHeader>

      {drawerMounted ? (
        <Suspense fallback={null}>
          <DashboardDrawer open={drawerOpen} onOpenChange={setDrawerOpen} user={user} isAdmin={isAdmin} />
        </Suspense>
      ) : null}
    </>
  );
}
