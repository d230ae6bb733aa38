import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import * as DataList from '@/components/ui/data-list';
import * as Table from '@/components/ui/table';
import type { StoredPayment } from '@quizmaster/shared/models/payment';
import type { Submission } from '@quizmaster/shared/models/submission';
import type { ReactNode } from 'react';
import { isPremiumActive } from '@quizmaster/shared/premium';
import { BackLink, MissingRecord } from '@/components/ui/back-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { DataTable, type Column } from '@/components/ui/data-table';
import { ListLoading } from '@/components/ui/list-filters';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PlainAvatar } from '@/components/ui/plain-avatar';
import { Pager } from '@/components/ui/pager';
import { DEFAULT_PROFILE_PICTURE } from '@/components/ui/default-profile-picture';
import { paths } from '@/config/paths';
import type { WithId } from '@/lib/firestore/converter';
import type { PagedQuery } from '@/lib/firestore/use-paged-query';
import { useQuizNames, useUserRecords } from '../api/use-user-records';
import { formatCents, refundLabel, shortDate } from '../lib/format';
import { AccommodationForm } from './accommodation-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const PAYMENT_COLUMNS: readonly Column[] = [
  { label: 'Date' },
  { label: 'Transaction ID' },
  { label: 'Amount', numeric: true },
  { label: 'State' },
];

const RESULT_COLUMNS: readonly Column[] = [
  { label: 'Quiz' },
  { label: 'Marks', numeric: true },
  { label: 'Grade' },
  { label: 'Attempt', numeric: true },
  { label: 'Date' },
];

/**
 * /user/{userId} for admins: profile and premium of one user, live, and their payments and quiz
 * results, a page of each at a time (each list pages on its own URL parameters).
 */
export function UserDetails({ uid }: { uid: string }) {
  const { user, payments, results } = useUserRecords(uid);
  if (user.status === 'loading') return <PageSpinner />;
  if (user.status === 'error') {
    return <LoadFailed>This user could not be loaded: {user.error.message}</LoadFailed>;
  }
  const record = user.data;
  if (!record) {
    return (
      <MissingRecord
        title="User not found"
        text="No user has this id; the account may have been deleted."
        backTo={paths.users.getHref()}
        backLabel="Back to Users"
      />
    );
  }

  const premium = isPremiumActive(record.premiumUntil);
  const profile: [string, ReactNode][] = [
    ['Email', record.email],
    ['Phone', record.phone || '—'],
    ['Address', record.address || '—'],
    ['Education', record.education || '—'],
    ['Joined', shortDate.format(record.createdAt)],
    ['Premium', premium && record.premiumUntil ? `Premium until ${shortDate.format(record.premiumUntil)}` : 'Free'],
  ];

  return (
    <Stack gap="6">
      <BackLink to={paths.users.getHref()}>Back to Users</BackLink>
      <Card.Root variant="outline">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="center">
            <Stack align="center" gap="2" textAlign="center">
              <PlainAvatar size="2xl" colorPalette="purple" name={record.name} src={record.photoURL || DEFAULT_PROFILE_PICTURE} />
              <Heading as="h2" size="lg">
                {record.name}
              </Heading>
              <HStack gap="2">
                <Badge colorPalette={record.role === 'admin' ? 'red' : 'purple'} variant="subtle">
                  {record.role === 'admin' ? 'Admin' : 'Player'}
                </Badge>
                <Badge colorPalette={premium ? 'orange' : 'gray'} variant="subtle">
                  {premium ? 'Premium' : 'Free'}
                </Badge>
              </HStack>
            </Stack>
            <DataList.Root orientation="horizontal" gridColumn={{ md: 'span 2' }}>
              {profile.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Section title="Accommodations">
        <AccommodationForm uid={uid} />
      </Section>

      <Section title="Payments">
        <PaymentsPage page={payments} />
      </Section>

      <Section title="Quiz results">
        <ResultsPage page={results} />
      </Section>
    </Stack>
  );
}

function PaymentsPage({ page }: { page: PagedQuery<WithId<StoredPayment>> }) {
  if (page.status === 'loading') return <ListLoading label="Loading payments" />;
  if (page.status === 'error') return <LoadFailed>The payments could not be loaded: {page.error.message}</LoadFailed>;
  if (page.rows.length === 0) return <Text color="fg.muted">No payments.</Text>;
  return (
    <>
      <DataTable columns={PAYMENT_COLUMNS}>
        {page.rows.map((payment) => (
          <Table.Row key={payment.id}>
            <Table.Cell>{payment.createdAt.toISOString().slice(0, 10)}</Table.Cell>
            <Table.Cell fontFamily="mono" fontSize="xs">
              {payment.transactionId}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatCents(payment.amount)}</Table.Cell>
            <Table.Cell>{refundLabel(payment.refund)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager label="payments" links={page.links} shown={page.rows.length} />
    </>
  );
}

function ResultsPage({ page }: { page: PagedQuery<WithId<Submission> & { quizId: string }> }) {
  const quizNames = useQuizNames(page.rows?.map((result) => result.quizId) ?? []);
  if (page.status === 'loading') return <ListLoading label="Loading quiz results" />;
  if (page.status === 'error') return <LoadFailed>The quiz results could not be loaded: {page.error.message}</LoadFailed>;
  if (page.rows.length === 0) return <Text color="fg.muted">No quiz taken yet.</Text>;
  return (
    <>
      <DataTable columns={RESULT_COLUMNS}>
        {page.rows.map((result) => (
          <Table.Row key={`${result.quizId}/${result.id}`}>
            <Table.Cell>{quizNames ? (quizNames.get(result.quizId) ?? 'A deleted quiz') : '…'}</Table.Cell>
            <Table.Cell textAlign="end">{result.marks}</Table.Cell>
            <Table.Cell fontWeight="semibold">{result.grade}</Table.Cell>
            <Table.Cell textAlign="end">{result.attempt}</Table.Cell>
            <Table.Cell>{shortDate.format(result.submittedAt)}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager label="quiz results" links={page.links} shown={page.rows.length} />
    </>
  );
}
