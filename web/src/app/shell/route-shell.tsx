import { Box, Container, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import { usePageTitle } from '@/components/ui/page-title';
import { CheckoutShell } from '@/features/payments/components/checkout-shell';
import { DashboardHomeSkeleton, DashboardShellSkeleton } from '@/features/dashboard/components/dashboard-shell-skeleton';
import { MyPaymentsSkeleton } from '@/features/my-payments/components/my-payments-heading';
import { ProfileShell } from '@/features/profile/components/profile-shell';
import { QuizSkeleton } from '@/features/quiz-taking/components/quiz-skeleton';
import { QuizzesShell } from '@/features/quizzes/components/quizzes-shell';
import { paths } from '@/config/paths';
import { useSessionHint } from '@/lib/session-hint';
import { shellRouteOf, type ShellName, type ShellRoute } from './shell-routes';

/** A page's content while its data loads: a heading-sized bar and a block. */
function GenericSkeleton() {
  return (
    <Stack gap="6">
      <Skeleton h="9" w="50%" />
      <SkeletonText noOfLines={3} />
      <Skeleton h="64" rounded="l3" />
    </Stack>
  );
}

/** A dashboard page's own skeleton, inside the dashboard's. */
function dashboardPageSkeleton(pattern: string): ReactNode {
  if (pattern === paths.dashboard.path) return <DashboardHomeSkeleton />;
  if (pattern === paths.myPayments.path) return <MyPaymentsSkeleton />;
  return <GenericSkeleton />;
}

const shells: Record<ShellName, (pattern: string) => ReactNode> = {
  quizzes: () => <QuizzesShell />,
  payment: () => <CheckoutShell />,
  startQuiz: () => (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <QuizSkeleton />
    </Container>
  ),
  profile: () => (
    <ProfileShell>
      <GenericSkeleton />
    </ProfileShell>
  ),
  dashboard: (pattern) => <DashboardShellSkeleton>{dashboardPageSkeleton(pattern)}</DashboardShellSkeleton>,
  page: () => (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <GenericSkeleton />
    </Container>
  ),
};

/**
 * What a signed-in page shows until Auth and its data are in: its prerendered shell (src/prerender.tsx
 * writes the same one into the page's HTML, so the page does not change when the app takes over).
 * The guards and loading states render it. A browser the session hint says is signed out sees a
 * spinner instead, while the guard sends it to /login.
 */
export function RouteShell() {
  const { pathname } = useLocation();
  const route = shellRouteOf(pathname);
  const hint = useSessionHint();
  if (!route || hint === 'signed-out') return <PageSpinner />;
  return <RouteShellOf route={route} />;
}

function RouteShellOf({ route }: { route: ShellRoute }) {
  usePageTitle(route.title);
  return (
    // One "Loading" for assistive technology, as the spinner it replaces said; at least a screen high, as the spinner was.
    <Box data-shell-content="" role="status" aria-busy="true" aria-label="Loading" minH="calc(100dvh - 4rem)">
      {shells[route.shell](route.pattern)}
    </Box>
  );
}
