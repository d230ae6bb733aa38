import { Badge, Box, Button, Card, Container, Heading, HStack, Icon, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight, LuCheck, LuCreditCard, LuCrown, LuUndo2 } from 'react-icons/lu';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { premiumPriceText } from '@quizmaster/shared/messages';
import { usePageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

const freeFeatures = ['Every free quiz, timed and graded', 'Your results and best grade on the dashboard', 'Light and dark mode on any device'];

const premiumFeatures = [
  'Everything in Free',
  'Every paid quiz unlocked for a whole year',
  'New premium quizzes as soon as they are published',
];

function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <List.Root gap="3" variant="plain">
      {items.map((item) => (
        <List.Item key={item} alignItems="flex-start">
          <List.Indicator asChild color="green.fg" mt="1">
            <LuCheck aria-hidden />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}

function Assurance({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <HStack align="start" gap="3">
      <Icon fontSize="xl" color="purple.fg" mt="0.5" aria-hidden>
        {icon}
      </Icon>
      <Stack gap="0.5">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {text}
        </Text>
      </Stack>
    </HStack>
  );
}

/** /pricing: the premium offer. Visitors who choose it sign in first (the payment page's guard). */
export function PricingRoute() {
  usePageTitle('Pricing');
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" textAlign="center" align="center" mb={{ base: '8', md: '12' }}>
        <Text fontWeight="semibold" color="purple.fg" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
          Pricing
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }}>
          One plan, every quiz
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="xl">
          Play the free quizzes as long as you like. Go premium to unlock every paid quiz for a year.
        </Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="stretch">
        <Card.Root as="section" aria-labelledby="plan-free" variant="outline">
          <Card.Header>
            <Heading id="plan-free" as="h2" size="xl">
              Free
            </Heading>
            <Text fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold">
              0 dollars
            </Text>
            <Text color="fg.muted">For curious minds.</Text>
          </Card.Header>
          <Card.Body>
            <FeatureList items={freeFeatures} />
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline" colorPalette="purple" w="full">
              <RouterLink to={paths.quizzes.getHref()}>Browse free quizzes</RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="plan-premium" variant="elevated" borderWidth="2px" borderColor="purple.solid">
          <Card.Header>
            <HStack justify="space-between">
              <Heading id="plan-premium" as="h2" size="xl">
                Premium
              </Heading>
              <Badge colorPalette="purple" variant="solid">
                <LuCrown aria-hidden /> Best value
              </Badge>
            </HStack>
            <Text fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold">
              {premiumPriceText}
            </Text>
            <Text color="fg.muted">For players who want it all.</Text>
          </Card.Header>
          <Card.Body>
            <FeatureList items={premiumFeatures} />
          </Card.Body>
          <Card.Footer>
            <Button asChild colorPalette="purple" w="full" size="lg">
              <RouterLink to={paths.payment.getHref()}>
                Get Premium <LuArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>

      <Box mt={{ base: '10', md: '14' }} p={{ base: '5', md: '8' }} rounded="l3" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Assurance
            icon={<LuCreditCard />}
            title="Pay by card"
            text="A secure card payment handled by Stripe. Premium starts the moment it is confirmed."
          />
          <Assurance
            icon={<LuUndo2 />}
            title="Refundable on request"
            text="Changed your mind? Ask for a refund from My Payments in your dashboard and an admin completes it."
          />
        </SimpleGrid>
      </Box>
    </Container>
  );
}
