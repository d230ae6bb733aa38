import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import * as Table from '@/components/ui/table';
import { useSearchParams } from 'react-router-dom';
import { useFirestore } from '@/lib/firebase-context';
import { adminRefundStateLabels } from '@quizmaster/shared/messages';
import { REFUND_STATES, type RefundState, type StoredPayment } from '@quizmaster/shared/models/payment';
import { formatTotal, type CountedTotal } from '@quizmaster/shared/paging';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DateFilter, ListLoading, SearchFilter, SelectFilter } from '@/components/ui/list-filters';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import type { WithId } from '@/lib/firestore/converter';
import { usePagedQuery, useQueryCount, type PagedQuery } from '@/lib/firestore/use-paged-query';
import { paymentsListFromUrl, searchesByEmail } from '../api/payments-list';
import { PaymentAction } from './payment-action';

const PAYMENT_COLUMNS: readonly Column[] = [
  { label: '#' },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Date' },
  { label: 'Transaction ID' },
  { label: 'Action' },
];

/** The refund states in the admin's words (SPEC.md section 4; messages.ts). */
const REFUND_OPTIONS = [
  ['', 'Any state'],
  ...REFUND_STATES.map((state) => [state, adminRefundStateLabels[state]] as const),
] as const satisfies readonly (readonly [RefundState | '', string])[];

/**
 * The payments list (SPEC.md "All Payments table"), a page at a time: newest first, filtered
 * by refund state and date range, or searched by e-mail prefix, in the query (URL: `refund`,
 * `email`, `from`, `to`). The page on screen is live, so a refund or a deletion shows at once.
 */
export function PaymentsTable() {
  const db = useFirestore();
  const [params] = useSearchParams();
  const searching = searchesByEmail(params);
  const list = paymentsListFromUrl(db, params);
  const page = usePagedQuery(list.query, list.order);
  const total = useQueryCount(list.query, page, page.rows);
  const datesOff = searching ? 'Not with an e-mail search: clear it to filter by date.' : undefined;

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Payments ({total ? formatTotal(total) : '…'})
      </Heading>
      <Stack role="search" aria-label="Search and filter payments" direction={{ base: 'column', md: 'row' }} gap="3" mb="4" align={{ md: 'flex-start' }}>
        <SearchFilter name="email" label="Search by e-mail" placeholder="Start of an e-mail" helperText="Sorted by e-mail while searching." />
        <SelectFilter name="refund" label="Refund state" options={REFUND_OPTIONS} />
        <DateFilter name="from" label="From" disabled={searching} helperText={datesOff} />
        <DateFilter name="to" label="To" disabled={searching} helperText={datesOff} />
      </Stack>
      <PaymentsPage page={page} total={total} />
    </Box>
  );
}

function PaymentsPage({ page, total }: { page: PagedQuery<WithId<StoredPayment>>; total: CountedTotal | undefined }) {
  if (page.status === 'loading') return <ListLoading label="Loading payments" />;
  if (page.status === 'error') return <LoadFailed>The payments could not be loaded.</LoadFailed>;
  if (page.rows.length === 0) {
    return (
      <>
        <Text mt="4" color="fg.muted">
          {page.links.previous ? 'No more payments.' : 'No payments match.'}
        </Text>
        <Pager label="payments" links={page.links} shown={0} total={total} />
      </>
    );
  }
  return (
    <>
      <DataTable columns={PAYMENT_COLUMNS}>
        {page.rows.map((payment, index) => (
          <Table.Row key={payment.id} data-testid={`payment-${payment.id}`}>
            <Table.Cell>{page.links.firstRow + index}</Table.Cell>
            <Table.Cell>{payment.name}</Table.Cell>
            <Table.Cell>{payment.email}</Table.Cell>
            {/* The spec shows the first 10 characters of the creation time. */}
            <Table.Cell>{payment.createdAt.toISOString().slice(0, 10)}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {payment.transactionId}
            </Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <PaymentAction payment={payment} />
                <DisputeBadge dispute={payment.dispute} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager label="payments" links={page.links} shown={page.rows.length} total={total} />
    </>
  );
}

/** A chargeback on the payment: its premium is suspended unless the dispute was won. */
function DisputeBadge({ dispute }: { dispute: StoredPayment['dispute'] }) {
  if (!dispute) return null;
  const won = dispute.status === 'won';
  return (
    <Badge colorPalette={won ? 'gray' : 'red'} title={`Stripe dispute ${dispute.id}`}>
      {won ? 'dispute won' : `disputed (${dispute.status.replaceAll('_', ' ')})`}
    </Badge>
  );
}
