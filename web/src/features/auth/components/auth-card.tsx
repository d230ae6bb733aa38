import { Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSparkles } from 'react-icons/lu';

/**
 * The frame of the login and sign-up pages: a centred card on the landing page's gradient, with
 * the page heading, a short line under it, the forms, and a footer line (the other page's link).
 */
export function AuthCard({
  heading,
  tagline,
  footer,
  children,
}: {
  heading: string;
  tagline: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom={{ base: 'purple.100', _dark: 'purple.950' }}
      gradientTo={{ base: 'blue.50', _dark: 'gray.950' }}
      py={{ base: '8', md: '16' }}
      // The gradient fills the window under the fixed header (4rem), so it never stops mid-page.
      minH="calc(100dvh - 4rem)"
    >
      <Container maxW="md" px={{ base: '4', md: '6' }}>
        <Card.Root variant="elevated" rounded="2xl" shadow="lg">
          <Card.Body gap="6" p={{ base: '6', md: '8' }}>
            <Stack gap="2" align="center" textAlign="center">
              <Box color="purple.fg" bg="purple.subtle" rounded="full" p="3" aria-hidden="true">
                <LuSparkles size="24" />
              </Box>
              <Heading as="h1" size="2xl">
                {heading}
              </Heading>
              <Text color="fg.muted">{tagline}</Text>
            </Stack>
            {children}
            <Text textAlign="center" fontSize="sm" color="fg.muted">
              {footer}
            </Text>
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
