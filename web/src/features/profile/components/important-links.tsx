import { Card, Heading, HStack, Icon, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCreditCard, LuCrown, LuLayoutDashboard, LuListChecks, LuMessageSquarePlus, LuUserPen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { premiumPriceText } from '@quizmaster/shared/messages';
import { paths } from '@/config/paths';

interface UsefulLink {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

const links: readonly UsefulLink[] = [
  { title: 'All quizzes', description: 'Find your next quiz, free or premium.', to: paths.quizzes.getHref(), icon: <LuListChecks /> },
  { title: 'Dashboard', description: 'Your quizzes taken, best grade and premium.', to: paths.dashboard.getHref(), icon: <LuLayoutDashboard /> },
  { title: 'My Payments', description: 'Your payments and refund requests.', to: paths.myPayments.getHref(), icon: <LuCreditCard /> },
  { title: 'Premium', description: `${premiumPriceText} for every paid quiz.`, to: paths.pricing.getHref(), icon: <LuCrown /> },
  { title: 'Add a Review', description: 'Tell other players what you think (coming soon).', to: paths.addReview.getHref(), icon: <LuMessageSquarePlus /> },
  { title: 'My Profile', description: 'Keep your name and phone up to date.', to: paths.profile.getHref(), icon: <LuUserPen /> },
];

/** /profile/important_links: shortcuts to the places a player needs most. */
export function ImportantLinks() {
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Important Links
        </Heading>
        <Text color="fg.muted">Shortcuts to the places you need most.</Text>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
        {links.map((link) => (
          <li key={link.title}>
            <Card.Root asChild variant="outline" h="full" _hover={{ borderColor: 'purple.emphasized', shadow: 'sm' }}>
              <LinkBox>
              <Card.Body>
                <HStack gap="4" align="start">
                  <Icon fontSize="2xl" color="purple.fg" aria-hidden>
                    {link.icon}
                  </Icon>
                  <Stack gap="1">
                    <LinkOverlay asChild fontWeight="semibold">
                      <RouterLink to={link.to}>{link.title}</RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted">
                      {link.description}
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
              </LinkBox>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
