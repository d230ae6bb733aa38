import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paymentsQuery } from '@/lib/firestore/refs';
import { PaymentAction } from './payment-action';

/** Every payment, newest first, live from Firestore (the rules let admins read them all). */
export function PaymentsTable() {
  const { status, data: payments } = useFirestoreCollectionData(paymentsQuery(useFirestore()));
  if (status === 'loading') return <PageSpinner />;
  if (status === 'error') return <Text color="red.fg">The payments could not be loaded.</Text>;

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Payments ({payments.length})
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Transaction ID</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {payments.map((payment, index) => (
              <Table.Row key={payment.id} data-testid={`payment-${payment.id}`}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell>{payment.name}</Table.Cell>
                <Table.Cell>{payment.email}</Table.Cell>
                {/* The spec shows the first 10 characters of the creation time. */}
                <Table.Cell>{payment.createdAt.toISOString().slice(0, 10)}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {payment.transactionId}
                </Table.Cell>
                <Table.Cell>
                  <PaymentAction payment={payment} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {payments.length === 0 ? (
        <Text mt="4" color="fg.muted">
          No payments yet.
        </Text>
      ) : null}
    </Box>
  );
}
