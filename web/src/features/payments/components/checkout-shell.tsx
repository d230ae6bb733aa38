import { Box, Card, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { premiumPriceText } from '@quizmaster/shared/messages';

/** /payment's frame (the page and its shell share it). */
export function CheckoutPage({ children }: { children: ReactNode }) {
  return (
    <Container maxW="2xl" py={{ base: '8', md: '14' }}>
      {children}
    </Container>
  );
}

/**
 * The card form's place: the same height for the loading state, the local test-mode form and
 * Stripe's iframe, so nothing below moves when the form arrives.
 */
export function CardFormSlot({ children }: { children: ReactNode }) {
  return <Box minH="17rem">{children}</Box>;
}

export function CardFormLoading() {
  return <Skeleton h="17rem" rounded="l2" role="status" aria-label="Loading the card form" />;
}

/** The checkout card: who pays (`payer`), the offer, and the card form (`cardForm`). */
export function CheckoutCard({ payer, cardForm }: { payer: ReactNode; cardForm: ReactNode }) {
  return (
    <Card.Root variant="elevated" maxW="lg" w="full" mx="auto">
      <Card.Body gap="6">
        <Stack direction="row" align="center" gap="4">
          {payer}
        </Stack>
        <Stack gap="1">
          <Heading as="h1" size="xl">
            Premium membership
          </Heading>
          <Text fontSize="lg">{premiumPriceText}</Text>
          <Text fontSize="sm" color="fg.muted">
            Unlocks every paid quiz for a year. Refundable on request.
          </Text>
        </Stack>
        <CardFormSlot>{cardForm}</CardFormSlot>
      </Card.Body>
    </Card.Root>
  );
}

/** /payment before Auth is in (components/shell): the payer's place, the offer, the form's place. */
export function CheckoutShell() {
  return (
    <CheckoutPage>
      <CheckoutCard
        payer={
          <>
            <Skeleton boxSize="12" rounded="full" />
            <Stack gap="1.5" flex="1">
              <Skeleton h="5" w="40%" />
              <Skeleton h="4" w="55%" />
            </Stack>
          </>
        }
        cardForm={<CardFormLoading />}
      />
    </CheckoutPage>
  );
}
