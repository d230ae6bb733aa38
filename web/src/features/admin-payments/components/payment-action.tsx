import { Badge, Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useAuth } from 'reactfire';
import type { Payment } from '@quizmaster/shared/models/payment';
import { DeleteIconButton } from '@/components/ui/delete-icon-button';
import { adminActionFailure } from '@/lib/api-client';
import type { WithId } from '@/lib/firestore/converter';
import { deletePayment, refundPayment } from '../api/payment-actions';

const notifyFailure = (error: unknown) => toast.error(adminActionFailure(error, 'You are Not eligible'));

/**
 * The admin's action for one payment, by refund state (SPEC.md section 4): "false" -> 'complete',
 * "processing" -> the refund button, "true" -> a refunded badge and the delete control.
 */
export function PaymentAction({ payment }: { payment: WithId<Payment> }) {
  const auth = useAuth();
  const [refunding, setRefunding] = useState(false);

  const refund = async () => {
    setRefunding(true);
    try {
      await refundPayment(auth, payment.id, payment.email);
      toast.success('refund is successfully completed', { autoClose: 2000 });
      toast.success('Refunded successfully done!', { autoClose: 2000 });
    } catch (error) {
      notifyFailure(error);
    } finally {
      setRefunding(false);
    }
  };

  const remove = async () => {
    try {
      await deletePayment(auth, payment.id);
      toast.success('this payment has been deleted!', { autoClose: 2000 });
    } catch (error) {
      notifyFailure(error);
    }
  };

  switch (payment.refund) {
    case 'false':
      return <Badge colorPalette="green">complete</Badge>;
    case 'processing':
      return (
        <Button size="xs" colorPalette="purple" loading={refunding} onClick={() => void refund()}>
          refund
        </Button>
      );
    case 'true':
      return (
        <HStack gap="2">
          <Badge colorPalette="gray">refunded</Badge>
          <DeleteIconButton
            label={`Delete payment ${payment.id}`}
            text="Once deleted, you will not be able to recover this file!"
            confirmLabel="Delete"
            onConfirm={remove}
          />
        </HStack>
      );
  }
}
