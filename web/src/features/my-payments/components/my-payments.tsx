import { Button, EmptyState, Stack, Text, VStack } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { useRef, useState } from 'react';
import { LuReceipt } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth, useUser } from '@/lib/firebase-context';
import { noTransactionsMessage, noUserMessage, notEligibleMessage } from '@quizmaster/shared/messages';
import { premiumUntilLabel } from '@quizmaster/shared/notifications';
import { isPremiumActive } from '@quizmaster/shared/premium';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { Pager } from '@/components/ui/pager';
import { useFollowRefunds, useHasActivePayment, useMyPayments, useMyPaymentsRevision, useMyUserRecord } from '../api/use-my-payments';
import { isPaidUser } from '../lib/payment-status';
import { MyPaymentsHeading, MyPaymentsLoading } from './my-payments-heading';
import { MyPaymentsTable } from './my-payments-table';
import { RefundRequestedAlert } from './refund-requested-alert';

/** The API's 403 (an ApiRequestError's status, read without loading the API client): not the payer's refund to ask for. */
const isForbidden = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;

/** /dashboard/myPayments: the signed-in user's payments and refund requests. */
export function MyPayments() {
  const { data: user } = useUser();
  if (!user) return null;
  return <MyPaymentsOf user={user} />;
}

function MyPaymentsOf({ user }: { user: User }) {
  const auth = useAuth();
  // Read once; read again at the refresh points (a refund request, a return to the tab, a
  // change of a payment whose refund is under way, which the page follows live meanwhile).
  const { revision, bump } = useMyPaymentsRevision(user.uid);
  const { page, total } = useMyPayments(user.uid, revision);
  useFollowRefunds(page.rows, bump);
  const active = useHasActivePayment(user.uid, revision);
  const record = useMyUserRecord(user.uid);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const onConfirmRefund = async (paymentId: string) => {
    if (!user.email) {
      notify.error(noUserMessage);
      return;
    }
    setBusyId(paymentId);
    try {
      const { requestRefund } = await import('../api/request-refund');
      await requestRefund(auth, user.email, paymentId);
      setRequested(true);
      bump();
    } catch (error) {
      if (isForbidden(error)) notify.error(notEligibleMessage);
      else notify.error(error instanceof Error ? error.message : 'The refund request failed.');
    } finally {
      setBusyId(null);
    }
  };

  const renderContent = () => {
    if (page.status === 'error' || active.status === 'error' || record.status === 'error') {
      console.error(page.error ?? active.error ?? record.error);
      return <LoadFailed>We could not load your payments. Please refresh the page to try again.</LoadFailed>;
    }
    if (page.status === 'loading' || active.status === 'loading' || record.status === 'loading') {
      return <MyPaymentsLoading />;
    }
    // "Marked as paid": a payment that was not refunded (the active-payment query finds one if
    // any exists, on whatever page it is), or premium still running.
    if (!isPaidUser(active.data, record.data?.premiumUntil ?? null)) {
      return <NoTransactions name={record.data?.name || user.displayName || user.email || 'there'} />;
    }
    const premiumUntil = record.data?.premiumUntil ?? null;
    return (
      <Stack gap="0">
        {premiumUntil && isPremiumActive(premiumUntil) ? (
          <Text fontWeight="semibold" mb="3" data-testid="premium-until">
            {premiumUntilLabel(premiumUntil)}
          </Text>
        ) : null}
        <MyPaymentsTable
          payments={page.rows}
          firstRow={page.links.firstRow}
          busyId={busyId}
          onConfirmRefund={(id) => void onConfirmRefund(id)}
        />
        <Pager label="my payments" links={page.links} shown={page.rows.length} total={total} />
      </Stack>
    );
  };

  return (
    <Stack gap="6">
      <MyPaymentsHeading ref={heading} />
      {renderContent()}
      <RefundRequestedAlert open={requested} onClose={() => setRequested(false)} finalFocus={heading} />
    </Stack>
  );
}

function NoTransactions({ name }: { name: string }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuReceipt />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{noTransactionsMessage(name)}</EmptyState.Title>
          <EmptyState.Description>Premium unlocks every paid quiz for a year.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="purple">
          <RouterLink to={paths.pricing.getHref()}>See premium</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
