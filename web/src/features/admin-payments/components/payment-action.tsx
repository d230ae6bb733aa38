import { Badge, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useAuth } from '@/lib/firebase-context';
import {
  cannotRevertText,
  notEligibleMessage,
  paymentDeletedMessage,
  refundCompletedMessage,
  refundedMessage,
  refundLabels,
} from '@quizmaster/shared/messages';
import type { StoredPayment } from '@quizmaster/shared/models/payment';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { adminActionFailure } from '@/lib/api-client';
import type { WithId } from '@/lib/firestore/converter';
import { notify } from '@/lib/notify';
import { deletePayment, refundPayment } from '../api/payment-actions';

const notifyFailure = (error: unknown) => notify.error(adminActionFailure(error, notEligibleMessage));

/**
 * The admin's action for one payment, by refund state (SPEC.md section 4): "false" -> 'complete',
 * "processing" -> the refund button, "true" -> a refunded badge and the delete control, and any
 * other value -> that value on an inert button.
 */
export function PaymentAction({ payment }: { payment: WithId<StoredPayment> }) {
  const auth = useAuth();
  const [refunding, setRefunding] = useState(false);

  const refund = async () => {
    setRefunding(true);
    try {
      await refundPayment(auth, payment.id, payment.email);
      notify.success(refundCompletedMessage);
      notify.success(refundedMessage);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setRefunding(false);
    }
  };

  const remove = async () => {
    try {
      await deletePayment(auth, payment.id);
      notify.success(paymentDeletedMessage);
    } catch (error) {
      notifyFailure(error);
    }
  };

  switch (payment.refund) {
    case 'false':
      return <Badge colorPalette="green">{refundLabels.complete}</Badge>;
    case 'processing':
      return (
        <Button size="xs" colorPalette="purple" loading={refunding} onClick={() => void refund()}>
          {refundLabels.refund}
        </Button>
      );
    case 'true':
      return (
        <HStack gap="2">
          <Badge colorPalette="gray">{refundLabels.refunded}</Badge>
          <DeleteIconButton label={`Delete payment ${payment.id}`} text={cannotRevertText} confirmLabel="Delete" onConfirm={remove} />
        </HStack>
      );
    default:
      // A value the app never writes (a hand edit): shown as it is, with nothing to do.
      return (
        <Button size="xs" variant="outline" disabled>
          {payment.refund}
        </Button>
      );
  }
}
