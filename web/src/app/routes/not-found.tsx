import { Button, chakra, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/**
 * "4?4": a quiz card with a question mark, adrift between two fours among stars and a planet.
 * Drawn inline so the page needs no extra request; the colours are theme tokens, so it follows
 * the colour mode.
 */
function LostQuizIllustration() {
  return (
    <chakra.svg viewBox="0 0 400 260" w="full" maxW="md" aria-hidden="true" fontFamily="heading">
      <chakra.ellipse cx="200" cy="138" rx="185" ry="112" fill="purple.subtle" />
      {/* Stars */}
      {[
        [40, 36, 3],
        [96, 214, 2.5],
        [356, 196, 3],
        [250, 22, 2],
        [18, 150, 2],
        [384, 110, 2],
      ].map(([cx = 0, cy = 0, r = 0]) => (
        <chakra.circle key={`${String(cx)}-${String(cy)}`} cx={cx} cy={cy} r={r} fill="purple.solid" opacity={0.6} />
      ))}
      <chakra.path d="M328 224v14M321 231h14M70 70v12M64 76h12" stroke="orange.solid" strokeWidth="2.5" strokeLinecap="round" />
      {/* Planet with a ring */}
      <chakra.g transform="rotate(-18 338 52)" fill="none" stroke="orange.fg" strokeWidth="3">
        {/* The ring's far half, behind the planet; its near half is drawn over it. */}
        <chakra.path d="M304 52a34 8 0 0 1 68 0" />
        <chakra.circle cx="338" cy="52" r="20" fill="orange.solid" stroke="none" />
        <chakra.path d="M304 52a34 8 0 0 0 68 0" />
      </chakra.g>
      {/* The fours */}
      <chakra.text x="78" y="178" textAnchor="middle" fontSize="120px" fontWeight="800" fill="purple.solid">
        4
      </chakra.text>
      <chakra.text x="322" y="178" textAnchor="middle" fontSize="120px" fontWeight="800" fill="purple.solid">
        4
      </chakra.text>
      {/* The quiz card standing in for the zero */}
      <chakra.g transform="rotate(-8 200 140)">
        <chakra.rect x="142" y="52" width="116" height="160" rx="16" fill="bg.panel" stroke="purple.solid" strokeWidth="4" />
        <chakra.text x="200" y="124" textAnchor="middle" fontSize="64px" fontWeight="800" fill="orange.solid">
          ?
        </chakra.text>
        {[146, 166, 186].map((y) => (
          <chakra.g key={y}>
            <chakra.rect x="160" y={y} width="12" height="12" rx="3" fill="none" stroke="fg.muted" strokeWidth="2" />
            <chakra.rect x="180" y={y + 3} width="60" height="6" rx="3" fill="border.emphasized" />
          </chakra.g>
        ))}
      </chakra.g>
    </chakra.svg>
  );
}

export function NotFoundRoute() {
  usePageTitle('Page Not Found');
  return (
    <Container maxW="2xl" py={{ base: '12', md: '20' }}>
      <Stack align="center" textAlign="center" gap="6">
        <LostQuizIllustration />
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Page not found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          This question has no answer: the page you are looking for does not exist or has moved.
        </Text>
        <Button asChild colorPalette="purple" size="lg">
          <RouterLink to={paths.home.getHref()}>
            <LuHouse aria-hidden /> Go Back To Home
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
