import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@quizmaster/shared/constants';
import { paths } from '@/config/paths';

interface FooterLink {
  label: string;
  /** In-app route, or an external address (opened in a new tab). */
  to: string;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Home', to: paths.home.getHref() },
      { label: 'Quizzes', to: paths.quizzes.getHref() },
      { label: 'Pricing', to: paths.pricing.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: paths.home.getHref() },
      { label: 'Premium', to: paths.pricing.getHref() },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'Firebase', to: 'https://firebase.google.com/docs' },
      { label: 'Stripe', to: 'https://docs.stripe.com' },
    ],
  },
  {
    title: 'Social',
    links: [
      { label: 'GitHub', to: 'https://github.com' },
      { label: 'X (Twitter)', to: 'https://x.com' },
      { label: 'LinkedIn', to: 'https://www.linkedin.com' },
    ],
  },
];

function FooterLinkItem({ label, to }: FooterLink) {
  if (to.startsWith('http')) {
    return (
      <Link href={to} target="_blank" rel="noreferrer" color="fg.muted">
        {label}
      </Link>
    );
  }
  return (
    <Link asChild color="fg.muted">
      <RouterLink to={to}>{label}</RouterLink>
    </Link>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="6xl" py="10">
        <SimpleGrid templateColumns={{ base: 'repeat(2, 1fr)', md: '1.6fr repeat(4, 1fr)' }} gap="8">
          <Stack gap="2" gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Text fontSize="lg" fontWeight="extrabold" color="purple.fg">
              {PRODUCT_NAME}
            </Text>
            <Text fontSize="sm" color="fg.muted" maxW="xs">
              Play the game of knowledge: timed quizzes, instant grades, and a premium year of every paid quiz.
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap="2">
              <Heading as="h2" size="sm">
                {column.title}
              </Heading>
              {column.links.map((link) => (
                <FooterLinkItem key={link.label} {...link} />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="10" fontSize="sm" color="fg.muted" textAlign="center">
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
