import { Button, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** A lost-in-space illustration, drawn inline so the page needs no extra request. */
function LostIllustration() {
  return (
    <chakra.svg viewBox="0 0 320 200" w="full" maxW="sm" aria-hidden="true" color="purple.fg">
      <circle cx="160" cy="100" r="70" fill="currentColor" opacity="0.12" />
      <text x="160" y="122" textAnchor="middle" fontSize="72" fontWeight="800" fill="currentColor">
        404
      </text>
      <circle cx="60" cy="40" r="4" fill="currentColor" opacity="0.5" />
      <circle cx="270" cy="60" r="3" fill="currentColor" opacity="0.5" />
      <circle cx="250" cy="170" r="5" fill="currentColor" opacity="0.4" />
      <path d="M40 160c30-20 60-20 90 0" stroke="currentColor" strokeWidth="4" fill="none" opacity="0.4" />
    </chakra.svg>
  );
}

export function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <Container maxW="2xl" py="20">
      <Stack align="center" textAlign="center" gap="6">
        <LostIllustration />
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild colorPalette="purple" size="lg">
          <RouterLink to={paths.home.getHref()}>Go Back To Home</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
