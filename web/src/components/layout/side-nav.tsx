import { Link, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';

export interface SideNavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Match the path exactly (for index pages, so they are not "current" on their children). */
  end?: boolean;
}

interface SideNavProps {
  label: string;
  items: readonly SideNavItem[];
  /** Called after a link is followed (a drawer holding the menu closes). */
  onNavigate?: () => void;
  /** A column by default; a wrapping row where a side column does not fit. */
  direction?: StackProps['direction'];
}

/** A menu of in-app links (the dashboard's and the profile's); the current page is highlighted. */
export function SideNav({ label, items, onNavigate, direction = 'column' }: SideNavProps) {
  return (
    <Stack as="nav" aria-label={label} gap="1" direction={direction} flexWrap="wrap">
      {items.map((item) => (
        <Link
          key={item.to}
          asChild
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          py="2"
          rounded="md"
          fontWeight="medium"
          color="fg.muted"
          _hover={{ textDecoration: 'none', bg: 'bg.muted', color: 'fg' }}
          _currentPage={{ bg: 'purple.subtle', color: 'purple.fg' }}
        >
          <RouterNavLink to={item.to} end={item.end} onClick={onNavigate}>
            {item.icon}
            {item.label}
          </RouterNavLink>
        </Link>
      ))}
    </Stack>
  );
}
