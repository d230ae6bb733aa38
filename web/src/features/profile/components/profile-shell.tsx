import { Box, Container, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuGraduationCap, LuLink, LuMapPin, LuUser } from 'react-icons/lu';
import { SideNav, type SideNavItem } from '@/components/layout/side-nav';
import { paths } from '@/config/paths';

const profileMenu: readonly SideNavItem[] = [
  { label: 'My Profile', to: paths.profile.getHref(), icon: <LuUser />, end: true },
  { label: 'Address', to: paths.profileAddress.getHref(), icon: <LuMapPin /> },
  { label: 'Education', to: paths.profileEducation.getHref(), icon: <LuGraduationCap /> },
  { label: 'Important Links', to: paths.profileImportantLinks.getHref(), icon: <LuLink /> },
];

/** The profile layout: its side menu (a wrapping row on phones) beside the current page. */
export function ProfileShell({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Grid templateColumns={{ base: '1fr', md: '15rem 1fr' }} gap={{ base: '6', md: '8' }} alignItems="start">
        <Box as="aside" aria-label="Profile sidebar" p={{ base: '2', md: '4' }} rounded="l3" borderWidth="1px" bg="bg.panel" position={{ md: 'sticky' }} top="24">
          <Text hideBelow="md" px="3" pb="2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
            Profile
          </Text>
          <SideNav label="Profile" items={profileMenu} direction={{ base: 'row', md: 'column' }} />
        </Box>
        <Box minW="0">{children}</Box>
      </Grid>
    </Container>
  );
}
