import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';

/**
 * /dashboard/myPayments' heading and intro (the page and its prerendered shell share them). The
 * heading takes the focus when the alert after a refund request closes (`ref`, tabIndex -1).
 */
export function MyPaymentsHeading({ ref }: { ref?: Ref<HTMLHeadingElement> }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg" ref={ref} tabIndex={-1}>
        My Payments
      </Heading>
      <Text color="fg.muted">Your premium payments. Changed your mind? Ask for a refund and an admin completes it.</Text>
    </Stack>
  );
}

/** The list's place while it loads: about the height of the table of a first payment with its pager, or of the empty state. */
export function MyPaymentsLoading() {
  return <Skeleton h="64" rounded="l3" role="status" aria-busy="true" aria-label="Loading your payments" />;
}

/** The page before Auth and the payments are in (components/shell). */
export function MyPaymentsSkeleton() {
  return (
    <Stack gap="6">
      <MyPaymentsHeading />
      <MyPaymentsLoading />
    </Stack>
  );
}
