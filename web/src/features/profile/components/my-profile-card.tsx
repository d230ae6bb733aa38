import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { ProfileDetails } from './profile-details';

/**
 * /profile's card: the avatar, the heading and intro (words that need no data), the action, and
 * the body. The page (my-profile.tsx) and its skeleton share it.
 */
export function MyProfileCard({ avatar, action, children }: { avatar: ReactNode; action: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <HStack gap="4" minW="0">
            {avatar}
            <Stack gap="0" minW="0">
              <Heading as="h1" size="xl">
                My Profile
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                How you appear on results and payments.
              </Text>
            </Stack>
          </HStack>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * The card before Auth and the record are in (the page's loading state and, in its shell, its
 * prerendered HTML): the heading, the intro, the list's labels and fixed text at their places,
 * the values as skeletons, 'Edit Profile' off (its icon comes with the page: the shell stays small).
 */
export function MyProfileSkeleton() {
  return (
    <MyProfileCard
      avatar={<PlainAvatar size="xl" colorPalette="purple" />}
      action={
        <Button variant="solid" colorPalette="purple" size="sm" disabled>
          Edit Profile
        </Button>
      }
    >
      <ProfileDetails profile={null} />
    </MyProfileCard>
  );
}
