import { Avatar, Badge, Card, DataList, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isPremiumActive } from '@quizmaster/shared/premium';
import { BackLink, MissingRecord } from '@/components/ui/back-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageSpinner } from '@/components/ui/page-spinner';
import { DEFAULT_PROFILE_PICTURE } from '@/components/ui/default-profile-picture';
import { paths } from '@/config/paths';
import { useUserRecords } from '../api/use-user-records';
import { formatCents, refundLabel, shortDate } from '../lib/format';

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

/** /user/{userId} for admins: profile, premium, payments and quiz results of one user, live. */
export function UserDetails({ uid }: { uid: string }) {
  const { user, payments, results, quizzes } = useUserRecords(uid);
  const all = [user, payments, results, quizzes];
  if (all.some((read) => read.status === 'loading')) return <PageSpinner />;
  const failed = all.find((read) => read.status === 'error');
  if (failed) {
    return <LoadFailed>This user could not be loaded: {failed.error?.message}</LoadFailed>;
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
  const quizNames = new Map(quizzes.data.map((quiz) => [quiz.id, quiz.quizName]));
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
              <Avatar.Root size="2xl" colorPalette="purple">
                <Avatar.Fallback name={record.name} />
                <Avatar.Image src={record.photoURL || DEFAULT_PROFILE_PICTURE} alt="" />
              </Avatar.Root>
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

      <Section title="Payments">
        {payments.data.length === 0 ? (
          <Text color="fg.muted">No payments.</Text>
        ) : (
          <DataTable columns={PAYMENT_COLUMNS}>
            {payments.data.map((payment) => (
              <Table.Row key={payment.id}>
                <Table.Cell>{payment.createdAt.toISOString().slice(0, 10)}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {payment.transactionId}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatCents(payment.amount)}</Table.Cell>
                <Table.Cell>{refundLabel[payment.refund]}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Section>

      <Section title="Quiz results">
        {results.data.length === 0 ? (
          <Text color="fg.muted">No quiz taken yet.</Text>
        ) : (
          <DataTable columns={RESULT_COLUMNS}>
            {results.data.map((result) => (
              <Table.Row key={`${result.quizId}/${result.id}`}>
                <Table.Cell>{quizNames.get(result.quizId) ?? 'A deleted quiz'}</Table.Cell>
                <Table.Cell textAlign="end">{result.marks}</Table.Cell>
                <Table.Cell fontWeight="semibold">{result.grade}</Table.Cell>
                <Table.Cell textAlign="end">{result.attempt}</Table.Cell>
                <Table.Cell>{shortDate.format(result.submittedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
      </Section>
    </Stack>
  );
}
