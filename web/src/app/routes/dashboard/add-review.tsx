import { EmptyState } from '@chakra-ui/react';
import { LuMessageSquarePlus } from 'react-icons/lu';
import { usePageTitle } from '@/components/ui/page-title';
import { comingSoonText } from '@quizmaster/shared/messages';

/** SPEC.md section 1: the Add a Review page shows only 'Coming soon.....' (under the 'Dashboard' title). */
export function AddReviewRoute() {
  usePageTitle('Add a Review');
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3" size="lg">
      <EmptyState.Content>
        <EmptyState.Indicator color="purple.fg" aria-hidden>
          <LuMessageSquarePlus />
        </EmptyState.Indicator>
        <EmptyState.Title as="p">{comingSoonText}</EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
