import { EmptyState, Heading, Stack, VStack } from '@chakra-ui/react';
import { LuMessageSquarePlus } from 'react-icons/lu';
import { usePageTitle } from '@/components/ui/page-title';

/** SPEC.md section 1: the Add a Review page only says 'Coming soon.....'. */
export function AddReviewRoute() {
  usePageTitle('Add a Review');
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        Add a Review
      </Heading>
      <EmptyState.Root borderWidth="1px" rounded="l3" size="lg">
        <EmptyState.Content>
          <EmptyState.Indicator color="purple.fg">
            <LuMessageSquarePlus />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>Coming soon.....</EmptyState.Title>
            <EmptyState.Description>Soon you can tell other players what you think of Quiz Master.</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
