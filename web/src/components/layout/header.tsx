import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { LuMenu, LuX } from 'react-icons/lu';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { needsAuth, useRoleHint, useSessionHint } from '@/lib/session-hint';
import { DarkModeSwitch } from './dark-mode-switch';
import { AccountAreaLoading, VisitorAccountArea } from './account-parts';
import { BrandText } from './brand-text';
import { HeaderSlot } from './header-slot';
import { useScrolledPast } from './use-scrolled-past';

/** SPEC.md section 1: the header changes background once the page is scrolled 50 px. */
const SCROLL_THRESHOLD_PX = 50;

/** `end: false` keeps a link current on its sub-pages (Dashboard on /dashboard/myPayments). */
const mainLinks = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Quizzes', to: paths.quizzes.getHref() },
  { label: 'Dashboard', to: paths.dashboard.getHref(), end: false },
];

const mobileLinks = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Dashboard', to: paths.dashboard.getHref(), end: false },
];

function NavItem({ label, to, onClick, end = true }: { label: string; to: string; onClick?: () => void; end?: boolean }) {
  return (
    <Link
      asChild
      fontWeight="medium"
      px="2"
      py="1"
      rounded="md"
      _currentPage={{ color: 'purple.fg' }}
      _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
    >
      <RouterNavLink to={to} end={end} onClick={onClick}>
        {label}
      </RouterNavLink>
    </Link>
  );
}

const noSubscription = () => () => undefined;

/**
 * True in the build's prerender (and while the browser hydrates what it wrote): the islands'
 * loading states are what the HTML must hold. The prerender renders page after page, and once
 * an island's module has loaded, React.lazy would render the island itself in the next ones.
 */
function usePrerendered(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

// The account area and the admin's brand need Firebase; the header renders without waiting for it.
const loadIslands = () => import('./header-islands');
const BrandForRole = lazy(() => loadIslands().then((module) => ({ default: module.BrandForRoleIsland })));
const UserMenu = lazy(() => loadIslands().then((module) => ({ default: module.UserMenuIsland })));

/**
 * The brand and the account area for whoever is signed in. For a browser the session hint says
 * is signed out, both are drawn without Firebase: a visitor's page loads no Auth for its header.
 */
function Brand() {
  const prerendered = usePrerendered();
  if (!needsAuth(useSessionHint())) return <BrandText admin={false} />;
  if (prerendered) return <HintedBrand />;
  return (
    // The role this browser last saw, until Firebase says whether the user is an admin.
    <Suspense fallback={<HintedBrand />}>
      <BrandForRole />
    </Suspense>
  );
}

/** The brand of the session hint's role; both in a prerendered shell, one shown by CSS (theme.ts). */
function HintedBrand() {
  const role = useRoleHint();
  if (role !== 'either') return <BrandText admin={role === 'admin'} />;
  return (
    <>
      <span data-shell-role="player">
        <BrandText admin={false} />
      </span>
      <span data-shell-role="admin">
        <BrandText admin />
      </span>
    </>
  );
}

function AccountArea() {
  const prerendered = usePrerendered();
  if (!needsAuth(useSessionHint())) return <VisitorAccountArea />;
  if (prerendered) return <AccountAreaLoading />;
  return (
    <Suspense fallback={<AccountAreaLoading />}>
      <UserMenu />
    </Suspense>
  );
}

export function Header() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const solid = scrolled || menuOpen;

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={solid ? 'bg/90' : 'transparent'}
      backdropFilter={solid ? 'saturate(180%) blur(8px)' : undefined}
      borderBottomWidth="1px"
      borderColor={solid ? 'border' : 'transparent'}
      shadow={solid ? 'sm' : undefined}
      transition="background 0.2s, box-shadow 0.2s"
      data-scrolled={scrolled || undefined}
    >
      <Container maxW="6xl">
          <Flex h="16" align="center" justify="space-between" gap={{ base: '2', md: '4' }}>
            <HStack gap="2" minW="0">
              {/* A page's own control, such as the dashboard's drawer toggle on small screens. */}
              <HeaderSlot />
              <Link
                asChild
                // Smaller on phones so the brand, drawer toggle, bell, avatar, Sign Out and menu
                // fit in 390 px; on a narrower phone the brand is cut short rather than overlap.
                fontSize={{ base: 'md', sm: 'xl' }}
                fontWeight="extrabold"
                color="purple.fg"
                display="block"
                minW="0"
                truncate
                _hover={{ textDecoration: 'none' }}
              >
                <RouterNavLink to={paths.home.getHref()}>
                  <Brand />
                </RouterNavLink>
              </Link>
            </HStack>

            <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
              {mainLinks.map((link) => (
                <NavItem key={link.to} {...link} />
              ))}
            </HStack>

            <HStack gap={{ base: '1', md: '4' }}>
              <Box display={{ base: 'none', md: 'block' }}>
                <DarkModeSwitch />
              </Box>
              <AccountArea />
              {/* A plain disclosure button: the menu below shows while it is open. */}
              <IconButton
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls={mobileMenuId}
                onClick={() => setMenuOpen((open) => !open)}
                variant="ghost"
                size="xs"
                display={{ base: 'inline-flex', md: 'none' }}
              >
                {menuOpen ? <LuX /> : <LuMenu />}
              </IconButton>
            </HStack>
          </Flex>
        </Container>
      {/* Rendered only while open; its id is always there for the button's aria-controls. */}
      <Box id={mobileMenuId} display={{ md: 'none' }}>
        {menuOpen ? (
          <Stack as="nav" aria-label="Mobile" gap="1" px="4" pb="4" bg="bg" borderBottomWidth="1px">
            {mobileLinks.map((link) => (
              <NavItem key={link.to} {...link} onClick={closeMenu} />
            ))}
            <Box px="2" py="1">
              <DarkModeSwitch />
            </Box>
            <NavItem label="Start Quiz" to={paths.quizzes.getHref()} onClick={closeMenu} />
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
