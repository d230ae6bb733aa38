import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Code } from '@/components/ui/code';
import * as DataList from '@/components/ui/data-list';
import * as Table from '@/components/ui/table';
import type { StoredPayment } from '@quizmaster/shared/models/payment';
import type { WithId } from '@/lib/firestore/converter';
import { paymentDate } from '../lib/payment-status';
import { ReceiptButton } from './receipt-button';
import { RefundAction } from './refund-action';

interface MyPaymentsTableProps {
  payments: readonly WithId<StoredPayment>[];
  /** The number of the first row (1 on the first page, 26 on the second). */
  firstRow: number;
  /** The payment whose refund request is on its way, if any. */
  busyId: string | null;
  onConfirmRefund: (paymentId: string) => void;
}

/**
 * SPEC.md "My Payment Details": row number, Name, Email, Date, transaction ID, action. A table on
 * wide screens; on phones, where six columns cannot fit, one card per payment with the same fields.
 */
export function MyPaymentsTable(props: MyPaymentsTableProps) {
  return (
    <>
      <Box hideBelow="md">
        <PaymentsTable {...props} />
      </Box>
      <Box hideFrom="md">
        <PaymentCards {...props} />
      </Box>
    </>
  );
}

function PaymentsTable({ payments, firstRow, busyId, onConfirmRefund }: MyPaymentsTableProps) {
  return (
    // Focusable, so keyboard users can scroll it sideways when the window is narrow.
    <Table.ScrollArea borderWidth="1px" rounded="l3" tabIndex={0} role="region" aria-label="My payments table">
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>My payments, newest first</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
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
            <Table.Row key={payment.id}>
              <Table.Cell>{firstRow + index}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{payment.name}</Table.Cell>
              <Table.Cell>{payment.email}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{paymentDate(payment.createdAt)}</Table.Cell>
              <Table.Cell>
                <Code size="sm" variant="surface" whiteSpace="nowrap">
                  {payment.transactionId}
                </Code>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <RefundAction refund={payment.refund} busy={busyId === payment.id} onConfirmRefund={() => onConfirmRefund(payment.id)} />
                  <ReceiptButton paymentId={payment.id} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PaymentCards({ payments, firstRow, busyId, onConfirmRefund }: MyPaymentsTableProps) {
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="My payments, newest first">
      {payments.map((payment, index) => (
        <li key={payment.id}>
          <Card.Root variant="outline" size="sm">
            <Card.Body gap="3">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{`#${String(firstRow + index)} · ${paymentDate(payment.createdAt)}`}</Text>
                <HStack gap="2">
                  <RefundAction refund={payment.refund} busy={busyId === payment.id} onConfirmRefund={() => onConfirmRefund(payment.id)} />
                  <ReceiptButton paymentId={payment.id} />
                </HStack>
              </HStack>
              <DataList.Root size="sm" gap="2">
                <DataList.Item>
                  <DataList.ItemLabel>Transaction ID</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Code size="sm" variant="surface" wordBreak="break-all">
                      {payment.transactionId}
                    </Code>
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Name</DataList.ItemLabel>
                  <DataList.ItemValue>{payment.name}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Email</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-all">{payment.email}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
}
