import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paymentsQuery } from '@/lib/firestore/refs';
import { PaymentAction } from './payment-action';

const PAYMENT_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Date' },
  { label: 'Transaction ID' },
  { label: 'Action' },
];

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
      <DataTable columns={PAYMENT_COLUMNS}>
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
      </DataTable>
      {payments.length === 0 ? (
        <Text mt="4" color="fg.muted">
          No payments yet.
        </Text>
      ) : null}
    </Box>
  );
}
